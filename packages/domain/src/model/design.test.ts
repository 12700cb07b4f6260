import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { quantityArb } from '../product-page/product-page.arb.js';
import { selectionSourceFromQuery } from '../product-page/selection-query.js';
import {
  checkDesignName,
  DESIGN_NAME_MAX_LENGTH,
  designNameMessage,
  designPagePath,
  designSelectionOf,
  hasRoomForDesign,
  MAX_SAVED_DESIGNS,
} from './design.js';
import type { ProductSelection } from './product.js';

const selectionArb: fc.Arbitrary<ProductSelection> = fc.record({
  selectedAttributes: fc.dictionary(
    fc.constantFrom('format', 'paper', 'finishing'),
    fc.string({ maxLength: 8 }),
  ),
  quantity: quantityArb,
  deliveryOption: fc.constantFrom('standard', 'express'),
  productionTime: fc.constantFrom('standard', 'fast'),
  uploadType: fc.constantFrom('upload', 'dex', 'hds'),
  fileCheck: fc.boolean(),
  jobName: fc.string({ maxLength: 20 }),
  artworks: fc.array(fc.record({ name: fc.string({ minLength: 1 }), quantity: quantityArb }), {
    maxLength: 3,
  }),
  promoCode: fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: undefined }),
  designId: fc.option(fc.uuid(), { nil: undefined }),
});

/** A name with no control character, trimmed, of 1 to the maximum length. */
const goodNameArb = fc
  .string({ minLength: 1, maxLength: DESIGN_NAME_MAX_LENGTH, unit: 'grapheme' })
  .filter((name) => name.trim() === name && name !== '' && [...name].length <= DESIGN_NAME_MAX_LENGTH)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: generated names must not hold them
  .filter((name) => !/[\u0000-\u001f\u007f-\u009f]/.test(name));

describe('designSelectionOf', () => {
  test.prop([selectionArb])('keeps every choice that makes the job, and only those', (selection) => {
    const kept = designSelectionOf(selection);
    const { artworks: _artworks, promoCode: _promoCode, designId: _designId, ...job } = selection;
    expect(kept).toEqual(job);
  });
});

describe('checkDesignName', () => {
  test.prop([goodNameArb, fc.constantFrom('', ' ', '  \u00a0')])(
    'keeps a good name, trimmed of the spaces around it',
    (name, spaces) => {
      expect(checkDesignName(`${spaces}${name}${spaces}`)).toEqual({ ok: true, value: name });
    },
  );

  test.prop([fc.constantFrom('', ' ', '\u00a0\u2003')])('refuses an empty name', (name) => {
    expect(checkDesignName(name)).toEqual({ ok: false, error: 'empty' });
  });

  test.prop([fc.integer({ min: DESIGN_NAME_MAX_LENGTH + 1, max: 400 })])(
    'refuses a name longer than the maximum, counted by characters',
    (length) => {
      expect(checkDesignName('é'.repeat(length))).toEqual({ ok: false, error: 'tooLong' });
      expect(checkDesignName('🎨'.repeat(DESIGN_NAME_MAX_LENGTH)).ok).toBe(true);
    },
  );

  test.prop([goodNameArb, fc.constantFrom('\u0000', '\n', '\t', '\u007f', '\u0085')])(
    'refuses a name holding a control character',
    (name, control) => {
      expect(checkDesignName(`a${control}${name}`.slice(0, DESIGN_NAME_MAX_LENGTH))).toEqual({
        ok: false,
        error: 'controlCharacter',
      });
    },
  );

  it('says what is wrong in English, for the API', () => {
    expect(designNameMessage('empty')).toBe('A design needs a name');
    expect(designNameMessage('tooLong')).toBe('A design name holds at most 100 characters');
    expect(designNameMessage('controlCharacter')).toBe('A design name cannot hold control characters');
  });
});

describe('hasRoomForDesign', () => {
  test.prop([fc.nat({ max: 1_000 })])('a customer holds at most MAX_SAVED_DESIGNS designs', (count) => {
    expect(hasRoomForDesign(count)).toBe(count + 1 <= MAX_SAVED_DESIGNS);
  });

  it('allows the hundredth design and refuses the hundred and first', () => {
    expect(hasRoomForDesign(MAX_SAVED_DESIGNS - 1)).toBe(true);
    expect(hasRoomForDesign(MAX_SAVED_DESIGNS)).toBe(false);
  });
});

describe('designPagePath', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 40 }).filter((id) => id.trim() === id)])(
    "opens the product page on the design's own selection",
    (id) => {
      const path = designPagePath({ id, productPath: '/flyers/' });
      const url = new URL(path ?? '', 'http://shop.example');
      expect(url.pathname).toBe('/flyers/');
      expect(selectionSourceFromQuery(Object.fromEntries(url.searchParams))).toEqual({
        kind: 'design',
        designId: id,
      });
    },
  );

  it('has no page when the product is no longer sold', () => {
    expect(designPagePath({ id: 'd-1', productPath: undefined })).toBeUndefined();
  });
});
