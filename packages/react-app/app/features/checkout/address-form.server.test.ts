import { describe, expect, test } from 'vitest';
import { PARIS_ADDRESS_FIELDS } from '../../test-support/form-data.js';
import { readNewAddress } from './address-form.server.js';

const posted = (type: 'shipping' | 'billing', fields: Readonly<Record<string, string>>) => {
  const form = new FormData();
  form.set(`${type}Address`, 'new');
  for (const [name, value] of Object.entries(fields)) form.set(`${type}.${name}`, value);
  return form;
};

// As typed, with spaces around some fields.
const paris = { ...PARIS_ADDRESS_FIELDS, firstName: ' Claire ', street: '12 rue Oberkampf ' };

describe('a new address of the checkout', () => {
  test('read with the address form’s schema: trimmed, emptied optional fields left out, of its type', () => {
    expect(readNewAddress(posted('billing', paris), 'billing')).toEqual({
      ok: true,
      value: {
        type: 'billing',
        firstName: 'Claire',
        lastName: 'Martin',
        company: undefined,
        street: '12 rue Oberkampf',
        streetComplement: undefined,
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
        phone: undefined,
        email: undefined,
        vatNumber: undefined,
      },
    });
  });

  test('an optional field is trimmed, and left out when only spaces were typed', () => {
    const read = readNewAddress(
      posted('shipping', {
        ...paris,
        company: '  Atelier Lumière ',
        streetComplement: '   ',
        phone: ' 01 23 45 67 89 ',
      }),
      'shipping',
    );
    expect(read).toMatchObject({
      ok: true,
      value: { company: 'Atelier Lumière', streetComplement: undefined, phone: '01 23 45 67 89' },
    });
  });

  test('each refused field says why in French, under its own name', () => {
    const read = readNewAddress(
      posted('shipping', { ...paris, lastName: '', postalCode: '75*11', phone: 'abc' }),
      'shipping',
    );
    expect(read).toEqual({
      ok: false,
      error: {
        'shipping.lastName': 'Ce champ est obligatoire.',
        'shipping.postalCode': 'Ce code postal n’est pas valable pour ce pays.',
        'shipping.phone': 'Ce numéro de téléphone n’est pas valable.',
      },
    });
  });

  test('only the fields of its own type are read', () => {
    expect(readNewAddress(posted('shipping', paris), 'billing')).toMatchObject({
      ok: false,
      error: { 'billing.firstName': 'Ce champ est obligatoire.' },
    });
  });
});
