// The storefront speaks the domain's error kinds, not HTTP: outside the files listed below, no
// file of packages/react-app/app may read an HTTP status (`error.status`, the `http.status` kind)
// or sniff the server's `serverKind`. Run by `npm run lint`; proved able to fail by
// tools/http-status-check.test.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What counts as reading HTTP: the transport kind, the server's raw kind, an error's status. */
export const PATTERNS = [
  { name: "the 'http.status' kind", regex: /['"`]http\.status['"`]/ },
  { name: 'serverKind', regex: /\bserverKind\b/ },
  { name: 'an error status', regex: /\berror\.status\b/ },
];

/**
 * Files of the storefront allowed to read a status, relative to packages/react-app/app: the route
 * adapter layer, which answers the SSR response. Every other file speaks the domain's error kinds;
 * an entry that no longer reads a status fails the check, so it is removed.
 */
export const ALLOWED = {
  'root.tsx': 'adapter: the error boundary reads the Response a loader threw',
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name),
    )
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Every status read under `dir`, as `{ file, line, what }` with `file` relative to `dir`. */
export function findStatusReads(dir) {
  const reads = [];
  for (const path of sourceFiles(dir)) {
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const { name, regex } of PATTERNS)
        if (regex.test(text)) reads.push({ file: relative(dir, path), line: index + 1, what: name });
    });
  }
  return reads;
}

/** The problems of `dir` against `allowed`: reads outside it, and entries that read nothing. */
export function check(dir, allowed) {
  const reads = findStatusReads(dir);
  const problems = reads
    .filter((read) => !(read.file in allowed))
    .map((read) => `${read.file}:${read.line} reads ${read.what}; use the domain's error kinds`);
  for (const file of Object.keys(allowed))
    if (!reads.some((read) => read.file === file))
      problems.push(`${file} no longer reads a status: remove it from ALLOWED`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'react-app', 'app');
  const problems = check(app, ALLOWED);
  for (const problem of problems) console.error(`http-status-check: ${problem}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
