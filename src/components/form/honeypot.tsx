import { HONEYPOT_FIELD } from '../../domain/contact/index.ts';

/**
 * A field people never see or hear (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill); bots that fill every input reveal themselves. Left uncontrolled: read on submit.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="honeypot">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the honeypot holds when the form is sent (empty for a person). */
export function honeypotValue(form: HTMLFormElement | null): string {
  return (form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
}
