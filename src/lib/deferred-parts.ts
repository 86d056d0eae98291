/**
 * The parts of a page below its first screen carry `content-deferred` (src/styles/app.css): the browser
 * styles, lays out and paints each only as it nears the viewport, so the page's first layout, and the one
 * the web fonts bring, cover its first screen rather than the whole page (issue 24). Until one has been
 * rendered it holds the place of a screen-tall block, and a jump past it (the End key, the scrollbar, a
 * smooth scroll to a section) would land where the page is about to move. So once the page is
 * interactive and the visitor acts or leaves it idle (src/app/app.tsx), each is rendered for good, one
 * per idle moment of the main thread: a handful of short tasks instead of the long task the first layout
 * was, none of them while the page becomes interactive.
 */
import { whenIdle } from './idle.ts';

const DEFERRED = '.content-deferred';
/** Set on a part once it is rendered for good; `content-visibility: visible` in the stylesheet. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/** Each part waits for an idle moment, but no longer than this; without idle callbacks (Safari), this long. */
const PART_IDLE = { timeoutMs: 1_000, fallbackMs: 50 };

function pending(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`${DEFERRED}:not([${RENDERED_ATTRIBUTE}])`)];
}

/**
 * Renders every deferred part of the page now, in this task: before a smooth scroll, which aims at where
 * its target is as it starts, and before a position taken on the rendered parts is restored (Back, Forward).
 */
export function renderDeferredParts(): void {
  for (const part of pending()) part.setAttribute(RENDERED_ATTRIBUTE, '');
}

/** Renders the page's deferred parts one per idle moment, in page order; returns what stops it (the page changed). */
export function renderDeferredPartsWhenIdle(): () => void {
  let cancel = whenIdle(function next() {
    const [part] = pending();
    if (!part) return;
    part.setAttribute(RENDERED_ATTRIBUTE, '');
    cancel = whenIdle(next, PART_IDLE);
  }, PART_IDLE);
  return () => cancel();
}
