// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { ACCOUNT_PAGES_MESSAGES } from '../../../i18n/account-pages.ts';
import { ACCOUNTS_MESSAGES } from '../../../i18n/accounts.ts';
import { I18nProvider, type Lang } from '../../../i18n/index.tsx';
import { RouterProvider } from '../../../lib/router.tsx';
import { sessionStore } from '../../../lib/session.ts';
import ForgotPasswordForm from './forgot-password-form.tsx';
import ResetPasswordForm from './reset-password-form.tsx';
import SignInForm from './sign-in-form.tsx';
import SignUpForm from './sign-up-form.tsx';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { formattersFor } from '../../../i18n/format.ts';

/**
 * The account forms against the API's answers (docs/api-accounts.md) at the network boundary: what
 * the visitor sees, in both languages, for each answer; the API itself is tested on real databases.
 */

const PASSWORD = 'cipreses junto al Retiro 1987';
const navigate = vi.fn();
/** Answers by path; what is not listed answers `null` (e.g. get-session: nobody signed in). */
let answers: Record<string, { status: number; body: unknown; headers?: Record<string, string> }> = {};
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = answers[url.pathname] ?? { status: 200, body: null };
  return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
});
const apiError = (code: string, fields?: Record<string, string>) => ({ error: { code, message: code, fields } });
const sent = (path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(path));
  return call
    ? {
        url: String(call[0]),
        lang: (call[1]?.headers as Record<string, string> | undefined)?.['Accept-Language'],
        body: JSON.parse(String(call[1]?.body)) as Record<string, unknown>,
      }
    : undefined;
};

const tree = (lang: Lang, form: ReactNode) => (
  <I18nProvider lang={lang} messages={MESSAGES[lang]}>
    <RouterProvider value={{ pathname: '/', search: window.location.search, navigate }}>
      <ToastProvider dismissLabel="x">{form}</ToastProvider>
    </RouterProvider>
  </I18nProvider>
);
const renderIn = (lang: Lang, form: ReactNode) => render(tree(lang, form));
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alertText = () => screen.getByTestId('form-alert').textContent;

beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  navigate.mockReset();
  sessionStore.set(undefined);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe.each(['es', 'en'] as const)('sign-up (%s)', (lang) => {
  const a = ACCOUNT_PAGES_MESSAGES[lang];
  const m = ACCOUNTS_MESSAGES[lang];
  const fillValid = () => {
    fill(a.signUp.name, 'Lucía Fernández');
    fill(a.common.email, 'lucia@example.com');
    fill(new RegExp(`^${a.common.password}$`), PASSWORD);
    fill(a.signUp.confirmPassword, PASSWORD);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(a.signUp.seller) }));
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: a.signUp.submit }));

  it('sends nothing while a field is missing or the passwords differ, and says so by the field', async () => {
    renderIn(lang, <SignUpForm />);
    submit();
    await waitFor(() => expect(screen.getAllByText(m.errors.required).length).toBeGreaterThanOrEqual(4));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(a.signUp.name)));
    fillValid();
    fill(a.signUp.confirmPassword, `${PASSWORD}!`);
    submit();
    expect(await screen.findByText(m.errors.passwordsDoNotMatch)).toBeTruthy();
    expect(sent('/api/auth/sign-up/email')).toBeUndefined();
  });

  it('sends the account without the confirmation, in the page’s language, and shows where the link went', async () => {
    renderIn(lang, <SignUpForm />);
    fillValid();
    submit();
    expect(await screen.findByTestId('sign-up-sent')).toBeTruthy();
    expect(screen.getByText(m.messages.accountCreated)).toBeTruthy();
    const request = sent('/api/auth/sign-up/email')!;
    expect(request.lang).toBe(lang);
    expect(request.body).toEqual({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      password: PASSWORD,
      clientType: 'seller',
      lang,
    });
  });

  it('shows the server’s verdict on a field by that field, and the catalogue’s message when the server fails', async () => {
    answers['/api/auth/sign-up/email'] = { status: 400, body: apiError('validation', { password: 'passwordCommon' }) };
    renderIn(lang, <SignUpForm />);
    fillValid();
    submit();
    expect(await screen.findByText(m.errors.passwordCommon)).toBeTruthy();
    answers['/api/auth/sign-up/email'] = { status: 503, body: null };
    fill(new RegExp(`^${a.common.password}$`), `${PASSWORD} bis`);
    fill(a.signUp.confirmPassword, `${PASSWORD} bis`);
    submit();
    await waitFor(() => expect(alertText()).toBe(m.errors.signUpFailed));
  });
});

