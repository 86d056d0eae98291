import { z } from 'zod';
import { EMAIL_MAX_CHARS } from '../contact/contact-limits.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import { isAccountErrorCode, type AccountErrorCode } from './error-codes.ts';
import { AUTH_ID_PATTERN } from './ids.ts';
import { PASSWORD_MAX_CHARS, checkPassword, passwordLength } from './password-policy.ts';

export { ACCOUNT_ERROR_CODES, isAccountErrorCode, type AccountErrorCode } from './error-codes.ts';

/** The seed's user types. */
export const CLIENT_KINDS = ['buyer', 'seller'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** The site's languages (the same as src/i18n/languages.ts LANGS; the domain may not import i18n, a test keeps them equal). */
export const ACCOUNT_LANGS = ['es', 'en'] as const;
export type AccountLang = (typeof ACCOUNT_LANGS)[number];

export const NAME_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 120;

const msg = (code: AccountErrorCode) => ({ error: code });

const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'validation') });

export const NameSchema = requiredString()
  .overwrite(sanitizeText)
  .trim()
  .min(1, msg('required'))
  .min(NAME_MIN_CHARS, msg('nameLength'))
  .max(NAME_MAX_CHARS, msg('nameLength'));

export const EmailSchema = requiredString()
  .trim()
  .min(1, msg('required'))
  .max(EMAIL_MAX_CHARS, msg('emailInvalid'))
  .pipe(z.email(msg('emailInvalid')))
  .transform((e) => e.toLowerCase());

/** A new password: length rules only (the list of common passwords is checked by the server). */
export const NewPasswordSchema = requiredString()
  .min(1, msg('required'))
  .superRefine((value, ctx) => {
    const problem = checkPassword(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A password typed to prove who one is: never longer than any password that can exist. */
export const CurrentPasswordSchema = requiredString()
  .min(1, msg('required'))
  .refine((v) => passwordLength(v) <= PASSWORD_MAX_CHARS, msg('invalidCredentials'));

export const ClientKindSchema = z.enum(CLIENT_KINDS, {
  error: (issue) => (issue.input === undefined ? 'required' : 'clientTypeInvalid'),
});
export const AccountLangSchema = z.enum(ACCOUNT_LANGS, {
  error: (issue) => (issue.input === undefined ? 'required' : 'langInvalid'),
});

/** POST /api/auth/sign-up/email. Strict: nothing else (a role…) is an input. */
export const SignUpBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  clientType: ClientKindSchema,
  lang: AccountLangSchema,
});
export type SignUpBody = z.output<typeof SignUpBodySchema>;

/** The sign-up form: the body plus the confirmation. */
export const SignUpFormSchema = SignUpBodySchema.extend({ confirmPassword: requiredString().min(1, msg('required')) }).refine(
  (v) => v.password === v.confirmPassword,
  { ...msg('passwordsDoNotMatch'), path: ['confirmPassword'] },
);

/** POST /api/auth/sign-in/email. */
export const SignInBodySchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });

/** POST /api/auth/request-password-reset. */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });

/** POST /api/auth/reset-password. */
export const ResetPasswordBodySchema = z.object({
  token: requiredString().min(1, msg('invalidToken')),
  newPassword: NewPasswordSchema,
});
/**
 * POST /api/auth/check-reset-token: whether a reset or invitation link still works, asked when its page
 * opens (the token is not spent).
 */
export const ResetTokenBodySchema = z.object({
  token: requiredString().min(1, msg('invalidToken')).max(4096, msg('invalidToken')),
});
/**
 * Its answer (200: the check worked, whatever it found; a dead link is the page's news, not the API's error).
 * `valid` is false alike for a token that never was, has expired or was used.
 */
export type ResetTokenAnswer = {
  valid: boolean;
  /** The address a staff invitation was sent to (its page shows it; the staff member signs in with it); null otherwise. */
  email: string | null;
};
export const ResetPasswordFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: requiredString().min(1, msg('required')) })
  .refine((v) => v.newPassword === v.confirmPassword, { ...msg('passwordsDoNotMatch'), path: ['confirmPassword'] });

