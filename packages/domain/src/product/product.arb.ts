import { fc } from '@fast-check/vitest';
import type { LineSelection } from './line-change.js';
import type { MultiArtworkEntry } from './multi-artwork.js';
import { UPLOAD_TYPES } from './upload-type.js';

export const uploadTypeArb = fc.constantFrom(...UPLOAD_TYPES);

const attributeKeyArb = fc.constantFrom('format', 'paper', 'finish', 'sides', 'corners', 'constructor');
export const attributesArb = fc.dictionary(
  attributeKeyArb,
  fc.constantFrom('A5', 'A4', '350g', 'matt', 'gloss'),
  {
    maxKeys: 5,
  },
);

export const lineSelectionArb: fc.Arbitrary<LineSelection> = fc.record({
  selectedAttributes: attributesArb,
  quantity: fc.integer({ min: 1, max: 1_000_000 }).map((h) => h / 100),
  uploadType: uploadTypeArb,
  deliveryOption: fc.constantFrom('standard', 'express', 'economy'),
  fileCheck: fc.boolean(),
});

export const artworkEntryArb: fc.Arbitrary<MultiArtworkEntry> = fc.record(
  {
    name: fc.oneof(fc.constantFrom('', ' ', '\t', 'Logo', 'Back label', ' Promo '), fc.string()),
    quantity: fc.oneof(fc.integer({ min: -10, max: 5000 }), fc.constantFrom(0, Number.NaN)),
    rolls: fc.integer({ min: -2, max: 20 }),
    labelsPerRoll: fc.integer({ min: 1, max: 2000 }),
  },
  { requiredKeys: ['name', 'quantity'] },
);
