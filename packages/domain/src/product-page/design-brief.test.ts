import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  checkDesignBrief,
  DESIGN_BRIEF_LIMITS,
  DESIGN_STYLES,
  type DesignBrief,
  designBriefText,
  parseDesignBrief,
} from './design-brief.js';

/** Text a shopper may type in a field: any characters, several lines, within a limit. */
const fieldArb = (max: number) =>
  fc
    .array(fc.string({ maxLength: 40 }), { maxLength: 6 })
    .map((lines) => lines.join('\n').replace(/\r/g, '').trim().slice(0, max).trim());

const briefArb: fc.Arbitrary<DesignBrief> = fc.record({
  texts: fieldArb(DESIGN_BRIEF_LIMITS.texts).filter((text) => text !== ''),
  colours: fieldArb(DESIGN_BRIEF_LIMITS.colours),
  style: fc.option(fc.constantFrom(...DESIGN_STYLES), { nil: undefined }),
  files: fieldArb(DESIGN_BRIEF_LIMITS.files),
  notes: fieldArb(DESIGN_BRIEF_LIMITS.notes),
});

describe('the design brief', () => {
  test.prop([briefArb])(
    'reads back as it was written, whatever the shopper typed (headings included)',
    (brief) => {
      expect(parseDesignBrief(designBriefText(brief))).toEqual({ ok: true, value: brief });
    },
  );

  test.prop([briefArb])('stays within a line service’s 4 000 characters', (brief) => {
    expect(designBriefText(brief).length).toBeLessThanOrEqual(4_000);
  });

  it('is written for the designer to read as it is', () => {
    const text = designBriefText({
      texts: 'Boulangerie Martin\nPain au levain tous les jours',
      colours: 'Brun et crème',
      style: 'elegant',
      files: '',
      notes: 'Logo en haut à gauche',
    });
    expect(text).toBe(
      [
        'Textes à imprimer :',
        '  Boulangerie Martin',
        '  Pain au levain tous les jours',
        'Couleurs :',
        '  Brun et crème',
        'Style :',
        '  Élégant',
        'Remarques :',
        '  Logo en haut à gauche',
      ].join('\n'),
    );
  });

  it('needs the texts to print, keeps each field within its limit, and knows its styles', () => {
    const checked = checkDesignBrief({
      texts: '   ',
      colours: 'x'.repeat(DESIGN_BRIEF_LIMITS.colours + 1),
      style: 'baroque',
    });
    expect(checked).toEqual({
      ok: false,
      error: [
        { field: 'texts', kind: 'designBrief.textsRequired' },
        { field: 'colours', kind: 'designBrief.tooLong', max: DESIGN_BRIEF_LIMITS.colours },
        { field: 'style', kind: 'designBrief.unknownStyle' },
      ],
    });
  });

  it.each([
    ['free text', 'Mettez mon logo en grand'],
    ['a heading twice', 'Couleurs :\n  bleu\nCouleurs :\n  rouge'],
    ['an unknown heading', 'Police :\n  Garamond'],
    ['nothing', ''],
  ])('is not read from %s', (_what, text) => {
    expect(parseDesignBrief(text)).toBeUndefined();
  });

  it('read back, is checked again: a text without the texts to print is refused', () => {
    expect(parseDesignBrief('Couleurs :\n  bleu')).toEqual({
      ok: false,
      error: [{ field: 'texts', kind: 'designBrief.textsRequired' }],
    });
  });
});

describe('the design brief’s whole text', () => {
  it('is refused when its headings and indents take it past a line service’s 4 000 characters', () => {
    // 1 500 characters of texts in 750 lines of one letter: each line gets its indent.
    const texts = Array.from({ length: 750 }, () => 'x').join('\n');
    const full = {
      texts,
      colours: 'c'.repeat(200),
      files: 'f'.repeat(500),
      notes: 'n'.repeat(1_000),
    };
    expect(checkDesignBrief(full)).toEqual({
      ok: false,
      error: [{ field: 'texts', kind: 'designBrief.tooLong', max: DESIGN_BRIEF_LIMITS.texts }],
    });
    expect(checkDesignBrief({ ...full, texts: 'x'.repeat(1_499) }).ok).toBe(true);
  });
});