/** POST /api/auth/change-password (every other session is always ended). */
export const ChangePasswordBodySchema = z.object({ currentPassword: CurrentPasswordSchema, newPassword: NewPasswordSchema });
export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  confirmPassword: requiredString().min(1, msg('required')),
}).refine((v) => v.newPassword === v.confirmPassword, { ...msg('passwordsDoNotMatch'), path: ['confirmPassword'] });

/** PATCH /api/portal/profile: any of the three. */
export const ProfileUpdateSchema = z
  .strictObject({ name: NameSchema.optional(), lang: AccountLangSchema.optional(), clientType: ClientKindSchema.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), msg('required'));
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** POST /api/auth/delete-user: the current password, or nothing right after signing in (e.g. with a passkey). */
export const DeleteAccountBodySchema = z.object({ password: CurrentPasswordSchema.optional() });

/** POST /api/auth/sign-out and the other bodies that carry nothing (what else is sent is dropped). */
export const EmptyBodySchema = z.object({});

/** POST /api/portal/requests/confirm: the token of a request's acknowledgement link (issue 22). */
export const RequestConfirmBodySchema = z.strictObject({
  token: requiredString().min(1, msg('requestLinkInvalid')).max(256, msg('requestLinkInvalid')),
});

/** A passkey's name is for the client to recognise it: short. */
export const PASSKEY_NAME_MAX_CHARS = 60;
/** A passkey's name, as the client gave it when adding or renaming it. */
export const PasskeyNameSchema = requiredString()
  .overwrite(sanitizeText)
  .trim()
  .min(1, msg('required'))
  .max(PASSKEY_NAME_MAX_CHARS, msg('validation'));

/** A passkey's id (Better Auth's, see ids.ts). */
const PasskeyIdSchema = requiredString().regex(AUTH_ID_PATTERN, msg('notFound'));

