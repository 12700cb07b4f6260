// Proves the HTTP status check can fail: the fixture route reads the `http.status` kind, an error
// status and `serverKind`; the clean route reads only a provider's own status.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { check, findStatusReads } from './http-status-check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'tools', 'status-fixtures', 'app');

test('the check reports every status read of a route that is not allowed', () => {
  const problems = check(fixtures, {});
  assert.deepEqual(
    problems.map((problem) => problem.split(' reads ')[0]),
    ['routes/reads-status.tsx:3', 'routes/reads-status.tsx:3', 'routes/reads-status.tsx:4'],
  );
  assert.ok(!problems.some((problem) => problem.startsWith('routes/clean.tsx')));
});

test('an allowed file passes, and an allowed entry that reads nothing fails', () => {
  assert.deepEqual(check(fixtures, { 'routes/reads-status.tsx': 'adapter' }), []);
  assert.deepEqual(check(fixtures, { 'routes/reads-status.tsx': 'adapter', 'routes/clean.tsx': 'adapter' }), [
    'routes/clean.tsx no longer reads a status: remove it from ALLOWED',
  ]);
  assert.equal(findStatusReads(fixtures).length, 3);
});

test('the real storefront passes the check', () => {
  const run = spawnSync(process.execPath, [join(root, 'tools', 'http-status-check.mjs')], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
