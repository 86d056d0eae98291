import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONTACT_FORM_ACTIONS, contactBodyFromForm, formFields } from '../../src/domain/contact/index.ts';
import type { FramePage } from '../../src/app/entry-server.tsx';
import { CONTACT_STEPS_MESSAGES } from '../../src/i18n/contact-steps.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { submitContactRequest } from './contact-intake.ts';
import {
  formAnswerContent,
  formAnswerPage,
  isReceivedKind,
  RECEIVED_KEY,
  stylesheetOf,
  type FormAnswer,
  type FormFields,
  type ReceivedKind,
} from './form-answer-page.ts';
import { unsafeStringField } from '../http/door.ts';
import { MESSAGES, type LangVariables } from '../http/request-lang.ts';
import { contactRequestContext, type ContactRouteDeps } from './contact-routes.ts';

/**
 * The transport limit of a form-encoded request: percent-encoding writes a character in up to 12 bytes,
 * so the JSON route's 16 KiB would refuse some requests within PAYLOAD_MAX_CHARS (5000 characters), which
 * the intake checks here as there.
 */
export const CONTACT_FORM_BODY_MAX_BYTES = 64 * 1024;

const FORM_MEDIA_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Sent from one of the site's pages: the browser says so (`Sec-Fetch-Site`), or its `Origin` names this
 * host. A request with neither comes from a program, which could send the JSON API the same; a page of
 * another site cannot make its visitors' browsers send leads (each from its own address, past the
 * per-address limit).
 */
export function sentFromThisSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  if (!origin) return true;
  try {
    return origin !== 'null' && new URL(origin).host === (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}

export type ContactFormPostDeps = ContactRouteDeps & {
  /** A built page of the language, whose stylesheet the answer uses when it cannot be framed. */
  pageHtml?: (lang: Lang) => string | undefined;
  /** The answer in the site's frame (header, footer, fonts: `renderFramed`, ADR 0057); undefined while no version is served. */
  framedPage?: FramePage;
};

/**
 * `POST /enviar-solicitud` and `POST /en/send-request`: either contact form sent as a plain form (before
 * hydration, or without JavaScript). The same intake as `POST /api/process-contact` (honeypot, size, the
 * one schema, the limits, the lead and its notification in one transaction); the answer is a page in the
 * path's language. Bad input is a page with the spec's messages (400, 413, 415, 429), never a 500.
 */
export function contactFormPostRoutes(deps: ContactFormPostDeps): Hono<LangVariables> {
  const routes = new Hono<LangVariables>();
  for (const lang of LANGS) {
    const path = CONTACT_FORM_ACTIONS[lang];
    const texts = MESSAGES[lang];
    const answer = async (c: Context, status: 200 | 400 | 403 | 413 | 415 | 429, result: FormAnswer) => {
      c.header('Cache-Control', 'no-store');
      const framed = await deps.framedPage?.(path, formAnswerContent(lang, result));
      return c.html(framed ?? formAnswerPage(lang, result, stylesheetOf(deps.pageHtml?.(lang))), status);
    };
    const notSent = (c: Context, status: 403 | 413 | 415 | 429, reason: string, formType = '') =>
      answer(c, status, { kind: 'notSent', formType, reason });
    // The page a stored request leads to; any other query (or none) goes back to the home's form.
    routes.get(path, (c) => {
      const kind = c.req.query(RECEIVED_KEY);
      if (!isReceivedKind(kind)) return c.redirect(`${ROUTES.home[lang]}#contact-form`, 303);
      return answer(c, 200, {
        kind: 'received',
        formType: kind === 'detailed' ? 'detailed' : 'simple',
        waitingList: kind === 'waiting-list',
      });
    });
    routes.post(
      path,
      async (c, next) => {
        c.set('lang', lang);
        if (!sentFromThisSite(c)) return notSent(c, 403, CONTACT_STEPS_MESSAGES[lang].noScript.otherOrigin);
        if (!FORM_MEDIA_TYPE.test(c.req.header('content-type') ?? ''))
          return notSent(c, 415, CONTACT_STEPS_MESSAGES[lang].noScript.notForm);
        await next();
      },
      bodyLimit({
        maxSize: CONTACT_FORM_BODY_MAX_BYTES,
        onError: (c) => notSent(c, 413, texts.contactErrors.payloadTooLong),
      }),
      async (c) => {
        const values: FormFields = formFields(new URLSearchParams(await c.req.text()));
        const formType = typeof values.formType === 'string' ? values.formType : '';
        // What the JSON door refuses before the schema: NUL and lone surrogates, said by their field.
        const unsafe = unsafeStringField(values);
        if (unsafe) return answer(c, 400, { kind: 'invalid', formType, fields: { [unsafe]: 'invalidCharacters' }, values: {} });
        const result = await submitContactRequest(deps, contactBodyFromForm(values), await contactRequestContext(c, deps));
        switch (result.kind) {
          case 'stored':
          case 'ignored': {
            const kind: ReceivedKind =
              formType === 'detailed' ? 'detailed' : values.clientType === 'waiting-list' ? 'waiting-list' : 'simple';
            c.header('Cache-Control', 'no-store');
            return c.redirect(`${path}?${RECEIVED_KEY}=${kind}`, 303);
          }
          case 'tooLong':
            return notSent(c, 413, texts.contactErrors.payloadTooLong, formType);
          case 'invalid':
            return answer(c, 400, { kind: 'invalid', formType, fields: result.fields, values });
          case 'rateLimited':
            c.header('Retry-After', String(result.retryAfterS));
            return notSent(c, 429, texts.contactErrors.rateLimited, formType);
        }
      },
    );
  }
  return routes;
}
