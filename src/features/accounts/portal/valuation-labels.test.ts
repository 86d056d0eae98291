import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES_MESSAGES } from '../../../i18n/account-pages.ts';
import { formattersFor } from '../../../i18n/format.ts';
import { LANGS } from '../../../i18n/languages.ts';
import { valuationLabels } from './valuation-labels.ts';

describe.each(LANGS)('valuation labels (%s)', (lang) => {
  const format = formattersFor(lang);
  const copy = ACCOUNT_PAGES_MESSAGES[lang].portal.property;
  const label = (at: readonly string[]) => valuationLabels(at, format, copy);

  it('names a day’s only valuation by its day alone', () => {
    const at = ['2026-03-01T10:00:00Z', '2026-04-02T10:00:00Z'];
    expect(label(at)).toEqual(at.map((t) => ({ day: format.day(t), detail: null, moment: format.dateTime(t) })));
  });

  it('tells two valuations of one day apart by their time (issue 22)', () => {
    const at = ['2026-03-01T09:15:00Z', '2026-03-01T09:47:00Z', '2026-04-02T10:00:00Z'];
    const labels = label(at);
    expect(labels[0]!.day).toBe(labels[1]!.day);
    expect(labels.map((l) => l.detail)).toEqual([format.time(at[0]!), format.time(at[1]!), null]);
    expect(new Set(labels.map((l) => `${l.day} ${l.detail ?? ''}`)).size).toBe(3);
  });

  it('and two of one minute by their place, 1/2 and 2/2, on the axis and in the table', () => {
    const at = ['2026-03-01T09:15:05Z', '2026-03-01T09:15:40Z'];
    const labels = label(at);
    const time = format.time(at[0]!);
    expect(labels.map((l) => l.detail)).toEqual([`${time} · 1/2`, `${time} · 2/2`]);
    expect(labels.map((l) => l.moment)).toEqual([`${format.dateTime(at[0]!)} · 1/2`, `${format.dateTime(at[1]!)} · 2/2`]);
  });
});
