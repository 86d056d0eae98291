import type { MessageKey, Messages } from './messages.ts';

/** Looks up a dotted key, e.g. a schema message key. Unknown keys return the key itself (and a test forbids them). */
export function translateKey(messages: Messages, key: MessageKey | string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}
