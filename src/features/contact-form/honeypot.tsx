import { HONEYPOT_FIELD } from '../../domain/contact/index.ts';
import { useI18n } from '../../i18n/index.tsx';

/**
 * A field people never see or hear (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill); bots that fill every input reveal themselves. Left uncontrolled: read on submit.
 */
export function Honeypot() {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="honeypot">
      <label>
        {t.contactForm.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
