import { describe, expect, it } from 'vitest';
import { RecoveryCodeBodySchema, recoveryCodeAsIssued } from '../../src/domain/accounts/index.ts';
import { RECOVERY_CODES_ISSUED, generateRecoveryCodes } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are ten distinct codes of three groups of four, with no look-alike characters', () => {
    for (let round = 0; round < 50; round++) {
      const codes = generateRecoveryCodes();
      expect(codes).toHaveLength(RECOVERY_CODES_ISSUED);
      expect(new Set(codes).size).toBe(RECOVERY_CODES_ISSUED);
      for (const code of codes) {
        expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
        expect(code).not.toMatch(/[01OIL]/);
      }
    }
  });

  it('are read as issued whatever the case, spaces or dashes typed; older codes pass unchanged', () => {
    const [code] = generateRecoveryCodes();
    const bare = code!.replace(/-/g, '');
    for (const typed of [code!, code!.toLowerCase(), ` ${bare} `, bare.replace(/(.{4})/g, '$1 ').trim()])
      expect(recoveryCodeAsIssued(typed), typed).toBe(code);
    expect(RecoveryCodeBodySchema.parse({ code: code!.toLowerCase() })).toEqual({ code });
    // Better Auth's own format before issue 22: mixed case, 5 + 5.
    expect(recoveryCodeAsIssued(' aB3dE-fG7hJ ')).toBe('aB3dE-fG7hJ');
  });
});
