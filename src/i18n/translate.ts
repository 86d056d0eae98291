import type { ContactErrorCode } from '../domain/contact/contact-schema.ts';
import type { MessageKey, Messages } from './messages.ts';

/**
 * The text of a dotted key, e.g. `contactErrors.emailInvalid`. Only known keys type-check; a key that
 * reaches here anyway (built at run time) throws in development and, in production, shows as itself.
 */
export function translate(messages: Messages, key: MessageKey): string {
  let node: unknown = messages;
  for (const part of key.split('.'))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node === 'string') return node;
  if (import.meta.env.DEV) throw new Error(`Unknown message key: ${key}`);
  return key;
}

/** The key of a contact code's text: the return type makes the typecheck require a text for every code. */
export function contactErrorKey(code: ContactErrorCode): MessageKey {
  return `contactErrors.${code}`;
}
