import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../setup/local-postgres.ts';

export const SERVER_ENTRY = path.resolve('dist/server/main.js');

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts the built server (`npm start`) as a real process with the given environment; `wrapper` runs it
 * under another command (e.g. strace), whose arguments come before node's.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { waitReady?: boolean; wrapper?: string[]; port?: number } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('The server is not built: run `npm run build` before the integration tests.');
  const port = options.port ?? (await freePort());
  const [command, ...args] = [...(options.wrapper ?? []), process.execPath, SERVER_ENTRY];
  const child = spawn(command!, args, {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    cwd: process.cwd(),
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (options.waitReady ?? true) await waitReady(server);
  return server;
}

export async function waitReady(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}
