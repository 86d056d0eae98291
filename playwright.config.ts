import { defineConfig, devices, type PlaywrightTestOptions, type PlaywrightWorkerOptions } from '@playwright/test';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASE_FILE_POSTGRES_PROJECT } from './tests/e2e/support/projects.ts';

/** A port derived from the checkout path, so two checkouts can run their suites side by side. */
const PORT = Number(
  process.env.E2E_PORT ?? 4000 + (parseInt(createHash('sha1').update(process.cwd()).digest('hex').slice(0, 6), 16) % 1000),
);
const DATA_DIR = '.reports/e2e-data';
/**
 * A migrated embedded database made once per run by the staff tool (initdb and every migration: the same
 * code as a first start), before the site's server starts on a copy of it. The staff servers start on
 * copies too (tests/e2e/support/staff-server.ts): a first start spends most of its time syncing every new
 * file to disk (10–40 s on a loaded machine), time a worker waited for, idle, four times a run.
 */
const PGLITE_TEMPLATE_DIR = '.reports/e2e-pglite-template';
process.env.E2E_PGLITE_TEMPLATE = path.resolve(PGLITE_TEMPLATE_DIR);
/** The in-process SMTP server of the run (tests/e2e/support/mailbox.ts), beside the site's port. */
const SMTP_PORT = PORT + 1000;
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
/**
 * The accounts' origin: `localhost`, because a passkey's relying party must be a domain (browsers
 * refuse WebAuthn on an IP address). The account specs browse it; the others keep 127.0.0.1, trusted too.
 */
export const ACCOUNTS_ORIGIN = `http://localhost:${PORT}`;

/**
 * The browser's fonts: one of the suite's font sets (tests/e2e/support/fontconfig/), never whatever the
 * machine has, so a page lays out the same on every machine. `liberation` (DejaVu and Liberation, what
 * Debian's Chromium package brings) for every spec; the font-swap spec runs with `dejavu` (DejaVu alone) too.
 */
export type FontSet = 'liberation' | 'dejavu';
const fontConfig = (set: FontSet) => fileURLToPath(new URL(`./tests/e2e/support/fontconfig/${set}.conf`, import.meta.url));

function browser(fontSet: FontSet): Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> {
  return {
    ...devices['Desktop Chrome'],
    locale: 'es-ES',
    reducedMotion: 'reduce',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the browser Playwright itself runs
      // headless), the same engine without the full browser's window, tab strip and their WebUI renderers:
      // 40% less CPU for the same tests than the full `chromium` in its headless mode.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No BEST_EFFORT tasks, so no raster of tiles ahead of the scroll (issue 26). Chromium rasters
        // those "prepaint" tiles in a BEST_EFFORT job of the renderer's raster pool; when a scroll makes
        // such a tile required while its raster task is still running (a long task under load) and the
        // USER_BLOCKING job has run out of other work, the task that signals "ready to activate" becomes
        // runnable with no job to run it: the pending tree never activates, no main frame is sent again,
        // requestAnimationFrame never fires and screenshots hang, for good (traced; see the note).
        // Without the BEST_EFFORT job every tile is rastered by the job that also signals activation.
        '--disable-best-effort-tasks',
      ],
      env: { ...process.env, FONTCONFIG_FILE: fontConfig(fontSet) },
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retry, on CI or anywhere (issue 26): a test that fails once fails the run, and a flaky one is
  // fixed at its cause (the stall a retry used to hide is fixed by --disable-best-effort-tasks, in browser() above).
  retries: 0,
  // The same for everybody, on CI and on a newcomer's machine: half the cores, at least two (Playwright's
  // own default gave one worker on two cores).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './tests/e2e/support/mailbox.ts',
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Spanish browser by default so the language detection keeps Spanish URLs Spanish.
    locale: 'es-ES',
    // A visitor who prefers reduced motion, by default: the hero's films stay still. A film playing (decoded
    // in software, with --disable-gpu) keeps two cores so busy that every check of a page beside it takes
    // about half a second (one test: 15 s with motion, 5 s without). The specs about motion itself (the
    // films, their contrast over every frame, smooth scrolls) opt back in with
    // `test.use({ reducedMotion: 'no-preference' })` in their describe.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (every action with its arguments and timing, console, network, the
    // test's source) and a screenshot of its end. The trace records no screencast and no DOM snapshots:
    // recording them for every test (to keep only the failures') cost a tenth and a sixth of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  // The same browser for all. The workspace's journeys and the studio's each run one after another in one
  // worker, with a server of their own (about two minutes each on a loaded machine): queued first, one per
  // worker while the other specs fill in beside them, instead of last (in file order), when the other
  // worker had nothing left to run beside them.
  // The font-swap spec runs once more with DejaVu alone: a late web font must not move the page whichever
  // local fallback a device has.
  projects: [
    { name: 'chromium-studio', testMatch: 'studio.spec.ts', use: browser('liberation') },
    // The case file's walks on PostgreSQL (a throwaway cluster each spec starts): issue 43's once more (it asks
    // for both databases; the `chromium` project walks it on PGlite) and issue 44's (viewings, offers,
    // messages, the feed, the Monday report on two instances), which asks for PostgreSQL, only there. Queued
    // second: issue 44's walk is the longest single test (about two minutes loaded); last, it ran alone at the
    // end of the run for over a minute while the other worker had nothing left.
    { name: CASE_FILE_POSTGRES_PROJECT, testMatch: ['case-dealings.spec.ts', 'case-file.spec.ts'], use: browser('liberation') },
    { name: 'chromium-workspace', testMatch: 'workspace.spec.ts', use: browser('liberation') },
    {
      name: 'chromium',
      testIgnore: ['workspace.spec.ts', 'studio.spec.ts', 'case-dealings.spec.ts'],
      use: browser('liberation'),
    },
    { name: 'chromium-dejavu', testMatch: 'font-swap.spec.ts', use: browser('dejavu') },
  ],
  webServer: {
    command:
      `rm -rf ${DATA_DIR} ${PGLITE_TEMPLATE_DIR} && DATA_DIR=${PGLITE_TEMPLATE_DIR} node dist/server/staff.js list >/dev/null` +
      ` && cp -a ${PGLITE_TEMPLATE_DIR} ${DATA_DIR} && exec node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    // A new embedded database (its initdb and every migration, made here as the template) takes 10–20 s on
    // 2 quiet cores, over a minute on a loaded machine.
    timeout: 180_000,
    // Every test posts from 127.0.0.1: the per-address contact limit is raised so only the per-e-mail one bites.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_CLIENT_MAX: '1000',
      // Accounts: the site's origin (the passkeys' relying party and the e-mails' links) and the one
      // the other specs browse; every test signs up and in from 127.0.0.1, so only the per-account limits bite.
      SITE_URL: ACCOUNTS_ORIGIN,
      TRUSTED_ORIGINS: `http://127.0.0.1:${PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NOTIFY_EMAIL_TO: 'firma@example.com',
      SIGN_UP_PER_CLIENT_MAX: '1000',
      SIGN_IN_PER_CLIENT_MAX: '1000',
      // Every browser context of the run connects from 127.0.0.1 (up to six sockets per host, kept alive):
      // one client to the server, whose per-client share is for the internet's clients.
      MAX_CONNECTIONS_PER_CLIENT: '1000',
    },
  },
});
