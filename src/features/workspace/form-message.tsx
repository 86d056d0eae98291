import type { SchemaForm } from '../../components/form/use-schema-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

/**
 * A form's outcome, read out politely: its error (role alert: the API's code in words, or `error`) or
 * a confirmation (status), never both.
 */
export function FormMessage({
  form,
  error,
  done,
  text,
}: {
  form?: SchemaForm;
  error?: string;
  done?: string;
  /** How the form's code is said (the workspace API's catalogue by default), with the wait a 429 asked for. */
  text?: (code: string, retryAfterS?: number | null) => string;
}) {
  const { errorText } = useWorkspaceCopy();
  const problem = error ?? (form?.formError ? (text ?? errorText)(form.formError, form.retryAfterS) : undefined);
  return (
    <>
      <p role="alert" className="text-sm font-semibold text-danger empty:hidden">
        {problem ?? ''}
      </p>
      <p role="status" className="text-sm text-ink empty:hidden">
        {problem ? '' : (done ?? '')}
      </p>
    </>
  );
}
