/** The limits of a case's viewings, offers, messages and weekly report (issue 44), with their units. */

/** A viewing lasts at least this and at most that. */
export const VIEWING_MIN_MINUTES = 15;
export const VIEWING_MAX_MINUTES = 240;
/** A viewing is proposed at most this far ahead. */
export const VIEWING_MAX_DAYS_AHEAD = 366;
export const VISITOR_NAME_MAX_CHARS = 120;
/** The visitor's identity document (DNI, NIE, passport), as written on the visit sheet. */
export const ID_NUMBER_MAX_CHARS = 20;
export const FEEDBACK_MAX_CHARS = 2000;
/** The agent's rating of a viewing's interest: 1 (none) to 5 (ready to offer). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** An offer, in whole euros: below the first no property is sold, above the second is a typing slip. */
export const OFFER_MIN_EUROS = 1_000;
export const OFFER_MAX_EUROS = 100_000_000;
export const CENTS_PER_EURO = 100;
export const OFFER_NOTE_MAX_CHARS = 1000;
export const ADVICE_MAX_CHARS = 2000;
/** Arras as a share of the price, in percent (usually about 10 %). */
export const ARRAS_MAX_PERCENT = 50;

export const MESSAGE_MAX_CHARS = 4000;
/** A case's thread answered with it (newest last). */
export const MESSAGES_MAX = 500;
