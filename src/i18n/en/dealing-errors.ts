import type { dealingErrors as es } from '../es/dealing-errors.ts';

/** The refusals of viewings, offers and messages (spread into caseErrors). */
export const dealingErrors: Record<keyof typeof es, string> = {
  viewingPast: 'A viewing cannot start before now.',
  viewingOverlap: 'That agent already has another viewing at that time.',
  viewingMove: 'The viewing cannot move to that status from its current one.',
  feedbackMove: 'Feedback is given and released only for a viewing that took place.',
  durationRange: 'A viewing lasts from 15 minutes to 4 hours.',
  ratingRange: 'The rating goes from 1 to 5.',
  amountRange: 'The amount must be between €1,000 and €100,000,000, in euros.',
  offerMove: 'The offer cannot take that change from its current status.',
  buyerCaseInvalid: 'That case is not one of the firm’s buyers’.',
  attachmentInvalid: 'The attachment is not a document of this case.',
  reportSent: 'This week’s report has already been sent: it cannot be held.',
};
