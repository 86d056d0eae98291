import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_GROUPS, RECOVERY_CODE_GROUP_CHARS } from '../../src/domain/accounts/index.ts';

/** How many recovery codes a staff member is given at two-factor set-up. */
export const RECOVERY_CODES_ISSUED = 10;

/** One code, e.g. `K7QM-2XHF-9RWT`: uniform draws from the alphabet without look-alikes. */
function recoveryCode(): string {
  return Array.from({ length: RECOVERY_CODE_GROUPS }, () =>
    Array.from(
      { length: RECOVERY_CODE_GROUP_CHARS },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  ).join('-');
}

/** Better Auth's `customBackupCodesGenerate`: ten distinct codes. */
export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODES_ISSUED) codes.add(recoveryCode());
  return [...codes];
}
