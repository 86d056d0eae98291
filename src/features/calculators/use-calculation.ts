import { useCallback, useEffect, useRef, useState } from 'react';
import { isCalculatorError } from '../../domain/calculators/index.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * Runs a calculation after `delayMs` (the spec's pause), keeps the last result, and reports the
 * outcome with a toast in the page's language. `announceSuccess` is off for the instant valuation.
 */
export function useCalculation<I, R>(
  compute: (input: I) => R,
  { delayMs, announceSuccess }: { delayMs: number; announceSuccess: boolean },
) {
  const { c } = useCalculatorsI18n();
  const toast = useToast();
  const [result, setResult] = useState<R | null>(null);
  const [calculating, setCalculating] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = useCallback(
    (input: I) => {
      setCalculating(false);
      try {
        setResult(compute(input));
        if (announceSuccess) toast.show({ title: c.toasts.success, description: c.toasts.successDescription });
      } catch (error) {
        setResult(null); // a stale result would describe other figures
        const description = isCalculatorError(error) ? c.errors[error.code] : undefined;
        toast.show({ title: c.toasts.error, description, variant: 'error' });
        if (!isCalculatorError(error)) console.error(error);
      }
    },
    [announceSuccess, compute, c, toast],
  );

  const run = useCallback(
    (input: I) => {
      if (delayMs <= 0) return finish(input);
      setCalculating(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => finish(input), delayMs);
    },
    [delayMs, finish],
  );

  return { result, calculating, run };
}
