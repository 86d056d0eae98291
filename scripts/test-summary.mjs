#!/usr/bin/env node
// Totals every suite's JSON report (Vitest, Playwright) plus the pass/fail checks into one line:
// "N passed, N failed". A suite that ran but left no report counts as one failure.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const dir = '.reports';
let passed = 0;
let failed = 0;
const lines = [];
const checks = readdirSync(dir)
  .filter((f) => f.startsWith('check-'))
  .map((f) => [f.slice(6), readFileSync(`${dir}/${f}`, 'utf8').trim()]);
const suites = {
  unit: 'vitest-unit.json',
  integration: 'vitest-integration.json',
  e2e: 'playwright.json',
  'unit-node24': 'vitest-unit-node24.json',
  'integration-node24': 'vitest-integration-node24.json',
};

for (const [name, result] of checks) {
  const report = suites[name];
  if (!report) {
    if (result === 'pass') passed++;
    else failed++;
    lines.push(`  ${name.padEnd(20)} ${result}`);
    continue;
  }
  const file = `${dir}/${report}`;
  if (!existsSync(file)) {
    failed++;
    lines.push(`  ${name.padEnd(20)} no report (crashed)`);
    continue;
  }
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const [p, f] = report.startsWith('playwright')
    ? [json.stats.expected + json.stats.flaky, json.stats.unexpected]
    : [json.numPassedTests, json.numFailedTests + (json.success === false && json.numFailedTests === 0 ? 1 : 0)];
  passed += p;
  failed += f;
  lines.push(`  ${name.padEnd(20)} ${p} passed, ${f} failed`);
}
console.log(['', 'Summary', ...lines, ''].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
