#!/usr/bin/env node
// What the password strength estimator costs (server/auth/password-strength.ts, ADR 0037): the first call
// (loading zxcvbn-ts's dictionaries), the memory it keeps, and one check as the server makes it
// (checkPassword: the password as typed and joined up), median and p95 over typical and worst-case passwords.
// Run: npm run bench:password-strength
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';

const { checkPassword, passwordContextWords } = await tsImport('../src/domain/accounts/index.ts', import.meta.url);
const { passwordScorer } = await tsImport('../server/auth/password-strength.ts', import.meta.url);
const RUNS = 10;
const TYPICAL = [
  'cipreses junto al Retiro 1987',
  'caballo grapa batería correcto',
  'tortilla-ventana-azul-1987x',
  'Summer2025!!',
  'P@ssw0rd1234',
  'aurea madrid 2024',
];
// Long passwords of l33t characters and digits: the most work a check can be given (the form allows 128 characters).
const WORST = ['4@1!0$5|3+7(9)'.repeat(10).slice(0, 128), '1987'.repeat(32), 'x7!@'.repeat(32)];
const words = passwordContextWords({ email: 'ana.garcia@example.com', name: 'Ana García' }, ['Aurea Concierge Madrid']);

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
};

globalThis.gc?.();
const before = process.memoryUsage();
let started = performance.now();
const score = await passwordScorer();
const loadMs = performance.now() - started;
started = performance.now();
checkPassword('warm up the estimator 1', { score, contextWords: words });
const firstMs = performance.now() - started;
globalThis.gc?.();
const after = process.memoryUsage();

// CPU time of this thread, not wall time: on a shared machine the wall time mostly measures the neighbours.
const time = (list) => {
  const ms = [];
  for (let i = 0; i < RUNS; i++)
    for (const password of list) {
      const t = process.cpuUsage();
      checkPassword(password, { score, contextWords: words });
      const used = process.cpuUsage(t);
      ms.push((used.user + used.system) / 1000);
    }
  return ms;
};
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(`zxcvbn-ts on ${cpu}, ${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`);
console.log(`load: ${loadMs.toFixed(0)} ms, first check ${firstMs.toFixed(0)} ms`);
console.log(`kept: RSS +${mib(after.rss - before.rss)}, heap +${mib(after.heapUsed - before.heapUsed)}`);
console.log(`check (CPU), typical: ${summary(time(TYPICAL))}`);
console.log(`check (CPU), worst:   ${summary(time(WORST))}`);
