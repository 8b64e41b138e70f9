// `npm test`: every check and every suite, in order of cost, then one summary line `N passed, N failed`.
// Steps keep running after a failure so one run shows everything that is red.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { run } from './lib/run.mjs';

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const runStarted = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'nextland-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** The slowest files and tests of each step, printed at the end (issue 25: decide from measurements). */
const slowest = [];
/** Names of failed tests, printed just before the last line: CI often keeps only the tail of the output. */
const failedNames = [];

/**
 * `npm test -- --only=e2e,faults` runs those steps alone (keys: codegen, lint, typecheck, knip, vitest, build,
 * e2e, faults); CI runs them all.
 */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const STEP_KEYS = { unused: 'knip', unit: 'vitest', 'end-to-end': 'e2e' };

/** Runs `command` (a program and its arguments, or a function that resolves or rejects) as one step. */
async function step(name, command, args, count) {
  const first = name.split(' ')[0];
  if (only && !only.includes(STEP_KEYS[first] ?? first)) return true;
  const started = Date.now();
  let ok = true;
  try {
    await (typeof command === 'function' ? command() : run(command, args));
  } catch {
    ok = false;
  }
  const counted = count ? count(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && counted.failed === 0) counted.failed = 1; // a crashed runner counts as a failure
  for (const key of Object.keys(totals)) totals[key] += counted[key];
  lines.push(
    `${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s) ` +
      `${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped`,
  );
  return ok;
}

function vitestCounts(file, stepName) {
  return () => {
    if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
    const report = JSON.parse(readFileSync(file, 'utf8'));
    recordSlowest(stepName, vitestTimings(report));
    const namedBefore = failedNames.length;
    for (const suite of report.testResults) {
      const where = suite.name.replace(`${process.cwd()}/`, '');
      const failed = suite.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) {
        const why = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        failedNames.push(`vitest ${where} › ${test.fullName} — ${why}`);
      }
      if (failed.length === 0 && suite.status === 'failed')
        failedNames.push(`vitest ${where}: ${suite.message}`);
    }
    const unnamed = report.numFailedTests - (failedNames.length - namedBefore);
    if (unnamed > 0)
      failedNames.push(
        `vitest: ${unnamed} failure(s) outside any test — an unhandled error or rejection; search the output above for "Unhandled"`,
      );
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

/** The shards' reports together: counts summed, failures named, timings ranked across shards. */
function playwrightCounts(files, stepName) {
  return () => {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const timings = { files: [], tests: [] };
    for (const file of files) {
      if (!existsSync(file)) continue;
      const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
      collectPlaywrightFailures(suites ?? []);
      const shard = playwrightTimings(suites ?? []);
      timings.files.push(...shard.files);
      timings.tests.push(...shard.tests);
      // A test that failed and passed on its retry (the retry records a trace) still counts as failed.
      counts.passed += stats.expected;
      counts.failed += stats.unexpected + stats.flaky;
      counts.skipped += stats.skipped;
    }
    recordSlowest(stepName, timings);
    return counts;
  };
}

/** Per file: the wall time from its first test's start to its end; per test: its own duration. */
function vitestTimings(report) {
  const files = [];
  const tests = [];
  for (const suite of report.testResults) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    files.push({ name: where, ms: (suite.endTime ?? 0) - (suite.startTime ?? 0) });
    for (const test of suite.assertionResults)
      tests.push({ name: `${where} › ${test.fullName}`, ms: test.duration ?? 0 });
  }
  return { files, tests };
}

function playwrightTimings(suites, files = new Map(), tests = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.reduce(
        (sum, test) => sum + test.results.reduce((s, r) => s + (r.duration ?? 0), 0),
        0,
      );
      files.set(spec.file, (files.get(spec.file) ?? 0) + ms);
      tests.push({ name: `${spec.file}:${spec.line} › ${spec.title}`, ms });
    }
    playwrightTimings(suite.suites ?? [], files, tests);
  }
  return { files: [...files].map(([name, ms]) => ({ name, ms })), tests };
}

