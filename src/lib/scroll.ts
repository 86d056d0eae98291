import { renderDeferredParts } from './deferred-parts.ts';

/** Anchor ids of the landing sections, in page order (the spec's list plus how-it-works). */
export const SECTION_IDS = [
  'hero',
  'portfolio',
  'philosophy',
  'about',
  'how-it-works',
  'services',
  'calculators',
  'concierge',
  'contact-form',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Scrolls an element to the top of the viewport and moves keyboard focus to it, so keyboard and
 * screen-reader users land where sighted users do; the URL's fragment follows.
 */
export function scrollToElement(target: HTMLElement, behavior: ScrollBehavior): void {
  // A smooth scroll aims at where its target is as it starts: a part rendered on the way, of another size
  // than its placeholder's, would move the target. An instant jump renders what it lands on.
  if (behavior === 'smooth') renderDeferredParts();
  target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (target.id && window.location.hash !== `#${target.id}`) {
    window.history.replaceState(window.history.state, '', `#${target.id}`);
  }
}

/** What the visitor does that ends `keepInPlace`: from then on the scroll position is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Ends the hold of `keepInPlace` under way, if any. */
let stopHolding = (): void => undefined;

/**
 * After a jump to an element on a page just shown, keeps the element where the jump put it while the
 * page still settles around it (sections measuring themselves, images and fonts arriving), until the
 * visitor scrolls, touches, clicks or types, or anything else scrolls the page (a scrollbar, a script).
 * The browser's scroll anchoring does not hold it there: it picks its anchor in the frame after the jump,
 * from a page still being laid out, and leaves out some changes (of an ancestor's padding, say). So it is
 * off meanwhile: its own scrolls would also read as someone else's and end the hold, leaving the element
 * where the next change it ignores puts it.
 */
export function keepInPlace(target: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  stopHolding(); // a jump before the last one has settled: the new one wins
  const root = document.documentElement;
  root.style.overflowAnchor = 'none';
  const where = target.getBoundingClientRect().top;
  let ours = window.scrollY;
  const observer = new ResizeObserver(() => {
    const drift = target.getBoundingClientRect().top - where;
    if (Math.abs(drift) < 1) return;
    window.scrollBy({ top: drift, behavior: 'instant' });
    ours = window.scrollY;
  });
  const onScroll = () => {
    if (Math.abs(window.scrollY - ours) >= 1) stop(); // not our doing
  };
  const stop = () => {
    stopHolding = () => undefined;
    root.style.removeProperty('overflow-anchor');
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  };
  stopHolding = stop;
  observer.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
}

/** Scrolls smoothly (unless reduced motion is preferred) to a section of this page; false when it is not here. */
export function scrollToSection(id: SectionId): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  scrollToElement(target, prefersReducedMotion() ? 'auto' : 'smooth');
  return true;
}
