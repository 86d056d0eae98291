import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

type LockHolder = { pid: number; host: string; startTicks: string | null; command: string; since: string };

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} (${holder.command}) on ${holder.host}, ` +
        `since ${holder.since}. PGlite allows one process per directory: stop that process first, ` +
        `or use PostgreSQL by setting DATABASE_URL.`,
    );
  }
}

/** Field 22 of /proc/PID/stat: when the process started, so a recycled PID is not mistaken for the holder. */
function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = processStartTicks(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    return null; // vanished or half-written: treat as stale
  }
}

export type DataDirLock = { path: string; release: () => void };

/**
 * Takes an exclusive lock on `dataDir` by creating `server.lock` atomically. A lock whose process is
 * gone (killed, crashed) is taken over; a live one throws DataDirLockedError at once. A lock from
 * another host cannot be checked and is treated as live.
 */
export function acquireDataDirLock(dataDir: string, command = path.basename(process.argv[1] ?? 'node')): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startTicks: processStartTicks(process.pid),
    command,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const current = readHolder(lockPath);
        if (current?.pid === me.pid && current.host === me.host) unlinkSync(lockPath);
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder && (holder.host !== me.host || isAlive(holder))) throw new DataDirLockedError(dataDir, holder);
    try {
      unlinkSync(lockPath); // stale: its process is gone
    } catch {
      /* another starter removed it first; retry */
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
