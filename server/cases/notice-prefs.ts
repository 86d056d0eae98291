import { DEFAULT_NOTICE_FREQUENCY, noticeDueAt, type NoticeFrequency } from '../../src/domain/cases/index.ts';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/** The client's choice of notices (immediate until they choose). */
export async function noticeFrequencyOf(db: Database, userId: string): Promise<NoticeFrequency> {
  const row = await kyselyOf(db)
    .selectFrom('case_notice_prefs')
    .select('frequency')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.frequency ?? DEFAULT_NOTICE_FREQUENCY;
}

/** A new choice holds for what is still to be sent too: none drops it, the others reschedule it. */
export async function setNoticeFrequency(db: Database, userId: string, frequency: NoticeFrequency, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const prefs = await q
      .insertInto('case_notice_prefs')
      .values({ user_id: userId, frequency })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ frequency }))
      .returning(['last_sent_at'])
      .executeTakeFirstOrThrow();
    const due = noticeDueAt(frequency, now, prefs.last_sent_at);
    const pending = q.updateTable('case_notices').where('recipient_id', '=', userId).where('sent_at', 'is', null);
    if (due) await pending.set({ due_at: due }).execute();
    else await q.deleteFrom('case_notices').where('recipient_id', '=', userId).where('sent_at', 'is', null).execute();
  });
}
