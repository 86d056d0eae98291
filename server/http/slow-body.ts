import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * How an upload's body may arrive (docs/decisions/0048-the-document-vault.md, "Slow uploads"): a 25 MB
 * document over a phone's slow line takes minutes, far past the body timeout every other request keeps.
 * The HTTP server offers this to each request whose body is still coming; the upload's reader takes it
 * once it has accepted the upload (signed in, the case open, its one slot), so a refused or anonymous
 * request never gets the long deadline.
 */
export type SlowBody = {
  /** The upload is refused (408) when no byte arrives for this long. */
  idleMs: number;
  /** …and when its whole body has not arrived this long after it was accepted. */
  totalMs: number;
};

/** What the server hands an upload that takes its offer: the deadlines, for a body of at most `maxBytes`. */
export type SlowBodyOffer = (maxBytes: number) => SlowBody;

const offers = new WeakMap<IncomingMessage, SlowBodyOffer>();

/** The HTTP server's side: this request's body may arrive slowly, under these deadlines. */
export function offerSlowBody(request: IncomingMessage, offer: SlowBodyOffer): void {
  offers.set(request, offer);
}

/**
 * The upload's side: the deadlines its body is now held to, or undefined where no HTTP server offered
 * any (the app called in-process, as tests do): then the body is read as it comes.
 */
export function takeSlowBody(c: Context, maxBytes: number): SlowBody | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const offer = incoming ? offers.get(incoming) : undefined;
  if (!incoming || !offer) return undefined;
  offers.delete(incoming);
  return offer(maxBytes);
}

/** The total a body of `maxBytes` gets at `minBytesPerS`, after a start of `graceMs` (the ordinary body timeout). */
export const slowBodyTotalMs = (maxBytes: number, minBytesPerS: number, graceMs: number) =>
  graceMs + Math.ceil((maxBytes / minBytesPerS) * 1000);
