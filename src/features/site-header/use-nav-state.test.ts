import { describe, expect, it } from 'vitest';
import { nextNavState } from './use-nav-state.ts';

const top = { solid: false, hidden: false };

describe('nextNavState', () => {
  it('turns solid only past 50 px', () => {
    expect(nextNavState(top, 0, 50).solid).toBe(false);
    expect(nextNavState(top, 0, 51).solid).toBe(true);
  });
  it('hides while scrolling down and returns when scrolling up', () => {
    const down = nextNavState(top, 300, 400);
    expect(down).toEqual({ solid: true, hidden: true });
    expect(nextNavState(down, 400, 380)).toEqual({ solid: true, hidden: false });
  });
  it('never hides near the top and ignores jitter', () => {
    expect(nextNavState(top, 0, 100).hidden).toBe(false);
    const hidden = { solid: true, hidden: true };
    expect(nextNavState(hidden, 500, 497)).toBe(hidden);
  });
});
