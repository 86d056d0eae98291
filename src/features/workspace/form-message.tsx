/** A form's outcome, read out politely: an error (role alert) or a confirmation (status). */
export function FormMessage({ error, done }: { error?: string; done?: string }) {
  return (
    <>
      <p role="alert" className="text-sm font-semibold text-danger empty:hidden">
        {error ?? ''}
      </p>
      <p role="status" className="text-sm text-ink empty:hidden">
        {done ?? ''}
      </p>
    </>
  );
}
