import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  artworkLabels,
  artworksCoverQuantity,
  DEFAULT_LABELS_PER_ROLL,
  DEFAULT_ROLLS,
  keepValidArtworks,
  type MultiArtworkEntry,
  newArtworkEntry,
  totalArtworkLabels,
} from './multi-artwork.js';
import { artworkEntryArb } from './product.arb.js';

const entriesArb = fc.array(artworkEntryArb, { maxLength: 20 });

/** Is `sub` the list `all` with some entries left out, order kept? */
function isSubsequence<T>(sub: readonly T[], all: readonly T[]): boolean {
  let next = 0;
  for (const item of all) if (next < sub.length && sub[next] === item) next++;
  return next === sub.length;
}

describe('keepValidArtworks', () => {
  test.prop([entriesArb])('keeps entries in their order, leaving some out', (entries) => {
    expect(isSubsequence(keepValidArtworks(entries), entries)).toBe(true);
  });

  test.prop([artworkEntryArb])('keeps an entry exactly when it is named and prints some labels', (entry) => {
    const named = entry.name.trim() !== '';
    expect(keepValidArtworks([entry])).toEqual(named && artworkLabels(entry) > 0 ? [entry] : []);
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
  test.prop([artworkEntryArb, fc.integer({ min: 1, max: 20 })])(
    'grows in proportion to the rolls when sold by the roll',
    (entry, rolls) => {
      const single = artworkLabels({ ...entry, rolls });
      expect(artworkLabels({ ...entry, rolls: rolls * 2 })).toBe(single * 2);
      expect(single).toBe(rolls * artworkLabels({ ...entry, rolls: 1 }));
    },
  );

  test.prop([
    artworkEntryArb,
    fc.constantFrom(undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY),
    fc.integer({ min: 1, max: 2000 }),
  ])('without a positive, finite number of rolls it is the quantity', (entry, rolls, labelsPerRoll) => {
    const { rolls: _, ...withoutRolls } = entry;
    const noRolls = rolls === undefined ? withoutRolls : { ...withoutRolls, rolls };
    expect(artworkLabels({ ...noRolls, labelsPerRoll })).toBe(entry.quantity);
  });

  it('counts 500 labels per roll by default, and the quantity without rolls', () => {
    expect(artworkLabels({ name: 'a', quantity: 0, rolls: 3 })).toBe(1500);
    expect(artworkLabels({ name: 'a', quantity: 0, rolls: 3, labelsPerRoll: 250 })).toBe(750);
    expect(artworkLabels({ name: 'a', quantity: 42, labelsPerRoll: 250 })).toBe(42);
    expect(artworkLabels({ name: 'a', quantity: 42 })).toBe(42);
  });

  it('reads zero rolls as no rolls, like keepValidArtworks', () => {
    const entry: MultiArtworkEntry = { name: 'Logo', quantity: 250, rolls: 0 };
    expect(keepValidArtworks([entry])).toEqual([entry]);
    expect(artworkLabels(entry)).toBe(250);
    expect(totalArtworkLabels([entry, { name: 'Back', quantity: 100, rolls: -1 }])).toBe(350);
  });
});

describe('totalArtworkLabels', () => {
  test.prop([entriesArb, entriesArb])('adds up over kept artworks and over concatenation', (a, b) => {
    expect(totalArtworkLabels([...a, ...b])).toBe(totalArtworkLabels(a) + totalArtworkLabels(b));
    expect(totalArtworkLabels(a)).toBe(totalArtworkLabels(keepValidArtworks(a)));
  });

  test.prop([entriesArb])('a multi-artwork line never counts fewer than zero labels', (entries) => {
    expect(totalArtworkLabels(entries)).toBeGreaterThanOrEqual(0);
  });

  it('adds the labels of the kept rows only', () => {
    expect(
      totalArtworkLabels([
        { name: 'Front', quantity: 250 },
        { name: 'Back', quantity: 0, rolls: 2, labelsPerRoll: 100 },
        { name: ' ', quantity: 1000 },
        { name: 'Logo', quantity: 0 },
      ]),
    ).toBe(450);
  });
});

describe('artworksCoverQuantity', () => {
  test.prop([fc.array(artworkEntryArb, { maxLength: 6 }), fc.integer({ min: 1, max: 50_000 })])(
    'a job can be ordered exactly when some artworks are kept and their labels make the quantity',
    (entries, quantity) => {
      const kept = keepValidArtworks(entries);
      expect(artworksCoverQuantity(entries, quantity)).toBe(
        kept.length > 0 && totalArtworkLabels(kept) === quantity,
      );
    },
  );

  it('counts rolls of 500 labels and plain quantities alike, and ignores unnamed rows', () => {
    const rows: MultiArtworkEntry[] = [
      { name: 'Fraise', quantity: 0, rolls: 2 },
      { name: 'Citron', quantity: 250 },
      { name: ' ', quantity: 5000 },
    ];
    expect(artworksCoverQuantity(rows, 1250)).toBe(true);
    expect(artworksCoverQuantity(rows, 1000)).toBe(false);
    expect(artworksCoverQuantity([], 500)).toBe(false);
  });
});
