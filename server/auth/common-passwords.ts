import { passwordComparisonForm } from '../../src/domain/accounts/index.ts';
import list from './data/common-passwords.txt?raw';

/** 43,940 common and breached passwords of 12+ characters (see data/README.md); loaded once, lazily. */
let set: Set<string> | undefined;

/** Is this password on the list? Compared in its comparison form (normalised, lower-case, no spaces). */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(list.split('\n').filter(Boolean));
  return set.has(passwordComparisonForm(password));
}
