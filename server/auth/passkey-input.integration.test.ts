import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, browser, type Browser } from '../../tests/support/accounts.ts';
import { useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { softAuthenticator } from '../../tests/support/webauthn.ts';
import { createLogger } from '../logger.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const clientData = (type: string) =>
  b64(JSON.stringify({ type, challenge: 'not-the-challenge', origin: TEST_SITE_URL, crossOrigin: false }));

/** Attestations no authenticator would send (the first), each an input the WebAuthn library cannot read. */
const MALFORMED_REGISTRATIONS: unknown[] = [
  {
    id: 'x',
    rawId: 'x',
    type: 'public-key',
    response: { clientDataJSON: 'x', attestationObject: 'x' },
    clientExtensionResults: {},
  },
  {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: clientData('webauthn.create'), attestationObject: 'AAAA' },
  },
  {
    id: 'AAAA',
    rawId: 'BBBB',
    type: 'public-key',
    response: { clientDataJSON: clientData('webauthn.create'), attestationObject: 'oA' },
  },
  { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: b64('{"type":'), attestationObject: 'oA' } },
  { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: b64('[]'), attestationObject: 'oA' } },
  {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'other',
    response: { clientDataJSON: clientData('webauthn.create'), attestationObject: 'oA' },
  },
  { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} },
  { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: 'x' },
  { id: 7, rawId: null, type: 'public-key', response: { clientDataJSON: 1, attestationObject: [] } },
  { id: '%%%', rawId: '%%%', type: 'public-key', response: { clientDataJSON: '%%%', attestationObject: '%%%' } },
  {},
];

const MALFORMED_AUTHENTICATIONS: unknown[] = [
  { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'x', authenticatorData: 'x', signature: 'x' } },
  {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: clientData('webauthn.get'), authenticatorData: 'AAAA', signature: 'AAAA' },
  },
  { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} },
  {},
];

describe.each(DATABASE_KINDS)('passkey ceremonies with malformed answers on %s (issue 39)', (kind) => {
  const lines: string[] = [];
  const { t, verifiedAccount } = useAccountsEnv(kind, { logger: createLogger('debug', (line) => lines.push(line)) });
  const errorLines = () => lines.filter((line) => (JSON.parse(line) as { level: string }).level === 'error');

  async function refused(b: Browser, path: string, response: unknown) {
    const answer = await b.post(path, { response });
    const body = (await answer.json()) as { error?: { code: string; message: string } };
    return { status: answer.status, body };
  }

  it('answers a malformed attestation with a 4xx in the error shape and no error-level log line', async () => {
    const { b } = await verifiedAccount();
    lines.length = 0;
    for (const response of MALFORMED_REGISTRATIONS) {
      expect((await b.get('/api/auth/passkey/generate-register-options')).status).toBe(200);
      const { status, body } = await refused(b, '/api/auth/passkey/verify-registration', response);
      expect(status, JSON.stringify(response)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(response)).toBeLessThan(500);
      expect(body.error?.code, JSON.stringify(response)).toBe('passkeyFailed');
      expect(body.error?.message).toBe('No se ha podido verificar la llave de acceso.');
    }
    expect(errorLines()).toEqual([]);
    // The account can still add a real passkey afterwards.
    const options = (await (await b.get('/api/auth/passkey/generate-register-options')).json()) as { challenge: string };
    const registered = await b.post('/api/auth/passkey/verify-registration', {
      response: softAuthenticator('localhost', TEST_SITE_URL).register(options),
    });
    expect(registered.status).toBe(200);
  });

  it('answers a malformed assertion with a 4xx in the error shape and no error-level log line', async () => {
    // A registered passkey: its id gets an assertion past the lookup, into the library's verification.
    const { b: owner } = await verifiedAccount();
    const authenticator = softAuthenticator('localhost', TEST_SITE_URL);
    const options = (await (await owner.get('/api/auth/passkey/generate-register-options')).json()) as { challenge: string };
    const registration = await owner.post('/api/auth/passkey/verify-registration', { response: authenticator.register(options) });
    expect(registration.status).toBe(200);
    const id = authenticator.credentialId;
    const withRealId = [
      {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: clientData('webauthn.get'), authenticatorData: 'AAAA', signature: 'AAAA' },
      },
      { id, rawId: id, type: 'public-key', response: { clientDataJSON: 'x', authenticatorData: 'x', signature: 'x' } },
    ];
    lines.length = 0;
    for (const response of [...MALFORMED_AUTHENTICATIONS, ...withRealId]) {
      const b = browser(t.env.app);
      expect((await b.get('/api/auth/passkey/generate-authenticate-options')).status).toBe(200);
      const { status, body } = await refused(b, '/api/auth/passkey/verify-authentication', response);
      expect(status, JSON.stringify(response)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(response)).toBeLessThan(500);
      expect(body.error?.code, JSON.stringify(response)).toBe('passkeyFailed');
    }
    expect(errorLines()).toEqual([]);
  });
});
