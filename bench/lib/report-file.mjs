// docs/benchmarks.md holds every benchmark's figures, one section per benchmark: each script
// rewrites its own section (between its markers) and leaves the others as they are.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

const TITLE = [
  '# Benchmarks',
  '',
  'Figures of the API server (`npm run bench:api`) and of the storefront in Lighthouse',
  '(`npm run bench:web`). Each section is written by its script, with the command that produced it:',
  'edit the scripts under `bench/`, not this page. Figures from different machines, or from a busy',
  'machine, are not comparable.',
  '',
  '- [API server](#api-benchmarks)',
  '- [Storefront (Lighthouse)](#storefront-benchmarks-lighthouse)',
  '',
].join('\n');

const markers = (name) => [`<!-- section:${name} start -->`, `<!-- section:${name} end -->`];

/**
 * One level deeper for every heading outside code blocks: a report written as a page
 * (`# Title`, `## Part`) becomes a section of the shared page (`## Title`, `### Part`).
 */
export function demoteHeadings(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      return !fenced && /^#{1,5} /.test(line) ? `#${line}` : line;
    })
    .join('\n');
}

/** `text` with the section `name` set to `markdown` (appended when the page has none yet). */
export function withSection(text, name, markdown) {
  const [start, end] = markers(name);
  const section = `${start}\n${demoteHeadings(markdown).trimEnd()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from !== -1 && to > from) return `${text.slice(0, from)}${section}${text.slice(to + end.length)}`;
  return `${text.trimEnd()}\n\n${section}\n`;
}

/** Rewrites the section `name` of the page at `path`, creating the page if needed. */
export async function writeSection(path, name, markdown) {
  const text = existsSync(path) ? await readFile(path, 'utf8') : TITLE;
  await writeFile(path, withSection(text, name, markdown));
}
