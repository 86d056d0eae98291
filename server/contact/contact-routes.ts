import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  contactFieldErrors,
  primaryContactError,
  type ContactAnswer,
  type ContactErrorCode,
  type ContactFieldErrors,
} from '../../src/domain/contact/index.ts';
import type { AccountUser } from '../auth/index.ts';
import { submitContactRequest, type ContactIntakeDeps } from './contact-intake.ts';
import { apiError, type DoorFamily } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { createDoor } from '../http/door.ts';
import { MESSAGES, type LangVariables } from '../http/request-lang.ts';

/** The transport limit, well above PAYLOAD_MAX_CHARS (5000 characters, up to 4 bytes each in UTF-8 JSON). */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

export const CONTACT_PATH = '/api/process-contact';

/**
 * `POST /api/process-contact`: codes and field codes are the contact pipeline's message codes
 * (CONTACT_ERROR_CODES), which the forms translate; the answer's `message` is the same text.
 */
export const CONTACT_FAMILY: DoorFamily<ContactErrorCode> = {
  texts: (lang) => MESSAGES[lang].contactErrors,
  fieldCodes: contactFieldErrors,
  headline: (fields) => primaryContactError(fields as ContactFieldErrors),
  door: {
    notJson: 'notJson',
    invalidJson: 'invalidJson',
    payloadTooLarge: 'payloadTooLong',
    invalidCharacters: 'invalidCharacters',
  },
};

const door = createDoor(CONTACT_FAMILY);

/**
 * The door reads a JSON object; the intake then checks the honeypot first (a bot is answered as if
 * stored, whatever else it sent), the size, and the one contact schema (ADR 0011).
 */
const ContactBodySchema = z.record(z.string(), z.unknown());

export type ContactRouteDeps = ContactIntakeDeps & {
  /** Take the client address from X-Forwarded-For (the entry our proxy appended, i.e. the last). */
  trustProxy?: boolean;
  /** With the client area: the account signed in on the request, if any (it owns a request sent with its address). */
  signedInAccount?: (c: Context) => Promise<AccountUser | undefined>;
};

/** Who sends a request, through the API or the form without scripts: its language, address and signed-in account. */
export async function contactRequestContext(c: Context<LangVariables>, deps: ContactRouteDeps) {
  return {
    lang: c.get('lang'),
    clientAddress: clientAddress(c, deps.trustProxy ?? false),
    account: await deps.signedInAccount?.(c),
  };
}

export function contactRoutes(deps: ContactRouteDeps): Hono<LangVariables> {
  const routes = new Hono<LangVariables>();
  routes.post(CONTACT_PATH, door.bodyLimit(CONTACT_BODY_MAX_BYTES), door.url(), door.json(ContactBodySchema), async (c) => {
    const result = await submitContactRequest(deps, c.req.valid('json'), await contactRequestContext(c, deps));
    switch (result.kind) {
      case 'stored':
      case 'ignored':
        return c.json({ id: result.id } satisfies ContactAnswer, 201);
      case 'tooLong':
        return apiError(c, CONTACT_FAMILY, 413, 'payloadTooLong');
      case 'invalid':
        return apiError(c, CONTACT_FAMILY, 400, result.code, { fields: result.fields });
      case 'rateLimited':
        return apiError(c, CONTACT_FAMILY, 429, 'rateLimited', { retryAfterS: result.retryAfterS });
    }
  });
  return routes;
}
