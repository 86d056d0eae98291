/** The answer to a write beside its button: a polite note when it went through, an alert when refused. */
export type WriteStatus = { ok: boolean; text: string } | null;

export function WriteNote({ status }: { status: WriteStatus }) {
  return (
    <p
      aria-live="polite"
      role={status && !status.ok ? 'alert' : undefined}
      className={status && !status.ok ? 'text-sm font-semibold text-danger' : 'text-sm text-ink'}
    >
      {status?.text ?? ''}
    </p>
  );
}
