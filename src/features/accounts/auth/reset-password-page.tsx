import { LazyIsland } from '../../../components/lazy-island.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { AUTH_FORM_ID, AuthFrame, FormFallback } from './auth-frame.tsx';

const loadForm = () => import('./reset-password-form.tsx');

/** A new password from the e-mail’s link. The form loads as an island once the page has painted. */
export function ResetPasswordPage() {
  const { a } = useAccountsI18n();
  const copy = a.reset;
  return (
    <AuthFrame eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <LazyIsland anchorId={AUTH_FORM_ID} loader={loadForm} props={{}} fallback={<FormFallback />} />
    </AuthFrame>
  );
}
