import type { Context } from 'hono';
import type { z } from 'zod';
import type { Lang } from '../../src/i18n/languages.ts';
import { requestLang } from './request-lang.ts';

/** The statuses an API refuses with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 412 | 413 | 415 | 428 | 429 | 500 | 503;

/** A code or a field code: an identifier, so clients can key their translations by it. */
export const ERROR_CODE_PATTERN = /^[a-zA-Z][a-zA-Z0-9]*$/;

/** Every API's refusal: `code` for programs, `message` for people (the request's language), `fields` by name. */
export type ApiErrorBody = { error: { code: string; message: string; fields?: FieldCodes } };

/** Field name → code. */
export type FieldCodes = Partial<Record<string, string>>;

/** What the door refuses, named the same in every family. */
export type DoorRefusal = 'notJson' | 'invalidJson' | 'payloadTooLarge' | 'invalidCharacters';

/** One API family (contact, accounts and private area, staff): its codes and their texts. */
export type ApiFamily<Code extends string> = {
  texts: (lang: Lang) => Record<Code, string>;
};

/** The door's refusals where a family's codes name them plainly (the accounts' and the workspace's). */
export const PLAIN_DOOR_CODES = {
  notJson: 'notJson',
  invalidJson: 'invalidJson',
  payloadTooLarge: 'payloadTooLarge',
  invalidCharacters: 'invalidCharacters',
  notFound: 'notFound',
} as const;

/**
 * A family whose requests come through a door (./door.ts): how a schema's issues become field codes.
 * The codes of `fields` may belong to another vocabulary the page knows (the property form's are the
 * calculator's), so they are plain identifiers here.
 */
export type DoorFamily<Code extends string> = ApiFamily<Code> & {
  /** Field → the code of its first issue (the schemas' messages are codes). */
  fieldCodes: (error: z.ZodError) => FieldCodes;
  /** The answer's code for a set of invalid fields. */
  headline: (fields: FieldCodes) => Code;
  /** The family's own code for each refusal of the door; `notFound` where its routes take path parameters. */
  door: Record<DoorRefusal, Code> & { notFound?: Code };
};

export type ApiErrorOptions = {
  /** The request's language when the handler knows better than the URL and headers (a `lang` field in the body). */
  lang?: Lang;
  fields?: FieldCodes;
  retryAfterS?: number;
};

/** The language an answer to this request speaks: the one its handler resolved, else its URL's and headers'. */
export function answerLang(c: Context): Lang {
  return (c.get('lang') as Lang | undefined) ?? requestLang(c);
}

/**
 * Field → the code of its first issue. The schemas' messages are codes (an account's, a calculator's,
 * the contact form's: whichever vocabulary the page reading them knows); anything else is `fallback`.
 */
export function fieldCodesOf(error: z.ZodError, fallback: string, { wholePath = false } = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // wholePath: a nested document's field by its path (`cases.3.en.title`), for a form that shows it deep inside.
    const field = wholePath
      ? issue.path.map(String).join('.') || 'form'
      : typeof issue.path[0] === 'string'
        ? issue.path[0]
        : 'form';
    fields[field] ??= ERROR_CODE_PATTERN.test(issue.message) ? issue.message : fallback;
  }
  return fields;
}

/** The body of a refusal, for answers made elsewhere (an auth library's, whose headers are kept). */
export function apiErrorBody<Code extends string>(
  family: ApiFamily<Code>,
  lang: Lang,
  code: Code,
  fields?: FieldCodes,
): ApiErrorBody {
  const message = family.texts(lang)[code];
  const named = fields && Object.keys(fields).length > 0 ? fields : undefined;
  return { error: { code, message, ...(named ? { fields: named } : {}) } };
}

/** The one writer of an API refusal: `{"error": {"code", "message", "fields"?}}` (app.ts makes every API answer no-store). */
export function apiError<Code extends string>(
  c: Context,
  family: ApiFamily<Code>,
  status: ErrorStatus,
  code: Code,
  options: ApiErrorOptions = {},
): Response {
  const headers: Record<string, string> = {};
  if (options.retryAfterS !== undefined) headers['Retry-After'] = String(options.retryAfterS);
  return c.json(apiErrorBody(family, options.lang ?? answerLang(c), code, options.fields), status, headers);
}
