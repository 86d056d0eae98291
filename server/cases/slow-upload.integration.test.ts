import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody } from '../../tests/support/contact.ts';
import { pdfWithText } from '../../tests/support/documents.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { until } from '../../tests/support/until.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/documents/index.ts';
import type { StaffCase } from '../../src/domain/cases/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { createHttpServer, type HttpLimits, type HttpServer } from '../http-server.ts';
import { UPLOAD_DIR_PREFIX } from '../http/upload.ts';
import { createLogger } from '../logger.ts';
import { createVault, type Vault } from '../vault/index.ts';

/** Small deadlines, so the test waits seconds: the ordinary body time, and an upload's idle time above it. */
const BODY_TIMEOUT_MS = 1_000;
const IDLE_MS = 1_500;
/** A loaded machine's slack on top of a deadline and the once-a-second check. */
const SLACK_MS = 4_000;
const LIMITS: HttpLimits = {
  headersTimeoutMs: 5_000,
  bodyTimeoutMs: BODY_TIMEOUT_MS,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 100,
  maxConnectionsPerClient: 20,
  // 25 MB at 32 KiB/s: minutes, which no test here comes near.
  uploads: { idleTimeoutMs: IDLE_MS, minBytesPerS: 32_768 },
};

type Answer = { status: number; body: string; closed: boolean; elapsedMs: number };

