/**
 * Joins class names, skipping falsy ones. It does not resolve two utilities for one property (the
 * stylesheet's order would): primitives with variants take only placement classes instead
 * (`src/components/ui/placement.ts`; tailwind-merge's bytes do not fit the budget, ADR 0042).
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
