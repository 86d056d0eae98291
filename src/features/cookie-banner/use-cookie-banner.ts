import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, isCookieConsent, type CookieConsent } from '../../config/storage.ts';
import { COOKIE_BANNER_AFTER_PX, COOKIE_BANNER_TAP_GRACE_MS } from '../../config/ui.ts';
import { safeStorage } from '../../lib/storage.ts';
import { useThrottledScroll } from '../../lib/use-scroll.ts';

type Phase = 'waiting' | 'visible' | 'done';

/**
 * Dismissed without an answer during this page view. Module state, not component state: the layout
 * remounts on client-side navigation (a policy link), and a reload starts a new visit.
 */
let dismissedThisPageView = false;

/**
 * Spec section 4: hidden at first; shown once the visitor scrolls past 100 px, only when no consent
 * is stored; Accept and Reject store their answer and hide it; dismissing (close button, policy
 * links) hides it for this page view without storing anything, so it returns on a later visit.
 * `armed` is false for COOKIE_BANNER_TAP_GRACE_MS after it appears: meanwhile it lets pointers through.
 */
export function useCookieBanner(): {
  visible: boolean;
  armed: boolean;
  answer: (value: CookieConsent) => void;
  dismiss: () => void;
} {
  const [phase, setPhase] = useState<Phase>('done');
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    // Storage is only readable in the browser, after hydration.
    if (!dismissedThisPageView && !isCookieConsent(safeStorage.get(STORAGE_KEYS.cookieConsent))) setPhase('waiting');
  }, []);

  useThrottledScroll((y) => {
    if (y > COOKIE_BANNER_AFTER_PX) setPhase('visible');
  }, phase === 'waiting');

  useEffect(() => {
    if (phase !== 'visible') return;
    const timer = setTimeout(() => setArmed(true), COOKIE_BANNER_TAP_GRACE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const answer = useCallback((value: CookieConsent) => {
    safeStorage.set(STORAGE_KEYS.cookieConsent, value);
    setPhase('done');
  }, []);
  const dismiss = useCallback(() => {
    dismissedThisPageView = true;
    setPhase('done');
  }, []);
  return { visible: phase === 'visible', armed, answer, dismiss };
}
