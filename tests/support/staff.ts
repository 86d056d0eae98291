import { expect } from 'vitest';
import { WORKSPACE_QUERY } from '../../src/config/routes.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { inviteStaff } from '../../server/staff/staff-members.ts';
import { GOOD_PASSWORD, TEST_SITE_URL, browser, linkIn, type accountsApp } from './accounts.ts';
import type { Database } from '../../server/db/index.ts';
import type { ReceivedMail } from './smtp.ts';
import { totpFromUri } from './totp.ts';

type Env = ReturnType<typeof accountsApp>;
export const STAFF_PASSWORD = `${GOOD_PASSWORD} equipo`;

type Ctx = { db: Database; env: Env; mailsTo: (to: string) => Promise<ReceivedMail[]> };

/**
 * The journey of a new staff member through the real APIs: invited (the function `npm run staff`
 * runs), invitation e-mail opened, password chosen, signed in, TOTP set up with the code computed from
 * the secret. `setUpTwoFactor: false` stops before the set-up.
 */
export async function staffMember(
  ctx: Ctx,
  email: string,
  options: { name?: string; lang?: Lang; setUpTwoFactor?: boolean } = {},
) {
  const lang = options.lang ?? 'es';
  await inviteStaff(
    { db: ctx.db, auth: ctx.env.accounts.auth.local, siteUrl: TEST_SITE_URL, now: () => new Date() },
    { email, name: options.name ?? 'Marta Equipo', lang },
  );
  return acceptInvitation(ctx, email, { lang, setUpTwoFactor: options.setUpTwoFactor });
}

/** The invited person opens the latest invitation e-mail, chooses a password, signs in and sets up TOTP. */
export async function acceptInvitation(ctx: Ctx, email: string, options: { lang?: Lang; setUpTwoFactor?: boolean } = {}) {
  const lang = options.lang ?? 'es';
  const workspace = `${TEST_SITE_URL}${lang === 'es' ? '/gestion' : '/en/workspace'}`;
  const mail = (await ctx.mailsTo(email)).findLast((m) => m.body.includes(workspace));
  expect(mail, 'invitation e-mail').toBeDefined();
  const token = new URL(linkIn(mail!.body, workspace)).searchParams.get(WORKSPACE_QUERY.invitation.key[lang])!;
  const b = browser(ctx.env.app);
  expect((await b.post('/api/auth/reset-password', { token, newPassword: STAFF_PASSWORD })).status).toBe(200);
  expect((await b.post('/api/auth/sign-in/email', { email, password: STAFF_PASSWORD })).status).toBe(200);
  const id = ((await (await b.get('/api/portal/profile')).json()) as { user: { id: string } }).user.id;
  if (options.setUpTwoFactor === false) return { b, id, email, token, totp: undefined, backupCodes: [] as string[] };
  const enabled = await b.post('/api/auth/two-factor/enable', { password: STAFF_PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totp = totpFromUri(totpURI);
  expect((await b.post('/api/auth/two-factor/verify-totp', { code: await totp() })).status).toBe(200);
  return { b, id, email, token, totp, backupCodes };
}

/** Signs a staff member in again: password, then a code. */
export async function staffSignIn(env: Env, email: string, code: string) {
  const b = browser(env.app);
  const first = await b.post('/api/auth/sign-in/email', { email, password: STAFF_PASSWORD });
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  const second = await b.post('/api/auth/two-factor/verify-totp', { code });
  return { b, status: second.status };
}
