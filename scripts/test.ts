/**
 * `npm test`: the type check, the linter, vitest (API and database tests on every configured
 * engine, PWA unit tests) and the Playwright journeys on the production build. Every step runs
 * even when an earlier one fails, so one run shows everything broken; the last line counts
 * the tests as "N passed, N failed".
 */
import { spawn } from 'node:child_process';
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

/**
 * Steps in order; the steps of one group run side by side. The type check and the linter are
 * each one thread, so on two cores they take the time of the longer one instead of the sum; the
 * build (needed by the journeys only) runs in the time the shorter one leaves a core free.
 */
const groups: Step[][] = [
  [
    { name: 'type check', command: 'npm run --silent typecheck' },
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'build', command: 'npm run --silent build' },
  ],
  [
    {
      name: 'vitest',
      command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
    },
  ],
  [
    {
      name: 'playwright',
      command: 'npx playwright test -c e2e/playwright.config.ts',
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, PLAYWRIGHT_REPORTERS: 'list,json' },
    },
  ],
];

interface Outcome {
  ok: boolean;
  seconds: string;
  /** A step run beside others keeps its output until it ends, so the log reads step by step. */
  output?: string;
}

function runStep(step: Step, alone: boolean): Promise<Outcome> {
  const stepStarted = Date.now();
  const seconds = () => ((Date.now() - stepStarted) / 1000).toFixed(1);
  const child = spawn(step.command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        ok: code === 0,
        seconds: seconds(),
        output: alone ? undefined : Buffer.concat(chunks).toString(),
      }),
    );
    child.on('error', (error) => resolve({ ok: false, seconds: seconds(), output: String(error) }));
  });
}

const failedSteps: string[] = [];
const started = Date.now();
for (const group of groups) {
  if (group.some((step) => step.name === 'playwright') && failedSteps.includes('build')) {
    failedSteps.push('playwright');
    continue;
  }
  const alone = group.length === 1;
  if (alone) console.log(`\n=== ${group[0].name} ===`);
  const outcomes = await Promise.all(group.map((step) => runStep(step, alone)));
  group.forEach((step, index) => {
    const outcome = outcomes[index];
    if (!alone) process.stdout.write(`\n=== ${step.name} ===\n${outcome.output ?? ''}`);
    if (!outcome.ok) failedSteps.push(step.name);
    console.log(`=== ${step.name}: ${outcome.ok ? 'ok' : 'FAILED'} in ${outcome.seconds}s ===`);
  });
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
