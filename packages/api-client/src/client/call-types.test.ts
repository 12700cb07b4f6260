import type { DomainError, Result } from '@tirage/domain';
import { describe, expectTypeOf, it } from 'vitest';
import { domainErrorOf } from '../ports/domain-errors.js';
import type { ApiClient } from './api-client.js';
import type { ApiError, HttpStatusError } from './api-error.js';
import type { CallData, CallInput } from './call-types.js';

/** The call's types come from the route table: a wrong call does not compile. */
describe('call types', () => {
  it('answers the data of the envelope, or the whole build file', () => {
    expectTypeOf<CallData<'cart.checkout'>>().toEqualTypeOf<{ id: string; orderNumber: string }>();
    expectTypeOf<CallData<'builds.latest'>>().toEqualTypeOf<{ id: string; timestamp: number }>();
  });

  it('answers domain errors, but for the error answers the ports turn into domain errors', () => {
    expectTypeOf<Exclude<ApiError, HttpStatusError>>().toExtend<DomainError>();
    expectTypeOf<HttpStatusError>().not.toExtend<DomainError>();
    expectTypeOf<ReturnType<ApiClient['call']>>().resolves.toExtend<Result<unknown, ApiError>>();
    expectTypeOf(domainErrorOf).parameter(0).toEqualTypeOf<ApiError>();
    expectTypeOf(domainErrorOf).returns.toEqualTypeOf<DomainError>();
  });

  it('requires the key on idempotent calls and refuses it elsewhere', () => {
    expectTypeOf<CallInput<'cart.checkout'>['idempotencyKey']>().toEqualTypeOf<string>();
    expectTypeOf<CallInput<'payment.pay'>['idempotencyKey']>().toEqualTypeOf<string>();
    expectTypeOf<CallInput<'cart.open'>['idempotencyKey']>().toEqualTypeOf<undefined>();
  });

  it('checks the parts of each call', () => {
    const call = (() => Promise.resolve({ ok: true, value: undefined })) as unknown as ApiClient['call'];
    // A route without input takes none.
    void call('customer.get');
    void call('auth.logout');
    // @ts-expect-error: the cart id is required
    void call('cart.get');
    // @ts-expect-error: checkout needs an idempotency key
    void call('cart.checkout', {
      params: { id: 'c' },
      body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
    });
    // @ts-expect-error: a price field is not part of the request
    void call('cart.duplicateItem', { params: { id: 'c' }, body: { cartItemId: 'l', unitPrice: 1 } });
  });
});
