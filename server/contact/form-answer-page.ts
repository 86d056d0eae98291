/**
 * The page that answers a contact form sent without scripts (ADR 0032): a confirmation, or what to
 * correct with the simple form's values kept, or why nothing was sent. Server-rendered, in the form's
 * language, with the site's stylesheet and no script (the CSP allows none inline).
 */
import { inlineStylesheets } from '../../src/app/page-template.ts';
import { buttonClasses } from '../../src/components/ui/button.tsx';
import { FIELD_CONTROL_CLASSES } from '../../src/components/ui/field.tsx';
import { ROUTES } from '../../src/config/routes.ts';
import { SITE } from '../../src/config/site.ts';
import {
  CLIENT_TYPES,
  CONTACT_FORM_ACTIONS,
  DETAILED_FORM_TYPE,
  FORM_TYPE,
  HONEYPOT_FIELD,
  SERVICE_TYPES,
  fieldText,
  type ContactErrorCode,
} from '../../src/domain/contact/index.ts';
import { contactCopyOf } from '../../src/i18n/all-messages.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import type { FramedPage } from '../../src/app/entry-server.tsx';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { MESSAGES } from '../http/request-lang.ts';

export type FormFields = Record<string, string | string[]>;

export type FormAnswer =
  /** Stored (or a bot's, answered alike). */
  | { kind: 'received'; formType: string; waitingList: boolean }
  /** The schema's verdict: each field's code, the form's values to show again. */
  | { kind: 'invalid'; formType: string; fields: Partial<Record<string, ContactErrorCode>>; values: FormFields }
  /** Not sent, for one reason said in words (rate limit, size, another site, not a form). */
  | { kind: 'notSent'; formType: string; reason: string };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * After a stored request the form's page is not the answer: the browser is sent (303) to the same path
 * with `?received=<kind>`, a page that sends nothing, so a refresh or Back never sends the request twice
 * (ADR 0052). Only the kind travels, never a field.
 */
export const RECEIVED_KEY = 'received';
export const RECEIVED_KINDS = ['simple', 'detailed', 'waiting-list'] as const;
export type ReceivedKind = (typeof RECEIVED_KINDS)[number];
export const isReceivedKind = (value: string | undefined): value is ReceivedKind =>
  (RECEIVED_KINDS as readonly (string | undefined)[]).includes(value);

/** Where the form that was sent lives: the detailed brief's page, else the home's contact section. */
export const formPageOf = (formType: string, lang: Lang) =>
  formType === 'detailed' ? ROUTES.detailedRequest[lang] : `${ROUTES.home[lang]}#contact-form`;

/** The label a field has on its form, for the list of what to correct. */
function fieldLabel(lang: Lang, formType: string, field: string): string {
  const copy = contactCopyOf(lang);
  if (formType === 'detailed') {
    const fields = DETAILED_REQUEST_MESSAGES[lang].fields as Record<string, { label: string } | undefined>;
    return fields[field]?.label ?? '';
  }
  const simple: Record<string, string> = {
    clientType: copy.clientStep.title,
    serviceType: copy.serviceStep.title,
    referredBy: copy.contactStep.referredBy,
    email: copy.contactStep.email,
    phone: copy.contactStep.phone,
    message: copy.contactStep.message,
  };
  return simple[field] ?? '';
}

const FIELD_ID = (name: string) => `field-${name}`;
const ERROR_ID = (name: string) => `field-${name}-error`;

