// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_MESSAGES } from '../../i18n/accounts.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { formattersFor } from '../../i18n/format.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { WORKSPACE_MESSAGES } from '../../i18n/workspace.ts';
import { RouterProvider } from '../../lib/router.tsx';
import { serverData } from '../../lib/server-data.ts';
import { AcceptInvitation } from './accept-invitation.tsx';
import { AuditView } from './audit-view.tsx';
import { SignIn } from './sign-in.tsx';

/**
 * The workspace's pages against the API's answers at the network boundary (issue 22): the invitation's
 * link checked as the page opens, the address it names shown, show/hide on staff passwords, the
 * lockout's wait, the audit log's details and links. The API itself is tested on real databases.
 */

const PASSWORD = 'cipreses junto al Retiro 1987 equipo';
const REQUEST_ID = '0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f';
const STAFF_ID = 'staff-marta';
const navigate = vi.fn();
let answers: Record<string, { status: number; body: unknown; headers?: Record<string, string> }> = {};
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = answers[url.pathname] ?? { status: 200, body: null };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
});
const apiError = (code: string) => ({ error: { code, message: code } });
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const renderIn = (lang: Lang, page: ReactNode) =>
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: lang === 'es' ? '/gestion' : '/en/workspace', search: '', navigate }}>
        {page}
      </RouterProvider>
    </I18nProvider>,
  );
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  navigate.mockReset();
  serverData.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['es', 'en'] as const)('the invitation page (%s)', (lang) => {
  const ui = WORKSPACE_MESSAGES[lang].ui;

  it('says at once that a dead link expired or was used, with the way forward, and asks for no password', async () => {
    answers['/api/auth/check-reset-token'] = { status: 200, body: { valid: false, email: null } };
    renderIn(lang, <AcceptInvitation token="spent" onAccepted={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ui.accept.expired);
    expect(screen.getByText(ui.accept.expiredNext)).toBeTruthy();
    expect(screen.getByRole('link', { name: ui.accept.signIn }).getAttribute('href')).toBe(
      lang === 'es' ? '/gestion' : '/en/workspace',
    );
    expect(screen.queryByLabelText(exact(ui.accept.password))).toBeNull();
    expect(sent('/api/auth/check-reset-token')).toEqual([{ token: 'spent' }]);
    expect(sent('/api/auth/reset-password')).toEqual([]);
  });

  it('shows the address the invitation names, read-only, and signs in with it once the password is chosen', async () => {
    answers['/api/auth/check-reset-token'] = { status: 200, body: { valid: true, email: 'marta@firma.es' } };
    answers['/api/auth/reset-password'] = { status: 200, body: { status: true } };
    answers['/api/auth/sign-in/email'] = { status: 200, body: { twoFactorRedirect: false } };
    const accepted = vi.fn();
    renderIn(lang, <AcceptInvitation token="live" onAccepted={accepted} />);
    const email = await screen.findByLabelText(ui.accept.email);
    expect(email).toHaveProperty('value', 'marta@firma.es');
    expect(email).toHaveProperty('readOnly', true);
    expect(email.getAttribute('autocomplete')).toBe('username');
    fill(exact(ui.accept.password), PASSWORD);
    fill(exact(ui.accept.confirm), PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: ui.accept.submit }));
    await waitFor(() => expect(accepted).toHaveBeenCalled());
    expect(sent('/api/auth/reset-password')).toEqual([{ token: 'live', newPassword: PASSWORD }]);
    expect(sent('/api/auth/sign-in/email')).toEqual([{ email: 'marta@firma.es', password: PASSWORD }]);
  });

  it('gives each password field a button that shows what was typed (aria-pressed, named in the page’s language)', async () => {
    answers['/api/auth/check-reset-token'] = { status: 200, body: { valid: true, email: 'marta@firma.es' } };
    renderIn(lang, <AcceptInvitation token="live" onAccepted={() => undefined} />);
    const password = await screen.findByLabelText(exact(ui.accept.password));
    const shows = screen.getAllByRole('button', { name: ui.password.show });
    expect(shows).toHaveLength(2);
    expect(password.getAttribute('type')).toBe('password');
    expect(shows[0]!.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(shows[0]!);
    expect(password.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: ui.password.hide });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(hide.getAttribute('aria-controls')).toBe(password.id);
  });
});

describe.each(['es', 'en'] as const)('the staff sign-in (%s)', (lang) => {
  const ui = WORKSPACE_MESSAGES[lang].ui;
  const m = ACCOUNTS_MESSAGES[lang];
  const signIn = () => {
    fill(ui.signIn.email, 'marta@firma.es');
    fill(exact(ui.signIn.password), PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: ui.signIn.submit }));
  };

  it('has show/hide on the password', () => {
    renderIn(lang, <SignIn onSignedIn={() => undefined} />);
    const button = screen.getByRole('button', { name: ui.password.show });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByLabelText(exact(ui.signIn.password)).getAttribute('type')).toBe('text');
  });

  it('says how long to wait when sign-in is locked: from Retry-After, for the password and for the code', async () => {
    answers['/api/auth/sign-in/email'] = { status: 429, body: apiError('tooManyAttempts'), headers: { 'Retry-After': '600' } };
    renderIn(lang, <SignIn onSignedIn={() => undefined} />);
    signIn();
    const wait = m.errorsWithWait.tooManyAttempts(formattersFor(lang).within(600));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(wait));
    expect(wait).toContain(lang === 'es' ? 'dentro de 10 minutos' : 'in 10 minutes');

    answers['/api/auth/sign-in/email'] = { status: 200, body: { twoFactorRedirect: true } };
    answers['/api/auth/two-factor/verify-totp'] = {
      status: 429,
      body: apiError('tooManyAttempts'),
      headers: { 'Retry-After': '900' },
    };
    signIn();
    await screen.findByLabelText(exact(ui.signIn.code));
    fill(exact(ui.signIn.code), '123456');
    fireEvent.click(screen.getByRole('button', { name: ui.signIn.verify }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(m.errorsWithWait.tooManyAttempts(formattersFor(lang).within(900))),
    );
  });
});

