import { LazyIsland, type IslandLoader } from '../../../components/lazy-island.tsx';
import { pathFor, type RouteId } from '../../../config/routes.ts';
import { Link } from '../../../lib/router.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { AUTH_FORM_ID, AuthFrame, FormFallback, FrameLink, INLINE_LINK_CLASSES } from './auth-frame.tsx';

export type AuthPageKind = 'signIn' | 'signUp' | 'forgot' | 'reset';

/** Each page's form: an island (with the schemas it validates with), loaded once the page has painted. */
const FORMS: Record<AuthPageKind, IslandLoader<object>> = {
  signIn: () => import('./sign-in-form.tsx'),
  signUp: () => import('./sign-up-form.tsx'),
  forgot: () => import('./forgot-password-form.tsx'),
  reset: () => import('./reset-password-form.tsx'),
};

type Copy = ReturnType<typeof useAccountsI18n>['a'];

/** The link under each form, to the page a visitor who came to the wrong one wants. */
function footerLink(kind: AuthPageKind, a: Copy): { question?: string; label: string; to: RouteId } | null {
  switch (kind) {
    case 'signIn':
      return { question: a.signIn.noAccount, label: a.signIn.createAccount, to: 'signUp' };
    case 'signUp':
      return { question: a.signUp.haveAccount, label: a.signUp.signIn, to: 'signIn' };
    case 'forgot':
      return { label: a.forgot.backToSignIn, to: 'signIn' };
    case 'reset':
      return null; // reached from the e-mail's link: the form is the only way on
  }
}

/** Sign-in, sign-up, forgotten password and a new password from the e-mail's link: one frame, its form. */
export function AuthPage({ kind }: { kind: AuthPageKind }) {
  const { a, lang } = useAccountsI18n();
  const copy = a[kind];
  const link = footerLink(kind, a);
  const anchor = link ? (
    <Link to={pathFor(link.to, lang)} className={INLINE_LINK_CLASSES}>
      {link.label}
    </Link>
  ) : null;
  return (
    <AuthFrame
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      footer={link?.question ? <FrameLink question={link.question}>{anchor}</FrameLink> : anchor}
    >
      <LazyIsland anchorId={AUTH_FORM_ID} loader={FORMS[kind]} props={{}} fallback={<FormFallback />} />
    </AuthFrame>
  );
}
