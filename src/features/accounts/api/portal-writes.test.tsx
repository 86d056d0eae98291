// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession, PortalRequest, SavedScenario, SavedSearch } from '../../../domain/accounts/index.ts';
import { makeDetailedInput } from '../../../domain/contact/test-factories.ts';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { I18nProvider } from '../../../i18n/index.tsx';
import { RouterProvider } from '../../../lib/router.tsx';
import { saveScenario } from '../../../lib/scenarios-api.ts';
import { serverData } from '../../../lib/server-data.ts';
import { useChangePassword } from './account.ts';
import { useRequests } from './requests.ts';
import { useScenarios } from './scenarios.ts';
import { useSavedSearch, useSendSearch } from './search.ts';
import { useEndSession, useSessions } from './sessions.ts';

/**
 * The private area's API module against a small server at the network boundary: each write reads again
 * the reads it changes, by key, and no other.
 */

const AT = '2026-11-20T10:00:00.000Z';
let requests: PortalRequest[];
let search: SavedSearch;
let sessions: AccountSession[];
let scenarios: SavedScenario[];
const json = (body: unknown, code = 200) => Response.json(body, { status: code });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const route = `${method} ${pathname}`;
  if (route === 'GET /api/portal/requests') return json({ requests });
  if (route === 'GET /api/portal/search') return json({ search });
  if (route === 'POST /api/portal/search/send') {
    const request: PortalRequest = {
      id: `r${requests.length + 1}`,
      createdAt: AT,
      kind: 'detailed',
      clientType: null,
      service: null,
      message: null,
      status: 'received',
      brief: null,
    };
    requests = [request, ...requests];
    search = { ...search, sentAt: AT };
    return json({ id: request.id, search }, 201);
  }
  if (route === 'GET /api/portal/sessions') return json({ sessions });
  if (method === 'DELETE' && pathname.startsWith('/api/portal/sessions/')) {
    const id = pathname.split('/').at(-1);
    sessions = sessions.filter((s) => s.id !== id);
    return new Response(null, { status: 204 });
  }
  if (route === 'POST /api/auth/change-password') {
    sessions = sessions.filter((s) => s.current);
    return json({ token: null });
  }
  if (route === 'GET /api/portal/scenarios') return json({ scenarios });
  if (route === 'POST /api/portal/scenarios') {
    const body = JSON.parse(String(init?.body)) as Pick<SavedScenario, 'calculator' | 'name' | 'inputs'>;
    const scenario: SavedScenario = { id: `s${scenarios.length + 1}`, ...body, createdAt: AT, updatedAt: AT };
    scenarios = [scenario, ...scenarios];
    return json({ scenario }, 201);
  }
  return json({ error: { code: 'notFound', message: '' } }, 404);
});
const reads = (path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === 'GET' && String(input) === path).length;

const session = (id: string, current: boolean): AccountSession => ({
  id,
  device: null,
  createdAt: AT,
  lastUsedAt: AT,
  expiresAt: '2026-12-20T10:00:00.000Z',
  current,
});

function Area() {
  const requestList = useRequests();
  const saved = useSavedSearch();
  const sessionList = useSessions();
  const scenarioList = useScenarios();
  const send = useSendSearch();
  const endSession = useEndSession();
  const changePassword = useChangePassword();
  const show = (label: string, value: ReactNode) => <p data-testid={label}>{value}</p>;
  return (
    <>
      {show('requests', requestList.data?.requests.length ?? requestList.status)}
      {show('sent', saved.data ? String(saved.data.search?.sentAt ?? 'never') : saved.status)}
      {show('sessions', sessionList.data?.sessions.map((s) => s.id).join(',') ?? sessionList.status)}
      {show('scenarios', scenarioList.data?.scenarios.map((s) => s.name).join(',') ?? scenarioList.status)}
      <button type="button" onClick={() => void send.mutateAsync()}>
        send
      </button>
      {sessions.map((s) => (
        <button key={s.id} type="button" onClick={() => void endSession.mutateAsync(s)}>
          {`end ${s.id}`}
        </button>
      ))}
      <button type="button" onClick={() => void changePassword.mutateAsync({ currentPassword: 'a', newPassword: 'b' })}>
        password
      </button>
    </>
  );
}
const renderArea = () =>
  render(
    <I18nProvider lang="es" messages={MESSAGES.es}>
      <RouterProvider value={{ pathname: '/area-privada', search: '', navigate: vi.fn() }}>
        <Area />
      </RouterProvider>
    </I18nProvider>,
  );
const shown = (id: string) => screen.getByTestId(id).textContent;
const settled = () => waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(4));

beforeEach(() => {
  const { formType: _formType, name: _name, email: _email, website: _website, ...brief } = makeDetailedInput();
  requests = [];
  search = { brief: brief as SavedSearch['brief'], createdAt: AT, updatedAt: AT, sentAt: null };
  sessions = [session('here', true), session('phone', false)];
  scenarios = [];
  serverData.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the private area’s writes, by key', () => {
  it('sending the search reads the search and the requests again, and nothing else', async () => {
    renderArea();
    await settled();
    await waitFor(() => expect([shown('requests'), shown('sent')]).toEqual(['0', 'never']));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect([shown('requests'), shown('sent')]).toEqual(['1', AT]));
    expect(reads('/api/portal/sessions')).toBe(1);
    expect(reads('/api/portal/scenarios')).toBe(1);
  });

  it('ending another session reads the list again; ending this browser’s reads nothing (the page signs out)', async () => {
    renderArea();
    await settled();
    await waitFor(() => expect(shown('sessions')).toBe('here,phone'));
    fireEvent.click(screen.getByRole('button', { name: 'end phone' }));
    await waitFor(() => expect(shown('sessions')).toBe('here'));
    expect(reads('/api/portal/sessions')).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'end here' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads('/api/portal/sessions')).toBe(2);
  });

  it('a new password reads the sessions again: the server ended every other one', async () => {
    renderArea();
    await settled();
    await waitFor(() => expect(shown('sessions')).toBe('here,phone'));
    fireEvent.click(screen.getByRole('button', { name: 'password' }));
    await waitFor(() => expect(shown('sessions')).toBe('here'));
  });

  it('a scenario saved from a calculator joins the list the page already holds', async () => {
    renderArea();
    await settled();
    await waitFor(() => expect(shown('scenarios')).toBe(''));
    const saved = await saveScenario({ calculator: 'valuation', name: 'Piso de Chamberí', inputs: {} }, 'es');
    expect(saved.ok).toBe(true);
    await waitFor(() => expect(shown('scenarios')).toBe('Piso de Chamberí'));
  });
});
