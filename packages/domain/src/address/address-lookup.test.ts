import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_MIN_LENGTH, addressSearchText, townFill, townLookupCode } from './address-lookup.js';

const fiveDigits = fc.stringMatching(/^[0-9]{5}$/);
const spaces = fc.stringMatching(/^ {0,3}$/);

describe('townLookupCode', () => {
  test.prop([fiveDigits, spaces, spaces])(
    'any five digits in France are looked up, spaces around them left out',
    (code, before, after) => {
      expect(townLookupCode('FR', `${before}${code}${after}`)).toBe(code);
    },
  );

  test.prop([fc.string().filter((text) => !/^\s*[0-9]{5}\s*$/.test(text))])(
    'anything else than five digits is not looked up',
    (typed) => {
      expect(townLookupCode('FR', typed)).toBeUndefined();
    },
  );

  test.prop([fiveDigits, fc.constantFrom('BE', 'DE', 'MC', 'LU', 'GB', '')])(
    'nor is a postal code of another country',
    (code, country) => {
      expect(townLookupCode(country, code)).toBeUndefined();
    },
  );

  it('keeps leading zeros and overseas codes', () => {
    expect(townLookupCode('FR', '01000')).toBe('01000');
    expect(townLookupCode('FR', '97600')).toBe('97600');
    expect(townLookupCode('FR', '7501')).toBeUndefined();
  });
});

describe('addressSearchText', () => {
  test.prop([fc.string()])('a search is never shorter than the minimum, nor padded', (typed) => {
    const text = addressSearchText(typed);
    if (text === undefined) return;
    expect(text.length).toBeGreaterThanOrEqual(ADDRESS_SEARCH_MIN_LENGTH);
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/\s{2}/);
  });

  test.prop([fc.stringMatching(/^[a-z0-9]{3,20}$/), spaces])(
    'a long enough word is searched as typed',
    (word, pad) => {
      expect(addressSearchText(`${pad}${word}${pad}`)).toBe(word);
    },
  );

  it('waits for three characters, and joins runs of spaces', () => {
    expect(addressSearchText(' 12 ')).toBeUndefined();
    expect(addressSearchText('12  rue')).toBe('12 rue');
  });
});

describe('townFill', () => {
  const townArb = fc.record({ name: fc.string({ minLength: 1 }) });
  const townsArb = fc.array(townArb, { maxLength: 6 });

  test.prop([
    townsArb,
    fc.string().filter((text) => text.trim() !== ''),
    fc.option(fc.string(), { nil: undefined }),
  ])('a town typed by hand is never replaced', (towns, typed, filled) => {
    fc.pre(typed.trim() !== filled);
    expect(townFill(towns, typed, filled)).toBeUndefined();
  });

  test.prop([townArb, fc.option(fc.string(), { nil: undefined })])(
    'the one town of a code fills an empty field',
    (town, filled) => {
      fc.pre(town.name !== '');
      expect(townFill([town], '', filled)).toBe(town.name);
    },
  );

  test.prop([townsArb, fc.string(), fc.option(fc.string(), { nil: undefined })])(
    'the field only ever becomes a town of the code, or empty',
    (towns, typed, filled) => {
      const next = townFill(towns, typed, filled);
      if (next !== undefined) expect(['', ...towns.map((town) => town.name)]).toContain(next);
    },
  );

  it('replaces the town it filled when the code changes, and empties it for a choice', () => {
    expect(townFill([{ name: 'Rouen' }], 'Paris', 'Paris')).toBe('Rouen');
    expect(townFill([{ name: 'Bourg-en-Bresse' }, { name: 'Saint-Denis-lès-Bourg' }], 'Rouen', 'Rouen')).toBe(
      '',
    );
    expect(
      townFill([{ name: 'Bourg-en-Bresse' }, { name: 'Saint-Denis-lès-Bourg' }], '', undefined),
    ).toBeUndefined();
    expect(townFill([], 'Rouen', 'Rouen')).toBe('');
    expect(townFill([{ name: 'Rouen' }], 'Rouen', undefined)).toBeUndefined();
  });
});
