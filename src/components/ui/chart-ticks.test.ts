import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../i18n/format.ts';
import { LANGS } from '../../i18n/languages.ts';
import { distinctTicks, moneyTicks } from './chart-ticks.ts';

/** d3's ticks of a value axis as the charts make it: the domain made nice, then `count` ticks. */
const ticksOf = (low: number, high: number, count = 4) => scaleLinear().domain([low, high]).nice(count).ticks(count);

describe('value axes whose labels all differ (issue 22)', () => {
  it.each(LANGS)('a home near 1,2 M €: every tick its own label, exact to the tick (%s)', (lang) => {
    const format = formattersFor(lang);
    const ticks = ticksOf(1_110_000, 1_290_000);
    // What the axis wrote before: one decimal, so 1,15 M and 1,2 M were both "1,2 M €".
    const before = ticks.map((v) => format.moneyCompact(v));
    expect(new Set(before).size).toBeLessThan(before.length);
    const labels = moneyTicks(ticks, format).map((t) => t.label);
    expect(new Set(labels).size).toBe(ticks.length);
    expect(labels).toEqual(ticks.map((v) => format.moneyCompact(v, 2)));
    expect(labels.filter((label) => (lang === 'es' ? /^1,15\sM\s€$/ : /^€1\.15m$/).test(label))).toHaveLength(1);
  });

  it.each(LANGS)('keeps the short labels when they already differ (%s)', (lang) => {
    const format = formattersFor(lang);
    const ticks = ticksOf(0, 2_400_000, 5);
    expect(moneyTicks(ticks, format).map((t) => t.label)).toEqual(ticks.map((v) => format.moneyCompact(v)));
  });

  it.each(LANGS)('falls back to whole euros when even two decimals repeat (%s)', (lang) => {
    const format = formattersFor(lang);
    const ticks = ticksOf(1_000_000, 1_004_000);
    const labels = moneyTicks(ticks, format).map((t) => t.label);
    expect(labels).toEqual(ticks.map((v) => format.money(v)));
    expect(new Set(labels).size).toBe(ticks.length);
  });

  it('trusts only the exact format with fewer than three ticks (a rounded pair could differ and still mislead)', () => {
    const short = (v: number) => `${Math.round(v / 10)}`;
    const exact = (v: number) => String(v);
    expect(distinctTicks([100, 150], [short, exact]).map((t) => t.label)).toEqual(['100', '150']);
    expect(distinctTicks([100, 150, 200], [short, exact]).map((t) => t.label)).toEqual(['10', '15', '20']);
  });
});
