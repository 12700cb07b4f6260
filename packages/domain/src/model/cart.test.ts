import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/money.js';
import {
  allowsDeferredPayment,
  defaultCheckoutOptions,
  hasService,
  type LineItem,
  lineItemsInOrder,
  lineTotalExclTax,
  recapComplete,
} from './cart.js';
import { lineItemArb } from './order.arb.js';
import { COUPON_SERVICE, DESIGN_SERVICE, FILE_CHECK_SERVICE } from './quote.js';

const SERVICE_KEYS = [COUPON_SERVICE, DESIGN_SERVICE, FILE_CHECK_SERVICE] as const;

describe('defaultCheckoutOptions', () => {
  it('sends with the product sender, asks for an invoice and ticks nothing', () => {
    expect(defaultCheckoutOptions()).toEqual({
      sender: { type: 'product' },
      userNotes: { invoiceRequested: true, comment: undefined },
      internalCheckout: false,
      skipDocReview: false,
      recapChecks: {},
    });
  });

  test.prop([fc.array(fc.string({ minLength: 1 }), { minLength: 1 })])(
    'the defaults never pass a recap that requires a check',
    (required) => {
      expect(recapComplete(defaultCheckoutOptions(), required)).toBe(false);
    },
  );
});

describe('recapComplete', () => {
  test.prop([
    fc.dictionary(fc.string({ minLength: 1 }), fc.boolean()),
    fc.array(fc.string({ minLength: 1 })),
  ])('is complete iff every required key is ticked', (recapChecks, required) => {
    const options = { ...defaultCheckoutOptions(), recapChecks };
    expect(recapComplete(options, required)).toBe(required.every((key) => recapChecks[key] === true));
  });

  test.prop([fc.dictionary(fc.string({ minLength: 1 }), fc.boolean())])(
    'nothing required is always complete',
    (checks) => {
      expect(recapComplete({ ...defaultCheckoutOptions(), recapChecks: checks }, [])).toBe(true);
    },
  );
});

describe('lineItemsInOrder', () => {
  test.prop([fc.uniqueArray(lineItemArb('EUR'), { selector: (line) => line.id, maxLength: 15 })])(
    'lists every line once, oldest first',
    (lines) => {
      const cart = { lineItems: Object.fromEntries(lines.map((line) => [line.id, line])) };
      const ordered = lineItemsInOrder(cart);
      expect(ordered.map((line) => line.id).sort()).toEqual(lines.map((line) => line.id).sort());
      for (let i = 1; i < ordered.length; i++) {
        const [previous, current] = [ordered[i - 1], ordered[i]];
        if (previous === undefined || current === undefined) throw new Error('index out of range');
        const byTime = Temporal.Instant.compare(previous.createdAt, current.createdAt);
        expect(byTime < 0 || (byTime === 0 && previous.id < current.id)).toBe(true);
      }
    },
  );

  test.prop([lineItemArb('EUR'), lineItemArb('EUR')])(
    'lines created at the same instant are ordered by id',
    (a, b) => {
      fc.pre(a.id !== b.id);
      const twin = { ...b, createdAt: a.createdAt };
      const cart = { lineItems: { [twin.id]: twin, [a.id]: a } };
      expect(lineItemsInOrder(cart).map((line) => line.id)).toEqual([a.id, twin.id].sort());
    },
  );
});

describe('allowsDeferredPayment', () => {
  test.prop([fc.option(fc.boolean(), { nil: undefined })])('follows the billing address flag', (flag) => {
    const billingAddress = flag === undefined ? undefined : { hasDeferredPayments: flag };
    expect(allowsDeferredPayment({ billingAddress })).toBe(flag === true);
  });
});

describe('hasService', () => {
  test.prop([fc.subarray([...SERVICE_KEYS]), fc.constantFrom(...SERVICE_KEYS)])(
    'finds a service iff the line carries its key',
    (keys, key) => {
      const line = {
        services: keys.map((k) => ({
          key: k,
          unitPrice: { cents: 0, currency: 'EUR' as const },
          taxRate: 20,
          inputText: undefined,
        })),
      };
      expect(hasService(line, key)).toBe(keys.includes(key));
    },
  );
});

describe('lineTotalExclTax', () => {
  test.prop([
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.array(fc.integer({ min: -50_000, max: 50_000 }), { maxLength: 3 }),
  ])('is the job and every service, the coupon taken off', (job, services) => {
    const line: Pick<LineItem, 'price' | 'services'> = {
      price: cents(job, 'EUR'),
      services: services.map((amount) => ({
        key: COUPON_SERVICE,
        unitPrice: cents(amount, 'EUR'),
        taxRate: 20,
        inputText: undefined,
      })),
    };
    expect(lineTotalExclTax(line)).toEqual(cents(job + services.reduce((a, b) => a + b, 0), 'EUR'));
  });
});
