import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/errors.js';
import type { SelectionDraft, SelectionSource } from '../model/product.js';
import { hasLineChanged } from '../product/line-change.js';
import { artworkEntryArb, uploadTypeArb } from '../product/product.arb.js';
import { validateQuantity } from '../quantity/quantity.js';
import { encodeBase64UrlJson } from '../support/base64url.js';
import {
  decodePreconfigured,
  defaultSelection,
  initialSelection,
  isOfferedValue,
  isStoredSource,
  lossLeaderSelection,
  parsePreconfiguredSelection,
  resolveSelection,
  toLineSelection,
} from './initial-selection.js';
import { quantityArb } from './product-page.arb.js';
import { flyers } from './test-support/fixtures.js';

const rule = flyers.priceOptions.quantityRule;
const attributeValueArb = fc.constantFrom('A5', 'A4', 'matt', 'gloss', 'A3', 'silk', '');
const draftArb: fc.Arbitrary<SelectionDraft> = fc.record(
  {
    selectedAttributes: fc.dictionary(fc.constantFrom('format', 'paper', 'finish'), attributeValueArb),
    quantity: fc.oneof(quantityArb, fc.constantFrom(100, 250, 500, 1000, 0, -5, Number.NaN)),
    deliveryOption: fc.constantFrom('standard', 'express'),
    productionTime: fc.constantFrom('standard', 'fast', 'unknown'),
    uploadType: uploadTypeArb,
    fileCheck: fc.boolean(),
    jobName: fc.string(),
    artworks: fc.array(artworkEntryArb, { maxLength: 4 }),
    promoCode: fc.constantFrom('BF25', 'XMAS'),
  },
  { requiredKeys: [] },
);

const sourceArb: fc.Arbitrary<SelectionSource> = fc.oneof(
  fc.constant({ kind: 'default' as const }),
  fc.record({ kind: fc.constant('cartLine' as const), lineId: fc.string() }),
  fc.record({ kind: fc.constant('orderItem' as const), orderId: fc.string(), lineItemId: fc.string() }),
  fc.record({ kind: fc.constant('shortKey' as const), key: fc.string() }),
  fc.record({ kind: fc.constant('design' as const), designId: fc.string() }),
  fc.record({ kind: fc.constant('lossLeader' as const), key: fc.string() }),
  fc.record({
    kind: fc.constant('preconfigured' as const),
    encoded: fc.option(fc.string(), { nil: undefined }),
  }),
);

describe('defaultSelection', () => {
  it('opens with the configured attributes, quantity, priority and file flow', () => {
    expect(defaultSelection(flyers)).toEqual({
      selectedAttributes: { format: 'A5', paper: 'matt' },
      quantity: 250,
      deliveryOption: 'standard',
      productionTime: 'standard',
      uploadType: 'upload',
      fileCheck: true,
      jobName: '',
      artworks: [],
      promoCode: undefined,
    });
  });

  it("takes an attribute's own selected value when the customization has none", () => {
    const configuration = {
      ...flyers,
      productCustomization: { ...flyers.productCustomization, selectedAttributes: { format: 'A4' } },
    };
    expect(defaultSelection(configuration).selectedAttributes).toEqual({ format: 'A4', paper: 'matt' });
  });
});

describe('resolveSelection', () => {
  test.prop([draftArb])(
    'the initial quantity is valid for the rule, or the default when it is not',
    (draft) => {
      const { quantity } = resolveSelection(flyers, draft);
      const checked = draft.quantity === undefined ? undefined : validateQuantity(draft.quantity, rule);
      expect(quantity).toBe(
        checked?.ok ? checked.value : flyers.productCustomization.selectedQuantityModel.defaultValue,
      );
    },
  );

  test.prop([draftArb])('every attribute holds an offered value, the drafted one when offered', (draft) => {
    const { selectedAttributes } = resolveSelection(flyers, draft);
    expect(Object.keys(selectedAttributes).sort()).toEqual(['format', 'paper']);
    for (const [key, value] of Object.entries(selectedAttributes)) {
      expect(isOfferedValue(flyers, key, value)).toBe(true);
      const drafted = draft.selectedAttributes?.[key];
      if (drafted !== undefined && isOfferedValue(flyers, key, drafted)) expect(value).toBe(drafted);
    }
  });

  test.prop([draftArb])('the production time is a known one', (draft) => {
    const { productionTime } = resolveSelection(flyers, draft);
    expect(flyers.productionTimes.map((t) => t.key)).toContain(productionTime);
  });

  test.prop([draftArb])('only valid artworks are kept', (draft) => {
    for (const artwork of resolveSelection(flyers, draft).artworks) {
      expect(artwork.name.trim()).not.toBe('');
    }
  });

  it('an empty draft is the default selection', () => {
    expect(resolveSelection(flyers, {})).toEqual(defaultSelection(flyers));
  });
});

