import { useCallback, useEffect, useRef, useState } from 'react';
import { isCalculatorError } from '../../domain/calculators/index.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/** A result with the input that produced it (the card explains one by the other). */
export type Outcome<I, R> = { input: I; result: R };

/**
 * Runs a calculation after `delayMs` (the spec's pause) and keeps the last outcome. A result the visitor
 * asked for is `announced` (the panel says so once, in a polite live region: no toast on every
 * calculation); `announceSuccess` is off for the instant valuation, and for a run the visitor did not ask
 * for (a shared link opened). An error is always reported, with a toast in the page's language.
 */
export function useCalculation<I, R>(
  compute: (input: I) => R,
  { id, delayMs, announceSuccess }: { id: string; delayMs: number; announceSuccess: boolean },
  /** The outcome the page was rendered with (the address's scenario, calculated by the server): shown, never announced. */
  first: (() => Outcome<I, R> | null) | null = null,
) {
  const { c } = useCalculatorsI18n();
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome<I, R> | null>(first);
  const [calculating, setCalculating] = useState(false);
  const [announced, setAnnounced] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = useCallback(
    (input: I, announce: boolean) => {
      setCalculating(false);
      // A result takes away this calculator's earlier error toasts (issue 24).
      const source = `calculator:${id}`;
      try {
        setOutcome({ input, result: compute(input) });
        setAnnounced(announce);
        toast.clearErrors(source);
      } catch (error) {
        setOutcome(null); // a stale result would describe other figures
        setAnnounced(false);
        const description = isCalculatorError(error) ? c.errors[error.code] : undefined;
        toast.show({ title: c.toasts.error, description, variant: 'error', source });
        if (!isCalculatorError(error)) console.error(error);
      }
    },
    [compute, c, toast, id],
  );

  const run = useCallback(
    (input: I, { asked = true }: { asked?: boolean } = {}) => {
      const announce = announceSuccess && asked;
      // The live region empties while a new result is on its way, so the next one is said again.
      setAnnounced(false);
      if (delayMs <= 0) return finish(input, announce);
      setCalculating(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => finish(input, announce), delayMs);
    },
    [announceSuccess, delayMs, finish],
  );

  return { outcome, calculating, announced, run };
}
