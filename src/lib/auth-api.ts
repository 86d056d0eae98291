import type { z } from 'zod';
import type { ResetPasswordBodySchema, ResetTokenAnswer, SignInAnswer, SignInBodySchema } from '../domain/accounts/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { AUTH_PATH, apiRequest } from './api-client.ts';

/**
 * The accounts API's calls that both the clients' pages and the staff's workspace make: sign in with a
 * password, choose a password from a link (a reset, or a staff invitation) and ask first whether the link
 * still works. Plain calls on the one client, with the bodies the door's schemas read: they change who is
 * signed in, which the session record (src/lib/session.ts) follows, not a cached read.
 */

export const signInWithPassword = (body: z.input<typeof SignInBodySchema>, lang: Lang) =>
  apiRequest<SignInAnswer>(`${AUTH_PATH}/sign-in/email`, { method: 'POST', body, lang });

export const resetPassword = (body: z.input<typeof ResetPasswordBodySchema>, lang: Lang) =>
  apiRequest(`${AUTH_PATH}/reset-password`, { method: 'POST', body, lang });

/** Whether a reset or invitation link still works (the token is not spent). */
export const checkResetToken = (token: string, lang: Lang, signal?: AbortSignal) =>
  apiRequest<ResetTokenAnswer>(`${AUTH_PATH}/check-reset-token`, { method: 'POST', body: { token }, lang, signal });
