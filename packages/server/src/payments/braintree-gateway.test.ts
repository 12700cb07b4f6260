import { fc, it } from '@fast-check/vitest';
import { CURRENCIES, cents, type GatewayCharge, type GatewayTransaction, parseMoney } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import {
  type BraintreeClient,
  type BraintreeCustomerRecord,
  type BraintreeSaleResponse,
  type BraintreeTransactionRecord,
  type BraintreeValidationError,
  createBraintreeGateway,
  transactionStatusOf,
} from './braintree-gateway.js';

type SaleRequest = Parameters<BraintreeClient['transaction']['sale']>[0];
type TokenResponse = Awaited<ReturnType<BraintreeClient['clientToken']['generate']>>;

/** What the SDK rejects with when Braintree has no such record. */
const notFound = () =>
  Object.assign(new Error('Not Found'), { name: 'notFoundError', type: 'notFoundError' });

interface FakeBraintreeOptions {
  /** The vault: customers by id. Any other id is not found. */
  readonly customers?: readonly BraintreeCustomerRecord[];
  /** What `customer.find` rejects with instead, whatever the id. */
  readonly findError?: unknown;
  readonly tokenResponse?: TokenResponse;
  /** The answer of `transaction.sale` (or made from its request); an Error is thrown instead (the network). */
  readonly saleResponse?: BraintreeSaleResponse | Error | ((request: SaleRequest) => BraintreeSaleResponse);
  /** The transactions Braintree holds; a search returns those its criteria match. */
  readonly transactions?: readonly BraintreeTransactionRecord[];
  /** The merchant account of each currency (`BRAINTREE_MERCHANT_ACCOUNTS`); absent: the default one. */
  readonly merchantAccounts?: Readonly<Record<string, string>>;
}

/** A fake of the SDK's shapes that records every call the adapter makes. */
function fakeBraintree(options: FakeBraintreeOptions = {}) {
  const customers = new Map((options.customers ?? []).map((customer) => [customer.id, customer]));
  const calls = {
    finds: [] as string[],
    generated: [] as { customerId?: string }[],
    sales: [] as SaleRequest[],
    /** The criteria of each search: the texts `orderId` must end with. */
    searches: [] as { orderIdEndsWith: string[] }[],
    deleted: [] as string[],
  };
  const client: BraintreeClient = {
    clientToken: {
      async generate(request) {
        calls.generated.push(request);
        return options.tokenResponse ?? { success: true, clientToken: 'client-token-1' };
      },
    },
    transaction: {
      async sale(request) {
        calls.sales.push(request);
        const response = options.saleResponse ?? { success: false, message: 'no answer configured' };
        if (response instanceof Error) throw response;
        return typeof response === 'function' ? response(request) : response;
      },
      search(build) {
        const criteria = { orderIdEndsWith: [] as string[] };
        calls.searches.push(criteria);
        build({
          orderId: () => ({
            endsWith(text: string) {
              criteria.orderIdEndsWith.push(text);
            },
          }),
        });
        const matching = (options.transactions ?? []).filter((record) =>
          criteria.orderIdEndsWith.every((text) => record.orderId?.endsWith(text) ?? false),
        );
        return (async function* () {
          yield* matching;
        })();
      },
    },
    customer: {
      async find(customerId) {
        calls.finds.push(customerId);
        if (options.findError !== undefined) throw options.findError;
        const customer = customers.get(customerId);
        if (customer === undefined) throw notFound();
        return customer;
      },
    },
    paymentMethod: {
      async delete(token) {
        calls.deleted.push(token);
        return undefined;
      },
    },
  };
  return { gateway: createBraintreeGateway(client, options.merchantAccounts), calls };
}

const charge = (overrides: Partial<GatewayCharge> = {}): GatewayCharge => ({
  reference: 'payment-1',
  orderNumber: 'T-1001',
  method: 'card',
  nonce: 'nonce-1',
  amount: cents(1_234, 'EUR'),
  deviceData: undefined,
  customerReference: 'customer-1',
  ...overrides,
});

const record = (overrides: Partial<BraintreeTransactionRecord> = {}): BraintreeTransactionRecord => ({
  id: 'txn-1',
  status: 'submitted_for_settlement',
  amount: '12.34',
  currencyIsoCode: 'EUR',
  orderId: 'T-1001/payment-1',
  ...overrides,
});

