// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../i18n/all-messages.ts';
import { I18nProvider } from '../i18n/index.tsx';
import { serverData, useRead } from './server-data.ts';
import { sessionStore } from './session.ts';

const MARTA = { name: 'Marta', email: 'marta@firma.es', clientType: 'buyer', lang: 'es' } as const;
const LUIS = { name: 'Luis', email: 'luis@firma.es', clientType: 'buyer', lang: 'es' } as const;

/** Answers the next read when told to (a read still on its way when the page learns who is signed in). */
let answer: (body: unknown) => void = () => undefined;
const fetchMock = vi.fn<typeof fetch>(
  (_input, init) =>
    new Promise((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      answer = (body) => resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
);

function Reader() {
  const read = useRead<{ text: string }>('/api/staff/requests/r1');
  return <p>{read.status === 'ready' ? read.data.text : 'loading'}</p>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  serverData.clear();
});
afterEach(() => {
  cleanup();
  act(() => sessionStore.set(undefined));
  vi.unstubAllGlobals();
});

describe('server data and the session', () => {
  // Issue 22: a request opened from its address stayed "Cargando…": the page learnt who was signed in
  // while the request's read was on its way, and the cache was cleared under it.
  it('keeps a read on its way when the page learns who is signed in, and forgets the reads when the account changes', async () => {
    act(() => sessionStore.set(undefined));
    render(
      <I18nProvider lang="es" messages={MESSAGES.es}>
        <Reader />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => sessionStore.set(MARTA));
    await act(async () => answer({ text: 'la solicitud' }));
    expect(await screen.findByText('la solicitud')).toBeTruthy();

    act(() => sessionStore.set(LUIS));
    expect(serverData.getQueryData(['/api/staff/requests/r1'])).toBeUndefined();
  });
});