function recordSlowest(stepName, { files, tests }) {
  const top = (rows) =>
    rows
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((row) => `    ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${row.name}`);
  slowest.push(
    `${stepName}: ten slowest files`,
    ...top(files),
    `${stepName}: ten slowest tests`,
    ...top(tests),
  );
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.some((test) => test.status === 'unexpected');
      const flaky = spec.tests.some((test) => test.status === 'flaky');
      if (failed || flaky)
        failedNames.push(
          `e2e ${spec.file}:${spec.line} › ${spec.title}${flaky ? ' (flaky: failed once, passed on retry)' : ''}${firstError(spec)}`,
        );
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

/** The first failed attempt's error, one line: a flaky test in CI says where it broke without its trace. */
function firstError(spec) {
  for (const test of spec.tests) {
    for (const result of test.results ?? []) {
      const message = result.error?.message ?? result.errors?.[0]?.message;
      if (message)
        return ` — ${stripVTControlCharacters(message).split('\n').slice(0, 3).join(' ').slice(0, 400)}`;
    }
  }
  return '';
}

/**
 * The e2e suite in E2E_SHARDS shards run at once (1 by default), each with its own stack — ports 20 apart, its
 * own database (E2E_DATABASE_URL with a suffix, made and dropped by the stack) or PGlite folder, its own Redis
 * keys — and one browser worker. Shards share no data, so the journeys keep their one-at-a-time order within a
 * shard. Measured on the 2-core CI machine (issue 25), two shards were no faster than one stack with two workers:
 * two browsers and two stacks kept both cores saturated and the first journeys of the second shard timed out.
 * On a machine with more cores, E2E_SHARDS=2 or more divides the journeys' time.
 */
function e2eShards() {
  const count = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
  const database = process.env.E2E_DATABASE_URL;
  return Array.from({ length: count }, (_, index) => {
    const report = join(reports, `playwright-${index + 1}.json`);
    const port = (base, fallback) => String(Number(process.env[base] ?? fallback) + index * 20);
    const env = {
      ...process.env,
      // One browser per shard when there are several; alone, the config's two workers (read-only beside journeys).
      ...(count > 1 ? { E2E_WORKERS: '1' } : {}),
      E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      E2E_WEB_PORT: port('E2E_WEB_PORT', 13100),
      E2E_BFF_PORT: port('E2E_BFF_PORT', 14100),
      E2E_NEXTLAND_PORT: port('E2E_NEXTLAND_PORT', 18180),
    };
    if (database && index > 0) {
      const url = new URL(database);
      url.pathname = `${url.pathname}_shard${index + 1}`;
      Object.assign(env, { E2E_DATABASE_URL: url.toString(), E2E_CREATE_DATABASE: '1' });
    }
    return { arg: `--shard=${index + 1}/${count}`, env, report };
  });
}

await step('codegen', 'npm', ['run', 'codegen', '--silent']);
await step('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
// codegen ran above: the typecheck step checks the workspaces without generating again. (Run beside lint and
// knip, the three took longer together than one after the other on two cores: 67 s against 54 s.)
await step('typecheck', 'npm', ['run', 'typecheck:workspaces', '--silent']);
await step('unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']);

// The server projects first (they start databases and nextland processes), then the web's alone: its component
// tests wait for mocked answers with Testing Library's default 1 s, which a worker sharing the two cores with
// PostgreSQL and a nextland child process did not always get (issue 25).
for (const [name, project, file] of [
  ['unit, api and contract tests (vitest)', '!web', 'vitest.json'],
  ['unit tests of the web (vitest)', 'web', 'vitest-web.json'],
]) {
  const report = join(reports, file);
  await step(
    name,
    'npx',
    [
      'vitest',
      'run',
      `--project=${project}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    vitestCounts(report, project === 'web' ? 'vitest (web)' : 'vitest'),
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  // codegen ran in the first step: the workspaces' builds alone (`npm run build` would generate again).
  await step('build', 'npm', ['run', 'build', '-w', 'nextland', '-w', 'bff', '-w', 'web', '--silent']);
  const shards = e2eShards();
  await step(
    `end-to-end (Playwright, Chromium, ${shards.length} shards)`,
    () =>
      Promise.all(
        shards.map((shard) =>
          // Playwright itself: `npm run … -- --shard` would hand the flag to the inner npm, not to Playwright.
          run('npx', ['playwright', 'test', shard.arg], { cwd: 'tests', env: shard.env }),
        ),
      ),
    undefined,
    playwrightCounts(
      shards.map((shard) => shard.report),
      'e2e',
    ),
  );
  // The fault suite (issue 10) on the same build: PGlite, and PostgreSQL where the machine has it.
  for (const database of process.env.TEST_POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite']) {
    const faultsReport = join(reports, `faults-${database}.json`);
    process.env.FAULT_DATABASE = database;
    await step(
      `faults on ${database} (tests/faults)`,
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'tests/faults/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${faultsReport}`,
      ],
      vitestCounts(faultsReport, `faults on ${database}`),
    );
  }
} else if (inCi) {
  lines.push(`FAIL end-to-end: no browser at ${chromium} (CI requires end-to-end tests)`);
  totals.failed += 1;
} else {
  lines.push(`SKIP end-to-end: no browser at ${chromium}. Install it: apt-get install -y chromium`);
  console.warn(`\n!!! END-TO-END TESTS SKIPPED: no browser at ${chromium} !!!\n`);
}

if (slowest.length > 0) console.log(`\n${slowest.join('\n')}`);
lines.push(`total ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
console.log(`\n${lines.join('\n')}\n`);
if (failedNames.length > 0)
  console.log(`Failed tests:\n${failedNames.map((name) => `  ${name}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
