import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startSmtp, type ReceivedMail } from '../../support/smtp.ts';

/**
 * The e2e run's mailbox. Playwright's global setup starts the in-process SMTP server (the one the
 * integration tests use) on `E2E_SMTP_PORT`; the server under test sends its account e-mails there
 * through its outbox. Tests run in other processes, so each message is also written to `MAILBOX_DIR`,
 * where `waitForMail` reads it.
 */
export const MAILBOX_DIR = '.reports/e2e-mailbox';

export default async function startMailbox(): Promise<() => Promise<void>> {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const smtp = await startSmtp(Number(process.env.E2E_SMTP_PORT), (mail) => {
    const file = path.join(MAILBOX_DIR, `${String(++count).padStart(5, '0')}.json`);
    // Written whole, then renamed into place: a test reading the folder never sees half a message.
    writeFileSync(
      `${file}.partial`,
      JSON.stringify({ to: mail.to, subject: mail.subject, body: mail.body, headers: mail.headers }),
    );
    renameSync(`${file}.partial`, file);
  });
  return () => smtp.stop();
}

export type Mail = Pick<ReceivedMail, 'to' | 'subject' | 'body' | 'headers'>;

function mailsTo(address: string): Mail[] {
  return readdirSync(MAILBOX_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address));
}

/** The `index`-th message (0: the first) to `address`, once it has arrived. */
export async function waitForMail(address: string, index = 0): Promise<Mail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `mail #${index + 1} to ${address}`, timeout: 15_000 })
    .toBeGreaterThan(index);
  return mailsTo(address)[index]!;
}

/** The first link in a message that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${mail.body}`);
  return match[0].replace(/&amp;/g, '&');
}