/** The simple form again, with what was typed and each field's message beside it. */
function simpleForm(lang: Lang, values: FormFields, errorOf: (field: string) => string | undefined): string {
  const copy = contactCopyOf(lang);
  const describedBy = (name: string) => (errorOf(name) ? ` aria-invalid="true" aria-describedby="${ERROR_ID(name)}"` : '');
  const error = (name: string) => {
    const text = errorOf(name);
    return text ? `<p id="${ERROR_ID(name)}" class="text-sm font-semibold text-danger">${escape(text)}</p>` : '';
  };
  const radios = (name: string, legend: string, hint: string, options: ReadonlyArray<{ value: string; label: string }>) => {
    const chosen = fieldText(values, name);
    return `<fieldset id="${FIELD_ID(name)}" class="mt-8 flex flex-col gap-3"${describedBy(name)}>
      <legend class="font-display text-2xl font-medium">${escape(legend)}</legend>
      <p class="text-sm text-ink-muted">${escape(hint)}</p>
      ${error(name)}
      ${options
        .map(
          (o) =>
            `<label class="flex items-center gap-3"><input type="radio" name="${name}" value="${escape(o.value)}"${
              chosen === o.value ? ' checked' : ''
            }> ${escape(o.label)}</label>`,
        )
        .join('\n      ')}
    </fieldset>`;
  };
  const text = (name: string, label: string, attributes: string, optional = false) => `<div class="mt-6 flex flex-col gap-2">
      <label for="${FIELD_ID(name)}" class="text-sm font-semibold text-ink">${escape(label)}${
        optional ? ` <span class="text-xs font-normal text-ink-muted">${escape(copy.contactStep.optional)}</span>` : ''
      }</label>
      ${
        name === 'message'
          ? `<textarea id="${FIELD_ID(name)}" name="${name}" rows="6" class="${FIELD_CONTROL_CLASSES} bg-white py-3"${describedBy(name)}>${escape(fieldText(values, name))}</textarea>`
          : `<input id="${FIELD_ID(name)}" name="${name}" ${attributes} value="${escape(fieldText(values, name))}" class="${FIELD_CONTROL_CLASSES} bg-white py-3"${describedBy(name)}>`
      }
      ${error(name)}
    </div>`;
  return `<form method="post" action="${CONTACT_FORM_ACTIONS[lang]}" novalidate class="mt-10 border border-ink/10 bg-ivory p-6 sm:p-10">
    <input type="hidden" name="formType" value="${FORM_TYPE}">
    ${radios(
      'clientType',
      copy.clientStep.title,
      copy.clientStep.hint,
      CLIENT_TYPES.map((value) => ({
        value,
        label: (value === 'recommended' ? copy.clientStep.recommended : copy.clientStep.waitingList).label,
      })),
    )}
    ${radios(
      'serviceType',
      copy.serviceStep.title,
      copy.noScript.serviceHint,
      SERVICE_TYPES.map((value) => ({ value, label: copy.serviceStep.services[value].label })),
    )}
    ${text('referredBy', copy.contactStep.referredBy, 'type="text" autocomplete="off"')}
    ${text('email', copy.contactStep.email, 'type="email" autocomplete="email"')}
    ${text('phone', copy.contactStep.phone, 'type="tel" autocomplete="tel"', true)}
    ${text('message', copy.contactStep.message, '')}
    <div aria-hidden="true" class="honeypot"><label>${escape(copy.honeypot)}<input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div>
    <div class="mt-8"><button type="submit" class="${buttonClasses('premium', 'lg')}">${escape(copy.actions.submit)}</button></div>
  </form>`;
}

