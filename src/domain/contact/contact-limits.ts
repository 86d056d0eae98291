/** Limits of the contact request (spec section 9). One source for the form, the API and the tests. */
export const CLIENT_TYPES = ['recommended', 'waiting-list'] as const;
export const SERVICE_TYPES = ['sell', 'buy', 'valuation', 'investment'] as const;
export const FORM_TYPE = 'simple';
/** Name of the honeypot field: something a form-filling bot completes; hidden from people and screen readers. */
export const HONEYPOT_FIELD = 'website';

export const MESSAGE_MIN_CHARS = 10;
export const MESSAGE_MAX_CHARS = 1000;
export const EMAIL_MAX_CHARS = 254;
export const REFERRED_BY_MIN_CHARS = 2;
export const REFERRED_BY_MAX_CHARS = 200;
export const PHONE_MAX_CHARS = 30;
/** At least this many digits make a phone number callable (e.g. a short Spanish landline is 9). */
export const PHONE_MIN_DIGITS = 6;
/** The honeypot holds nothing when a person fills the form; anything longer is not even read. */
export const HONEYPOT_MAX_CHARS = 500;
/** The whole request, serialised as JSON, in characters. */
export const PAYLOAD_MAX_CHARS = 5000;

/** More than RATE_LIMIT_MAX accepted requests per e-mail address within the window are refused. */
export const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_WINDOW_MS = 300_000;

/** Contact data is kept two years from each request's own creation (privacy policy). 730 days. */
export const LEAD_RETENTION_MS = 730 * 24 * 60 * 60 * 1000;
/**
 * The rate-limit records (normalised e-mail, salted hash of the client address) are kept a day, far
 * longer than any window, so they can be inspected after an incident; the privacy policy states it.
 */
export const RATE_LIMIT_RECORD_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * The link of a request's acknowledgement e-mail, which adds it to the client area of its address's account,
 * is valid this many days, once (issue 22; the privacy policy states it). Long enough to open an account and
 * come back, short enough not to linger in a mailbox.
 */
export const REQUEST_CONFIRMATION_DAYS = 7;
