import { LazyIsland } from '../../../components/lazy-island.tsx';
import { pathFor } from '../../../config/routes.ts';
import { Link } from '../../../lib/router.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { AUTH_FORM_ID, AuthFrame, FormFallback, FrameLink, INLINE_LINK_CLASSES } from './auth-frame.tsx';

const loadForm = () => import('./sign-in-form.tsx');

/** Sign-in. The form (and the schemas it validates with) loads as an island once the page has painted. */
export function SignInPage() {
  const { a, lang } = useAccountsI18n();
  const copy = a.signIn;
  return (
    <AuthFrame
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      footer={
        <FrameLink question={copy.noAccount}>
          <Link to={pathFor('signUp', lang)} className={INLINE_LINK_CLASSES}>
            {copy.createAccount}
          </Link>
        </FrameLink>
      }
    >
      <LazyIsland anchorId={AUTH_FORM_ID} loader={loadForm} props={{}} fallback={<FormFallback />} />
    </AuthFrame>
  );
}
