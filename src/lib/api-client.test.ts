import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, messageOf } from './api-client.ts';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('the one API client', () => {
  it('sends JSON in the page’s language, same origin, and gives the data of a success', async () => {
    const fetchMock = answer(200, { id: 'x' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiRequest('/api/portal/profile', { method: 'PATCH', body: { name: 'Ana' }, lang: 'en' })).toEqual({
      ok: true,
      status: 200,
      data: { id: 'x' },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'same-origin', body: '{"name":"Ana"}' });
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'en', 'Content-Type': 'application/json' });
  });

  it('keeps the error’s code and the fields whose codes are identifiers, never the message', async () => {
    const error = { code: 'validation', message: 'Revise los datos', fields: { password: 'passwordCommon', name: 'Too short.' } };
    vi.stubGlobal('fetch', answer(400, { error }));
    expect(await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: {}, lang: 'es' })).toEqual({
      ok: false,
      status: 400,
      code: 'validation',
      fields: { password: 'passwordCommon' },
    });
  });

  it('reads an answer without our error (a proxy’s page) and a network failure as `internal`', async () => {
    vi.stubGlobal('fetch', answer(502, null));
    expect(await apiRequest('/api/staff/me', { lang: 'es' })).toEqual({ ok: false, status: 502, code: 'internal', fields: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await apiRequest('/api/staff/me', { lang: 'es' })).toEqual({ ok: false, status: 0, code: 'internal', fields: {} });
  });

  it('says a code with its catalogue, and one the catalogue lacks with its generic text', () => {
    const texts = { internal: 'Error inesperado', passwordCommon: 'Contraseña común' };
    expect(messageOf(texts, 'passwordCommon', 'internal')).toBe('Contraseña común');
    expect(messageOf(texts, 'invalidCharacters', 'internal')).toBe('Error inesperado');
    expect(messageOf(texts, 'constructor', 'internal')).toBe('Error inesperado');
  });
});
