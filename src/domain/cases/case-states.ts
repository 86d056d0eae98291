/**
 * A case's and a milestone's states and the moves between them. Only the firm moves either: the client
 * reads where the case stands and acts through documents.
 */

export const CASE_STATUSES = ['open', 'paused', 'closed-done', 'closed-withdrawn'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** A closed case is a record: it refuses every write (uploads, milestones, its own status). */
export const isClosed = (status: CaseStatus): boolean => status === 'closed-done' || status === 'closed-withdrawn';

const CASE_MOVES: { readonly [S in CaseStatus]: readonly CaseStatus[] } = {
  open: ['paused', 'closed-done', 'closed-withdrawn'],
  paused: ['open', 'closed-done', 'closed-withdrawn'],
  'closed-done': [],
  'closed-withdrawn': [],
};

export const canMoveCase = (from: CaseStatus, to: CaseStatus): boolean => CASE_MOVES[from].includes(to);

export const MILESTONE_STATES = ['pending', 'in-progress', 'done', 'not-needed'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

/** Any state may follow any other (a step done by mistake is reopened), but not itself: that is no move. */
export const canMoveMilestone = (from: MilestoneState, to: MilestoneState): boolean => from !== to;

/** Who may make a write to a case: parties are `client` (the case's own) and `staff` (second factor proven). */
export const CASE_PARTIES = ['client', 'staff'] as const;
export type CaseParty = (typeof CASE_PARTIES)[number];

export const CASE_WRITES = ['status', 'assignee', 'details', 'milestone', 'add-milestone', 'upload'] as const;
export type CaseWrite = (typeof CASE_WRITES)[number];

/** The client uploads; everything else is the firm's. A closed case takes no write from anyone. */
export function mayWrite(party: CaseParty, write: CaseWrite, status: CaseStatus): boolean {
  if (isClosed(status)) return false;
  return party === 'staff' || write === 'upload';
}

/** The step a case is at: the first listed one neither done nor not needed (undefined once all are). */
export function nextStep<M extends { state: MilestoneState }>(milestones: readonly M[]): M | undefined {
  return milestones.find((m) => m.state === 'pending' || m.state === 'in-progress');
}

/** The next step is overdue when it has a date before today (dates are days, `YYYY-MM-DD`). */
export function isOverdue(milestone: { state: MilestoneState; dueOn: string | null } | undefined, today: string): boolean {
  return milestone !== undefined && milestone.dueOn !== null && milestone.dueOn < today;
}

const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Madrid at `at`, `YYYY-MM-DD`: the firm's day, against which step dates are overdue. */
export const dayInMadrid = (at: Date): string => madridDay.format(at);
