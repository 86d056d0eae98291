// What every benchmark needs to run the real server (and a proxy before it): a free port, and the wait
// until it answers.
import net from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200, polling every 100 ms; fails after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/**
 * Resolves once the server at `origin` is ready (/readyz): a new embedded database, initdb and every
 * migration, takes most of a minute on two loaded cores.
 */
export const waitForReady = (origin, timeoutMs = 90_000) => waitForOk(`${origin}/readyz`, timeoutMs);
