import { CASE_ERROR_CODES } from '../cases/case-codes.ts';
import { DOCUMENT_ERROR_CODES } from '../documents/index.ts';
/** The firm's workspace (issue 11): every constant it works by, once. */

/** A request's pipeline, in order (the values of leads.status, migration 0004). */
export const REQUEST_STATUSES = ['received', 'contacted', 'meeting', 'proposal', 'won', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Which form sent a request (leads.form_type, migration 0005). */
export const REQUEST_KINDS = ['simple', 'detailed'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Staff sessions end 12 hours after the second factor was proven, whatever their use (issue 11). */
export const STAFF_SESSION_MAX_AGE_S = 12 * 60 * 60;
/** An invitation link stays valid three days: long enough for a weekend, short enough to go stale. */
export const STAFF_INVITE_EXPIRES_IN_S = 3 * 24 * 60 * 60;
/** The audit log is kept two years, as long as the requests it speaks of (privacy policy). */
export const AUDIT_LOG_RETENTION_DAYS = 730;
export const AUDIT_LOG_RETENTION_MS = AUDIT_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export const INBOX_PAGE_SIZE = 25;
export const INBOX_PAGE_SIZE_MAX = 100;
export const AUDIT_PAGE_SIZE = 50;
/** An export holds at most this many requests (the filtered list); narrow the filters for more. */
export const EXPORT_MAX_ROWS = 10_000;
export const NOTE_MAX_CHARS = 2000;
export const SEARCH_MAX_CHARS = 120;
export const STAFF_NAME_MAX_CHARS = 120;

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'view-request',
  'change-status',
  'assign',
  'add-note',
  'export',
  'erase',
  // A staff account is removed only by `npm run staff -- revoke` (issue 22): the refusals are on record.
  'erase-refused',
  'delete-account-refused',
  // A client deleted their account: each request of their area kept, its personal data removed (issue 22).
  'request-pseudonymised',
  // The studio (ADR 0036): a saved draft, a publish, a restore.
  'content-save',
  'content-publish',
  'content-restore',
  // A publication scheduled, changed, cancelled, or failed at its time (ADR 0055); its publish is a content-publish.
  'content-schedule',
  // An image uploaded to the studio (its renditions made and stored).
  'content-image-upload',
  // A film uploaded to the studio (its job queued).
  'content-film-upload',
  // An upload removed from the studio's media library (its files deleted), nothing still using it.
  'content-media-remove',
  // The case file (issue 43): opened, read, changed, a step moved, a document in or out, an invitation
  // taken, a case erased (what was kept is in the detail).
  'case-open',
  'case-view',
  'case-update',
  'case-milestone',
  'case-document-upload',
  'case-document-download',
  'case-claim',
  'case-erase',
  'case-hold',
  // Issue 44: a viewing, an offer, a message or a weekly report made, changed, held or sent.
  'case-viewing',
  'case-offer',
  'case-message',
  'case-report',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How a staff sign-in proved the second factor (the sign-in's audit detail). */
export const SECOND_FACTORS = ['totp', 'recovery-code'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** Codes of the workspace API's errors (texts in src/i18n/{es,en}/workspace.ts). */
export const STAFF_ERROR_CODES = [
  'sessionRequired',
  'staffOnly',
  'twoFactorSetupRequired',
  'twoFactorRequired',
  'staffSessionExpired',
  'forbiddenOrigin',
  'notFound',
  'validation',
  'notJson',
  'invalidJson',
  'payloadTooLarge',
  'invalidCharacters',
  'required',
  'choiceInvalid',
  'dateInvalid',
  'cursorInvalid',
  'emailInvalid',
  'tooLong',
  'confirmationMismatch',
  'assigneeUnknown',
  'statusUnchanged',
  'staffAccountProtected',
  // The address has a case file: its erasure keeps what the law requires, and is the case's own (409).
  // The studio (ADR 0036): the content document's field codes and the draft's refusals.
  'idInvalid',
  'idTaken',
  'range',
  'integer',
  'tooMany',
  'phoneInvalid',
  'nifInvalid',
  'languageInvalid',
  'monthInvalid',
  'urlInvalid',
  'mediaInvalid',
  'bandInvalid',
  'districtMissing',
  'draftVersionRequired',
  'draftChanged',
  'missingTranslations',
  // A scheduled publication's time refused (ADR 0055).
  'timeInvalid',
  'scheduleInPast',
  'scheduleTooFar',
  // An image upload's refusals (server/studio/image-renditions.ts).
  'imageTooLarge',
  'imageSvg',
  'imageTypeInvalid',
  'imageUnreadable',
  'imageTooSmall',
  // A film upload's refusals and a film job's failures (server/studio/film-jobs.ts).
  'filmTooLarge',
  'filmTypeInvalid',
  'filmUnreadable',
  'filmTooShort',
  'filmTranscodeFailed',
  // An upload the media library refuses to remove: something still uses it (the uses are its fields).
  'mediaInUse',
  // The case file (issue 43, src/domain/cases/case-codes.ts).
  ...CASE_ERROR_CODES,
  // A document for the vault (server/vault/, ADR 0048) and any upload (server/http/upload.ts).
  ...DOCUMENT_ERROR_CODES,
  'internal',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];
