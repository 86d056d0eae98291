import { existsSync } from 'node:fs';
import { chmod, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The file PostgreSQL writes first in a data directory: present means initialised. */
export const PG_VERSION_FILE = 'PG_VERSION';

export function isPgliteInitialised(dir: string): boolean {
  return existsSync(path.join(dir, PG_VERSION_FILE));
}

// Runs in a worker so the memory of initdb (three WebAssembly instances, most of the ~0.8 GB peak) is
// returned to the system when the worker exits, instead of staying in the server process for its life.
const INITDB_WORKER = `
const { workerData } = require('node:worker_threads');
import(workerData.pgliteUrl).then(async ({ PGlite }) => {
  const db = await PGlite.create(workerData.dir);
  await db.close();
});`;

/** Directories 0700, files 0600 (PGlite creates files 0666 whatever the umask). */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes every file and directory under `dir` private and fsyncs it (initdb, in the worker, runs on
 * PGlite's plain filesystem, which neither restricts modes nor syncs).
 */
async function secureAndSyncTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? secureAndSyncTree(path.join(dir, entry.name))
        : secureAndSyncFile(path.join(dir, entry.name), PRIVATE_FILE_MODE),
    ),
  );
  await secureAndSyncFile(dir, PRIVATE_DIR_MODE);
}

async function secureAndSyncFile(file: string, mode: number): Promise<void> {
  await chmod(file, mode);
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Creates the PGlite database in `dir` on first start (initdb in a worker thread), then makes it private
 * and syncs it to disk.
 * Does nothing when the directory already holds a database.
 */
export async function initPgliteDir(dir: string): Promise<void> {
  if (isPgliteInitialised(dir)) return;
  const worker = new Worker(INITDB_WORKER, {
    eval: true,
    workerData: { dir, pgliteUrl: import.meta.resolve('@electric-sql/pglite') },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb worker exited with ${code}`))));
  });
  if (!isPgliteInitialised(dir)) throw new Error(`PGlite did not create a database in ${dir}`);
  await secureAndSyncTree(dir);
}
