import type { z } from 'zod';
import type { ForgotPasswordBodySchema, SignUpBodySchema } from '../../../domain/accounts/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { AUTH_PATH, apiRequest } from '../../../lib/api-client.ts';

/**
 * The account pages' calls (signing in and choosing a password from a link are src/lib/auth-api.ts's,
 * shared with the workspace). Plain calls, no cache: these pages show no server data.
 */

/** Opens an account; the server e-mails a link to verify the address. */
export const signUp = (body: z.input<typeof SignUpBodySchema>, lang: Lang) =>
  apiRequest(`${AUTH_PATH}/sign-up/email`, { method: 'POST', body, lang });

/** Sends the verification link again. */
export const resendVerification = (body: z.input<typeof ForgotPasswordBodySchema>, lang: Lang) =>
  apiRequest(`${AUTH_PATH}/send-verification-email`, { method: 'POST', body, lang });

/** E-mails a link to choose a new password (the answer is the same whether the address has an account). */
export const requestPasswordReset = (body: z.input<typeof ForgotPasswordBodySchema>, lang: Lang) =>
  apiRequest(`${AUTH_PATH}/request-password-reset`, { method: 'POST', body, lang });