/** Slow uploads through the real HTTP server and app, with raw sockets: what a phone on a bad line sends. */
describe.each(DATABASE_KINDS)('a slow upload through the HTTP server on %s', (kind) => {
  const key = { bytes: randomBytes(32) };
  let real: Vault | undefined;
  const vaultOf = () => (real ??= createVault({ db: kyselyOf(t.db), key }));
  const vault: Vault = {
    put: (file) => vaultOf().put(file),
    open: (id) => vaultOf().open(id),
    remove: (ids, trx) => vaultOf().remove(ids, trx),
  };
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { vault });
  let http: HttpServer | undefined;
  afterEach(() => http?.server.close());

  async function listen(limits: HttpLimits = LIMITS) {
    http = createHttpServer(t.env.app.fetch, limits, createLogger('silent'));
    await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
    return (http.server.address() as net.AddressInfo).port;
  }

  async function clientWithCase() {
    const staff = await staffMember({ db: t.db, env: t.env, mailsTo }, uniqueEmail('slow-staff'));
    const client = await verifiedAccount(uniqueEmail('slow-cliente'));
    await t.db.query('DELETE FROM contact_attempts');
    const sent = await client.b.post('/api/process-contact?lang=es', makeContactBody({ email: client.email }));
    const requestId = ((await sent.json()) as { id: string }).id;
    const opened = await staff.b.post(`/api/staff/requests/${requestId}/case`, { side: 'seller' });
    expect(opened.status).toBe(201);
    const caseId = ((await opened.json()) as { case: StaffCase }).case.id;
    const documents = async () =>
      ((await (await staff.b.get(`/api/staff/cases/${caseId}`)).json()) as { case: StaffCase }).case.documents;
    return { client, caseId, documents };
  }

  /** A raw connection: sends `head`, then what the test writes; collects the answer. */
  async function connect(port: number, head: string) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = performance.now();
    let received = '';
    let closed = false;
    socket.on('data', (d: Buffer) => (received += d.toString('utf8')));
    socket.once('close', () => (closed = true));
    socket.write(head);
    const answer = (): Answer | undefined => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return closed ? { status: 0, body: '', closed, elapsedMs: performance.now() - started } : undefined;
      const headers = received.slice(0, end);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1] ?? 0);
      const body = received.slice(end + 4);
      if (Buffer.byteLength(body) < length && !closed) return undefined;
      return { status: Number(headers.slice(9, 12)), body, closed, elapsedMs: performance.now() - started };
    };
    return { socket, answer };
  }

  const uploadHead = (b: Browser, caseId: string, length: number) =>
    `POST /api/portal/cases/${caseId}/documents?item=title-deed&name=escritura.pdf HTTP/1.1\r\n` +
    `Host: localhost\r\nOrigin: ${TEST_SITE_URL}\r\nAccept-Language: en\r\n` +
    `Cookie: ${[...b.jar].map(([k, v]) => `${k}=${v}`).join('; ')}\r\n` +
    `Content-Type: application/pdf\r\nContent-Length: ${length}\r\n\r\n`;

  /** Writes `bytes` in `pieces` every `everyMs`; stops when the connection closes. */
  async function trickle(socket: net.Socket, bytes: Buffer, pieces: number, everyMs: number) {
    const size = Math.ceil(bytes.length / pieces);
    for (let at = 0; at < bytes.length && !socket.destroyed; at += size) {
      socket.write(bytes.subarray(at, at + size));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  const uploadFolders = () => new Set(readdirSync(os.tmpdir()).filter((name) => name.startsWith(UPLOAD_DIR_PREFIX)));

  it('takes a document that trickles in for longer than the body timeout, as long as its bytes keep coming', async () => {
    const { client, caseId, documents } = await clientWithCase();
    const port = await listen();
    const pdf = pdfWithText(`MARCA-${randomBytes(4).toString('hex')}`);
    const { socket, answer } = await connect(port, uploadHead(client.b, caseId, pdf.length));
    // Ten pieces, one every 300 ms: three seconds in all, each gap well inside the idle time.
    await trickle(socket, pdf, 10, 300);
    await until(() => answer() !== undefined, SLACK_MS, 'the upload answered');
    const answered = answer()!;
    expect(answered.status, answered.body).toBe(201);
    expect(answered.elapsedMs).toBeGreaterThan(BODY_TIMEOUT_MS * 2);
    expect(JSON.parse(answered.body)).toMatchObject({ document: { name: 'escritura.pdf', type: 'application/pdf' } });
    expect(await documents()).toHaveLength(1);
    socket.destroy();
  });

  it('refuses an upload that stalls (408, in words, in the reader’s language), and keeps nothing of it', async () => {
    const { client, caseId, documents } = await clientWithCase();
    const port = await listen();
    const before = uploadFolders();
    const blobs = async () => (await t.db.query('SELECT 1 FROM vault_blobs')).length;
    const blobsBefore = await blobs();
    const pdf = pdfWithText('a deed cut short');
    const { socket, answer } = await connect(port, uploadHead(client.b, caseId, pdf.length));
    socket.write(pdf.subarray(0, pdf.length / 2));
    await until(() => [...uploadFolders()].some((name) => !before.has(name)), SLACK_MS, 'the upload started');
    await until(() => answer() !== undefined, IDLE_MS + SLACK_MS, 'the stalled upload answered');
    const answered = answer()!;
    expect(answered.status).toBe(408);
    expect(answered.elapsedMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    const { error } = JSON.parse(answered.body) as { error: { code: string; message: string } };
    expect(error.code).toBe('uploadStalled');
    expect(error.message).toMatch(/^The upload stopped/);
    // The connection is closed, no document is on the case, the half file is gone.
    await until(() => answer()!.closed, SLACK_MS, 'the stalled connection closed');
    expect(await documents()).toEqual([]);
    await until(() => [...uploadFolders()].every((name) => before.has(name)), SLACK_MS, 'the half file removed');
    expect(await blobs()).toBe(blobsBefore);
  });

  it('refuses an upload still trickling when its total time (its largest size at the slowest honest rate) is up', async () => {
    const { client, caseId, documents } = await clientWithCase();
    // At this rate 25 MB is due in one second after the ordinary body time: two seconds in all.
    const port = await listen({ ...LIMITS, uploads: { idleTimeoutMs: 10_000, minBytesPerS: DOCUMENT_MAX_BYTES } });
    const pdf = pdfWithText('a deed sent far too slowly');
    const { socket, answer } = await connect(port, uploadHead(client.b, caseId, pdf.length));
    const sending = trickle(socket, pdf, 40, 200);
    await until(() => answer() !== undefined, 2 * BODY_TIMEOUT_MS + SLACK_MS, 'the slow upload answered');
    expect(answer()!.status).toBe(408);
    expect(answer()!.elapsedMs).toBeGreaterThanOrEqual(2 * BODY_TIMEOUT_MS - 50);
    expect((JSON.parse(answer()!.body) as { error: { code: string } }).error.code).toBe('uploadStalled');
    socket.destroy();
    await sending;
    expect(await documents()).toEqual([]);
  });

  it('still cuts a slow body at the body timeout on any other route, and on an upload it refused (anonymous)', async () => {
    const { caseId } = await clientWithCase();
    const port = await listen();
    const slowLoris = await connect(
      port,
      `POST /api/process-contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const anonymous = await connect(
      port,
      `POST /api/portal/cases/${caseId}/documents?item=title-deed&name=x.pdf HTTP/1.1\r\nHost: localhost\r\n` +
        `Origin: ${TEST_SITE_URL}\r\nContent-Type: application/pdf\r\nContent-Length: 100000\r\n\r\n%PDF-`,
    );
    // Both keep sending a byte every 200 ms, inside an upload's idle time: only the body timeout cuts them.
    const drip = setInterval(() => {
      for (const c of [slowLoris, anonymous]) if (!c.socket.destroyed) c.socket.write(' ');
    }, 200);
    try {
      await until(() => slowLoris.answer()?.closed === true, BODY_TIMEOUT_MS + SLACK_MS, 'the slow body cut');
      expect(slowLoris.answer()!.status).toBe(408);
      expect(slowLoris.answer()!.elapsedMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
      // The refused upload is answered at once (401), and what more it sends gets the ordinary time.
      await until(() => anonymous.answer()?.closed === true, BODY_TIMEOUT_MS + SLACK_MS, 'the refused upload cut');
      expect(anonymous.answer()!.status).toBe(401);
      expect(anonymous.answer()!.elapsedMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
    } finally {
      clearInterval(drip);
    }
  });
});
