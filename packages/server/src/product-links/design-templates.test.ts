import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fc, test } from '@fast-check/vitest';
import { DESIGN_TEMPLATE_LIMIT } from '@tirage/api-client/contract';
import { DEMO_CATALOG } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import {
  DEMO_DESIGN_TEMPLATES,
  DESIGN_TEMPLATE_THUMBNAILS_DIR,
  DESIGN_TEMPLATE_THUMBNAILS_PATH,
  searchFold,
} from './design-templates.js';

const directory = fileURLToPath(DESIGN_TEMPLATE_THUMBNAILS_DIR);
const files = readdirSync(directory).filter((name) => !name.startsWith('.'));

describe('demo design templates', () => {
  it('hold more flyers than one page of the template browser, and some business cards', () => {
    const count = (productId: string) =>
      DEMO_DESIGN_TEMPLATES.filter((t) => t.productId === productId).length;
    expect(count('flyers')).toBeGreaterThan(DESIGN_TEMPLATE_LIMIT);
    expect(count('business-cards')).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_DESIGN_TEMPLATES.map((t) => t.id)).size).toBe(DEMO_DESIGN_TEMPLATES.length);
  });

  it('are drawn for a format their product offers', () => {
    for (const template of DEMO_DESIGN_TEMPLATES) {
      const product = DEMO_CATALOG.products.find((candidate) => candidate.id === template.productId);
      const formats = product?.attributes.find((attribute) => attribute.key === 'format')?.options ?? [];
      expect(
        formats.map((option) => option.value),
        template.id,
      ).toContain(template.format);
      expect(template.tags.length, template.id).toBeGreaterThan(0);
    }
  });

  it('each have their own thumbnail file, and every file is a thumbnail', () => {
    const expected = DEMO_DESIGN_TEMPLATES.map((template) => `${template.id}.svg`);
    for (const template of DEMO_DESIGN_TEMPLATES) {
      expect(template.thumbnailPath).toBe(`${DESIGN_TEMPLATE_THUMBNAILS_PATH}/${template.id}.svg`);
    }
    expect([...files].sort()).toEqual([...expected].sort());
  });

  it.each(DEMO_DESIGN_TEMPLATES.map((template) => [template.id, template.name] as const))(
    'has a self-contained SVG thumbnail: %s',
    (id, name) => {
      const svg = readFileSync(`${directory}/${id}.svg`, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      // Named for screen readers, like the product pictures.
      const title = /<title id="t">([^<]*)<\/title>/.exec(svg)?.[1];
      expect(title?.replaceAll('&#39;', "'")).toBe(name);
      // Nothing fetched from elsewhere, nothing run.
      expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject|on[a-z]+=/i);
    },
  );
});

describe('the template search text', () => {
  it('drops accents and case', () => {
    expect(searchFold('  Fête ÉCOLE Noël ')).toBe('fete ecole noel');
  });

  test.prop([fc.string()])('is the same for a text and its folded form', (text) => {
    expect(searchFold(searchFold(text))).toBe(searchFold(text));
  });

  test.prop([fc.constantFrom(...'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ'), fc.string({ maxLength: 5 })])(
    'matches an accented letter written with or without its accent, in either case',
    (letter, rest) => {
      const plain = letter.normalize('NFD').replace(/\p{M}/gu, '');
      expect(searchFold(`${letter.toUpperCase()}${rest}`)).toBe(searchFold(`${plain}${rest}`));
    },
  );
});
