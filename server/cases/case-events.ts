import {
  DEFAULT_NOTICE_FREQUENCY,
  eventVisibility,
  noticeDueAt,
  offerNoticeDueAt,
  noticeRecipient,
  type CaseActor,
  type CaseEventKind,
  type CaseParty,
  type MilestoneState,
  type TimelineData,
  type Visibility,
} from '../../src/domain/cases/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/** Who did it: the case's client, a staff member (by id), or the system (an invitation taken). */
export type CaseActorRef = { party: CaseParty; id: string } | { party: 'system'; id: null };

export type CaseEvent = {
  caseId: string;
  kind: CaseEventKind;
  actor: CaseActorRef;
  /** The subject's mark (a document's, a step's); the kind's rule decides the event's own. */
  marked?: Visibility;
  data?: TimelineData;
  /** What the notice rule needs of a step's change: who acts on it. */
  milestoneActor?: CaseActor;
};

/**
 * Appends one timeline row and, in the same transaction, the notice of the person on the other side who
 * needs to hear of it (the case's client, or its assigned staff member), due when their choice says.
 */
export async function appendCaseEvent(
  tx: Queryable,
  event: CaseEvent,
  people: { clientId: string | null; assigneeId: string | null },
  at: Date,
): Promise<void> {
  const q = kyselyOf(tx);
  const visibility = eventVisibility(event.kind, event.marked);
  const row = await q
    .insertInto('case_events')
    .values({
      case_id: event.caseId,
      at,
      actor: event.actor.party,
      actor_id: event.actor.id,
      kind: event.kind,
      visibility,
      data: JSON.stringify(event.data ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (event.actor.party === 'system') return;
  const to = noticeRecipient({
    kind: event.kind,
    by: event.actor.party,
    visibility: event.marked ?? 'shared',
    state: event.data?.state as MilestoneState | undefined,
    actor: event.milestoneActor,
  });
  const recipient = to === 'client' ? people.clientId : to === 'staff' ? people.assigneeId : null;
  if (!recipient || recipient === event.actor.id) return;
  await q
    .insertInto('case_notice_prefs')
    .values({ user_id: recipient })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const prefs = await q
    .selectFrom('case_notice_prefs')
    .select(['frequency', 'last_sent_at'])
    .where('user_id', '=', recipient)
    .executeTakeFirstOrThrow();
  // Staff hear as things happen; only the client chooses (the area's setting).
  const frequency = to === 'staff' ? DEFAULT_NOTICE_FREQUENCY : prefs.frequency;
  // An offer is the one thing a seller hears of at once (save at night), whatever the hourly bundle says.
  const due =
    event.kind === 'offer-received' && frequency !== 'none'
      ? offerNoticeDueAt(at)
      : noticeDueAt(frequency, at, prefs.last_sent_at);
  if (!due) return;
  await q.insertInto('case_notices').values({ event_id: row.id, recipient_id: recipient, due_at: due }).execute();
}
