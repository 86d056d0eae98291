// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../config/site.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { WORKSPACE_MESSAGES } from '../../i18n/workspace.ts';
import { recoveryCodesFile, TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * Two-factor set-up against the accounts API's answers at the network boundary (issue 22, item 10): the
 * recovery codes can be copied and downloaded, and the set-up does not end (nor the codes go away)
 * until the person ticks that they saved them.
 */

const CODES = ['K7QM-2XHF-9RWT', 'A2B3-C4D5-E6F7', 'HJKM-NPQR-STUV', '2345-6789-ABCD', 'EFGH-JKMN-PQRS'];
const ENABLED = {
  totpURI: 'otpauth://totp/Aurea:ana%40firma.es?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Aurea',
  backupCodes: CODES,
};

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const body = path.endsWith('/two-factor/enable') ? ENABLED : { token: 't' };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
});
const called = (path: string) => fetchMock.mock.calls.some(([input]) => String(input).endsWith(path));
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  fetchMock.mockClear();
  writeText.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['es', 'en'] as const)('two-factor set-up (%s)', (lang: Lang) => {
  const copy = WORKSPACE_MESSAGES[lang].ui.setup;

  /** The set-up past the password: the key and the codes on screen. */
  async function openCodes(onDone = vi.fn()) {
    render(
      <I18nProvider lang={lang} messages={MESSAGES[lang]}>
        <TwoFactorSetup onDone={onDone} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(copy.password), { target: { value: 'una contraseña larga' } });
    fireEvent.click(screen.getByRole('button', { name: copy.start }));
    await screen.findByRole('list', { name: copy.recoveryHeading });
    return onDone;
  }

  it('copies the ten codes to the clipboard and says so; says so too when the clipboard refuses', async () => {
    await openCodes();
    writeText.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: copy.recoveryCopy }));
    expect(await screen.findByText(copy.recoveryCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: copy.recoveryCopy }));
    expect(await screen.findByText(copy.recoveryCopyFailed)).toBeTruthy();
  });

  it('downloads the codes as a text file named in the page’s language', async () => {
    await openCodes();
    const link = screen.getByRole('link', { name: copy.recoveryDownload });
    expect(link.getAttribute('download')).toBe(copy.recoveryFileName);
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(text).toBe(recoveryCodesFile(copy.recoveryFileHeading(SITE.name), CODES));
    expect(text.split('\r\n')).toEqual([copy.recoveryFileHeading(SITE.name), '', ...CODES, '']);
  });

  it('does not turn two-factor on, nor hide the codes, until the person ticks that they saved them', async () => {
    const onDone = await openCodes();
    fireEvent.change(screen.getByLabelText(copy.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    const saved = screen.getByRole('checkbox', { name: copy.recoverySaved });
    expect(await screen.findByText(copy.recoverySavedRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(saved.getAttribute('aria-invalid')).toBe('true');
    expect(saved.getAttribute('aria-describedby')).toBe(screen.getByText(copy.recoverySavedRequired).id);
    expect(called('/two-factor/verify-totp')).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: copy.recoveryHeading }).querySelectorAll('li')).toHaveLength(CODES.length);

    fireEvent.click(saved);
    expect(screen.queryByText(copy.recoverySavedRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(called('/two-factor/verify-totp')).toBe(true);
  });
});
