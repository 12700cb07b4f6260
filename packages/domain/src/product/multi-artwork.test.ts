import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  artworkLabels,
  DEFAULT_LABELS_PER_ROLL,
  DEFAULT_ROLLS,
  keepValidArtworks,
  type MultiArtworkEntry,
  newArtworkEntry,
  totalArtworkLabels,
} from './multi-artwork.js';
import { artworkEntryArb } from './product.arb.js';

const entriesArb = fc.array(artworkEntryArb, { maxLength: 20 });
const isValid = (e: MultiArtworkEntry): boolean =>
  e.name.trim().length > 0 && (e.quantity > 0 || (e.rolls !== undefined && e.rolls > 0));

describe('keepValidArtworks', () => {
  test.prop([entriesArb])('keeps exactly the named entries with a quantity or rolls, in order', (entries) => {
    expect(keepValidArtworks(entries)).toEqual(entries.filter(isValid));
  });

  test.prop([entriesArb])('is idempotent', (entries) => {
    const kept = keepValidArtworks(entries);
    expect(keepValidArtworks(kept)).toEqual(kept);
  });

  it('drops blank names and empty rows, keeps rolls without a quantity', () => {
    expect(
      keepValidArtworks([
        { name: '  ', quantity: 100 },
        { name: 'Logo', quantity: 0 },
        { name: 'Back', quantity: 0, rolls: 2 },
        { name: 'Front', quantity: 250 },
      ]),
    ).toEqual([
      { name: 'Back', quantity: 0, rolls: 2 },
      { name: 'Front', quantity: 250 },
    ]);
  });
});

describe('newArtworkEntry', () => {
  test.prop([fc.string()])('starts at one roll of 500 labels, kept once named', (name) => {
    const entry = newArtworkEntry(name);
    expect(entry).toEqual({
      name,
      quantity: 500,
      rolls: DEFAULT_ROLLS,
      labelsPerRoll: DEFAULT_LABELS_PER_ROLL,
    });
    expect(artworkLabels(entry)).toBe(DEFAULT_ROLLS * DEFAULT_LABELS_PER_ROLL);
    expect(keepValidArtworks([entry])).toHaveLength(name.trim() === '' ? 0 : 1);
  });
});

describe('artworkLabels', () => {
  test.prop([artworkEntryArb])(
    'is rolls × labels per roll when sold by the roll, else the quantity',
    (entry) => {
      expect(artworkLabels(entry)).toBe(
        entry.rolls === undefined ? entry.quantity : entry.rolls * (entry.labelsPerRoll ?? 500),
      );
    },
  );

  it('counts 500 labels per roll by default, and the quantity without rolls', () => {
    expect(artworkLabels({ name: 'a', quantity: 0, rolls: 3 })).toBe(1500);
    expect(artworkLabels({ name: 'a', quantity: 42, labelsPerRoll: 250 })).toBe(42);
    expect(artworkLabels({ name: 'a', quantity: 42 })).toBe(42);
  });
});

describe('totalArtworkLabels', () => {
  test.prop([entriesArb, entriesArb])('adds up over kept artworks and over concatenation', (a, b) => {
    expect(totalArtworkLabels([...a, ...b])).toBe(totalArtworkLabels(a) + totalArtworkLabels(b));
    expect(totalArtworkLabels(a)).toBe(a.filter(isValid).reduce((total, e) => total + artworkLabels(e), 0));
  });
});
