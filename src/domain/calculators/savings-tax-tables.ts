/**
 * The savings-base scale of the personal income tax (LIRPF arts. 66 and 76: a state half and a regional
 * half, summed here), keyed by the first tax year each applies to. Shared by every calculator that taxes
 * a gain, so the next reform is one more line here.
 */

export type SavingsTaxBracket = { readonly upToEur: number; readonly ratePct: number };

const BRACKETS_TO_300K_EUR: readonly SavingsTaxBracket[] = [
  { upToEur: 6000, ratePct: 19 },
  { upToEur: 50000, ratePct: 21 },
  { upToEur: 200000, ratePct: 23 },
  { upToEur: 300000, ratePct: 27 },
];

export const SAVINGS_TAX_SCALES: ReadonlyArray<{ readonly fromYear: number; readonly brackets: readonly SavingsTaxBracket[] }> = [
  // calculators.md: one scale for every sale up to 2024 (the 2023–2024 scale, Ley 31/2022).
  { fromYear: Number.NEGATIVE_INFINITY, brackets: [...BRACKETS_TO_300K_EUR, { upToEur: Infinity, ratePct: 28 }] },
  // Ley 7/2024: the band over 300 000 € rises to 30 % from 2025.
  { fromYear: 2025, brackets: [...BRACKETS_TO_300K_EUR, { upToEur: Infinity, ratePct: 30 }] },
];

/** The first year of the newest scale: what "the latest tax year" means for projections. */
export const LATEST_SAVINGS_TAX_YEAR = Math.max(...SAVINGS_TAX_SCALES.map((s) => s.fromYear));
