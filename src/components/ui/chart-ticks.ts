/** One labelled tick of a chart's value axis. */
export type ValueTick = { value: number; label: string };

/**
 * A value axis whose labels all differ (issue 22: "1 M €" written at three heights): d3's ticks for
 * `count`, written by each format in turn, shortest first (e.g. one decimal, two, then whole euros); the
 * first format that tells every tick apart wins. With three ticks or more, distinct labels are also exact
 * ones (d3's steps are 1, 2 or 5 × 10ⁿ, so a rounded label always meets its neighbour's); with fewer,
 * only the last, exact format is trusted.
 */
export function distinctTicks(
  ticks: readonly number[],
  formats: readonly [(value: number) => string, ...((value: number) => string)[]],
): ValueTick[] {
  const exact = formats[formats.length - 1]!;
  const candidates = ticks.length >= 3 ? formats : [exact];
  for (const format of candidates) {
    const labels = ticks.map(format);
    if (new Set(labels).size === labels.length) return ticks.map((value, i) => ({ value, label: labels[i]! }));
  }
  return ticks.map((value) => ({ value, label: exact(value) }));
}

/** Money ticks: "1,2 M €", then "1,02 M €", then "1.020.000 €" — the shortest that tells them apart. */
export function moneyTicks(
  ticks: readonly number[],
  format: { moneyCompact: (euros: number, maximumFractionDigits?: number) => string; money: (euros: number) => string },
): ValueTick[] {
  return distinctTicks(ticks, [(v) => format.moneyCompact(v, 1), (v) => format.moneyCompact(v, 2), format.money]);
}
