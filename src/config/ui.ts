/** Timings and thresholds of the interface, from the spec (section 9). */

/** The hero picks another background video this often. */
export const HERO_ROTATION_MS = 30_000;
/** The navigation bar turns solid once the page has scrolled past this. */
export const NAV_SOLID_AFTER_PX = 50;
/** Scroll handlers run at most once per this interval. */
export const SCROLL_THROTTLE_MS = 100;
/** The cookie banner appears once the visitor has scrolled past this (and has not answered yet). */
export const COOKIE_BANNER_AFTER_PX = 100;
/**
 * For this long after it appears, the cookie banner lets taps and clicks through to the page: it appears as the
 * visitor scrolls, often under a finger already on its way to a link or a button there.
 */
export const COOKIE_BANNER_TAP_GRACE_MS = 500;
/** Below this viewport width: mobile layout, navigation drawer, reduced parallax. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The bar stays visible until the page has scrolled at least this far, so it never hides at the top. */
export const NAV_HIDE_AFTER_PX = 120;
/** Scroll movements smaller than this neither hide nor show the bar (trackpad jitter). */
export const NAV_SCROLL_DELTA_PX = 6;
/** How far the hero's media lag behind the scroll, as a fraction of the distance scrolled. */
export const PARALLAX_FACTOR = 0.35;
/** The same on narrow screens, where motion is reduced. */
export const PARALLAX_FACTOR_NARROW = 0.1;
/** Data read from the server stays fresh this long; no new request on window focus (spec, section 9). */
export const SERVER_DATA_FRESH_MS = 5 * 60_000;
/** The private area's sidebar remembers being folded or unfolded this long (spec, section 9: one year). */
export const SIDEBAR_STATE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** The header asks who is signed in when the page is idle, or after this long at the latest. */
export const SESSION_CHECK_IDLE_TIMEOUT_MS = 2000;

/** Media query strings derived from the constants above. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Tailwind's `sm` breakpoint and up (40rem), where the language offer stands at the window's foot. */
export const SM_UP_QUERY = '(min-width: 40rem)';

/**
 * The cookie notice's height as it stands, in this custom property of `<html>` while the notice shows
 * (0 otherwise): the page reserves it at its end and as scroll padding, and toasts and the language
 * offer sit above it (src/styles/app.css, toast.tsx, language-offer.tsx spell it out literally).
 */
export const COOKIE_NOTICE_HEIGHT_VAR = '--cookie-notice-height';

/**
 * The language offer's height in this custom property of `<html>` while it shows at the window's foot (from
 * the `sm` width up): the page reserves it, with the offer's gap, at its end and as scroll padding, as for
 * the cookie notice (src/styles/app.css spells it out literally).
 */
export const LANGUAGE_OFFER_HEIGHT_VAR = '--language-offer-height';
