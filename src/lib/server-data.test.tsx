// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n } from '../i18n/index.tsx';
import { MESSAGES } from '../i18n/all-messages.ts';
import { apiRequest } from './api-client.ts';
import { apiQuery, serverData, useApiMutation, useApiRead } from './server-data.ts';
import { sessionStore } from './session.ts';

/** The server, answering each read with the session it was sent in, after a while (a read on its way). */
let signedIn = 'ana@firma.es';
const answers: (() => void)[] = [];
const fetchMock = vi.fn<typeof fetch>(
  () =>
    new Promise<Response>((resolve) => {
      const who = signedIn;
      answers.push(() => resolve(Response.json({ who })));
    }),
);
vi.stubGlobal('fetch', fetchMock);
const answerAll = () => answers.splice(0).forEach((answer) => answer());

function Who() {
  const { lang } = useI18n();
  const read = useApiRead(apiQuery<{ who: string }>(['staff', 'me'], '/api/staff/me', lang));
  return <p>{read.status === 'ready' ? read.data.who : read.status}</p>;
}
const renderWho = () =>
  render(
    <I18nProvider lang="es" messages={MESSAGES.es}>
      <Who />
    </I18nProvider>,
  );

afterEach(() => {
  cleanup();
  serverData.clear();
  answers.length = 0;
  fetchMock.mockClear();
});

describe('reads and the session', () => {
  it('a read on its way when the page learns who is signed in still arrives (the page does not stay loading)', async () => {
    renderWho();
    await waitFor(() => expect(answers).toHaveLength(1));
    sessionStore.set({ name: 'Ana', email: 'ana@firma.es', clientType: 'buyer', lang: 'es' });
    answerAll();
    await screen.findByText('ana@firma.es');
  });

  it('when the session changes hands, the last account’s answer is forgotten and the read made again', async () => {
    sessionStore.set({ name: 'Ana', email: 'ana@firma.es', clientType: 'buyer', lang: 'es' });
    renderWho();
    await waitFor(() => expect(answers).toHaveLength(1));
    answerAll();
    await screen.findByText('ana@firma.es');

    signedIn = 'luis@firma.es';
    sessionStore.set({ name: 'Luis', email: 'luis@firma.es', clientType: 'buyer', lang: 'es' });
    await screen.findByText('loading'); // not Ana's answer, while Luis's is on its way
    await waitFor(() => expect(answers).toHaveLength(1));
    answerAll();
    await screen.findByText('luis@firma.es');
  });

  it('when the session ends, the last account’s answer is forgotten and nothing is read again (the server would refuse it)', async () => {
    signedIn = 'ana@firma.es';
    sessionStore.set({ name: 'Ana', email: 'ana@firma.es', clientType: 'buyer', lang: 'es' });
    renderWho();
    await waitFor(() => expect(answers).toHaveLength(1));
    answerAll();
    await screen.findByText('ana@firma.es');
    fetchMock.mockClear();

    sessionStore.set(null);
    await screen.findByText('loading');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a feature’s reads and writes (apiQuery, useApiRead, useApiMutation)', () => {
  type Note = { text: string };
  const notesKey = ['notes'] as const;
  const notesQuery = (lang: 'es' | 'en') => apiQuery<{ notes: Note[] }>([...notesKey, 'list'], '/api/staff/notes', lang);
  let notes: Note[] = [];

  function Notes() {
    const read = useApiRead(notesQuery('es'));
    const add = useApiMutation(
      (text: string, lang) => apiRequest<Note>('/api/staff/notes', { method: 'POST', body: { text }, lang }),
      () => [notesKey],
    );
    return (
      <>
        <p>{read.status === 'ready' ? read.data.notes.map((note) => note.text).join(', ') || 'none' : read.status}</p>
        <button type="button" onClick={() => void add.mutateAsync('refused')}>
          refused
        </button>
        <button type="button" onClick={() => void add.mutateAsync('kept')}>
          kept
        </button>
      </>
    );
  }

  const server = fetchMock.getMockImplementation()!;
  afterEach(() => void fetchMock.mockImplementation(server));

  it('a write that succeeds reads again what its keys name; one refused reads nothing again', async () => {
    fetchMock.mockImplementation(async (_path, init) => {
      if (init?.method !== 'POST') return Response.json({ notes });
      const { text } = JSON.parse(String(init.body)) as Note;
      if (text === 'refused') return Response.json({ error: { code: 'noteInvalid', message: '' } }, { status: 400 });
      notes = [...notes, { text }];
      return Response.json({ text }, { status: 201 });
    });
    render(
      <I18nProvider lang="es" messages={MESSAGES.es}>
        <Notes />
      </I18nProvider>,
    );
    await screen.findByText('none');
    const reads = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET').length;
    expect(reads()).toBe(1);

    screen.getByRole('button', { name: 'refused' }).click();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    expect(reads()).toBe(1);

    screen.getByRole('button', { name: 'kept' }).click();
    await screen.findByText('kept');
    expect(reads()).toBe(2);
  });
});
