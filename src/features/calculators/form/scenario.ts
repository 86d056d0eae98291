import type { Lang } from '../../../i18n/languages.ts';
import { writeNumber } from '../../../i18n/number.ts';
import { isVisible, type FieldSpec, type FormValues, type RateChoices } from '../../../components/form/spec-fields/field-spec.ts';

/**
 * A calculator's scenario in a URL's query, by field name (issue 14): numbers as plain numbers with a
 * dot ('2.5', the same link in both languages), dates as ISO days, booleans 'true' / 'false', lists
 * comma-separated, rates as `name:percent` pairs (`alternatives=deposit:2.5,fund:7`).
 */

const LIST_SEPARATOR = ',';
const RATE_SEPARATOR = ':';
/** A number as a link writes it. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A value from a link that is not a number is shown as it came, up to this many characters. */
const RAW_TEXT_MAX_CHARS = 40;
/** Control characters (a NUL byte among them) never reach a field: an address can carry them, a visitor cannot type them. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * The key a calculator's form adds when the browser sends it without scripts (a GET form): its values are
 * as typed, numbers in the page's language ('350.000' is three hundred and fifty thousand in Spanish),
 * where a link's are plain ('350000'). Its value is the form's own (`SUBMITTED_VALUE`).
 */
export const SUBMITTED_KEY = 'submitted';
export const SUBMITTED_VALUE = '1';

type Entry = [name: string, value: string];

function serialize(field: FieldSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  switch (field.kind) {
    case 'checkbox':
      return typeof value === 'boolean' ? String(value) : undefined;
    case 'checklist':
      return Array.isArray(value) ? value.join(LIST_SEPARATOR) : undefined;
    case 'rates':
      return Array.isArray(value)
        ? (value as Array<{ name: string; annualReturnPct: number }>)
            .map((choice) => `${choice.name}${RATE_SEPARATOR}${choice.annualReturnPct}`)
            .join(LIST_SEPARATOR)
        : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
    case 'select':
      return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
    case 'date':
      return typeof value === 'string' && value !== '' ? value : undefined;
  }
}

/**
 * The query of a scenario: every field that shows for this input and has a value, in the form's
 * order. `input` is what the schema read (or returned), so numbers are numbers whatever the page's language.
 */
export function scenarioQuery(fields: readonly FieldSpec[], input: Readonly<Record<string, unknown>>): string {
  const entries: Entry[] = [];
  for (const field of fields) {
    if (!isVisible(field, input)) continue;
    const value = serialize(field, input[field.name]);
    if (value !== undefined) entries.push([field.name, value]);
  }
  // Commas and colons stay readable: they are allowed in a query and mean nothing special there.
  return entries
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3A/g, ':')}`)
    .join('&');
}

/** What a link holds for a form: values to fill, fields it named, and fields whose value could not be used. */
export type ScenarioFromLink = {
  values: Partial<FormValues>;
  /** Every field the link names: shown as touched, so their errors show at once. */
  named: string[];
  /** Fields whose value the form cannot hold (an unknown option, a malformed list or date). */
  unreadable: string[];
};

function readRates(field: Extract<FieldSpec, { kind: 'rates' }>, raw: string, lang: Lang): RateChoices | null {
  const choices: RateChoices = Object.fromEntries(field.options.map((option) => [option, { chosen: false, rate: '' }]));
  if (raw === '') return choices;
  for (const pair of raw.split(LIST_SEPARATOR)) {
    const [name = '', rate = '', ...rest] = pair.split(RATE_SEPARATOR);
    const choice = choices[name];
    if (!choice || choice.chosen || rest.length > 0 || !PLAIN_NUMBER.test(rate)) return null;
    choices[name] = { chosen: true, rate: writeNumber(Number(rate), lang) };
  }
  return choices;
}

/** What a field shows of a value it cannot read as a number: as it came, without control characters, shortened. */
const asTyped = (raw: string) => raw.replace(CONTROL_CHARACTERS, '').slice(0, RAW_TEXT_MAX_CHARS);

/** One field's value from a link, as the form holds it; null when the form cannot hold it. */
function readValue(field: FieldSpec, raw: string, lang: Lang): FormValues[string] | null {
  switch (field.kind) {
    case 'checkbox':
      return raw === 'true' ? true : raw === 'false' ? false : null;
    case 'checklist': {
      const chosen = raw === '' ? [] : raw.split(LIST_SEPARATOR);
      return chosen.every((option) => field.options.includes(option)) ? field.options.filter((o) => chosen.includes(o)) : null;
    }
    case 'rates':
      return readRates(field, raw, lang);
    case 'select':
      return field.options.includes(raw) ? raw : null;
    case 'date':
      return ISO_DAY.test(raw) ? raw : null;
    case 'number':
      // A number is written as the page writes it; anything else is shown as it came, for the schema to judge.
      return PLAIN_NUMBER.test(raw) && Number.isFinite(Number(raw)) ? writeNumber(Number(raw), lang) : asTyped(raw);
  }
}

/**
 * One field's value as the browser sent the form without scripts: numbers as typed (read in the page's
 * language by the schema), a checkbox present or absent, a checklist's boxes one key each, a rate's
 * percent under `<name>-<option>`. Null when the form cannot hold it (an option it does not offer).
 */
function readSubmitted(field: FieldSpec, params: URLSearchParams): FormValues[string] | null {
  const raw = (params.get(field.name) ?? '').trim();
  switch (field.kind) {
    case 'checkbox':
      return params.has(field.name);
    case 'checklist': {
      const chosen = params.getAll(field.name);
      return chosen.every((option) => field.options.includes(option)) ? field.options.filter((o) => chosen.includes(o)) : null;
    }
    case 'rates': {
      const chosen = params.getAll(field.name);
      if (!chosen.every((option) => field.options.includes(option))) return null;
      return Object.fromEntries(
        field.options.map((option) => [
          option,
          { chosen: chosen.includes(option), rate: asTyped((params.get(`${field.name}-${option}`) ?? '').trim()) },
        ]),
      );
    }
    case 'select':
      return raw === '' || field.options.includes(raw) ? raw : null;
    case 'date':
      return raw === '' || ISO_DAY.test(raw) ? raw : null;
    case 'number':
      return asTyped(raw);
  }
}

/** Whether a query is a calculator's form as the browser sent it without scripts. */
export const isSubmittedForm = (search: string) => new URLSearchParams(search).get(SUBMITTED_KEY) === SUBMITTED_VALUE;

/**
 * Reads a link's query (`?a=1&b=2`) into form values for these fields; names it does not know are ignored.
 * A form sent without scripts (`SUBMITTED_KEY`) is read as typed, and names every field (each says what it lacks).
 */
export function readScenario(fields: readonly FieldSpec[], search: string, lang: Lang): ScenarioFromLink {
  const params = new URLSearchParams(search);
  const scenario: ScenarioFromLink = { values: {}, named: [], unreadable: [] };
  if (params.get(SUBMITTED_KEY) === SUBMITTED_VALUE) {
    for (const field of fields) {
      scenario.named.push(field.name);
      const value = readSubmitted(field, params);
      if (value === null) scenario.unreadable.push(field.name);
      else scenario.values[field.name] = value;
    }
    return scenario;
  }
  for (const field of fields) {
    const raw = params.get(field.name);
    if (raw === null) continue;
    scenario.named.push(field.name);
    const value = readValue(field, raw.trim(), lang);
    if (value === null) scenario.unreadable.push(field.name);
    else scenario.values[field.name] = value;
  }
  return scenario;
}
