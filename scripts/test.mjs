// npm test: every tier, in order, with one closing line `N passed, M failed` that counts every test of
// every tier (the build/type-check and the lint count as one test each).
//   npm test                     all tiers
//   npm test -- unit integration only those tiers (build, lint, unit, integration, e2e, browser)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './prisma-tools.mjs';

const tiers = ['build', 'lint', 'unit', 'integration', 'e2e', 'browser'];
const wanted = process.argv.slice(2).filter((a) => tiers.includes(a));
const selected = wanted.length ? wanted : tiers;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
// the failed tests by name, repeated at the very end: CI logs are often read from their tail only
const failures = [];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  return result.status === 0;
}

/** `tier file > test: first line of the error` for each failed test (or whole file) of a vitest JSON report. */
function failedTestsOf(tier, report) {
  const out = [];
  for (const file of report.testResults) {
    const path = file.name.replace(root + '/', '');
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      // vitest's JSON report leaves out a failed hook's error; its own reporter printed it above
      const why = firstLine(file.message) || 'its set-up failed (a beforeAll hook or an import): the error is printed above, in this tier\'s output';
      out.push(`  ${tier} ${path}: ${why}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === 'failed') out.push(`  ${tier} ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return out;
}

/**
 * Tests that could not run because their file failed (its import or a beforeAll hook): vitest reports
 * them as skipped, and a file with no test at all as none. Each counts as a failed test (a file with none
 * as one), never as skipped: a set-up that breaks must fail the run.
 */
function blockedTests(report) {
  let failed = 0;
  let skipped = 0;
  for (const file of report.testResults) {
    if (file.status !== 'failed' || file.assertionResults.some((t) => t.status === 'failed')) continue;
    const notRun = file.assertionResults.filter((t) => t.status !== 'passed').length;
    failed += Math.max(1, notRun);
    skipped += notRun;
  }
  return { failed, skipped };
}

function firstLine(text) {
  return String(text ?? '').split('\n')[0].slice(0, 300);
}

for (const tier of selected) {
  console.log(`\n=== ${tier} ===`);
  if (tier === 'build' || tier === 'lint') {
    // the build type-checks each package's src; the tests (the web app's with its own settings) and the
    // benchmark are type-checked after it
    const ok = tier === 'build' ? run('npm', ['run', 'build', '--silent']) && run('npx', ['tsc', '-p', 'tsconfig.tests.json']) && run('npx', ['tsc', '-p', 'web/tsconfig.test.json']) : run('npx', ['eslint', '.', '--max-warnings=0']);
    if (ok) passed++;
    else failed++;
    lines.push(`${tier}: ${ok ? 'ok' : 'FAILED'}`);
    if (tier === 'build' && !ok) {
      console.error('build failed: the later tiers need it, so they are counted as failed runs');
    }
    continue;
  }
  const file = join(reports, `${tier}.json`);
  run('npx', ['vitest', 'run', '--project', tier, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, '--passWithNoTests']);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const blocked = blockedTests(report);
    passed += report.numPassedTests;
    failed += report.numFailedTests + blocked.failed;
    lines.push(`${tier}: ${report.numPassedTests} passed, ${report.numFailedTests + blocked.failed} failed, ${report.numPendingTests + report.numTodoTests - blocked.skipped} skipped`);
    failures.push(...failedTestsOf(tier, report));
  } catch {
    failed++;
    lines.push(`${tier}: no report (the runner itself failed)`);
  }
}

if (failures.length) console.log('\nfailed tests:\n' + failures.join('\n'));
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
