/**
 * The refusals of a case's viewings, offers and messages (issue 44), in both families: spread into
 * CASE_ERROR_CODES; their texts are in src/i18n/{es,en}/dealing-errors.ts.
 */
export const DEALING_ERROR_CODES = [
  // A viewing that starts before now (400).
  'viewingPast',
  // The same agent already has a proposed or confirmed viewing at that time (409).
  'viewingOverlap',
  // A viewing cannot go to that status from its own (409).
  'viewingMove',
  // Feedback on a viewing that did not take place, or released with nothing to release (409).
  'feedbackMove',
  'durationRange',
  'ratingRange',
  // An amount outside the range an offer can have (400).
  'amountRange',
  // An offer cannot be countered, accepted… from its status (409): a counter to a withdrawn one.
  'offerMove',
  // The buyer's case named for a viewing or an offer is not a buyer's case of the firm (400).
  'buyerCaseInvalid',
  // A message's attachment that is not a document of the case the author may see (400).
  'attachmentInvalid',
  // The week's report is already sent: it is a record and cannot be held (409).
  'reportSent',
] as const;
export type DealingErrorCode = (typeof DEALING_ERROR_CODES)[number];
