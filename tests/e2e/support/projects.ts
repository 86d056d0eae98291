/** The Playwright project that walks the case file on PostgreSQL (playwright.config.ts, case-file.spec.ts). */
export const CASE_FILE_POSTGRES_PROJECT = 'chromium-case-file-postgres';
