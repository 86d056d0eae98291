import { LOCALE_TAG, type Lang } from './languages.ts';

export type Formatters = {
  /** Whole euros: "905.000 €" / "€905,000". */
  money: (euros: number) => string;
  /** Euros with cents, for tax amounts. */
  moneyExact: (euros: number) => string;
  number: (value: number, maximumFractionDigits?: number) => string;
  /** Square metres: "110 m²". */
  area: (m2: number) => string;
  /** A value already expressed in percent (94.1 → "94,1 %" / "94.1%"). */
  percent: (value: number, maximumFractionDigits?: number) => string;
  /** A signed percent impact: "+3 %" / "−5 %". */
  signedPercent: (value: number) => string;
  date: (iso: string) => string;
};

export function createFormatters(lang: Lang): Formatters {
  const tag = LOCALE_TAG[lang];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const moneyExact = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percentFormat = (digits: number, signed: boolean) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' });
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (v) => money.format(v),
    moneyExact: (v) => moneyExact.format(v),
    number: (v, digits = 0) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(v),
    area: (v) => `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(v)}\u00a0m²`,
    percent: (v, digits = 2) => percentFormat(digits, false).format(v / 100),
    signedPercent: (v) => percentFormat(1, true).format(v / 100),
    date: (iso) => dateFormat.format(new Date(`${iso}T00:00:00Z`)),
  };
}
