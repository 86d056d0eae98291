import type { Formatters } from '../../../i18n/format.ts';

/** How a valuation is named on the history chart's axis and in its table. */
export type ValuationLabel = {
  /** The day: "3 de mayo de 2026". */
  day: string;
  /** Under the day when another valuation shares it: its time, and "1/2" when they share the minute too. */
  detail: string | null;
  /** The table's row: day and time, and "1/2" when another shares the minute. */
  moment: string;
};

type Copy = { nthOfDay: (index: string, total: string) => string };

/** Group sizes and each item's place in its group, by a key. */
function places<T>(items: readonly T[], key: (item: T) => string): { index: number; total: number }[] {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(key(item), (totals.get(key(item)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return items.map((item) => {
    const index = (seen.get(key(item)) ?? 0) + 1;
    seen.set(key(item), index);
    return { index, total: totals.get(key(item))! };
  });
}

/**
 * Labels that tell every valuation apart (issue 22: two of one day were both "3 de mayo de 2026"): the day
 * alone when it is the only one that day; else with its time; else, at one minute, with its place ("1/2").
 * Days and times are the visitor's, as the rest of the area writes them.
 */
export function valuationLabels(valuedAt: readonly string[], format: Formatters, copy: Copy): ValuationLabel[] {
  const days = valuedAt.map((at) => format.day(at));
  const minutes = valuedAt.map((at) => format.dateTime(at));
  const sameDay = places(days, (day) => day);
  const sameMinute = places(minutes, (minute) => minute);
  return valuedAt.map((at, i) => {
    const nth =
      sameMinute[i]!.total > 1 ? copy.nthOfDay(format.number(sameMinute[i]!.index), format.number(sameMinute[i]!.total)) : null;
    const time = format.time(at);
    return {
      day: days[i]!,
      detail: sameDay[i]!.total > 1 ? (nth ? `${time} · ${nth}` : time) : null,
      moment: nth ? `${minutes[i]} · ${nth}` : minutes[i]!,
    };
  });
}
