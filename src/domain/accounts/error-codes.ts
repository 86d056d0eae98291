import { CASE_ERROR_CODES } from '../cases/case-codes.ts';
import { DOCUMENT_ERROR_CODES } from '../documents/index.ts';
// Kept apart from the schemas (and zod) so that pages can read an API's error code without loading them.
/**
 * Stable codes of every message the accounts API and pages show; the texts live in
 * src/i18n/{es,en}/accounts.ts under `errors` (a test checks each code has both).
 */
export const ACCOUNT_ERROR_CODES = [
  'required',
  'emailInvalid',
  'nameLength',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordMatchesContext',
  'passwordGuessable',
  'passwordsDoNotMatch',
  'clientTypeInvalid',
  'langInvalid',
  'invalidCredentials',
  'emailNotVerified',
  'currentPasswordIncorrect',
  'tooManyAttempts',
  'signUpFailed',
  'resetFailed',
  'invalidToken',
  'sessionRequired',
  'sessionNotFresh',
  'forbiddenOrigin',
  'notFound',
  'validation',
  'notJson',
  'invalidJson',
  'payloadTooLarge',
  'invalidCharacters',
  'calculatorUnknown',
  'scenarioInputsInvalid',
  'scenarioNameLength',
  'propertyMissing',
  'searchMissing',
  'limitReached',
  'passkeyFailed',
  'twoFactorCodeInvalid',
  'twoFactorExpired',
  'twoFactorAlreadyEnabled',
  'staffAccountProtected',
  // A request's confirmation link (issue 22): unknown, already used, expired, or for another address.
  'requestLinkInvalid',
  'requestLinkUsed',
  'requestLinkExpired',
  'requestLinkOtherAccount',
  // The case file (issue 43, src/domain/cases/case-codes.ts).
  ...CASE_ERROR_CODES,
  // A document for the vault (server/vault/, ADR 0048) and any upload (server/http/upload.ts).
  ...DOCUMENT_ERROR_CODES,
  'internal',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export function isAccountErrorCode(value: unknown): value is AccountErrorCode {
  return typeof value === 'string' && (ACCOUNT_ERROR_CODES as readonly string[]).includes(value);
}
