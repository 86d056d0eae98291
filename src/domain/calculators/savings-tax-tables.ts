/**
 * The savings-base scale of the personal income tax (LIRPF arts. 66 and 76: a state half and a regional
 * half, summed here), keyed by the first tax year each applies to (calculators.md, Capital gains 6).
 * Shared by every calculator that taxes a gain, so the next reform is one more line here.
 */

export type SavingsTaxBracket = { readonly upToEur: number; readonly ratePct: number };
export type SavingsTaxScale = { readonly fromYear: number; readonly brackets: readonly SavingsTaxBracket[] };

export const SAVINGS_TAX_SCALES: readonly SavingsTaxScale[] = [
  // Ley 26/2014: the transitional 2015 scale.
  {
    fromYear: 2015,
    brackets: [
      { upToEur: 6000, ratePct: 19.5 },
      { upToEur: 50000, ratePct: 21.5 },
      { upToEur: Infinity, ratePct: 23.5 },
    ],
  },
  // Ley 26/2014, from 2016.
  {
    fromYear: 2016,
    brackets: [
      { upToEur: 6000, ratePct: 19 },
      { upToEur: 50000, ratePct: 21 },
      { upToEur: Infinity, ratePct: 23 },
    ],
  },
  // Ley 11/2020 (PGE 2021): 26 % over 200000 €.
  {
    fromYear: 2021,
    brackets: [
      { upToEur: 6000, ratePct: 19 },
      { upToEur: 50000, ratePct: 21 },
      { upToEur: 200000, ratePct: 23 },
      { upToEur: Infinity, ratePct: 26 },
    ],
  },
  // Ley 31/2022 (PGE 2023): 27 % to 300000 €, 28 % above.
  {
    fromYear: 2023,
    brackets: [
      { upToEur: 6000, ratePct: 19 },
      { upToEur: 50000, ratePct: 21 },
      { upToEur: 200000, ratePct: 23 },
      { upToEur: 300000, ratePct: 27 },
      { upToEur: Infinity, ratePct: 28 },
    ],
  },
  // Ley 7/2024: the band over 300000 € rises to 30 %.
  {
    fromYear: 2025,
    brackets: [
      { upToEur: 6000, ratePct: 19 },
      { upToEur: 50000, ratePct: 21 },
      { upToEur: 200000, ratePct: 23 },
      { upToEur: 300000, ratePct: 27 },
      { upToEur: Infinity, ratePct: 30 },
    ],
  },
];

/** The first year of the newest scale: what "the latest tax year" means for projections. */
export const LATEST_SAVINGS_TAX_YEAR = Math.max(...SAVINGS_TAX_SCALES.map((s) => s.fromYear));
