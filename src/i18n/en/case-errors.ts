import type { CaseErrorCode } from '../../domain/cases/case-codes.ts';
import { dealingErrors } from './dealing-errors.ts';

export const caseErrors: Record<CaseErrorCode, string> = {
  caseExists: 'This request already has its case.',
  caseClosed: 'The case is closed: it takes no more changes.',
  caseChanged: 'Someone changed it while you were editing: check the current version and try again.',
  versionRequired: 'The version the change was made on is missing.',
  statusMove: 'The case cannot move to that status from its current one.',
  milestoneUnchanged: 'The step is already in that state.',
  tooManyMilestones: 'The case already has the most steps of the firm’s own it can hold.',
  itemInvalid: 'Choose a document from the list.',
  fileNameInvalid: 'The file name is not valid.',
  visibilityInvalid: 'Choose whether the document is shared or for the firm only.',
  frequencyInvalid: 'Choose when you want to receive notices.',
  caseLinkInvalid: 'This link is not valid.',
  caseLinkUsed: 'This link has already been used.',
  caseLinkExpired: 'This link has expired: ask the firm to send you another.',
  caseLinkOtherAccount: 'This link was sent to another e-mail address: sign in with that address’s verified account.',
  ...dealingErrors,
};
