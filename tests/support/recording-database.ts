import type { Database, Queryable, Row } from '../../server/db/index.ts';

const WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

/**
 * A real database that notes the work done through it: each statement that wrote a row (`insert into
 * email_outbox`) and each commit that wrote, i.e. each commit a durable database syncs (a transaction with a
 * write, or a write outside one). Proves two paths of a request do the same writes.
 */
export function recordingDatabase(db: Database) {
  const writes: string[] = [];
  let syncedCommits = 0;
  let open: { wrote: boolean } | undefined;

  /** A statement that writes and touched a row (Kysely's writes return their rows): one that touched none syncs nothing. */
  const note = (sql: string, touched: number) => {
    const match = WRITE.exec(sql);
    if (!match || touched === 0) return;
    writes.push(`${match[1]!.toLowerCase().split(/\s+/)[0]} ${match[2]!.toLowerCase()}`);
    if (open) open.wrote = true;
    else syncedCommits++;
  };
  const wrap = (q: Queryable): Queryable => ({
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const rows = await q.query<T>(sql, params);
      note(sql, rows.length);
      return rows;
    },
    async exec(sql) {
      await q.exec(sql);
      note(sql, 1);
    },
  });

  const recording: Database = {
    ...db,
    ...wrap(db),
    async transaction(fn) {
      const outer = open;
      const tx = { wrote: false };
      open = tx;
      try {
        return await db.transaction((inner) => fn(wrap(inner)));
      } finally {
        open = outer;
        if (tx.wrote) syncedCommits++;
      }
    },
  };

  return {
    db: recording,
    /** What was done since the last call, and starts again: writes sorted, so their order does not matter. */
    take() {
      const work = { writes: [...writes].sort(), syncedCommits };
      writes.length = 0;
      syncedCommits = 0;
      return work;
    },
  };
}
