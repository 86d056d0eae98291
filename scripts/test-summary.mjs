#!/usr/bin/env node
// Totals every suite's JSON report (Vitest, Playwright) plus the pass/fail checks into one line:
// "N passed, N failed". A suite that ran but left no report counts as one failure. Each failed test is
// named with the first line of its errors (and the lines a first line ending in a colon introduces, or what it expected and received) and where they arose, so a red CI log says what broke; an
// end-to-end test that passed only on its retry is named the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = '.reports';
let passed = 0;
let failed = 0;
const lines = [];
const failures = [];
const flaky = [];

/** The failed tests of a Vitest JSON report: "file › title: first line of the error". */
function vitestFailures(json) {
  return json.testResults.flatMap((file) => {
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

/** The tests of a Playwright JSON report with this status ('unexpected': failed; 'flaky': passed on retry), walking its nested suites. */
function playwrightTests(suite, status = 'unexpected', path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === status)
      .map((t) => {
        const result = t.results.find((r) => r.status !== 'passed') ?? t.results.at(-1);
        // A timeout's first error says only "Test timeout"; the others name the step it hung in, and where.
        const errors = (result?.errors?.length ? result.errors : [result?.error ?? {}]).slice(0, 3);
        const said = errors.map(
          (e) => `${firstLine(e.message)}${e.location ? ` (${basename(e.location.file)}:${e.location.line})` : ''}`,
        );
        return `${[...here, spec.title].join(' › ')} [${t.projectName}]: ${said.join(' | ')}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => playwrightTests(s, status, here))];
}

/**
 * The first line of an error; when it ends with a colon, the lines it introduces too (a test's own report),
 * up to six; else what an assertion expected and received, and the locator it waited for.
 */
function firstLine(text = '') {
  const lines = stripVTControlCharacters(text)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const [first = '', ...rest] = lines;
  const told = first.endsWith(':')
    ? [first, ...rest.slice(0, 6)]
    : [first, ...rest.filter((l) => /^(Locator|Expected|Received|Timeout)\b/.test(l)).slice(0, 4)];
  return told.join(' ⏎ ').slice(0, 600);
}
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
  if (report.startsWith('playwright')) {
    // A test that failed and then passed on its retry counts as passed, and is named with its first failure.
    flaky.push(...json.suites.flatMap((s) => playwrightTests(s, 'flaky')).map((n) => `  ${name}: ${n}`));
  }
  if (f > 0) {
    const named = report.startsWith('playwright') ? json.suites.flatMap((s) => playwrightTests(s)) : vitestFailures(json);
    failures.push(...named.map((n) => `  ${name}: ${n}`));
  }
  lines.push(`  ${name.padEnd(20)} ${p} passed, ${f} failed`);
}
console.log(['', 'Summary', ...lines, ''].join('\n'));
if (flaky.length > 0) console.log(['Passed only on retry', ...flaky, ''].join('\n'));
if (failures.length > 0) console.log(['Failed tests', ...failures, ''].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
