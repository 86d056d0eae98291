import { useCallback, useRef, useState } from 'react';
import { NAV_HIDE_AFTER_PX, NAV_SCROLL_DELTA_PX, NAV_SOLID_AFTER_PX } from '../../config/ui.ts';
import { useThrottledScroll } from '../../lib/use-scroll.ts';

export type NavState = { solid: boolean; hidden: boolean };

/** The next bar state for a scroll from `previousY` to `y` (pure, so it is unit-tested). */
export function nextNavState(state: NavState, previousY: number, y: number): NavState {
  const solid = y > NAV_SOLID_AFTER_PX;
  let hidden = state.hidden;
  if (y <= NAV_HIDE_AFTER_PX) hidden = false;
  else if (y - previousY > NAV_SCROLL_DELTA_PX) hidden = true;
  else if (previousY - y > NAV_SCROLL_DELTA_PX) hidden = false;
  return solid === state.solid && hidden === state.hidden ? state : { solid, hidden };
}

/** Solid past 50 px; hidden while scrolling down, back when scrolling up (throttled to 100 ms). */
export function useNavState(): NavState & { reveal: () => void } {
  const [state, setState] = useState<NavState>({ solid: false, hidden: false });
  const lastY = useRef(0);
  useThrottledScroll((y) => {
    const previous = lastY.current;
    lastY.current = y;
    setState((s) => nextNavState(s, previous, y));
  });
  const reveal = useCallback(() => setState((s) => (s.hidden ? { ...s, hidden: false } : s)), []);
  return { ...state, reveal };
}