/**
 * A WebAuthn ceremony's answer (the browser's JSON of its credential), read before Better Auth's library
 * (issue 39): an answer the library could not decode made it fail as if the server had (a 500, an
 * error-level log line). The shape and encodings are checked here; the signatures and the challenge are the
 * library's. Unknown fields are kept: the library reads some (transports, extensions).
 */
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
/** The bytes of a base64url text, or null when it is not one (a length of 4n + 1 is never valid). */
function base64urlBytes(text: string): string | null {
  const bare = text.replace(/=+$/, '');
  if (!BASE64URL.test(text) || bare.length % 4 === 1) return null;
  try {
    return atob(bare.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}
/** Fields a ceremony's answer may not hold: far longer than any authenticator's (an attestation with certificates is a few KB). */
const CEREMONY_FIELD_MAX_CHARS = 64 * 1024;
const failed = msg('passkeyFailed');
const Base64urlSchema = z
  .string(failed)
  .min(1, failed)
  .max(CEREMONY_FIELD_MAX_CHARS, failed)
  .refine((text) => base64urlBytes(text) !== null, failed);
/** The client data: base64url of a JSON object naming the ceremony, its challenge and the page's origin. */
const ClientDataSchema = (ceremony: 'webauthn.create' | 'webauthn.get') =>
  Base64urlSchema.refine((text) => {
    try {
      const data = JSON.parse(base64urlBytes(text) ?? '') as unknown;
      if (!data || typeof data !== 'object') return false;
      const { type, challenge, origin } = data as Record<string, unknown>;
      return type === ceremony && typeof challenge === 'string' && typeof origin === 'string';
    } catch {
      return false;
    }
  }, failed);
const credentialAnswer = (ceremony: 'webauthn.create' | 'webauthn.get', response: z.ZodType) =>
  z
    .looseObject({ id: Base64urlSchema, rawId: Base64urlSchema, type: z.literal('public-key', failed), response }, failed)
    .refine((answer) => answer.id === answer.rawId, failed);
const RegistrationAnswerSchema = credentialAnswer(
  'webauthn.create',
  z.looseObject({ clientDataJSON: ClientDataSchema('webauthn.create'), attestationObject: Base64urlSchema }, failed),
);
const AuthenticationAnswerSchema = credentialAnswer(
  'webauthn.get',
  z.looseObject(
    {
      clientDataJSON: ClientDataSchema('webauthn.get'),
      authenticatorData: Base64urlSchema,
      signature: Base64urlSchema,
      userHandle: Base64urlSchema.optional(),
    },
    failed,
  ),
);

/** GET /api/auth/passkey/generate-register-options. */
export const PasskeyOptionsQuerySchema = z.object({ name: PasskeyNameSchema.optional() });
/** POST /api/auth/passkey/verify-registration. */
export const PasskeyRegistrationBodySchema = z.object({ response: RegistrationAnswerSchema, name: PasskeyNameSchema.optional() });
/** POST /api/auth/passkey/verify-authentication. */
export const PasskeyAuthenticationBodySchema = z.object({ response: AuthenticationAnswerSchema });
/** POST /api/auth/passkey/update-passkey. */
export const PasskeyRenameBodySchema = z.object({ id: PasskeyIdSchema, name: PasskeyNameSchema });
/** POST /api/auth/passkey/delete-passkey. */
export const PasskeyDeleteBodySchema = z.object({ id: PasskeyIdSchema });

/** GET /api/auth/verify-email: the link of the e-mail. */
export const VerifyEmailQuerySchema = z.object({
  token: requiredString().min(1, msg('invalidToken')).max(4096, msg('invalidToken')),
  /**
   * Where the link leads once opened (the e-mails name the private area). Any text: the server keeps it only
   * as a path of the site (`sameOriginPath`), else leads to the home page, so a tampered link still lands.
   */
  callbackURL: z.string(msg('validation')).max(2048, msg('validation')).optional(),
});

/** A second factor's code: six digits from the app, or a recovery code. */
const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE_MAX_CHARS = 64;
/**
 * Recovery codes (issue 22): 12 characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown in
 * three groups of four. About 59 bits each, used once, behind the second factor's lockout.
 */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RECOVERY_CODE_GROUPS = 3;
export const RECOVERY_CODE_GROUP_CHARS = 4;
const RECOVERY_CODE = new RegExp(
  `^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_CHARS}}(?:-[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_CHARS}}){${RECOVERY_CODE_GROUPS - 1}}$`,
);
/** A recovery code as typed (any case, spaces or dashes anywhere) in the form it was issued; else as typed. */
export function recoveryCodeAsIssued(typed: string): string {
  const bare = typed.replace(/[\s-]+/g, '').toUpperCase();
  const grouped = bare.match(new RegExp(`.{1,${RECOVERY_CODE_GROUP_CHARS}}`, 'g'))?.join('-') ?? '';
  // Codes issued before issue 22 (mixed case, 5 + 5) pass unchanged.
  return RECOVERY_CODE.test(grouped) ? grouped : typed.trim();
}
/** POST /api/auth/two-factor/enable (staff, issue 11). */
export const TwoFactorEnableBodySchema = z.object({ password: CurrentPasswordSchema });
/** POST /api/auth/two-factor/verify-totp. */
export const TotpBodySchema = z.object({ code: requiredString().regex(TOTP_CODE, msg('twoFactorCodeInvalid')) });
/** POST /api/auth/two-factor/verify-backup-code. */
export const RecoveryCodeBodySchema = z.object({
  code: requiredString()
    .min(1, msg('required'))
    .max(RECOVERY_CODE_MAX_CHARS, msg('twoFactorCodeInvalid'))
    .overwrite(recoveryCodeAsIssued),
});

/** Field → first error code, for forms and the APIs' `fields`. */
export function accountFieldErrors(error: z.ZodError): Record<string, AccountErrorCode> {
  const fields: Record<string, AccountErrorCode> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    fields[field] ??= isAccountErrorCode(issue.message) ? issue.message : 'validation';
  }
  return fields;
}

/** The headline code for a set of field errors: missing fields first, as the contact form does. */
export function primaryAccountError(fields: Record<string, AccountErrorCode>): AccountErrorCode {
  const codes = Object.values(fields);
  return codes.includes('required') ? 'required' : (codes[0] ?? 'validation');
}
