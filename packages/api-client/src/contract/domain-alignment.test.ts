import type {
  AddressInput,
  AddressType,
  CurrencyCode,
  DomainConfig,
  OrderStatus,
  PaymentMethod,
  PromoInputStatus,
  ServiceKey,
  UploadType,
} from '@tirage/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { serviceKeySchema, uploadTypeSchema } from './cart.js';
import type { domainConfigSchema } from './config.js';
import type { addAddressRequestSchema, addressTypeSchema } from './customer.js';
import type { orderStatusSchema, paymentMethodSchema } from './order.js';
import type { promocodeStatusSchema } from './promocode.js';
import type { currencyCodeSchema } from './wire-primitives.js';

/**
 * The wire speaks the domain's vocabulary: these checks fail to compile (`npm run typecheck`)
 * when a list of the domain grows or shrinks without the contract following.
 */
describe('the contract and the domain share their vocabularies', () => {
  it('enumerations', () => {
    expectTypeOf<z.infer<typeof currencyCodeSchema>>().toEqualTypeOf<CurrencyCode>();
    expectTypeOf<z.infer<typeof orderStatusSchema>>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<z.infer<typeof paymentMethodSchema>>().toEqualTypeOf<PaymentMethod>();
    expectTypeOf<z.infer<typeof serviceKeySchema>>().toEqualTypeOf<ServiceKey>();
    expectTypeOf<z.infer<typeof uploadTypeSchema>>().toEqualTypeOf<UploadType>();
    expectTypeOf<z.infer<typeof addressTypeSchema>>().toEqualTypeOf<AddressType>();
    // The server never answers empty_value: that status is decided before any call.
    expectTypeOf<z.infer<typeof promocodeStatusSchema>>().toEqualTypeOf<
      Exclude<PromoInputStatus, 'empty_value'>
    >();
  });

  it('the domain config has exactly the fields of the domain', () => {
    expectTypeOf<keyof z.infer<typeof domainConfigSchema>>().toEqualTypeOf<keyof DomainConfig>();
  });

  it('an address typed by the shopper carries the fields of the domain', () => {
    expectTypeOf<Exclude<keyof z.infer<typeof addAddressRequestSchema>, 'cartId'>>().toEqualTypeOf<
      keyof AddressInput
    >();
  });
});