describe('decodePreconfigured', () => {
  test.prop([
    fc.dictionary(fc.constantFrom('format', 'paper'), fc.constantFrom('A4', 'gloss')),
    fc.option(quantityArb, { nil: undefined }),
  ])('reads back what a preconfigured link encodes', (selectedAttributes, quantity) => {
    const encoded = encodeBase64UrlJson({
      selectedAttributes,
      quantity,
      selectedPriority: 'express',
      selectedProductionTime: 'fast',
    });
    expect(decodePreconfigured(encoded)).toEqual({
      ok: true,
      value: {
        selectedAttributes,
        ...(quantity === undefined ? {} : { quantity }),
        deliveryOption: 'express',
        productionTime: 'fast',
      },
    });
  });

  it("a missing link is 'Missing preconfigured URL'", () => {
    for (const encoded of [undefined, '']) {
      expect(decodePreconfigured(encoded)).toEqual({
        ok: false,
        error: { kind: 'init.missingPreconfiguredUrl', message: MESSAGES.missingPreconfiguredUrl },
      });
    }
  });

  test.prop([
    fc.oneof(
      fc.string({ minLength: 1 }),
      fc.jsonValue().map((v) => encodeBase64UrlJson(v)),
    ),
  ])("anything but a selection is 'No custom product selection found'", (encoded) => {
    const decoded = decodePreconfigured(encoded);
    if (!decoded.ok) expect(decoded.error.message).toBe('No custom product selection found');
    else expect(decoded.value.selectedAttributes).toBeDefined();
  });

  it('refuses attributes that are not strings', () => {
    expect(parsePreconfiguredSelection({ selectedAttributes: { format: 4 } })).toBeUndefined();
    expect(parsePreconfiguredSelection([])).toBeUndefined();
    expect(parsePreconfiguredSelection({ selectedAttributes: null })).toBeUndefined();
    expect(decodePreconfigured('x').ok).toBe(false);
  });
});

describe('initialSelection', () => {
  test.prop([sourceArb, draftArb])(
    'loads from stored sources only, and a stored source needs its draft',
    (source, draft) => {
      const withoutDraft = initialSelection(flyers, source, undefined);
      if (isStoredSource(source)) {
        expect(withoutDraft).toEqual({
          ok: false,
          error:
            source.kind === 'lossLeader'
              ? { kind: 'init.noLossLeaderKey', message: MESSAGES.noLossLeaderKey }
              : { kind: 'init.noCustomSelection', message: MESSAGES.noCustomSelection },
        });
        const withDraft = initialSelection(flyers, source, draft);
        expect(withDraft.ok && withDraft.value.selection).toEqual(resolveSelection(flyers, draft));
      } else if (source.kind === 'default') {
        expect(withoutDraft).toEqual({
          ok: true,
          value: { selection: defaultSelection(flyers), storedLine: undefined },
        });
      }
    },
  );

  test.prop([fc.constantFrom('cartLine' as const, 'orderItem' as const), draftArb])(
    'an edited line starts unchanged unless its stored quantity no longer fits the rule',
    (kind, draft) => {
      const source: SelectionSource =
        kind === 'cartLine' ? { kind, lineId: 'l1' } : { kind, orderId: 'o1', lineItemId: 'l1' };
      const built = initialSelection(flyers, source, draft);
      if (!built.ok || built.value.storedLine === undefined)
        throw new Error('an edited line has a stored line');
      const changed = hasLineChanged(built.value.storedLine, toLineSelection(built.value.selection));
      const quantityKept = draft.quantity === undefined || validateQuantity(draft.quantity, rule).ok;
      expect(changed).toBe(!quantityKept);
    },
  );

  it('decodes a preconfigured link and lays it over the default', () => {
    const encoded = encodeBase64UrlJson({ selectedAttributes: { format: 'A4' }, quantity: 500 });
    const built = initialSelection(flyers, { kind: 'preconfigured', encoded }, undefined);
    expect(built.ok && built.value.selection).toMatchObject({
      selectedAttributes: { format: 'A4', paper: 'matt' },
      quantity: 500,
    });
    expect(initialSelection(flyers, { kind: 'preconfigured', encoded: undefined }, undefined).ok).toBe(false);
  });
});

describe('lossLeaderSelection', () => {
  const offer = {
    lossLeaderKey: 'flyers-decouverte',
    promocodeId: 'promo-flyers-decouverte',
    promoCode: 'DECOUVERTE-FLYERS',
    productConfigurationId: 'flyers',
    productionTime: 'fast',
    selectedPriority: 'express',
    selectedAttributes: { format: 'A4', paper: 'gloss' },
    quantity: 250,
  };

  it("opens the page on the offer's attributes, quantity, times and promo code", () => {
    const draft = lossLeaderSelection(offer, 'flyers');
    expect(draft).toEqual({
      ok: true,
      value: {
        selectedAttributes: { format: 'A4', paper: 'gloss' },
        quantity: 250,
        productionTime: 'fast',
        deliveryOption: 'express',
        promoCode: 'DECOUVERTE-FLYERS',
      },
    });
    const built = initialSelection(
      flyers,
      { kind: 'lossLeader', key: 'flyers-decouverte' },
      draft.ok ? draft.value : undefined,
    );
    expect(built.ok && built.value.selection).toMatchObject({
      selectedAttributes: { format: 'A4', paper: 'gloss' },
      quantity: 250,
      promoCode: 'DECOUVERTE-FLYERS',
    });
  });

  it('leaves the promo code out when the promotion is gone', () => {
    const draft = lossLeaderSelection({ ...offer, promoCode: undefined }, 'flyers');
    expect(draft.ok && 'promoCode' in draft.value).toBe(false);
  });

  it("is no offer of another product's page: 'No loss leader key found'", () => {
    expect(lossLeaderSelection(offer, 'business-cards')).toEqual({
      ok: false,
      error: { kind: 'init.noLossLeaderKey', message: 'No loss leader key found' },
    });
  });
});
