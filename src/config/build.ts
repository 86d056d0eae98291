/** Replaced at build time by vite.config.ts with the build's date (ISO 8601, src/config/build-date.ts). */
declare const __BUILD_DATE__: string;

/** When this build was made, ISO 8601. */
export const BUILD_DATE_ISO: string = __BUILD_DATE__;

/** The copyright year: the build's, so a site rebuilt in a new year says so without anyone editing it. */
export const BUILD_YEAR = new Date(BUILD_DATE_ISO).getUTCFullYear();
