import { SECOND_FACTORS, type AuditRecord, type SecondFactor } from '../../domain/staff/index.ts';
import type { WorkspaceCopy } from './use-workspace-copy.ts';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * What an audit entry's detail says, in the page's language (issue 22): how a sign-in proved the second
 * factor, a status from and to, an export's format and row count, an erasure's count, an assignment's
 * assignee (`names`: staff ids → names). Empty when the entry holds nothing to say (or is older than its detail).
 */
export function auditDetail(entry: AuditRecord, copy: WorkspaceCopy, names: ReadonlyMap<string, string>): string {
  const { detail } = entry;
  const say = copy.ui.audit.details;
  switch (entry.action) {
    case 'sign-in':
      return SECOND_FACTORS.includes(detail.factor as SecondFactor) ? say.factor[detail.factor as SecondFactor] : '';
    case 'change-status':
      return isText(detail.from) && isText(detail.to)
        ? say.status(copy.statusLabel(detail.from), copy.statusLabel(detail.to))
        : '';
    case 'export':
      return isText(detail.format) && isCount(detail.rows)
        ? say.export(detail.format.toUpperCase(), detail.rows, copy.format.number(detail.rows))
        : '';
    case 'erase':
      return isCount(detail.leads) && isCount(detail.accounts) ? copy.ui.data.erased(detail.leads, detail.accounts) : '';
    case 'assign':
      if (detail.assigneeId === null) return say.assign(null);
      // A member since revoked is not in the team's list: nothing said rather than a wrong name.
      return isText(detail.assigneeId) && names.has(detail.assigneeId) ? say.assign(names.get(detail.assigneeId)!) : '';
    case 'content-save':
    case 'content-publish':
    case 'content-restore':
      return contentDetail(detail, copy);
    case 'content-schedule':
      return scheduleDetail(detail, copy);
    case 'content-film-upload':
      return isCount(detail.slot) ? say.filmSlot(detail.slot + 1) : '';
    case 'content-media-remove':
      return (detail.kind === 'image' || detail.kind === 'film') && isCount(detail.width) && isCount(detail.height)
        ? say.mediaRemoved(copy.ui.studio.library.kinds[detail.kind], detail.width, detail.height)
        : '';
    default:
      return '';
  }
}

/** The items a save or a publish changed, by their names, and the version it made. */
function contentDetail(detail: Record<string, unknown>, copy: WorkspaceCopy): string {
  const say = copy.ui.audit.details;
  const items = Array.isArray(detail.items) ? (detail.items as unknown[]) : [];
  const named = items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { kind, id, name } = item as Record<string, unknown>;
    if (!isText(kind) || !(kind in say.items)) return [];
    const label = say.items[kind as keyof typeof say.items];
    return [isText(name) ? say.named(label, name) : isText(id) && id !== kind ? say.named(label, id) : label];
  });
  const parts = [
    isCount(detail.version) ? say.version(detail.version) : '',
    isText(detail.publishAt) && isText(detail.scheduled) ? say.scheduledFor(copy.when(detail.publishAt)) : '',
    isCount(detail.restoredFrom) ? say.restoredFrom(detail.restoredFrom) : '',
    isCount(detail.keptDraft) ? say.keptDraft(detail.keptDraft) : '',
    named.length > 0 ? named.join(', ') : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

const SCHEDULE_EVENTS = ['scheduled', 'changed', 'cancelled', 'failed'] as const;

/** A publication scheduled, moved, cancelled or failed at its time (with why), and what it publishes. */
function scheduleDetail(detail: Record<string, unknown>, copy: WorkspaceCopy): string {
  const say = copy.ui.audit.details;
  const event = SCHEDULE_EVENTS.find((e) => e === detail.event);
  if (!event || !isText(detail.publishAt)) return '';
  const head = say.schedule[event](copy.when(detail.publishAt));
  const reasons = copy.ui.studio.schedule.reasons;
  const reason =
    event === 'failed' && isText(detail.reason) && detail.reason in reasons ? reasons[detail.reason as keyof typeof reasons] : '';
  const items = contentDetail({ items: detail.items }, copy);
  return [head, reason, items].filter(Boolean).join(' · ');
}
