/**
 * The firm's staff: `npm run staff -- <command>`.
 *   invite <email> [--name NAME] [--lang es|en] [--print-link]   a staff account and its invitation e-mail
 *   list                                                         every staff member, with two-factor set up or not
 *   revoke <email>                                               no longer staff: sessions end at once
 * Uses PostgreSQL when DATABASE_URL is set, else the PGlite database in DATA_DIR (only while the server is
 * stopped). The invitation waits in the outbox until the server sends it (SMTP_URL).
 */
import { parseArgs } from 'node:util';
import { isLang } from '../../src/i18n/languages.ts';
import { createAccounts } from '../accounts.ts';
import { loadAuthSecret } from '../auth/auth-secret.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { PRIVATE_UMASK } from '../db/data-dir-privacy.ts';
import { NoDatabaseError, openDatabase, type OpenedDatabase } from '../db/index.ts';
import { ConfigError, parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { inviteStaff, listStaff, revokeStaff, type InviteOutcome } from '../staff/staff-members.ts';

const USAGE = `Usage: npm run staff -- <command>
  invite <email> [--name NAME] [--lang es|en] [--print-link]
                     make <email> a staff member and e-mail an invitation (valid 3 days) to choose a
                     password; two-factor set-up follows at first sign-in. --print-link also prints the link.
                     An existing account of <email> keeps no password, session, passkey or two-factor.
  list               every staff member
  revoke <email>     remove the staff role; the person's sessions end at once
Database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data; stop the server first).`;

class UsageError extends Error {}

const INVITE_OUTCOMES: Record<InviteOutcome, string> = {
  created: 'Created a staff account.',
  replaced: 'The address had an unverified account (never proven to be this person): it was deleted and a staff account created.',
  reset:
    'Promoted the existing account. Its password, sessions, passkeys and two-factor were removed: only the invitation link sets a password.',
};

async function run(argv: string[], out: (text: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      name: { type: 'string' },
      lang: { type: 'string', default: 'es' },
      'print-link': { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command, email] = positionals;
  if (!command || !['invite', 'list', 'revoke'].includes(command)) throw new UsageError(USAGE);
  if (command !== 'list' && !email?.includes('@')) throw new UsageError(`${command} needs an e-mail address\n\n${USAGE}`);
  if (!isLang(values.lang)) throw new UsageError('--lang must be es or en');

  const env = parseEnv();
  let database: OpenedDatabase;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, lockOwner: 'staff-cli' });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new UsageError(
        `${error.message}\nThe staff tool needs the PGlite database to itself: stop the server and run it again.`,
      );
    if (error instanceof NoDatabaseError) throw new UsageError(error.message);
    throw error;
  }
  try {
    const { db } = database;
    if (command === 'list') {
      const staff = await listStaff(db);
      out(
        staff.length
          ? staff.map((s) => `${s.email}  ${s.name}  two-factor: ${s.twoFactorEnabled ? 'yes' : 'not set up'}`).join('\n')
          : 'No staff members. Invite the first with: npm run staff -- invite <email>',
      );
    } else if (command === 'invite') {
      const now = () => new Date();
      const accounts = createAccounts({
        db,
        logger: createLogger('warn'),
        siteUrl: env.SITE_URL,
        trustedOrigins: env.TRUSTED_ORIGINS,
        secret: await loadAuthSecret(db, env.AUTH_SECRET),
        now,
      });
      const result = await inviteStaff(
        { db, auth: accounts.auth.local, siteUrl: env.SITE_URL, now },
        {
          email: email!,
          name: values.name,
          lang: values.lang,
        },
      );
      out(`${INVITE_OUTCOMES[result.outcome]} Invitation queued (the server sends it).`);
      if (values['print-link']) out(result.link);
    } else {
      const revoked = await revokeStaff(db, email!, new Date());
      out(revoked ? 'Revoked: no longer staff, sessions ended.' : 'No staff member with that address.');
      if (!revoked) process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

process.umask(PRIVATE_UMASK);
try {
  await run(process.argv.slice(2), (text) => console.log(text));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = 1;
}