describe.each(['es', 'en'] as const)('sign-in (%s)', (lang) => {
  const a = ACCOUNT_PAGES_MESSAGES[lang];
  const m = ACCOUNTS_MESSAGES[lang];
  const signIn = () => {
    fill(a.common.email, 'lucia@example.com');
    fill(new RegExp(`^${a.common.password}$`), PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: a.signIn.submit }));
  };

  it('says “Invalid email or password” for a refused sign-in, and 429’s message when the limit is reached', async () => {
    answers['/api/auth/sign-in/email'] = { status: 401, body: apiError('invalidCredentials') };
    renderIn(lang, <SignInForm />);
    signIn();
    await waitFor(() => expect(alertText()).toBe(m.errors.invalidCredentials));
    answers['/api/auth/sign-in/email'] = { status: 429, body: apiError('tooManyAttempts') };
    signIn();
    await waitFor(() => expect(alertText()).toBe(m.errors.tooManyAttempts));
    expect(navigate).not.toHaveBeenCalled();
  });

  // Issue 22: the lockout said "later", never how long; the server's Retry-After (seconds) says it.
  it('says how long to wait when the limit is reached, from the answer’s Retry-After', async () => {
    answers['/api/auth/sign-in/email'] = { status: 429, body: apiError('tooManyAttempts'), headers: { 'Retry-After': '781' } };
    renderIn(lang, <SignInForm />);
    signIn();
    await waitFor(() => expect(alertText()).toBe(m.errorsWithWait.tooManyAttempts(formattersFor(lang).within(781))));
    expect(alertText()).toContain(lang === 'es' ? 'dentro de 14 minutos' : 'in 14 minutes');
    // Typing again clears the wait with the message.
    fill(a.common.email, 'lucia.b@example.com');
    await waitFor(() => expect(alertText()).toBe(''));
  });

  it('keeps what was typed into the prerendered form before its code arrived', async () => {
    answers['/api/auth/sign-in/email'] = { status: 401, body: apiError('invalidCredentials') };
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(lang, <SignInForm />));
    document.body.append(container);
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input('email').value = 'lucia@example.com';
    input('password').value = PASSWORD;
    const root = await act(async () => hydrateRoot(container, tree(lang, <SignInForm />)));
    await waitFor(() => expect(container.querySelector('form')!.dataset.ready).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: a.signIn.submit }));
    await waitFor(() =>
      expect(sent('/api/auth/sign-in/email')?.body).toEqual({ email: 'lucia@example.com', password: PASSWORD }),
    );
    act(() => root.unmount());
    container.remove();
  });

  it('enters the private area (or the page it was sent from) once signed in, the header knowing who', async () => {
    answers['/api/auth/sign-in/email'] = {
      status: 200,
      body: { user: { name: 'Lucía', email: 'lucia@example.com', clientType: 'seller', lang } },
    };
    window.history.replaceState(
      null,
      '',
      `/?next=${encodeURIComponent(lang === 'es' ? '/area-privada/cuenta' : '/en/portal/account')}`,
    );
    renderIn(lang, <SignInForm />);
    signIn();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(lang === 'es' ? '/area-privada/cuenta' : '/en/portal/account', { replace: true }),
    );
    expect(sessionStore.get()).toMatchObject({ name: 'Lucía', clientType: 'seller' });
    expect(sent('/api/auth/sign-in/email')!.body).toEqual({ email: 'lucia@example.com', password: PASSWORD });
  });
});

