import { z } from 'zod';
import { EMAIL_MAX_CHARS } from '../contact/contact-limits.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import { isAccountErrorCode, type AccountErrorCode } from './error-codes.ts';
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

/** POST /api/auth/sign-up/email. */
export const SignUpBodySchema = z.object({
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
