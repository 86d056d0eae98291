/** Spec section 8: an unexpected error may be shown, but never with personal or secret data in it. */
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';
/** Longer messages are cut: an error text is a hint, not a dump. */
export const ERROR_MESSAGE_MAX_CHARS = 200;

const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[^\s@"'<>()[\]]+/g;
const IPV6 = new RegExp(
  [
    String.raw`(?<![\w:.])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])`,
    String.raw`(?<![\w:.])(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?(?![\w:])`,
  ].join('|'),
  'gi',
);
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IPV4 = new RegExp(String.raw`(?<![\d.])${OCTET}(?:\.${OCTET}){3}(?![\d.])`, 'g');
const AUTH = /\b(?:api[_-]?|access[_-]?|refresh[_-]?|private[_-]?)?(?:password|passwd|token|secret|key)s?\b/gi;

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}

/** A message safe to show: e-mails → [email], IPv4/IPv6 → [ip], password/token/key/secret → [auth]. */
export function sanitizeErrorMessage(error: unknown): string {
  const message = messageOf(error)
    .replace(EMAIL, '[email]')
    .replace(IPV4, '[ip]')
    .replace(IPV6, (match) => (match === '::' ? match : '[ip]'))
    .replace(AUTH, '[auth]')
    .trim();
  if (!message) return DEFAULT_ERROR_MESSAGE;
  return message.length > ERROR_MESSAGE_MAX_CHARS ? `${message.slice(0, ERROR_MESSAGE_MAX_CHARS - 1)}…` : message;
}
