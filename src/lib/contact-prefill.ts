import type { ServiceTypeOption } from '../domain/contact/steps.ts';

/**
 * What a result hands to the contact form when the visitor asks to talk about it (issue 14): the
 * service to preselect and a message to start from, which the visitor can edit. Features do not
 * import each other, so the calculators post it here and the contact form, loaded or not yet, takes it.
 */
export type ContactPrefill = { serviceType: ServiceTypeOption; message: string };

type Listener = (prefill: ContactPrefill) => void;

let pending: ContactPrefill | null = null;
const listeners = new Set<Listener>();

/** Hands a prefill to the contact form: at once if it is on the page, else when it mounts. */
export function requestContactPrefill(prefill: ContactPrefill): void {
  if (listeners.size === 0) {
    pending = prefill;
    return;
  }
  pending = null;
  for (const listener of listeners) listener(prefill);
}

/**
 * Subscribes the contact form: it receives a prefill requested before it mounted at once, and every
 * later one. Returns the unsubscribe function (for an effect's cleanup).
 */
export function onContactPrefill(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const waiting = pending;
    pending = null;
    listener(waiting);
  }
  return () => {
    listeners.delete(listener);
  };
}
