// The benchmarks share docs/benchmarks.md: each rewrites its own section and keeps the others.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { demoteHeadings, withSection } from '../bench/lib/report-file.mjs';

test('headings go one level down, code blocks are left alone', () => {
  assert.equal(
    demoteHeadings('# API\n\n## Run\n\n```sh\n# a comment\nnpm run x\n```\n#no-heading'),
    '## API\n\n### Run\n\n```sh\n# a comment\nnpm run x\n```\n#no-heading',
  );
});

test('a section is appended once, then replaced in place; the other sections stay', () => {
  let page = '# Benchmarks\n';
  page = withSection(page, 'api', '# API\n\nfirst');
  page = withSection(page, 'web', '# Web\n\nfigures');
  page = withSection(page, 'api', '# API\n\nsecond');
  assert.equal(
    page,
    [
      '# Benchmarks',
      '',
      '<!-- section:api start -->',
      '## API',
      '',
      'second',
      '<!-- section:api end -->',
      '',
      '<!-- section:web start -->',
      '## Web',
      '',
      'figures',
      '<!-- section:web end -->',
      '',
    ].join('\n'),
  );
});
