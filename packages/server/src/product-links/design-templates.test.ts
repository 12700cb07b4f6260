import { fc, test } from '@fast-check/vitest';
import { DEMO_CATALOG, DESIGNABLE_PRODUCTS, offersDesignEditor } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import {
  DEMO_TEMPLATE_ROWS,
  DESIGN_TEMPLATE_THUMBNAILS_PATH,
  searchFold,
  templateThumbnail,
} from './design-templates.js';

describe('demo design templates', () => {
  it('give every product the designer lays out three templates at least, each fitting all its formats', () => {
    for (const productId of DESIGNABLE_PRODUCTS) {
      const product = DEMO_CATALOG.products.find((candidate) => candidate.id === productId);
      if (product === undefined || !offersDesignEditor(product)) continue;
      const rows = DEMO_TEMPLATE_ROWS.filter((row) => row.productId === productId);
      expect(rows.length, productId).toBeGreaterThanOrEqual(3);
      for (const row of rows) expect(row.format, row.id).toBeNull();
    }
    expect(new Set(DEMO_TEMPLATE_ROWS.map((row) => row.id)).size).toBe(DEMO_TEMPLATE_ROWS.length);
  });

  it.each(DEMO_TEMPLATE_ROWS.map((row) => [row.id, row] as const))(
    'has a self-contained SVG thumbnail drawn from its document: %s',
    (id, row) => {
      expect(row.thumbnailPath).toBe(`${DESIGN_TEMPLATE_THUMBNAILS_PATH}/${id}.svg`);
      const svg = templateThumbnail(id) ?? '';
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      // Named for screen readers, like the product pictures.
      const title = /<title id="t">([^<]*)<\/title>/.exec(svg)?.[1];
      expect(title?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))).toBe(
        row.name,
      );
      // Nothing fetched from elsewhere, nothing run: the only reference is to its own clip path.
      expect(svg).not.toMatch(/<script|href=|<image|<foreignObject|\son[a-z]+=/i);
      expect(svg.match(/url\(([^)]*)\)/g)).toEqual(['url(#cut)']);
      expect(svg.match(/<text/g)?.length ?? 0, id).toBeGreaterThan(0);
    },
  );

  it('has no thumbnail for an id no demo template has', () => {
    expect(templateThumbnail('tpl-unknown')).toBeUndefined();
  });
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