const validationErrors = (...codes: string[]): BraintreeSaleResponse['errors'] => ({
  deepErrors: (): BraintreeValidationError[] =>
    codes.map((code) => ({ code, attribute: 'payment_method_nonce', message: `error ${code}` })),
});

const visa: BraintreeCustomerRecord = {
  id: 'customer-1',
  creditCards: [
    {
      token: 'card-visa',
      cardType: 'Visa',
      last4: '1111',
      expirationMonth: '12',
      expirationYear: '2030',
      default: true,
    },
    { token: 'card-mc', cardType: 'MasterCard', last4: '4444', default: false },
  ],
  paypalAccounts: [{ token: 'paypal-1', email: 'marie@example.com', default: false }],
};
const other: BraintreeCustomerRecord = {
  id: 'customer-2',
  creditCards: [{ token: 'card-other', cardType: 'Visa', last4: '0002', default: true }],
};

describe('the Braintree gateway', () => {
  test('names itself the braintree provider', () => {
    expect(fakeBraintree().gateway.provider).toBe('braintree');
  });

  describe('merchant accounts by currency', () => {
    const paid = (request: SaleRequest): BraintreeSaleResponse => ({
      success: true,
      transaction: record({
        amount: request.amount,
        currencyIsoCode: request.merchantAccountId === 'acc_chf' ? 'CHF' : 'EUR',
      }),
    });

    test('each charge goes to the merchant account of its currency', async () => {
      const { gateway, calls } = fakeBraintree({
        merchantAccounts: { EUR: 'acc_eur', CHF: 'acc_chf' },
        saleResponse: paid,
      });
      expect(gateway.acceptsCurrency?.('EUR')).toBe(true);
      expect(gateway.acceptsCurrency?.('CHF')).toBe(true);
      const inFrancs = await gateway.charge(charge({ amount: cents(5_000, 'CHF') }));
      expect(inFrancs).toMatchObject({ status: 'succeeded', transaction: { amount: cents(5_000, 'CHF') } });
      await gateway.charge(charge({ reference: 'payment-2' }));
      expect(calls.sales.map((sale) => [sale.merchantAccountId, sale.amount])).toEqual([
        ['acc_chf', '50.00'],
        ['acc_eur', '12.34'],
      ]);
    });

    test('a currency with no merchant account is not accepted, and never sent to Braintree', async () => {
      const { gateway, calls } = fakeBraintree({ merchantAccounts: { EUR: 'acc_eur' }, saleResponse: paid });
      expect(gateway.acceptsCurrency?.('GBP')).toBe(false);
      await expect(gateway.charge(charge({ amount: cents(1_000, 'GBP') }))).rejects.toThrow(
        'No Braintree merchant account takes GBP',
      );
      expect(calls.sales).toEqual([]);
    });

    test('without merchant accounts, the default account takes every charge', async () => {
      const { gateway, calls } = fakeBraintree({ saleResponse: paid });
      expect(gateway.acceptsCurrency?.('GBP')).toBe(true);
      await gateway.charge(charge());
      expect(calls.sales[0]).not.toHaveProperty('merchantAccountId');
    });
  });

  describe('client tokens', () => {
    test('a customer Braintree keeps gets a token for their vault', async () => {
      const { gateway, calls } = fakeBraintree({
        customers: [visa],
        tokenResponse: { success: true, clientToken: 'token-for-customer-1' },
      });
      expect(await gateway.clientToken({ customerReference: 'customer-1' })).toBe('token-for-customer-1');
      expect(calls.finds).toEqual(['customer-1']);
      expect(calls.generated).toStrictEqual([{ customerId: 'customer-1' }]);
    });

    test('a customer Braintree does not know gets one without a customer id', async () => {
      const { gateway, calls } = fakeBraintree({ customers: [visa] });
      expect(await gateway.clientToken({ customerReference: 'customer-9' })).toBe('client-token-1');
      expect(calls.finds).toEqual(['customer-9']);
      expect(calls.generated).toStrictEqual([{}]);
    });

    test('a guest gets one without a customer id, and no customer is looked up', async () => {
      const { gateway, calls } = fakeBraintree({ customers: [visa] });
      expect(await gateway.clientToken({ customerReference: undefined })).toBe('client-token-1');
      expect(calls.finds).toEqual([]);
      expect(calls.generated).toStrictEqual([{}]);
    });

    test('a refusal of the token rejects with Braintree’s message', async () => {
      const { gateway } = fakeBraintree({
        tokenResponse: { success: false, clientToken: '', message: 'Merchant account is suspended' },
      });
      await expect(gateway.clientToken({ customerReference: undefined })).rejects.toThrow(
        /Merchant account is suspended/,
      );
    });

    test('another failure to look the customer up rejects, and no token is generated', async () => {
      const timeout = Object.assign(new Error('Request timed out'), { type: 'requestTimeoutError' });
      const { gateway, calls } = fakeBraintree({ customers: [visa], findError: timeout });
      await expect(gateway.clientToken({ customerReference: 'customer-1' })).rejects.toBe(timeout);
      expect(calls.generated).toEqual([]);
    });
  });

  describe('charging a nonce', () => {
    const succeeded = (overrides: Partial<BraintreeTransactionRecord> = {}): BraintreeSaleResponse => ({
      success: true,
      transaction: record(overrides),
    });

    test('a card is sold with its nonce, device data, our order id, settlement and 3-D Secure required', async () => {
      const { gateway, calls } = fakeBraintree({ saleResponse: succeeded() });
      await gateway.charge(charge({ deviceData: '{"correlation_id":"abc"}' }));
      expect(calls.sales).toStrictEqual([
        {
          amount: '12.34',
          paymentMethodNonce: 'nonce-1',
          deviceData: '{"correlation_id":"abc"}',
          orderId: 'T-1001/payment-1',
          options: { submitForSettlement: true, threeDSecure: { required: true } },
        },
      ]);
    });

    test('PayPal is sold without 3-D Secure, and without device data when there is none', async () => {
      const { gateway, calls } = fakeBraintree({ saleResponse: succeeded({ orderId: 'T-2002/payment-7' }) });
      await gateway.charge(
        charge({ method: 'paypal', nonce: 'paypal-nonce', orderNumber: 'T-2002', reference: 'payment-7' }),
      );
      expect(calls.sales).toStrictEqual([
        {
          amount: '12.34',
          paymentMethodNonce: 'paypal-nonce',
          orderId: 'T-2002/payment-7',
          options: { submitForSettlement: true },
        },
      ]);
    });

    test.each([
      [1_234, '12.34'],
      [5, '0.05'],
      [50, '0.50'],
      [100, '1.00'],
      [123_456_789, '1234567.89'],
    ])('%i hundredths are sent as "%s"', async (amount, sent) => {
      const { gateway, calls } = fakeBraintree({ saleResponse: succeeded({ amount: sent }) });
      await gateway.charge(charge({ amount: cents(amount, 'EUR') }));
      expect(calls.sales[0]?.amount).toBe(sent);
    });

    it.prop([fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...CURRENCIES)])(
      'the amount is sent as units and two decimals, and the transaction reads back as the amount charged',
      async (amount, currency) => {
        const charged = cents(amount, currency);
        // Braintree answers with the amount it was sent.
        const { gateway, calls } = fakeBraintree({
          saleResponse: (request) => succeeded({ amount: request.amount, currencyIsoCode: currency }),
        });
        const result = await gateway.charge(charge({ amount: charged }));
        const sent = calls.sales[0]?.amount ?? '';
        expect(sent).toMatch(/^\d+\.\d{2}$/);
        expect(parseMoney(sent, currency)).toEqual({ ok: true, value: charged });
        expect(result).toMatchObject({ status: 'succeeded', transaction: { amount: charged } });
      },
    );

    test('a successful sale is the transaction, amount in hundredths, under our reference', async () => {
      const { gateway } = fakeBraintree({
        saleResponse: succeeded({ id: 'txn-42', amount: '12.34', currencyIsoCode: 'EUR' }),
      });
      expect(await gateway.charge(charge())).toEqual({
        status: 'succeeded',
        transaction: {
          id: 'txn-42',
          reference: 'payment-1',
          amount: cents(1_234, 'EUR'),
          status: 'submittedForSettlement',
        } satisfies GatewayTransaction,
      });
    });

    test('a sale settled at once is reported settled', async () => {
      const { gateway } = fakeBraintree({ saleResponse: succeeded({ status: 'settled', amount: '0.05' }) });
      expect(await gateway.charge(charge({ amount: cents(5, 'EUR') }))).toMatchObject({
        status: 'succeeded',
        transaction: { amount: cents(5, 'EUR'), status: 'settled' },
      });
    });

    test('a sale Braintree accepted but has not decided yet rejects: it is not a decline', async () => {
      // Reported declined, the payment would be failed while Braintree may still take the money;
      // rejected, it stays pending and reconciliation asks again.
      const { gateway } = fakeBraintree({ saleResponse: succeeded({ status: 'authorizing' }) });
      await expect(gateway.charge(charge())).rejects.toThrow(/authorizing/);
    });

    test('a sale that cannot reach Braintree rejects', async () => {
      const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      const { gateway, calls } = fakeBraintree({ saleResponse: down });
      await expect(gateway.charge(charge())).rejects.toBe(down);
      expect(calls.sales).toHaveLength(1);
    });

    describe('declines', () => {
      test('the bank’s refusal is declined, with the processor’s words', async () => {
        const { gateway } = fakeBraintree({
          saleResponse: {
            success: false,
            message: 'Do Not Honor',
            transaction: record({
              status: 'processor_declined',
              processorResponseCode: '2000',
              processorResponseText: 'Do Not Honor',
            }),
          },
        });
        const result = await gateway.charge(charge());
        expect(result).toMatchObject({ status: 'declined', reason: 'declined' });
        if (result.status !== 'declined') throw new Error('expected a decline');
        expect(result.detail).toContain('processor 2000 Do Not Honor');
        expect(result.detail).toContain('status processor_declined');
      });

      test('a rejection for 3-D Secure is an authentication failure', async () => {
        const { gateway } = fakeBraintree({
          saleResponse: {
            success: false,
            message: 'Gateway Rejected: three_d_secure',
            transaction: record({ status: 'gateway_rejected', gatewayRejectionReason: 'three_d_secure' }),
          },
        });
        const result = await gateway.charge(charge());
        expect(result).toMatchObject({ status: 'declined', reason: 'authenticationFailed' });
        if (result.status !== 'declined') throw new Error('expected a decline');
        expect(result.detail).toContain('Gateway Rejected: three_d_secure');
        expect(result.detail).toContain('rejected: three_d_secure');
      });

      test('a rejection for another reason (fraud) is declined', async () => {
        const { gateway } = fakeBraintree({
          saleResponse: {
            success: false,
            message: 'Gateway Rejected: fraud',
            transaction: record({ status: 'gateway_rejected', gatewayRejectionReason: 'fraud' }),
          },
        });
        expect(await gateway.charge(charge())).toMatchObject({ status: 'declined', reason: 'declined' });
      });

      test('processor code 2099 (cardholder authentication required) is an authentication failure', async () => {
        const { gateway } = fakeBraintree({
          saleResponse: {
            success: false,
            message: 'Cardholder Authentication Required',
            transaction: record({
              status: 'processor_declined',
              processorResponseCode: '2099',
              processorResponseText: 'Cardholder Authentication Required',
            }),
          },
        });
        const result = await gateway.charge(charge());
        expect(result).toMatchObject({ status: 'declined', reason: 'authenticationFailed' });
        if (result.status !== 'declined') throw new Error('expected a decline');
        expect(result.detail).toContain('processor 2099 Cardholder Authentication Required');
      });

      test.each([
        ['91565', 'invalidNonce', 'Unknown payment_method_nonce.'],
        ['91564', 'invalidNonce', 'Cannot use a payment_method_nonce more than once.'],
        ['93108', 'invalidNonce', 'Unknown or expired payment_method_nonce.'],
        ['81571', 'authenticationFailed', '3D Secure authentication failed.'],
        ['91568', 'authenticationFailed', 'Three D Secure Token is invalid.'],
        ['81503', 'declined', 'Amount is an invalid format.'],
      ] as const)(
        'validation error %s is %s, with its code and Braintree’s message',
        async (code, reason, message) => {
          const { gateway } = fakeBraintree({
            saleResponse: { success: false, message, errors: validationErrors(code) },
          });
          const result = await gateway.charge(charge());
          expect(result).toMatchObject({ status: 'declined', reason });
          if (result.status !== 'declined') throw new Error('expected a decline');
          expect(result.detail).toContain(message);
          expect(result.detail).toContain(`${code} payment_method_nonce`);
        },
      );

      test('a nonce error among other validation errors is still an invalid nonce', async () => {
        const { gateway } = fakeBraintree({
          saleResponse: {
            success: false,
            message: 'Several errors',
            errors: validationErrors('81503', '91565'),
          },
        });
        expect(await gateway.charge(charge())).toMatchObject({ status: 'declined', reason: 'invalidNonce' });
      });

      test('a refusal without transaction nor errors is declined, with Braintree’s message', async () => {
        const { gateway } = fakeBraintree({ saleResponse: { success: false, message: 'Something odd' } });
        expect(await gateway.charge(charge())).toEqual({
          status: 'declined',
          reason: 'declined',
          detail: 'Something odd',
        });
      });
    });
  });

  describe('transaction statuses', () => {
    test.each([
      ['settled', 'settled'],
      ['settlement_confirmed', 'settled'],
      ['submitted_for_settlement', 'submittedForSettlement'],
      ['settling', 'submittedForSettlement'],
      ['settlement_pending', 'submittedForSettlement'],
      ['authorized', 'submittedForSettlement'],
      ['processor_declined', 'declined'],
      ['gateway_rejected', 'declined'],
      ['failed', 'declined'],
      ['settlement_declined', 'declined'],
      ['voided', 'voided'],
      ['authorization_expired', 'voided'],
    ] as const)('%s is %s', (status, expected) => {
      expect(transactionStatusOf(status)).toBe(expected);
    });

    test.each(['authorizing', 'unknown', 'SETTLED', ''])('"%s" is not decided (undefined)', (status) => {
      expect(transactionStatusOf(status)).toBeUndefined();
    });
  });

  describe('finding a transaction by our reference', () => {
    test('searches the order ids ending with "/" and the reference', async () => {
      const { gateway, calls } = fakeBraintree();
      await gateway.findByReference('payment-77');
      expect(calls.searches).toEqual([{ orderIdEndsWith: ['/payment-77'] }]);
    });

    test('is undefined when Braintree holds none', async () => {
      const { gateway } = fakeBraintree({ transactions: [record({ orderId: 'T-1001/payment-other' })] });
      expect(await gateway.findByReference('payment-1')).toBeUndefined();
    });

    test('is the transaction the search finds, under our reference', async () => {
      const { gateway } = fakeBraintree({
        transactions: [
          record({ id: 'txn-other', orderId: 'T-1001/payment-2', status: 'settled' }),
          record({ id: 'txn-7', orderId: 'T-1001/payment-1', status: 'settled', amount: '99.90' }),
        ],
      });
      expect(await gateway.findByReference('payment-1')).toEqual({
        id: 'txn-7',
        reference: 'payment-1',
        amount: cents(9_990, 'EUR'),
        status: 'settled',
      });
    });

    test('a declined one alone is found, declined', async () => {
      const { gateway } = fakeBraintree({
        transactions: [record({ id: 'txn-d', status: 'processor_declined' })],
      });
      expect(await gateway.findByReference('payment-1')).toMatchObject({ id: 'txn-d', status: 'declined' });
    });

    it.prop([
      fc.constantFrom('settled', 'submitted_for_settlement', 'settling', 'authorized'),
      fc.subarray(['processor_declined', 'gateway_rejected', 'voided', 'authorizing'], { minLength: 1 }),
      fc.nat(),
    ])('of several, the one that took money wins, wherever it comes', async (paid, others, at) => {
      const records = others.map((status, index) => record({ id: `txn-${index}`, status }));
      records.splice(at % (records.length + 1), 0, record({ id: 'txn-paid', status: paid }));
      const { gateway } = fakeBraintree({ transactions: records });
      expect(await gateway.findByReference('payment-1')).toMatchObject({ id: 'txn-paid' });
    });

    test('one not decided yet (authorizing) is left out', async () => {
      const { gateway } = fakeBraintree({ transactions: [record({ status: 'authorizing' })] });
      expect(await gateway.findByReference('payment-1')).toBeUndefined();
      const beside = fakeBraintree({
        transactions: [
          record({ id: 'txn-a', status: 'authorizing' }),
          record({ id: 'txn-v', status: 'voided' }),
        ],
      });
      expect(await beside.gateway.findByReference('payment-1')).toMatchObject({
        id: 'txn-v',
        status: 'voided',
      });
    });

    test('one in a currency the shop does not use throws', async () => {
      const { gateway } = fakeBraintree({
        transactions: [record({ id: 'txn-usd', currencyIsoCode: 'USD' })],
      });
      await expect(gateway.findByReference('payment-1')).rejects.toThrow(/txn-usd is in USD/);
    });

    test('one with an amount that is not one throws', async () => {
      const { gateway } = fakeBraintree({ transactions: [record({ id: 'txn-odd', amount: '12.345' })] });
      await expect(gateway.findByReference('payment-1')).rejects.toThrow(/txn-odd/);
    });

    it.prop([
      fc.stringMatching(/^[A-Z0-9-]{1,20}$/),
      fc.uuid(),
      fc.constantFrom<GatewayCharge['method']>('card', 'paypal'),
    ])('a charge’s transaction is found by its reference', async (orderNumber, reference, method) => {
      const sale = fakeBraintree({ saleResponse: { success: true, transaction: record() } });
      await sale.gateway.charge(charge({ orderNumber, reference, method }));
      const sent = sale.calls.sales[0]?.orderId;
      expect(sent).toBe(`${orderNumber}/${reference}`);
      const { gateway } = fakeBraintree({ transactions: [record({ id: 'txn-found', orderId: sent })] });
      expect(await gateway.findByReference(reference)).toMatchObject({ id: 'txn-found', reference });
    });
  });

  describe('saved methods', () => {
    test('cards by type, last digits and expiry, PayPal accounts by email, the default marked', async () => {
      const { gateway, calls } = fakeBraintree({ customers: [visa, other] });
      expect(await gateway.savedMethods('customer-1')).toEqual([
        { token: 'card-visa', kind: 'card', label: 'Visa •••• 1111, exp. 12/2030', isDefault: true },
        { token: 'card-mc', kind: 'card', label: 'MasterCard •••• 4444', isDefault: false },
        { token: 'paypal-1', kind: 'paypal', label: 'marie@example.com', isDefault: false },
      ]);
      expect(calls.finds).toEqual(['customer-1']);
    });

    test('a default PayPal account is marked default', async () => {
      const { gateway } = fakeBraintree({
        customers: [
          { id: 'customer-3', paypalAccounts: [{ token: 'pp', email: 'a@example.com', default: true }] },
        ],
      });
      expect(await gateway.savedMethods('customer-3')).toEqual([
        { token: 'pp', kind: 'paypal', label: 'a@example.com', isDefault: true },
      ]);
    });

    test('a customer Braintree does not know, or who keeps nothing, has none', async () => {
      const { gateway } = fakeBraintree({ customers: [{ id: 'customer-empty' }] });
      expect(await gateway.savedMethods('customer-9')).toEqual([]);
      expect(await gateway.savedMethods('customer-empty')).toEqual([]);
    });

    test('another failure to look the customer up rejects', async () => {
      const down = Object.assign(new Error('Service Unavailable'), { type: 'serviceUnavailableError' });
      const { gateway } = fakeBraintree({ findError: down });
      await expect(gateway.savedMethods('customer-1')).rejects.toBe(down);
    });
  });

  describe('removing a saved method', () => {
    test.each(['card-visa', 'card-mc', 'paypal-1'])('the customer’s own %s is deleted', async (token) => {
      const { gateway, calls } = fakeBraintree({ customers: [visa, other] });
      expect(await gateway.removeSavedMethod('customer-1', token)).toBe(true);
      expect(calls.deleted).toEqual([token]);
    });

    test('another customer’s method, or a made-up token, is not deleted', async () => {
      const { gateway, calls } = fakeBraintree({ customers: [visa, other] });
      expect(await gateway.removeSavedMethod('customer-1', 'card-other')).toBe(false);
      expect(await gateway.removeSavedMethod('customer-1', 'made-up')).toBe(false);
      expect(await gateway.removeSavedMethod('customer-9', 'card-visa')).toBe(false);
      expect(calls.deleted).toEqual([]);
    });
  });
});
