import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRIES,
  isValidVatNumber,
  OUTSIDE_VAT_AREA_MENTION,
  REVERSE_CHARGE_MENTION,
  type VatBuyer,
  vatFor,
} from './vat.js';
import { VAT_RATES } from './vat-rates.js';

/** Format-valid VAT numbers (check digits included) of a few member states. */
const VALID_NUMBERS: Readonly<Record<string, string>> = {
  BE: 'BE0411905847',
  DE: 'DE129273398',
  FR: 'FR40303265045',
  NL: 'NL004495445B01',
};

const decide = (shipTo: { country: string; postalCode?: string }, buyer?: VatBuyer, sellerCountry = 'FR') => {
  const decided = vatFor({ sellerCountry, shipTo, buyer });
  if (!decided.ok) throw new Error(decided.error.message);
  return decided.value;
};

describe('vatFor', () => {
  it('charges the destination country’s rate by default', () => {
    expect(decide({ country: 'FR', postalCode: '75011' })).toEqual({
      rate: 20,
      regime: 'standard',
      area: null,
      mention: null,
    });
    expect(decide({ country: 'BE', postalCode: '1000' }).rate).toBe(21);
    expect(decide({ country: 'CH', postalCode: '1201' }, undefined, 'CH').rate).toBe(8.1);
    expect(decide({ country: 'MC', postalCode: '98000' }).rate).toBe(20);
  });

  it('refuses a destination without a VAT rate', () => {
    const decided = vatFor({ sellerCountry: 'FR', shipTo: { country: 'US', postalCode: '10001' } });
    expect(decided).toEqual({
      ok: false,
      error: { kind: 'pricing.unknownCountry', message: 'No VAT rate for country US', country: 'US' },
    });
  });

  it.each([
    ['97110', 8.5, 'overseas', 'Guadeloupe'],
    ['97200', 8.5, 'overseas', 'Martinique'],
    ['97400', 8.5, 'overseas', 'La Réunion'],
    ['97300', 0, 'outsideVatArea', 'Guyane'],
    ['97600', 0, 'outsideVatArea', 'Mayotte'],
    ['97500', 0, 'outsideVatArea', 'Saint-Pierre-et-Miquelon'],
    ['97133', 0, 'outsideVatArea', 'Saint-Barthélemy'],
    ['97150', 0, 'outsideVatArea', 'Saint-Martin'],
    ['98800', 0, 'outsideVatArea', 'Collectivités du Pacifique'],
    ['20000', 20, 'standard', 'Corse'],
    ['20200', 20, 'standard', 'Corse'],
  ])('a French postcode %s is taxed at %s %% (%s, %s)', (postalCode, rate, regime, area) => {
    const decided = decide({ country: 'FR', postalCode });
    expect(decided).toMatchObject({ rate, regime, area });
    expect(decided.mention).toBe(regime === 'outsideVatArea' ? OUTSIDE_VAT_AREA_MENTION : null);
  });

  it('reverse-charges a company billed in another member state with a valid VAT number', () => {
    const company: VatBuyer = { kind: 'company', billingCountry: 'BE', vatNumber: 'BE0411905847' };
    expect(decide({ country: 'BE', postalCode: '1000' }, company)).toEqual({
      rate: 0,
      regime: 'reverseCharge',
      area: null,
      mention: REVERSE_CHARGE_MENTION,
    });
    // Shipped to France for a Belgian company: still an intra-community supply to it.
    expect(decide({ country: 'FR', postalCode: '75011' }, company).regime).toBe('reverseCharge');
    // Spaces and dots as people type them.
    expect(decide({ country: 'BE' }, { ...company, vatNumber: 'BE 0411.905.847' }).regime).toBe(
      'reverseCharge',
    );
  });

  it.each<[string, VatBuyer, string]>([
    [
      'a private buyer, whatever number they give',
      { kind: 'private', billingCountry: 'BE', vatNumber: 'BE0411905847' },
      'BE',
    ],
    ['a company without a VAT number', { kind: 'company', billingCountry: 'BE', vatNumber: null }, 'BE'],
    [
      'a company whose check digits are wrong',
      { kind: 'company', billingCountry: 'BE', vatNumber: 'BE0411905848' },
      'BE',
    ],
    [
      'a company whose number is another country’s',
      { kind: 'company', billingCountry: 'BE', vatNumber: 'DE129273398' },
      'BE',
    ],
    [
      'a company billed in the seller’s country',
      { kind: 'company', billingCountry: 'FR', vatNumber: 'FR40303265045' },
      'FR',
    ],
    [
      'a company billed in Monaco (French VAT area)',
      { kind: 'company', billingCountry: 'MC', vatNumber: 'FR40303265045' },
      'FR',
    ],
    [
      'a company billed outside the EU',
      { kind: 'company', billingCountry: 'CH', vatNumber: 'CHE123456789' },
      'FR',
    ],
  ])('never reverse-charges %s', (_name, buyer, shipCountry) => {
    const decided = decide({ country: shipCountry }, buyer);
    expect(decided.regime).not.toBe('reverseCharge');
    expect(decided.rate).toBe(VAT_RATES[shipCountry]);
  });

  it('never reverse-charges from a seller outside the EU, nor for a job shipped outside it', () => {
    const company: VatBuyer = { kind: 'company', billingCountry: 'BE', vatNumber: 'BE0411905847' };
    expect(decide({ country: 'CH' }, company, 'CH').regime).toBe('standard');
    expect(decide({ country: 'CH' }, company, 'FR')).toMatchObject({ regime: 'standard', rate: 8.1 });
  });

  const countries = Object.keys(VAT_RATES);
  const buyerArb: fc.Arbitrary<VatBuyer | undefined> = fc.option(
    fc.record({
      kind: fc.constantFrom<'company' | 'private'>('company', 'private'),
      billingCountry: fc.constantFrom(...countries),
      vatNumber: fc.option(fc.constantFrom(...Object.values(VALID_NUMBERS), 'BE0411905848', 'XX123'), {
        nil: null,
      }),
    }),
    { nil: undefined },
  );
  const postcodeArb = fc.stringMatching(/^\d{5}$/);

  test.prop([fc.constantFrom(...countries), postcodeArb, buyerArb, fc.constantFrom('FR', 'BE', 'CH')])(
    'a private buyer or guest is never reverse-charged; a zero rate always carries its legal mention',
    (country, postalCode, buyer, seller) => {
      const decided = decide({ country, postalCode }, buyer, seller);
      if (buyer === undefined || buyer.kind === 'private') expect(decided.regime).not.toBe('reverseCharge');
      if (decided.regime === 'reverseCharge') {
        expect(buyer?.vatNumber).toBeTruthy();
        expect(isValidVatNumber(buyer?.vatNumber ?? '', buyer?.billingCountry ?? '')).toBe(true);
        expect(EU_COUNTRIES.has(buyer?.billingCountry ?? '')).toBe(true);
        expect(buyer?.billingCountry).not.toBe(seller);
      }
      if (decided.rate === 0) expect(decided.mention).not.toBeNull();
      if (decided.regime === 'standard') expect(decided.rate).toBe(VAT_RATES[country]);
      if (country !== 'FR' && decided.regime !== 'reverseCharge')
        expect(decided.rate).toBe(VAT_RATES[country]);
    },
  );
});

describe('isValidVatNumber', () => {
  it.each(Object.entries(VALID_NUMBERS))('accepts a valid number of %s', (country, number) => {
    expect(isValidVatNumber(number, country)).toBe(true);
    expect(isValidVatNumber(number.toLowerCase(), country)).toBe(true);
  });

  it('refuses a wrong check digit, a malformed number, and another country’s number', () => {
    expect(isValidVatNumber('BE0411905848', 'BE')).toBe(false);
    expect(isValidVatNumber('BE12', 'BE')).toBe(false);
    expect(isValidVatNumber('DE129273398', 'BE')).toBe(false);
  });
});
