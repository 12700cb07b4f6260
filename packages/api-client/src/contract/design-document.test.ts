import { fc, test } from '@fast-check/vitest';
import {
  blankDesign,
  DEMO_DESIGN_TEMPLATES,
  type DesignDocument,
  type PrintFormat,
  printFormatOf,
} from '@tirage/domain';
import { a5Format, designArb } from '@tirage/domain/testing';
import { describe, expect, it } from 'vitest';
import { designDocumentSchema, MAX_DESIGN_LENGTH_MM } from './design-document.js';

/** A design with one text on its recto, valid as it is. */
const poster = (): DesignDocument => ({
  ...blankDesign(a5Format),
  pages: [
    {
      side: 'recto',
      background: '#ffffff',
      objects: [
        {
          kind: 'text',
          id: 'title',
          x: 10,
          y: 10,
          width: 100,
          height: 20,
          rotation: 0,
          text: 'Soirée jazz',
          font: 'Inter',
          sizePt: 24,
          colour: '#000000',
          align: 'left',
          bold: false,
          italic: false,
        },
      ],
    },
    { side: 'verso', background: null, objects: [] },
  ],
});

/** The paths of the issues the schema finds in `value`. */
const refusedAt = (value: unknown): string[] => {
  const parsed = designDocumentSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the design document on the wire', () => {
  test.prop([designArb()])('reads back every design as it was written', (design) => {
    expect(designDocumentSchema.parse(JSON.parse(JSON.stringify(design)))).toEqual(design);
  });

  it('takes a valid design, and every demo template', () => {
    expect(refusedAt(poster())).toEqual([]);
    const formats: Record<string, Record<string, string>> = {
      flyers: { format: 'a5', sides: 'recto-verso' },
      'business-cards': { format: '85x55', sides: 'recto-verso' },
      posters: { format: 'a2' },
      stickers: { format: '75', shape: 'rond' },
      'roll-labels': { format: '70x50', shape: 'ovale' },
      'folded-leaflets': { format: 'a4', sides: 'recto-verso' },
    };
    for (const template of DEMO_DESIGN_TEMPLATES) {
      const format = printFormatOf(template.productId, formats[template.productId] ?? {}) as PrintFormat;
      expect([template.id, refusedAt(template.documentFor(format))]).toEqual([template.id, []]);
    }
  });

  it('refuses an object of a kind it does not know, and a field it does not know', () => {
    const design = poster();
    const withKind = structuredClone(design) as unknown as {
      pages: { objects: Record<string, unknown>[] }[];
    };
    (withKind.pages[0]?.objects[0] as Record<string, unknown>).kind = 'script';
    expect(refusedAt(withKind)).toEqual(['pages.0.objects.0.kind']);
    const withField = structuredClone(design) as unknown as {
      pages: { objects: Record<string, unknown>[] }[];
    };
    (withField.pages[0]?.objects[0] as Record<string, unknown>).onClick = 'alert(1)';
    expect(refusedAt(withField).length).toBeGreaterThan(0);
  });

  it.each([
    ['a size that is not a number', Number.NaN],
    ['an infinite size', Number.POSITIVE_INFINITY],
    ['a negative size', -5],
    ['a size larger than any press', MAX_DESIGN_LENGTH_MM + 1],
  ])('refuses %s', (_, width) => {
    const design = structuredClone(poster()) as unknown as { pages: { objects: { width: number }[] }[] };
    (design.pages[0]?.objects[0] as { width: number }).width = width;
    expect(refusedAt(design)).toEqual(['pages.0.objects.0.width']);
  });

  it('refuses a flood of objects and a text of 50 MB', () => {
    const design = poster();
    const text = design.pages[0]?.objects[0];
    const flood = {
      ...design,
      pages: [
        {
          side: 'recto',
          background: null,
          objects: Array.from({ length: 100_000 }, (_, index) => ({ ...text, id: `t${index}` })),
        },
        design.pages[1],
      ],
    };
    expect(refusedAt(flood)).toContain('pages.0.objects');
    const long = structuredClone(design) as unknown as { pages: { objects: { text: string }[] }[] };
    (long.pages[0]?.objects[0] as { text: string }).text = 'x'.repeat(50 * 1024 * 1024);
    expect(refusedAt(long)).toEqual(['pages.0.objects.0.text']);
  });

  it('refuses an image that is not one of the design’s files, and two objects with one id', () => {
    const design = poster();
    const image = {
      kind: 'image',
      id: 'photo',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      assetId: 'someone-elses',
    };
    const foreign = { ...design, pages: [{ ...design.pages[0], objects: [image] }, design.pages[1]] };
    expect(refusedAt(foreign)).toEqual(['pages.0.objects.0.assetId']);
    const twice = {
      ...design,
      pages: [{ ...design.pages[0], objects: [image, image] }, design.pages[1]],
      assets: [{ id: 'someone-elses', mediaType: 'image/png', widthPx: 10, heightPx: 10 }],
    };
    expect(refusedAt(twice)).toEqual(['pages.0.objects.1.id']);
  });

  it('refuses pages that are not the format’s printed sides', () => {
    const design = poster();
    expect(refusedAt({ ...design, pages: [design.pages[0]] })).toEqual(['pages']);
    expect(refusedAt({ ...design, pages: [design.pages[1], design.pages[0]] })).toEqual(['pages']);
  });

  it('refuses a colour that is not #rrggbb and a font it does not bundle', () => {
    const design = structuredClone(poster()) as unknown as {
      pages: { background: string; objects: { font: string }[] }[];
    };
    (design.pages[0] as { background: string }).background = 'url(javascript:alert(1))';
    (design.pages[0]?.objects[0] as { font: string }).font = 'Comic Sans MS';
    expect(refusedAt(design).sort()).toEqual(['pages.0.background', 'pages.0.objects.0.font']);
  });

  test.prop([fc.anything()])('refuses anything that is not a design, without throwing', (value) => {
    expect(designDocumentSchema.safeParse(value).success).toBe(false);
  });
});
