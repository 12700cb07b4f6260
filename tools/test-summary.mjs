// Prints one closing line for the whole test command: the sum of every package's Vitest run
// (their JSON reports) and the tools' node:test run (its TAP report).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

for (const pkg of readdirSync(join(root, 'packages'))) {
  const report = join(root, 'packages', pkg, 'test-results', 'vitest.json');
  if (!existsSync(report)) continue;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const pkgSkipped = json.numPendingTests + json.numTodoTests;
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += pkgSkipped;
  lines.push(`  ${pkg}: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${pkgSkipped} skipped`);
}

const tap = join(root, 'test-results', 'tools.tap');
if (existsSync(tap)) {
  const text = readFileSync(tap, 'utf8');
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  skipped += count('skipped');
  lines.push(`  tools: ${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped`);
}

if (lines.length === 0) {
  console.error('No test report found: did the tests run?');
  process.exit(1);
}
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