function mainOf(lang: Lang, answer: FormAnswer): { title: string; body: string } {
  const m = MESSAGES[lang];
  const copy = contactCopyOf(lang);
  const back = `<p class="mt-10"><a class="text-brass-700 underline underline-offset-4 hover:text-ink" href="${escape(
    formPageOf(answer.formType, lang),
  )}">${escape(copy.noScript.backToForm)}</a></p>`;
  const home = `<p class="mt-10"><a class="text-brass-700 underline underline-offset-4 hover:text-ink" href="${ROUTES.home[lang]}">${escape(
    copy.noScript.backHome,
  )}</a></p>`;
  switch (answer.kind) {
    case 'received':
      return {
        title: copy.sent.title,
        body: `<p class="mt-6 text-lg">${escape(copy.noScript.receivedLead)}</p>
  <p class="mt-4 text-ink-muted">${escape(answer.waitingList ? copy.sent.nextWaitingList : copy.sent.next)}</p>${home}`,
      };
    case 'notSent':
      return { title: copy.noScript.notSentTitle, body: `<p class="mt-6 text-lg">${escape(answer.reason)}</p>${back}` };
    case 'invalid': {
      const errorOf = (field: string) => {
        const code = answer.fields[field];
        return code ? m.contactErrors[code] : undefined;
      };
      const simple = answer.formType === FORM_TYPE;
      const items = Object.keys(answer.fields).map((field) => {
        const label = fieldLabel(lang, answer.formType, field);
        const text = `${label ? `${label}: ` : ''}${errorOf(field)!}`;
        return simple && label
          ? `<li><a class="underline underline-offset-4" href="#${FIELD_ID(field)}">${escape(text)}</a></li>`
          : `<li>${escape(text)}</li>`;
      });
      return {
        title: copy.noScript.invalidTitle,
        body: `<p class="mt-6 text-lg">${escape(copy.noScript.invalidLead)}</p>
  <section aria-labelledby="errors-heading" class="mt-6 border-l-2 border-danger pl-4">
    <h2 id="errors-heading" class="font-semibold">${escape(copy.noScript.errorsHeading)}</h2>
    <ul class="mt-2 list-disc pl-5 text-danger">${items.join('')}</ul>
  </section>
  ${simple ? simpleForm(lang, answer.values, errorOf) : back}`,
      };
    }
  }
}

/**
 * The same answer in `lang`, where the language switcher leads (ADR 0061): a confirmation has an address of
 * its own in each language; a page that says what went wrong answers a POST and has none, so it leads to the
 * form it came from.
 */
export function answerHref(answer: FormAnswer, lang: Lang): string {
  if (answer.kind !== 'received') return formPageOf(answer.formType, lang);
  const kind: ReceivedKind = answer.formType === DETAILED_FORM_TYPE ? 'detailed' : answer.waitingList ? 'waiting-list' : 'simple';
  return `${CONTACT_FORM_ACTIONS[lang]}?${RECEIVED_KEY}=${kind}`;
}

/**
 * The page's title, its main content (HTML, every text escaped) and its address in each language, which the
 * server puts in the site's frame (`renderFramed` of the SSR bundle: header, footer, stylesheet and fonts, ADR 0057).
 */
export function formAnswerContent(lang: Lang, answer: FormAnswer): Required<FramedPage> {
  const { title, body } = mainOf(lang, answer);
  return {
    title,
    languageHrefs: Object.fromEntries(LANGS.map((code) => [code, answerHref(answer, code)])),
    main: `<div class="mx-auto max-w-3xl px-6 py-16 sm:py-20">
  <h1 class="font-display text-4xl leading-tight font-medium sm:text-5xl">${escape(title)}</h1>
  ${body}
</div>`,
  };
}

/**
 * The whole page on its own, where no renderer is at hand (a server without a built site, as in the
 * routes' tests): a bare header, no footer. `stylesheet`: the site's stylesheet as a built page carries it
 * (`stylesheetOf`), when there is one: the same `<style>` element, which the CSP allows by its hash.
 */
export function formAnswerPage(lang: Lang, answer: FormAnswer, stylesheet: string | undefined): string {
  const { title, main } = formAnswerContent(lang, answer);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(`${title} | ${SITE.name}`)}</title>
${stylesheet === undefined ? '' : `<style>${stylesheet}</style>`}
</head>
<body class="bg-stone-100 text-ink">
<a class="skip-link" href="#main">${escape(MESSAGES[lang].common.skipToContent)}</a>
<header class="border-b border-ink/10 bg-ivory">
  <div class="mx-auto max-w-3xl px-6 py-6"><a class="font-display text-2xl font-medium" href="${ROUTES.home[lang]}">${escape(SITE.name)}</a></div>
</header>
<main id="main">
  ${main}
</main>
</body>
</html>
`;
}

/** The site's stylesheet as a built page carries it inline (src/app/page-template.ts): the text of its `<style>`. */
export function stylesheetOf(pageHtml: string | undefined): string | undefined {
  return pageHtml === undefined ? undefined : inlineStylesheets(pageHtml)[0];
}
