/** The spec's rounding: half-up at `decimals` places, `Math.round((x + ε) × 10^d) / 10^d`. */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
