import { describe, expect, it } from 'vitest';
import { filmPlays } from './film.ts';

describe('filmPlays', () => {
  it('plays when not paused, on screen and the page shown', () => {
    expect(filmPlays({ paused: false, inViewport: true, pageVisible: true })).toBe(true);
  });
  it('stops when the hero leaves the viewport, when the page is hidden, or when paused', () => {
    expect(filmPlays({ paused: false, inViewport: false, pageVisible: true })).toBe(false);
    expect(filmPlays({ paused: false, inViewport: true, pageVisible: false })).toBe(false);
    expect(filmPlays({ paused: true, inViewport: true, pageVisible: true })).toBe(false);
    expect(filmPlays({ paused: true, inViewport: false, pageVisible: false })).toBe(false);
  });
});
