import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.js';

/** The references `escapeMarkup` writes, read back. */
function unescapeMarkup(text: string): string {
  const references: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  };
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (reference) => references[reference] ?? '');
}

const textArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", ';', '#', '&amp;', '&#39;'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
});

describe('escapeMarkup', () => {
  it('writes the five special characters as references and leaves the rest', () => {
    expect(escapeMarkup(`<a href="/x?a=1&b='2'">é</a>`)).toBe(
      '&lt;a href=&quot;/x?a=1&amp;b=&#39;2&#39;&quot;&gt;é&lt;/a&gt;',
    );
    expect(escapeMarkup('/flyers/')).toBe('/flyers/');
  });

  test.prop([textArb])('leaves no special character bare and reads back as the text it escaped', (text) => {
    const escaped = escapeMarkup(text);
    expect(escaped).not.toMatch(/[<>"']|&(?!(?:amp|lt|gt|quot|#39);)/);
    expect(unescapeMarkup(escaped)).toBe(text);
  });
});
