import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import { freePort } from '../setup/local-postgres.ts';
import type { Mailer } from '../../server/email/outbox-worker.ts';

export type ReceivedMail = { raw: string; to: string[]; headers: string; subject: string; body: string };

/**
 * An in-process SMTP server that keeps every message it accepts (and hands each to `onMail`, if given);
 * `acceptDelayMs` makes it a slow relay, answering each message that long after it arrived.
 */
export async function startSmtp(port?: number, onMail?: (mail: ReceivedMail) => void, options: { acceptDelayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const listenPort = port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of 127.0.0.1 per connection: on a machine whose resolver does not answer, each e-mail
    // waited up to 1.5 s for it, and the tests' mail would hang on the machine's network rather than ours.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const split = raw.indexOf('\r\n\r\n');
        const mail: ReceivedMail = {
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          headers: raw.slice(0, split),
          subject: decodeWords(/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw.slice(0, split))?.[1] ?? ''),
          body: decodeBody(raw.slice(split + 4)),
        };
        received.push(mail);
        onMail?.(mail);
        if (options.acceptDelayMs) setTimeout(() => callback(), options.acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    received,
    mailer: (): Mailer => ({
      transporter: nodemailer.createTransport({ host: '127.0.0.1', port: listenPort, secure: false, ignoreTLS: true }),
      to: 'firma@example.com',
      from: 'web@example.com',
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' ')),
    );
}

/** Undoes quoted-printable soft breaks and escapes, which nodemailer uses for long or non-ASCII lines. */
function decodeBody(body: string): string {
  return Buffer.from(
    body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * An SMTP server that stalls (issue 39): `afterEhlo` greets and answers EHLO, then reads every command and
 * answers none; `silent` accepts the connection and never greets. `commands` holds what it was sent.
 */
export async function startStalledSmtp(mode: 'afterEhlo' | 'silent') {
  const commands: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'silent') return;
    socket.write('220 smtp.example.test ESMTP\r\n');
    socket.on('data', (data: Buffer) => {
      for (const line of data.toString().split('\r\n').filter(Boolean)) {
        commands.push(line);
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 smtp.example.test\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    commands,
    connections: () => sockets.size,
    mailer: (): Mailer => ({
      // nodemailer's own timeouts (minutes): only an abort ends a send here.
      transporter: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
      to: 'firma@example.com',
      from: 'web@example.com',
    }),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

export type StalledSmtp = Awaited<ReturnType<typeof startStalledSmtp>>;
