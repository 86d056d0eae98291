/**
 * The firm's leads tool: `npm run leads -- <command>`.
 *   list [--limit N]                    newest leads first (default 20)
 *   export --format csv|json [--out F]  every lead, oldest first (stdout when no --out)
 *   erase --email ADDRESS               right of erasure: every lead, rate-limit row and the account of that address;
 *                                       a case file keeps its identification (Ley 10/2010), and the tool says until when
 *   acknowledge --email ADDRESS         e-mail that address a new link for each of its requests no account owns
 *   purge                               the server's daily retention purge, now: leads older than 2 years, and case
 *                                       files whose time is up (ADR 0051: 6 and 10 years after closing)
 * Uses PostgreSQL when DATABASE_URL is set, else the PGlite database in DATA_DIR (only while the server is stopped).
 * A DATA_DIR without a database is refused (exit 2) unless `--init` is given, so a typo cannot look like success.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { leadExportCsv } from '../contact/lead-export.ts';
import { allLeads, listLeads, type LeadRecord } from '../contact/lead-store.ts';
import type { CaseKept } from '../../src/domain/cases/index.ts';
import { eraseAddress } from '../erasure.ts';
import { reacknowledge } from '../contact/request-confirmation.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { PRIVATE_UMASK } from '../db/data-dir-privacy.ts';
import { NoDatabaseError, openDatabase, type OpenedDatabase } from '../db/index.ts';
import { ConfigError, parseEnv } from '../env.ts';
import { runRetentionPurge } from '../retention.ts';

const USAGE = `Usage: npm run leads -- <command>
  list [--limit N]                      newest leads first (default 20)
  export --format csv|json [--out FILE] every lead, oldest first
  erase --email ADDRESS                 delete everything about one e-mail address, its account included;
                                        a case file keeps only its identification, 10 years (Ley 10/2010)
  acknowledge --email ADDRESS           e-mail that address a new acknowledgement (link valid 7 days) for each
                                        of its requests no account owns, to add them to its client area
  purge                                 the daily retention purge, now: leads older than 2 years; a case
                                        closed 6 years ago keeps only its identification, one closed 10
                                        years ago goes whole (Ley 10/2010); expired sessions and links
Database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data; stop the server first).
  --init                                create an empty database when DATA_DIR holds none (else refused)`;

/** Exit status when DATA_DIR holds no database: not a usage mistake (1), a wrong place. */
const EXIT_NO_DATABASE = 2;

const DEFAULT_LIST_LIMIT = 20;
const MESSAGE_PREVIEW_CHARS = 60;

/** Who the audit log names for an erasure from the command line (the operator has no account there). */
const LEADS_TOOL_ACTOR = { id: null, email: 'npm run leads' };

/** What a case file kept, why and until when, in the operator's words (no name, no address). */
function keptLine(kept: CaseKept): string {
  return `Case ${kept.caseId}: kept until ${kept.until}, as Ley 10/2010 art. 21 requires: the identification documents, who the client is and the case's record (side, steps, dates, timeline); its other documents, notes, notices and invitation are erased, and the client no longer sees it.`;
}

class UsageError extends Error {}

class ExitError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One line per lead: date, kind (client type, or 'detailed'), what it is about, e-mail, phone, its words. */
function preview(lead: LeadRecord): string {
  const detailed = lead.form_type === 'detailed';
  const kind = detailed ? 'detailed' : lead.client_type;
  const about = detailed ? `${lead.goal}/${lead.property_type}` : (lead.service_type ?? '-');
  const words = detailed ? [lead.location, lead.budget, lead.message].filter(Boolean).join(' · ') : (lead.message ?? '');
  const text = words.replace(/\s+/g, ' ');
  const short = text.length > MESSAGE_PREVIEW_CHARS ? `${text.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…` : text;
  return [lead.created_at, kind, about, lead.email, lead.phone ?? '-', short].join('  ');
}

async function run(argv: string[], out: (text: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      limit: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      email: { type: 'string' },
      init: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!command || !['list', 'export', 'erase', 'acknowledge', 'purge'].includes(command)) throw new UsageError(USAGE);
  const limit = values.limit === undefined ? DEFAULT_LIST_LIMIT : Number(values.limit);
  if (command === 'list' && (!Number.isInteger(limit) || limit <= 0)) throw new UsageError('--limit must be a positive integer');
  if (command === 'export' && values.format !== 'csv' && values.format !== 'json')
    throw new UsageError('export needs --format csv or --format json');
  if ((command === 'erase' || command === 'acknowledge') && !values.email?.includes('@'))
    throw new UsageError(`${command} needs --email ADDRESS`);

  const env = parseEnv();
  let database: OpenedDatabase;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.dataDir,
      lockOwner: 'leads-cli',
      create: values.init,
    });
  } catch (error) {
    if (error instanceof NoDatabaseError)
      throw new ExitError(
        `${error.message}\nNothing was done. To create an empty database there, run the command again with --init.`,
        EXIT_NO_DATABASE,
      );
    if (error instanceof DataDirLockedError)
      throw new UsageError(
        `${error.message}\nThe leads tool needs the PGlite database to itself: stop the server (SIGTERM) and run it again.`,
      );
    throw error;
  }
  try {
    const { db } = database;
    if (command === 'list') {
      const leads = await listLeads(db, limit);
      out(leads.length ? leads.map(preview).join('\n') : 'No leads.');
    } else if (command === 'export') {
      const leads = await allLeads(db);
      const text = values.format === 'csv' ? leadExportCsv(leads, 'leadsTool') : `${JSON.stringify(leads, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, text, { mode: 0o600 });
        out(`Exported ${leads.length} leads to ${values.out}`);
      } else process.stdout.write(text);
    } else if (command === 'erase') {
      const result = await eraseAddress(db, values.email!, new Date(), LEADS_TOOL_ACTOR);
      if ('refused' in result)
        throw new ExitError(
          'That address is a staff member’s: nothing erased. Revoke it first (npm run staff -- revoke <email>), then erase.',
          1,
        );
      out(`Erased ${result.leads} leads of that address${result.accounts ? ' and its account' : ''}.`);
      for (const kept of result.kept) out(keptLine(kept));
    } else if (command === 'acknowledge') {
      const queued = await reacknowledge(db, values.email!, env.SITE_URL, new Date());
      out(`Queued ${queued} acknowledgements with a new link to that address; the server sends them (SMTP_URL).`);
    } else {
      // The same run as the server's daily one (recorded, so the workspace shows it): a case's request may
      // only go once its case has, which the case files' part decides first.
      const removed = await runRetentionPurge(db, new Date());
      out(`Purged ${removed.leads ?? 0} leads older than 2 years.`);
      out(
        `Case files: ${removed.caseRecords ?? 0} closed over 6 years ago reduced to their identification, ` +
          `${removed.caseFiles ?? 0} closed over 10 years ago erased whole (Ley 10/2010 art. 21).`,
      );
    }
  } finally {
    await database.close();
  }
}

process.umask(PRIVATE_UMASK);
try {
  await run(process.argv.slice(2), (text) => console.log(text));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof ExitError) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = error instanceof ExitError ? error.status : 1;
}
