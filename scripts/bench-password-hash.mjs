#!/usr/bin/env node
// How long one password hash takes on this machine with the server's argon2id parameters
// (server/auth/password-hashing.ts): 20 sequential hashes and verifications after a warm-up, median and p95.
// Run: npm run bench:password-hash
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';

const { ARGON2_PARAMS, hashPassword, verifyPassword } = await tsImport('../server/auth/password-hashing.ts', import.meta.url);
const RUNS = 20;
const PASSWORD = 'cipreses junto al Retiro 1987';

const time = async (fn) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};
const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
};

const stored = await hashPassword(PASSWORD); // warm-up
const hashes = [];
const verifies = [];
for (let i = 0; i < RUNS; i++) {
  hashes.push(await time(() => hashPassword(PASSWORD)));
  verifies.push(await time(() => verifyPassword({ hash: stored, password: PASSWORD })));
}
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `argon2id m=${ARGON2_PARAMS.memoryCost} KiB t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism} on ${cpu}, ` +
    `${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`,
);
console.log(`hash:   ${summary(hashes)}`);
console.log(`verify: ${summary(verifies)}`);
