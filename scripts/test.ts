/**
 * `npm test`: the type check, the linter, vitest (API and database tests on every configured
 * engine, PWA unit tests) and the Playwright journeys on the production build. Every step runs
 * even when an earlier one fails, so one run shows everything broken; the last line counts
 * the tests as "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'type check', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  {
    name: 'vitest',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
  },
  { name: 'build', command: 'npm run --silent build' },
  {
    name: 'playwright',
    command: 'npx playwright test -c e2e/playwright.config.ts',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, PLAYWRIGHT_REPORTERS: 'list,json' },
  },
];

const failedSteps: string[] = [];
const started = Date.now();
for (const step of steps) {
  if (step.name === 'playwright' && failedSteps.includes('build')) {
    failedSteps.push(step.name);
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) failedSteps.push(step.name);
  console.log(`=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s ===`);
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestReport) as
  | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  | undefined;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}
const playwright = readJson(playwrightReport) as
  | {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites: PlaywrightSuite[];
    }
  | undefined;

/** "file:line title" of every journey that failed first and passed on its retry. */
function flakyJourneys(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} ${spec.title}`),
    ...flakyJourneys(suite.suites ?? []),
  ]);
}

if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  const flaky = flakyJourneys(playwright.suites);
  if (flaky.length) {
    // Counted as passed so a hiccup does not block a good change, but each is a defect to fix.
    console.log(`\n${flaky.length} journey(s) passed only on retry (flaky, a defect to fix):`);
    for (const journey of flaky) console.log(`  - ${journey}`);
  }
}
fs.rmSync(reports, { recursive: true, force: true });

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)}s`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// A failed step with no failed test (type errors, lint) still counts as a failure.
const failures = failed + (failedSteps.length && failed === 0 ? failedSteps.length : 0);
console.log(`${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
