import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { requestLang } from './request-lang.ts';
import { apiError, type ApiErrorOptions, type DoorFamily, type ErrorStatus, type FieldCodes } from './api-error.ts';

/**
 * The door of every API: what a request's URL, params, query and body must be before any handler or
 * database sees them. Bad input is a 4xx in the family's error shape, never a 500.
 */

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not Unicode; jsonb refuses it). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeString = (value: string): boolean => !UNSAFE_CHARACTER.test(value);

/**
 * The top-level field (key of an object, else `form`) holding a string or key with NUL or a lone
 * surrogate, however deep; undefined when every string is safe. Iterative: a body may nest thousands deep.
 */
export function unsafeStringField(value: unknown): string | undefined {
  const stack: { value: unknown; field: string | undefined }[] = [{ value, field: undefined }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeString(current)) return field ?? 'form';
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, field });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeString(key)) return field ?? 'form';
        stack.push({ value: item, field: field ?? key });
      }
    }
  }
  return undefined;
}

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/** What a validated target adds to a route's types, as Hono's own validator declares it. */
type Validated<T extends 'json' | 'query' | 'param', S extends z.ZodType> = {
  in: { [K in T]: z.input<S> };
  out: { [K in T]: z.output<S> };
};

/** A request's query string as an object: one value per name, an array where a name repeats. */
function queryObject(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}

/** A schema, or one made per request (e.g. bounded by today's date, or by the signed-in account). */
type SchemaOf<S extends z.ZodType, E extends Env = Env> = S | ((c: Context<E>) => S);
const schemaOf = <S extends z.ZodType, E extends Env>(schema: SchemaOf<S, E>, c: Context<E>): S =>
  typeof schema === 'function' ? schema(c) : schema;

type JsonOptions = {
  /** The field codes of a body whose schema speaks another vocabulary (the saved brief's are the contact form's). */
  fieldCodes?: (error: z.ZodError) => FieldCodes;
};

/** The door of one API family. */
export function createDoor<Code extends string>(family: DoorFamily<Code>) {
  const refuseFields = (c: Context, value: unknown, error: z.ZodError, fieldCodes = family.fieldCodes) => {
    const fields = fieldCodes(error);
    return apiError(c, family, 400, family.headline(fields), { lang: requestLang(c, value), fields });
  };
  const unsafe = (c: Context, field: string, value?: unknown) =>
    apiError(c, family, 400, family.door.invalidCharacters, {
      lang: requestLang(c, value),
      fields: { [field]: family.door.invalidCharacters },
    });

  return {
    /** A refusal of the family's in the one error shape (for the handlers behind the door). */
    refuse: (c: Context, status: ErrorStatus, code: Code, options?: ApiErrorOptions): Response =>
      apiError(c, family, status, code, options),

    /** Bodies over `maxBytes` are refused before they are read whole. */
    bodyLimit: (maxBytes: number): MiddlewareHandler =>
      bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, family, 413, family.door.payloadTooLarge) }),

    /**
     * Every request of the family: no query name or value holds NUL or a lone surrogate (routes that read
     * the query validate it further with `query`; path parameters are checked by `param`).
     */
    url: (): MiddlewareHandler => async (c, next) => {
      for (const [name, values] of Object.entries(c.req.queries()))
        if (!isSafeString(name) || values.some((v) => !isSafeString(v))) return unsafe(c, name);
      await next();
    },

    /**
     * A JSON body read with `schema` (415 when not JSON, 400 when malformed, unsafe or invalid, with
     * `fields`); the handler reads `c.req.valid('json')`. The body's `lang` field names the answer's language.
     */
    json:
      <S extends z.ZodType, E extends Env = Env>(
        schema: SchemaOf<S, E>,
        options: JsonOptions = {},
      ): MiddlewareHandler<E, string, Validated<'json', S>> =>
      async (c, next) => {
        if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) return apiError(c, family, 415, family.door.notJson);
        let body: unknown;
        try {
          body = JSON.parse(await c.req.text());
        } catch {
          return apiError(c, family, 400, family.door.invalidJson);
        }
        const lang = requestLang(c, body);
        (c as Context).set('lang', lang);
        const field = unsafeStringField(body);
        if (field) return unsafe(c, field, body);
        const parsed = schemaOf(schema, c).safeParse(body);
        if (!parsed.success) return refuseFields(c, body, parsed.error, options.fieldCodes);
        c.req.addValidatedData('json', parsed.data as object);
        await next();
      },

    /**
     * A route that reads no body refuses one (413: any body is beyond what it takes): a client that sends
     * one expects it read, and an answer of success would say it was.
     */
    noBody: (): MiddlewareHandler => async (c, next) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (c.req.header('content-type') !== undefined || c.req.header('transfer-encoding') !== undefined || length > 0)
        return apiError(c, family, 413, family.door.payloadTooLarge);
      await next();
    },

    /** The query string read with `schema`; the handler reads `c.req.valid('query')`. */
    query:
      <S extends z.ZodType, E extends Env = Env>(schema: S): MiddlewareHandler<E, string, Validated<'query', S>> =>
      async (c, next) => {
        const query = queryObject(c);
        const field = unsafeStringField(query);
        if (field) return unsafe(c, field);
        const parsed = schema.safeParse(query);
        if (!parsed.success) return refuseFields(c, undefined, parsed.error);
        c.req.addValidatedData('query', parsed.data as object);
        await next();
      },

    /** Path parameters read with `schema`: a parameter of the wrong shape names nothing there is (404). */
    param: <S extends z.ZodType, E extends Env = Env>(schema: S): MiddlewareHandler<E, string, Validated<'param', S>> => {
      const notFound = family.door.notFound;
      if (!notFound) throw new Error('This API family has no code for an unknown path parameter');
      return async (c, next) => {
        const parsed = schema.safeParse(c.req.param());
        if (!parsed.success) return apiError(c, family, 404, notFound);
        c.req.addValidatedData('param', parsed.data as object);
        await next();
      };
    },
  };
}

export type Door = ReturnType<typeof createDoor>;
