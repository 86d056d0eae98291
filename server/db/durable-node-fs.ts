import { close, fdatasync, fsyncSync, openSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { SHARED_BITS } from './data-dir-privacy.ts';

const fdatasyncAsync = promisify(fdatasync);
const closeAsync = promisify(close);

/** PostgreSQL's write-ahead log, under the data directory. */
export const WAL_SUBDIR = 'pg_wal';

/** The parts of Emscripten's NODEFS this class hooks (not in PGlite's public types). */
type NodeFsStream = { nfd: number; node: unknown; durableHostPath?: string };
type ModeChange = { mode?: number };
type NodeFsOps = {
  realPath: (node: unknown) => string;
  node_ops: { setattr: (node: unknown, attr: ModeChange) => void };
  stream_ops: {
    setattr: (stream: NodeFsStream, attr: ModeChange) => void;
    open: (stream: NodeFsStream) => void;
    write: (stream: NodeFsStream, buffer: Uint8Array, offset: number, length: number, position?: number) => number;
    fsync?: (stream: NodeFsStream) => number;
  };
};

/**
 * PGlite's Node filesystem made durable (docs/decisions/0015-durable-pglite.md).
 *
 * Emscripten's NODEFS has no fsync: PostgreSQL's `fsync()` calls return without touching the disk and its
 * `fdatasync()` is a no-op in the WebAssembly runtime. Two hooks restore what PostgreSQL relies on:
 *
 * - `fsync()` (what PostgreSQL calls at checkpoints, on new WAL segments and on directories after a
 *   rename) becomes a real, synchronous fsync. PGlite is started with `fsync=on` so these calls happen.
 * - WAL writes are remembered, and `flush()` fdatasyncs the written WAL files off the main thread.
 *   Concurrent callers share one sync (group commit): a call made while a sync runs waits for the next one,
 *   because the running one may have started before the caller's commit was written.
 *
 * It also keeps the files private: Emscripten chmods every file it creates to the mode asked (PGlite asks
 * 0666), which the process umask cannot restrict, so group and other bits are cleared on every chmod.
 */
export class DurableNodeFS extends NodeFS {
  /** WAL files written since the last sync started → a read-only descriptor on the written file. */
  private readonly dirtyWal = new Map<string, number>();
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** After a failed sync nothing can be promised any more (PostgreSQL PANICs in that case too). */
  private failure: Error | undefined;
  private readonly walDir: string;

  constructor(dataDir: string) {
    super(dataDir);
    this.walDir = path.join(this.rootDir, WAL_SUBDIR) + path.sep;
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const hook = (mod: { NODEFS: unknown }) => this.instrument(mod.NODEFS as NodeFsOps);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), hook] } };
  }

  private instrument(nodefs: NodeFsOps): void {
    const privateMode = <T extends ModeChange>(attr: T): T =>
      attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~SHARED_BITS };
    const { setattr } = nodefs.node_ops;
    nodefs.node_ops.setattr = (node, attr) => setattr(node, privateMode(attr));
    const ops = nodefs.stream_ops;
    const { open, write, setattr: setStreamAttr } = ops;
    ops.setattr = (stream, attr) => setStreamAttr(stream, privateMode(attr));
    ops.open = (stream) => {
      open(stream);
      stream.durableHostPath = nodefs.realPath(stream.node);
    };
    ops.write = (stream, buffer, offset, length, position) => {
      const written = write(stream, buffer, offset, length, position);
      const file = stream.durableHostPath;
      if (file?.startsWith(this.walDir) && !this.dirtyWal.has(file)) this.dirtyWal.set(file, openSync(file, 'r'));
      return written;
    };
    ops.fsync = (stream) => {
      fsyncSync(stream.nfd);
      return 0;
    };
  }

  /** Resolves once every WAL byte written before the call is on stable storage. */
  flush(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.running) {
      if (this.dirtyWal.size === 0) return Promise.resolve();
      this.running = this.syncDirty().finally(() => (this.running = undefined));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.flush();
      });
    return this.queued;
  }

  private async syncDirty(): Promise<void> {
    const fds = [...this.dirtyWal.values()];
    this.dirtyWal.clear();
    const results = await Promise.allSettled(fds.map((fd) => fdatasyncAsync(fd).finally(() => closeAsync(fd))));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      this.failure = new Error(`Could not sync the database's write-ahead log: ${String(failed.reason)}`);
      throw this.failure;
    }
  }

  override async closeFs(): Promise<void> {
    await this.flush().catch(() => undefined);
    for (const fd of this.dirtyWal.values()) await closeAsync(fd).catch(() => undefined);
    this.dirtyWal.clear();
    await super.closeFs();
  }
}
