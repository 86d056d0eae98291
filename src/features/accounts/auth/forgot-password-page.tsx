import { LazyIsland } from '../../../components/lazy-island.tsx';
import { pathFor } from '../../../config/routes.ts';
import { Link } from '../../../lib/router.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { AUTH_FORM_ID, AuthFrame, FormFallback, INLINE_LINK_CLASSES } from './auth-frame.tsx';

const loadForm = () => import('./forgot-password-form.tsx');

/** Forgotten password. The form loads as an island once the page has painted. */
export function ForgotPasswordPage() {
  const { a, lang } = useAccountsI18n();
  const copy = a.forgot;
  return (
    <AuthFrame
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      footer={
        <Link to={pathFor('signIn', lang)} className={INLINE_LINK_CLASSES}>
          {copy.backToSignIn}
        </Link>
      }
    >
      <LazyIsland anchorId={AUTH_FORM_ID} loader={loadForm} props={{}} fallback={<FormFallback />} />
    </AuthFrame>
  );
}
