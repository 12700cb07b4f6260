import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { parseForm } from '../../lib/form-schema.js';
import { PARIS_ADDRESS_FIELDS } from '../../test-support/form-data.js';
import { addressFormSchema, addressMessages } from './address-form.js';

const parse = (fields: Readonly<Record<string, string>>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(`address.${name}`, value);
  return parseForm(form, z.object({ address: addressFormSchema }), addressMessages('address'));
};

const paris = { ...PARIS_ADDRESS_FIELDS, postalCode: 'sw1a 1aa' };

describe('the address form schema', () => {
  test('an address as typed: the postal code upper-cased, emptied optional fields left out', () => {
    expect(parse(paris)).toMatchObject({
      status: 'success',
      value: { address: { postalCode: 'SW1A 1AA', company: undefined, phone: undefined } },
    });
  });

  test('each refused field says so in French under its own name', () => {
    expect(
      parse({ ...paris, firstName: '', street: ' ', postalCode: '75*01', phone: 'abc' }).reply().error,
    ).toEqual({
      'address.firstName': ['Ce champ est obligatoire.'],
      'address.street': ['Ce champ est obligatoire.'],
      'address.postalCode': ['Ce code postal n’est pas valable pour ce pays.'],
      'address.phone': ['Ce numéro de téléphone n’est pas valable.'],
    });
  });
});
