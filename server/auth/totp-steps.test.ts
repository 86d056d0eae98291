import { createOTP } from '@better-auth/utils/otp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOTP_OPTIONS, totpStepOf } from './totp-steps.ts';

const SECRET = 'una-clave-de-prueba-de-32-caract';
const STEP_MS = TOTP_OPTIONS.period * 1000;
const NOW = 1_780_000_000_000;
const STEP = Math.floor(NOW / STEP_MS);
const otp = createOTP(SECRET, TOTP_OPTIONS);

describe('TOTP time steps', () => {
  afterEach(() => vi.useRealTimers());

  it('finds the step of every code Better Auth accepts (its verify, ±1 step)', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    for (const drift of [-1, 0, 1]) {
      const code = await otp.hotp(STEP + drift);
      expect(await otp.verify(code)).toBe(true);
      expect(await totpStepOf(SECRET, code, NOW)).toBe(STEP + drift);
    }
  });

  it('looks one step further each side (a step may turn between the two checks), and nothing beyond', async () => {
    for (const drift of [-2, 2]) expect(await totpStepOf(SECRET, await otp.hotp(STEP + drift), NOW)).toBe(STEP + drift);
    for (const drift of [-3, 3]) expect(await totpStepOf(SECRET, await otp.hotp(STEP + drift), NOW)).toBeUndefined();
  });

  it('finds nothing for a code of another secret, a shorter code or letters', async () => {
    const other = createOTP('otra-clave-de-prueba-de-32-carac', TOTP_OPTIONS);
    const code = await otp.hotp(STEP);
    const othersCode = await other.hotp(STEP);
    // Vanishingly unlikely, but a collision would make the first assertion meaningless.
    if (othersCode !== code) expect(await totpStepOf(SECRET, othersCode, NOW)).toBeUndefined();
    expect(await totpStepOf(SECRET, code.slice(1), NOW)).toBeUndefined();
    expect(await totpStepOf(SECRET, 'abcdef', NOW)).toBeUndefined();
  });
});