describe.each(['es', 'en'] as const)('recovery (%s)', (lang) => {
  const a = ACCOUNT_PAGES_MESSAGES[lang];
  const m = ACCOUNTS_MESSAGES[lang];

  it('forgot: “Check your email to reset your password” after sending; the catalogue’s error when it cannot be sent', async () => {
    answers['/api/auth/request-password-reset'] = { status: 502, body: null };
    renderIn(lang, <ForgotPasswordForm />);
    fill(a.common.email, 'lucia@example.com');
    fireEvent.click(screen.getByRole('button', { name: a.forgot.submit }));
    await waitFor(() => expect(alertText()).toBe(m.errors.resetFailed));
    answers['/api/auth/request-password-reset'] = { status: 200, body: { status: true } };
    fireEvent.click(screen.getByRole('button', { name: a.forgot.submit }));
    expect(await screen.findByText(m.messages.resetEmailSent)).toBeTruthy();
  });

  it('reset: sends the link’s token with the new password and goes to sign in; a used link offers a new one', async () => {
    window.history.replaceState(null, '', '/?token=abc123');
    answers['/api/auth/reset-password'] = { status: 400, body: apiError('invalidToken') };
    renderIn(lang, <ResetPasswordForm />);
    fill(new RegExp(`^${a.reset.newPassword}$`), PASSWORD);
    fill(a.reset.confirmPassword, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: a.reset.submit }));
    expect(await screen.findByRole('link', { name: a.reset.requestNew })).toBeTruthy();
    expect(alertText()).toBe(m.errors.invalidToken);
    expect(sent('/api/auth/reset-password')!.body).toEqual({ token: 'abc123', newPassword: PASSWORD });

    cleanup();
    answers['/api/auth/reset-password'] = { status: 200, body: { status: true } };
    renderIn(lang, <ResetPasswordForm />);
    fill(new RegExp(`^${a.reset.newPassword}$`), PASSWORD);
    fill(a.reset.confirmPassword, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: a.reset.submit }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(lang === 'es' ? '/acceso' : '/en/sign-in', { replace: true }));
    expect(sessionStore.get()).toBeNull();
  });

  // Issue 22: a dead link said so only after the password was typed twice.
  it('reset: a dead link says so as the page opens, before any password is typed, without spending it', async () => {
    window.history.replaceState(null, '', '/?token=used-token');
    answers['/api/auth/check-reset-token'] = { status: 200, body: { valid: false, email: null } };
    renderIn(lang, <ResetPasswordForm />);
    expect(await screen.findByRole('link', { name: a.reset.requestNew })).toBeTruthy();
    expect(alertText()).toBe(m.errors.invalidToken);
    expect(sent('/api/auth/check-reset-token')).toMatchObject({ lang, body: { token: 'used-token' } });
    expect(sent('/api/auth/reset-password')).toBeUndefined();

    cleanup();
    fetchMock.mockClear();
    window.history.replaceState(null, '', '/?token=live-token');
    answers['/api/auth/check-reset-token'] = { status: 200, body: { valid: true, email: null } };
    renderIn(lang, <ResetPasswordForm />);
    await waitFor(() => expect(sent('/api/auth/check-reset-token')?.body).toEqual({ token: 'live-token' }));
    expect(screen.getByLabelText(new RegExp(`^${a.reset.newPassword}$`))).toBeTruthy();
    expect(screen.queryByRole('link', { name: a.reset.requestNew })).toBeNull();
  });

  it('reset: a page opened without a token says the link is not valid and offers a new one', async () => {
    renderIn(lang, <ResetPasswordForm />);
    expect(await screen.findByRole('link', { name: a.reset.requestNew })).toBeTruthy();
  });
});
