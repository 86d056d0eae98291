import { useState, type FormEvent } from 'react';
import { errorText } from './workspace-api.ts';

/** A form's submit handler with its busy flag and its error text (the server's, in the page's language). */
export function useSubmit(fallbackError: string) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const handle =
    (run: (form: FormData, element: HTMLFormElement) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      setBusy(true);
      setError(undefined);
      try {
        await run(new FormData(element), element);
      } catch (failure) {
        setError(errorText(failure, fallbackError));
      } finally {
        setBusy(false);
      }
    };
  return { error, setError, busy, handle };
}
