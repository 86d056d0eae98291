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
  target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (target.id && window.location.hash !== `#${target.id}`) {
    window.history.replaceState(window.history.state, '', `#${target.id}`);
  }
}

/** Scrolls smoothly (unless reduced motion is preferred) to a section of this page; false when it is not here. */
export function scrollToSection(id: SectionId): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  scrollToElement(target, prefersReducedMotion() ? 'auto' : 'smooth');
  return true;
}