describe.each(['es', 'en'] as const)('the audit log (%s)', (lang) => {
  const ui = WORKSPACE_MESSAGES[lang].ui;
  const status = ACCOUNTS_MESSAGES[lang].requestStatus;
  const entry = (id: string, action: string, detail: Record<string, unknown>, leadId: string | null = null) => ({
    id,
    at: '2026-11-26T10:00:00.000Z',
    actorEmail: 'marta@firma.es',
    action,
    leadId,
    detail,
  });

  it('says what each entry did (second factor, status from and to, export format and count) and links its request', async () => {
    answers['/api/staff/audit'] = {
      status: 200,
      body: {
        entries: [
          entry('6', 'sign-in', { factor: 'recovery-code' }),
          entry('5', 'sign-in', { factor: 'totp' }),
          entry('4', 'change-status', { from: 'received', to: 'contacted' }, REQUEST_ID),
          entry('3', 'export', { format: 'csv', rows: 1234, filters: {}, searched: false }),
          entry('2', 'assign', { assigneeId: STAFF_ID }, REQUEST_ID),
          entry('1', 'view-request', {}, REQUEST_ID),
        ],
      },
    };
    answers['/api/staff/staff'] = { status: 200, body: { staff: [{ id: STAFF_ID, name: 'Marta Equipo' }] } };
    renderIn(lang, <AuditView />);
    const table = await screen.findByRole('table', { name: ui.audit.heading });
    const details = ui.audit.details;
    await waitFor(() => expect(within(table).getByText(details.factor['recovery-code'])).toBeTruthy());
    expect(within(table).getByText(details.factor.totp)).toBeTruthy();
    expect(within(table).getByText(details.status(status.received, status.contacted))).toBeTruthy();
    expect(within(table).getByText(lang === 'es' ? 'CSV, 1.234 solicitudes' : 'CSV, 1,234 requests')).toBeTruthy();
    await waitFor(() => expect(within(table).getByText(details.assign('Marta Equipo'))).toBeTruthy());
    expect(within(table).getByRole('columnheader', { name: ui.audit.detail })).toBeTruthy();

    const links = within(table).getAllByRole('link', { name: REQUEST_ID.slice(0, 8) });
    expect(links).toHaveLength(3);
    expect(links[0]!.getAttribute('href')).toBe(`?${lang === 'es' ? 'solicitud' : 'request'}=${REQUEST_ID}`);
    fireEvent.click(links[0]!);
    expect(navigate).toHaveBeenCalledWith(`?${lang === 'es' ? 'solicitud' : 'request'}=${REQUEST_ID}`, undefined);
  });

  it('names the item and version of each content event, a scheduled publication’s time and outcome, and people by name', async () => {
    const at = '2026-12-01T08:00:00.000Z';
    const case1 = { kind: 'case', id: 'atico-almagro', name: 'Ático en Almagro' };
    answers['/api/staff/audit'] = {
      status: 200,
      body: {
        entries: [
          {
            ...entry('5', 'content-publish', { version: 7, items: [case1], scheduled: '3', publishAt: at }),
            actorName: 'Lucía Ruiz',
          },
          entry('4', 'content-schedule', { event: 'failed', reason: 'publishedSince', publishAt: at }),
          entry('3', 'content-schedule', { event: 'scheduled', publishAt: at, items: [case1] }),
          entry('2', 'content-restore', { version: 6, restoredFrom: 2, items: [{ kind: 'market', id: 'market', name: '' }] }),
          entry('1', 'content-save', { items: [{ kind: 'zone', id: 'chamberi', name: 'Chamberí' }] }),
        ],
      },
    };
    answers['/api/staff/staff'] = { status: 200, body: { staff: [] } };
    renderIn(lang, <AuditView />);
    const table = await screen.findByRole('table', { name: ui.audit.heading });
    const d = ui.audit.details;
    const when = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    }).format(new Date(at));
    const caseNamed = d.named(d.items.case, 'Ático en Almagro');
    await waitFor(() => expect(within(table).getByText(`${d.version(7)} · ${d.scheduledFor(when)} · ${caseNamed}`)).toBeTruthy());
    // People by name; the e-mail only where the account has no name.
    expect(within(table).getByText('Lucía Ruiz')).toBeTruthy();
    expect(within(table).getByText(`${d.schedule.failed(when)} · ${ui.studio.schedule.reasons.publishedSince}`)).toBeTruthy();
    expect(within(table).getByText(`${d.schedule.scheduled(when)} · ${caseNamed}`)).toBeTruthy();
    expect(within(table).getByText(`${d.version(6)} · ${d.restoredFrom(2)} · ${d.items.market}`)).toBeTruthy();
    expect(within(table).getByText(d.named(d.items.zone, 'Chamberí'))).toBeTruthy();
    expect(within(table).getAllByText(ui.audit.actions['content-schedule'])).toHaveLength(2);
  });
});
