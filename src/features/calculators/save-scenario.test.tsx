// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompoundInterestInput } from '../../domain/calculators/test-factories.ts';
import { ACCOUNTS_MESSAGES } from '../../i18n/accounts.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { RouterProvider } from '../../lib/router.tsx';
import { sessionStore } from '../../lib/session.ts';
import compoundInterest from './definitions/compound-interest.tsx';
import { SaveScenario } from './save-scenario.tsx';
import { MESSAGES } from '../../i18n/all-messages.ts';

const input = makeCompoundInterestInput();
const scenario = { calculator: compoundInterest, input, result: null, query: 'initialAmount=100000&years=20' };
const fetchMock = vi.fn<typeof fetch>();
const client = { name: 'Lucía', email: 'lucia@example.com', clientType: 'buyer', lang: 'es' } as const;

function renderIn(lang: Lang) {
  return render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>
        <SaveScenario scenario={scenario} />
      </RouterProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  act(() => sessionStore.set(undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['es', 'en'] as const)('Guardar en mi área (%s)', (lang) => {
  const c = CALCULATORS_MESSAGES[lang];
  const m = ACCOUNTS_MESSAGES[lang];

  it('shows nothing until the page knows who is signed in; to a visitor, a way to sign in and come back to this scenario', () => {
    renderIn(lang);
    expect(document.body.textContent).toBe('');
    act(() => sessionStore.set(null));
    const link = screen.getByRole('link', { name: c.actions.signInToSave });
    const back = lang === 'es' ? '/calculadoras/interes-compuesto' : '/en/calculators/compound-interest';
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe(`${back}?${scenario.query}`);
  });

  it('saves the calculator, a dated name and the inputs for a signed-in client, then links to the saved scenarios', async () => {
    act(() => sessionStore.set(client));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ scenario: { id: 's1' } }), { status: 201 }));
    renderIn(lang);
    fireEvent.click(screen.getByRole('button', { name: c.actions.save }));
    expect(await screen.findByText(m.messages.scenarioSaved)).toBeTruthy();
    expect(screen.getByRole('link', { name: c.actions.seeSaved }).getAttribute('href')).toBe(
      lang === 'es' ? '/area-privada/escenarios' : '/en/portal/scenarios',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/portal/scenarios');
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe(lang);
    const body = JSON.parse(String(init?.body)) as { calculator: string; name: string; inputs: unknown };
    expect(body.calculator).toBe('compound-interest');
    expect(body.name.startsWith(`${c.tabs.compoundInterest}, `)).toBe(true);
    expect(body.inputs).toEqual(JSON.parse(JSON.stringify(input)));
  });

  it('says why it could not save (the limit reached), and offers to sign in again when the session has ended', async () => {
    act(() => sessionStore.set(client));
    const refusal = (status: number, code: string) =>
      new Response(JSON.stringify({ error: { code, message: code } }), { status });
    fetchMock.mockResolvedValueOnce(refusal(409, 'limitReached'));
    renderIn(lang);
    fireEvent.click(screen.getByRole('button', { name: c.actions.save }));
    expect(await screen.findByText(m.errors.limitReached)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(refusal(401, 'sessionRequired'));
    fireEvent.click(screen.getByRole('button', { name: c.actions.save }));
    await waitFor(() => expect(screen.getByRole('link', { name: c.actions.signInToSave })).toBeTruthy());
    expect(sessionStore.get()).toBeNull();
  });
});
