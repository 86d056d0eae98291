import { LOCALE_TAG, type Lang } from './languages.ts';

export type Formatters = {
  /** Whole euros: "905.000 €" / "€905,000". */
  money: (euros: number) => string;
  /** Euros with cents, for tax amounts. */
  moneyExact: (euros: number) => string;
  /** Short euros for a chart's axis: "600 mil €", "1,2 M €" / "€600K", "€1.2M" (up to one decimal unless told). */
  moneyCompact: (euros: number, maximumFractionDigits?: number) => string;
  number: (value: number, maximumFractionDigits?: number) => string;
  /** Square metres: "110 m²". */
  area: (m2: number) => string;
  /** A value already expressed in percent (94.1 → "94,1 %" / "94.1%"). */
  percent: (value: number, maximumFractionDigits?: number) => string;
  /** A signed percent impact: "+3 %" / "−5 %". */
  signedPercent: (value: number) => string;
  date: (iso: string) => string;
  /** A month, 'YYYY-MM': "noviembre de 2025" / "November 2025". */
  month: (yearMonth: string) => string;
  /** A moment (an ISO timestamp) in the visitor's time zone: "3 de mayo de 2026" / "3 May 2026". */
  day: (timestamp: string) => string;
  /** A moment with its time: "3 may 2026, 18:05" / "3 May 2026, 18:05". */
  dateTime: (timestamp: string) => string;
  /** A moment's time of day in the visitor's time zone: "18:05". */
  time: (timestamp: string) => string;
  /** Languages by ISO 639-1 code, named and listed in the page's language: "español e inglés" / "Spanish and English". */
  languages: (codes: readonly string[]) => string;
  /** A wait from now, rounded up to seconds, minutes or hours: "dentro de 15 minutos" / "in 15 minutes". */
  within: (seconds: number) => string;
};

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

/**
 * Thousands are always grouped: Intl leaves four-digit Spanish numbers ungrouped ('8227 €') while
 * longer ones are grouped ('905.000 €'); a page of figures reads one way ('8.227 €').
 */
const GROUPING = { useGrouping: 'always' } as const;

const CACHE = new Map<Lang, Formatters>();

/** The one set of number, money and date formatters of a language (cached: Intl objects are costly). */
export function formattersFor(lang: Lang): Formatters {
  let formatters = CACHE.get(lang);
  if (!formatters) CACHE.set(lang, (formatters = createFormatters(lang)));
  return formatters;
}

/** One Intl object per distinct set of options, made the first time it is used. */
function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}

const CURRENCY_OPTIONS = {
  whole: { ...GROUPING, style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  exact: { ...GROUPING, style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  compact: { style: 'currency', currency: 'EUR', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const DATE_OPTIONS = {
  date: { dateStyle: 'long', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  day: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Every Intl object is made on first use: a page formats with a few of them, and making one costs
 * about a millisecond of a phone's main thread (the messages of both languages ask for a formatter set
 * as they load).
 */
function createFormatters(lang: Lang): Formatters {
  const tag = LOCALE_TAG[lang];
  const currency = memo((kind: keyof typeof CURRENCY_OPTIONS) => new Intl.NumberFormat(tag, CURRENCY_OPTIONS[kind]));
  const dates = memo((kind: keyof typeof DATE_OPTIONS) => new Intl.DateTimeFormat(tag, DATE_OPTIONS[kind]));
  const compact = memo(
    (digits: number) => new Intl.NumberFormat(tag, { ...CURRENCY_OPTIONS.compact, maximumFractionDigits: digits }),
  );
  const numbers = memo((digits: number) => new Intl.NumberFormat(tag, { ...GROUPING, maximumFractionDigits: digits }));
  const percents = memo(
    (digits: number) => new Intl.NumberFormat(tag, { ...GROUPING, style: 'percent', maximumFractionDigits: digits }),
  );
  const signedPercent = memo(
    (digits: number) =>
      new Intl.NumberFormat(tag, { ...GROUPING, style: 'percent', maximumFractionDigits: digits, signDisplay: 'exceptZero' }),
  );
  const languageNames = memo((type: 'language') => new Intl.DisplayNames(tag, { type }));
  const lists = memo((type: 'conjunction') => new Intl.ListFormat(tag, { style: 'long', type }));
  const relative = memo((numeric: 'always') => new Intl.RelativeTimeFormat(tag, { numeric }));
  return {
    money: (v) => currency('whole').format(v),
    moneyExact: (v) => currency('exact').format(v),
    moneyCompact: (v, digits) => (digits === undefined ? currency('compact') : compact(digits)).format(v),
    number: (v, digits = 0) => numbers(digits).format(v),
    area: (v) => `${numbers(0).format(v)}\u00a0m²`,
    percent: (v, digits = 2) => percents(digits).format(v / 100),
    signedPercent: (v) => signedPercent(1).format(v / 100),
    date: (iso) => dates('date').format(new Date(`${iso}T00:00:00Z`)),
    month: (yearMonth) => dates('month').format(new Date(`${yearMonth}-01T00:00:00Z`)),
    day: (timestamp) => dates('day').format(new Date(timestamp)),
    dateTime: (timestamp) => dates('dateTime').format(new Date(timestamp)),
    time: (timestamp) => dates('time').format(new Date(timestamp)),
    languages: (codes) => lists('conjunction').format(codes.map((code) => languageNames('language').of(code) ?? code)),
    within: (seconds) => {
      const s = Math.max(1, Math.ceil(seconds));
      const minutes = Math.ceil(s / MINUTE_S);
      if (s < MINUTE_S) return relative('always').format(s, 'second');
      if (minutes < 60) return relative('always').format(minutes, 'minute');
      return relative('always').format(Math.ceil(s / HOUR_S), 'hour');
    },
  };
}
