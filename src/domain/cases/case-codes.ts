import { DEALING_ERROR_CODES } from './dealing-codes.ts';

/**
 * The case file's refusals, in both families (the portal's and the workspace's); their texts are in
 * src/i18n/{es,en}/accounts.ts and workspace.ts under `errors`.
 * A document's refusals (type, safety, size, one upload at a time, the key) are the vault's
 * (server/vault/, server/http/upload.ts), in the same families.
 */
export const CASE_ERROR_CODES = [
  // A request already has its case (409).
  'caseExists',
  // A closed case takes no write (409).
  'caseClosed',
  // A write made on an older copy of a case or a milestone (412, with the current state).
  'caseChanged',
  // A write of a case or a milestone without the version it was made on (428).
  'versionRequired',
  // A status the case cannot move to from its own (409).
  'statusMove',
  // A milestone already in that state (409).
  'milestoneUnchanged',
  'tooManyMilestones',
  'itemInvalid',
  'fileNameInvalid',
  'visibilityInvalid',
  'frequencyInvalid',
  // An invitation's link: unknown, used, expired, or for another address (not this account's to take).
  'caseLinkInvalid',
  'caseLinkUsed',
  'caseLinkExpired',
  'caseLinkOtherAccount',
  ...DEALING_ERROR_CODES,
] as const;
export type CaseErrorCode = (typeof CASE_ERROR_CODES)[number];
