import { createOTP } from '@better-auth/utils/otp';
import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_S, hotp, totpStepOf } from './totp-steps.ts';

const SECRET = 'una-clave-de-prueba-de-32-caract';
const STEP_MS = TOTP_PERIOD_S * 1000;

describe('TOTP time steps', () => {
  it('computes the codes Better Auth checks (RFC 4226 test vector and its own createOTP)', async () => {
    // RFC 4226 appendix D: secret "12345678901234567890", counters 0 and 9.
    expect(hotp('12345678901234567890', 0)).toBe('755224');
    expect(hotp('12345678901234567890', 9)).toBe('520489');
    const otp = createOTP(SECRET, { digits: 6, period: 30 });
    for (const counter of [0, 1, 59_000_000, 61_234_567]) expect(hotp(SECRET, counter)).toBe(await otp.hotp(counter));
  });

  it('finds the step a code belongs to within the drift Better Auth allows, and nothing further', () => {
    const now = 1_780_000_000_000;
    const step = Math.floor(now / STEP_MS);
    for (const drift of [-2, -1, 0, 1, 2]) expect(totpStepOf(SECRET, hotp(SECRET, step + drift), now)).toBe(step + drift);
    expect(totpStepOf(SECRET, hotp(SECRET, step - 3), now)).toBeUndefined();
    expect(totpStepOf(SECRET, 'abcdef', now)).toBeUndefined();
    expect(totpStepOf(SECRET, hotp(SECRET, step).slice(1), now)).toBeUndefined();
  });
});
