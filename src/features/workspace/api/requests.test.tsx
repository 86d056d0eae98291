// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage, RequestPage, RequestStatus } from '../../../domain/staff/index.ts';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { I18nProvider } from '../../../i18n/index.tsx';
import { serverData } from '../../../lib/server-data.ts';
import { useErase } from './data-duties.ts';
import { useChangeRequest, useInboxPage, useRequestPage } from './requests.ts';

/**
 * The workspace's API module against a small server at the network boundary: what a write reads again,
 * by key. Reading a request's page is on the audit log, so a change puts its answer in place instead.
 */

const ID = '0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f';
let status: RequestStatus;
let erased: boolean;
const row = (): InboxPage['requests'][number] => ({
  id: ID,
  createdAt: '2026-11-20T10:00:00.000Z',
  lang: 'es',
  kind: 'simple',
  name: null,
  clientType: 'recommended',
  service: 'sell',
  goal: null,
  email: 'ana@example.com',
  status,
  assignee: null,
  preview: 'Quiero vender',
});
const page = (): RequestPage => ({
  request: { ...row(), brief: null, referredBy: null, phone: null, message: 'Quiero vender', assigneeId: null, caseId: null },
  account: null,
  history: [],
  audit: [],
});
const json = (body: unknown, code = 200) => Response.json(body, { status: code });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (pathname === '/api/staff/requests') return json({ requests: erased ? [] : [row()], nextCursor: null } satisfies InboxPage);
  if (pathname === `/api/staff/requests/${ID}` && method === 'GET') return json(page());
  if (pathname === `/api/staff/requests/${ID}` && method === 'PATCH') {
    const next = (JSON.parse(String(init?.body)) as { status: RequestStatus }).status;
    if (next === status)
      return json({ error: { code: 'statusUnchanged', message: '', fields: { status: 'statusUnchanged' } } }, 409);
    status = next;
    return json(page());
  }
  if (pathname === '/api/staff/erase') {
    erased = true;
    return json({ leads: 1, accounts: 0, kept: [] });
  }
  return json({ error: { code: 'notFound', message: '' } }, 404);
});
const reads = (path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === 'GET' && new URL(String(input), 'http://x').pathname === path,
  ).length;

function Desk() {
  const inbox = useInboxPage({}, null);
  const request = useRequestPage(ID);
  const change = useChangeRequest();
  const erase = useErase();
  const setStatus = (next: RequestStatus) =>
    void change.mutateAsync({ id: ID, status: next }).then((result) => result.ok && request.replace(result.data));
  return (
    <>
      <p data-testid="inbox">{inbox.data ? inbox.data.requests.map((r) => r.status).join(',') || 'empty' : inbox.status}</p>
      <p data-testid="request">{request.data?.request.status ?? request.status}</p>
      <button type="button" onClick={() => setStatus('contacted')}>
        contacted
      </button>
      <button type="button" onClick={() => void erase.mutateAsync({ email: 'ana@example.com', confirmation: 'ana@example.com' })}>
        erase
      </button>
    </>
  );
}
const renderDesk = () =>
  render(
    <I18nProvider lang="es" messages={MESSAGES.es}>
      <Desk />
    </I18nProvider>,
  );
const shown = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  status = 'received';
  erased = false;
  serverData.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the workspace’s writes, by key', () => {
  it('a new status reads the inbox again and shows the answer as the request’s page, without viewing it again', async () => {
    renderDesk();
    await waitFor(() => expect([shown('inbox'), shown('request')]).toEqual(['received', 'received']));
    fireEvent.click(screen.getByRole('button', { name: 'contacted' }));
    await waitFor(() => expect([shown('inbox'), shown('request')]).toEqual(['contacted', 'contacted']));
    expect(reads('/api/staff/requests')).toBe(2);
    expect(reads(`/api/staff/requests/${ID}`)).toBe(1);
  });

  it('a refused change reads nothing again', async () => {
    status = 'contacted';
    renderDesk();
    await waitFor(() => expect(shown('request')).toBe('contacted'));
    fireEvent.click(screen.getByRole('button', { name: 'contacted' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads('/api/staff/requests')).toBe(1);
    expect(reads(`/api/staff/requests/${ID}`)).toBe(1);
  });

  it('an erasure reads every request again: the inbox no longer lists the person', async () => {
    renderDesk();
    await waitFor(() => expect(shown('inbox')).toBe('received'));
    fireEvent.click(screen.getByRole('button', { name: 'erase' }));
    await waitFor(() => expect(shown('inbox')).toBe('empty'));
    expect(reads(`/api/staff/requests/${ID}`)).toBe(2);
  });
});
