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
 * Scrolls to a section (smoothly unless reduced motion is preferred) and moves keyboard focus to it,
 * so keyboard and screen-reader users land where sighted users do. Returns false when the section is
 * not on this page (the caller then navigates to the home page with the anchor).
 */
export function scrollToSection(id: SectionId): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
