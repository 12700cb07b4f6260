import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type Address,
  type AddressBook,
  defaultAddress,
  isSubscribed,
  type UserCategory,
  userCategoryFromCode,
  userCategoryToCode,
} from './customer.js';

const categoryArb = fc.constantFrom<UserCategory>('company', 'private');

describe('user category', () => {
  test.prop([categoryArb])('the code of a category reads back as the same category', (category) => {
    expect(userCategoryFromCode(userCategoryToCode(category))).toBe(category);
    expect(userCategoryFromCode(String(userCategoryToCode(category)))).toBe(category);
  });

  test.prop([fc.oneof(fc.integer(), fc.string(), fc.constant(undefined))])(
    'only the codes 1 and 2 are categories',
    (code) => {
      const category = userCategoryFromCode(code);
      expect(category !== undefined).toBe(Number(code) === 1 || Number(code) === 2);
    },
  );

  it('maps 1 to company and 2 to private', () => {
    expect(userCategoryFromCode(1)).toBe('company');
    expect(userCategoryFromCode('2')).toBe('private');
    expect(userCategoryToCode('company')).toBe(1);
    expect(userCategoryToCode('private')).toBe(2);
  });
});

describe('isSubscribed', () => {
  test.prop([fc.option(fc.string(), { nil: undefined })])('only the status "1" is a subscriber', (status) => {
    expect(isSubscribed(status)).toBe(status === '1');
  });
});

const addressArb = (type: Address['type']): fc.Arbitrary<Address> =>
  fc.record({
    id: fc.uuid(),
    type: fc.constant(type),
    country: fc.constantFrom('FR', 'BE', 'CH'),
    postalCode: fc.string({ minLength: 4, maxLength: 5 }),
    firstName: fc.string(),
    lastName: fc.string(),
    company: fc.option(fc.string(), { nil: undefined }),
    street: fc.string(),
    streetComplement: fc.constant(undefined),
    city: fc.string(),
    phone: fc.constant(undefined),
    email: fc.constant(undefined),
    vatNumber: fc.constant(undefined),
  });

const bookArb: fc.Arbitrary<AddressBook> = fc
  .record({
    shippingAddresses: fc.array(addressArb('shipping'), { maxLength: 4 }),
    billingAddresses: fc.array(addressArb('billing'), { maxLength: 4 }),
    pickShipping: fc.nat(),
    pickBilling: fc.nat(),
    stale: fc.boolean(),
  })
  .map(({ shippingAddresses, billingAddresses, pickShipping, pickBilling, stale }) => ({
    shippingAddresses,
    billingAddresses,
    defaultShippingAddressId: stale
      ? 'deleted'
      : shippingAddresses[pickShipping % (shippingAddresses.length || 1)]?.id,
    defaultBillingAddressId: billingAddresses[pickBilling % (billingAddresses.length || 1)]?.id,
  }));

describe('defaultAddress', () => {
  test.prop([bookArb, fc.constantFrom<Address['type']>('shipping', 'billing')])(
    'is the address of that type whose id is the default, if it still exists',
    (book, type) => {
      const found = defaultAddress(book, type);
      const list = type === 'shipping' ? book.shippingAddresses : book.billingAddresses;
      const id = type === 'shipping' ? book.defaultShippingAddressId : book.defaultBillingAddressId;
      if (found === undefined) expect(list.some((address) => address.id === id)).toBe(false);
      else {
        expect(found.id).toBe(id);
        expect(found.type).toBe(type);
      }
    },
  );
});
