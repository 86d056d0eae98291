/** What decides whether the hero's film plays at this moment. */
export type FilmState = {
  /** The visitor's pause button (and the start under reduced motion or Save-Data). */
  paused: boolean;
  /** Some part of the hero is inside the viewport. */
  inViewport: boolean;
  /** The page's tab is the one shown (`document.visibilityState` is not `hidden`). */
  pageVisible: boolean;
};

/**
 * The film plays only while someone can see it: not paused, the hero on screen and the page shown.
 * A film playing out of sight costs a phone its battery and the page its main thread for nothing.
 */
export function filmPlays({ paused, inViewport, pageVisible }: FilmState): boolean {
  return !paused && inViewport && pageVisible;
}
