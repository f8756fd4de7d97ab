#!/usr/bin/env node
// Runs the test tiers (lint, typecheck, unit, e2e) and ends with the summed line "N passed, N failed".
// Usage: node scripts/test.mjs [lint|typecheck|unit|e2e ...]   (no argument: every tier)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const tiers = process.argv.slice(2);
const wanted = (tier) => tiers.length === 0 || tiers.includes(tier);
const totals = { passed: 0, failed: 0 };

const run = (command, args, env = {}) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
};

const check = (name, ok) => {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    console.error(`\n${name} failed`);
  }
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const ensureChromium = () => {
  if (existsSync('/usr/bin/chromium')) return true;
  console.log('Installing Debian chromium for the browser tests (it is missing from /usr/bin/chromium)...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', 'chromium'], env) && existsSync('/usr/bin/chromium')
  );
};

mkdirSync('test-results', { recursive: true });

if (wanted('lint')) check('lint', run('npm', ['run', 'lint']));

if (wanted('typecheck')) {
  check('typecheck', run('npm', ['run', 'typecheck']));
}

if (wanted('unit')) {
  rmSync('test-results/unit.json', { force: true });
  const ok = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
  const report = readJson('test-results/unit.json');
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  if (!report || (!ok && report.numFailedTests === 0)) check('unit tests', false);
}

if (wanted('e2e')) {
  const ready = ensureChromium() && run('npm', ['run', 'build']);
  if (!ready) check('e2e setup (chromium, build)', false);
  else {
    rmSync('test-results/e2e.json', { force: true });
    const ok = run('npx', ['playwright', 'test']);
    const report = readJson('test-results/e2e.json');
    if (report) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
    }
    if (!report || (!ok && report.stats.unexpected === 0)) check('e2e tests', false);
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
