import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { DEFAULT_CART_OPTIONS, postedCartOptions } from './cart-options.js';

const posted = (fields: Record<string, string>) => {
  return postedCartOptions(formDataOf(fields));
};

describe('the posted order options', () => {
  test('are read as typed: the texts trimmed, line breaks as one, the invoice a checkbox', () => {
    expect(
      posted({
        sender: ' custom ',
        customSender: '  Imprimerie Ana ',
        invoiceRequested: 'on',
        notes: ' Livrer\r\nau 2e étage\r ',
      }),
    ).toEqual({
      sender: 'custom',
      customSender: 'Imprimerie Ana',
      invoiceRequested: true,
      notes: 'Livrer\nau 2e étage',
    });
  });

  test('an empty form is the shop as sender, no invoice, no texts', () => {
    expect(posted({})).toEqual({ ...DEFAULT_CART_OPTIONS, invoiceRequested: false });
  });

  test('any sender but "custom" is the shop; a checkbox not "on" is not ticked', () => {
    expect(posted({ sender: 'other', invoiceRequested: 'yes' })).toEqual({
      sender: 'product',
      customSender: '',
      invoiceRequested: false,
      notes: '',
    });
  });

  test('the lengths are left to the options’ check, which gives them back as typed', () => {
    expect(posted({ notes: 'x'.repeat(900) }).notes).toHaveLength(900);
  });
});
