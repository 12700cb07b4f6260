import { fc } from '@fast-check/vitest';
import { cents, type GatewayCharge, type PaymentGatewayPort, transactionIsPaid } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../db/migrations.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { createSandboxGateway } from './sandbox-gateway.js';
import { createSandboxRecords, type SandboxRecords, type VerifiedClientToken } from './sandbox-records.js';
import { START, settableClock } from './test-support/sandbox-fixtures.js';

const ACCEPTED = '4111111111111111';
const DECLINED = '4000000000000002';
const CHALLENGED = '4000000000003220';
const EXPIRY = { month: 12, year: 2030 };

reportPostgresSkipped('the sandbox gateway');

describe.each(eachDatabase)('the sandbox gateway on %s', (_name, target) => {
  let handle: TestDatabase;
  let gateway: PaymentGatewayPort;
  let records: SandboxRecords;
  const clock = settableClock();
  let counter = 0;
  /** A reference (the shop's payment id) no other test uses. */
  const reference = () => `payment-${++counter}-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    gateway = createSandboxGateway({ db: handle.db, clock });
    records = createSandboxRecords({ db: handle.db, clock });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  async function tokenFor(customerReference: string | undefined): Promise<VerifiedClientToken> {
    const token = await records.verifyClientToken(await gateway.clientToken({ customerReference }));
    if (token === undefined) throw new Error('the gateway does not accept its own token');
    return token;
  }

  async function cardNonce(number: string, options: { customer?: string; save?: boolean } = {}) {
    const clientToken = await tokenFor(options.customer);
    return records.createCardNonce({
      clientToken,
      card: { number, expiry: EXPIRY },
      save: options.save ?? false,
    });
  }

  const charge = (nonce: string, overrides: Partial<GatewayCharge> = {}): GatewayCharge => ({
    reference: reference(),
    orderNumber: 'T-1001',
    method: 'card',
    nonce,
    amount: cents(4_990, 'EUR'),
    deviceData: undefined,
    customerReference: 'customer-1',
    ...overrides,
  });

  async function nonceRowCount(): Promise<number> {
    const [row] = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_gateway_nonces',
    );
    return row?.n ?? -1;
  }

  test('names itself the sandbox provider', () => {
    expect(gateway.provider).toBe('sandbox');
  });

  describe('client tokens', () => {
    test('are accepted by the frames, with the customer they were issued for', async () => {
      const token = await gateway.clientToken({ customerReference: 'customer-7' });
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await records.verifyClientToken(token)).toMatchObject({ customerReference: 'customer-7' });
      const anonymous = await gateway.clientToken({ customerReference: undefined });
      expect(await records.verifyClientToken(anonymous)).toMatchObject({ customerReference: undefined });
    });

    test('made up or altered are refused', async () => {
      const token = await gateway.clientToken({ customerReference: 'customer-7' });
      const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      expect(
        await records.verifyClientToken(encode({ ...payload, customerReference: 'customer-8' })),
      ).toBeUndefined();
      expect(await records.verifyClientToken(encode({ ...payload, id: 'made-up' }))).toBeUndefined();
      expect(await records.verifyClientToken('not a token')).toBeUndefined();
      expect(await records.verifyClientToken('')).toBeUndefined();
      expect(await records.verifyClientToken(encode({ ...payload, id: 'a\u0000b' }))).toBeUndefined();
    });

    test('expire after 24 hours', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      try {
        clock.set(START.add({ hours: 23, minutes: 59 }));
        expect(await records.verifyClientToken(token)).toBeDefined();
        clock.set(START.add({ hours: 24 }));
        expect(await records.verifyClientToken(token)).toBeUndefined();
      } finally {
        clock.reset();
      }
    });
  });

  describe('test cards', () => {
    test('4111 1111 1111 1111 is accepted and submitted for settlement under the reference', async () => {
      const { nonce, threeDSecure, brand, last4 } = await cardNonce(ACCEPTED);
      expect({ threeDSecure, brand, last4 }).toEqual({ threeDSecure: 'none', brand: 'Visa', last4: '1111' });
      const request = charge(nonce);
      const result = await gateway.charge(request);
      expect(result).toEqual({
        status: 'succeeded',
        transaction: {
          id: expect.any(String),
          reference: request.reference,
          amount: cents(4_990, 'EUR'),
          status: 'submittedForSettlement',
        },
      });
      if (result.status !== 'succeeded') throw new Error('unreachable');
      expect(transactionIsPaid(result.transaction)).toBe(true);
      expect(await gateway.findByReference(request.reference)).toEqual(result.transaction);
    });

    test('4000 0000 0000 0002 is declined by the bank, and nothing is recorded', async () => {
      const { nonce } = await cardNonce(DECLINED);
      const request = charge(nonce);
      expect(await gateway.charge(request)).toMatchObject({ status: 'declined', reason: 'declined' });
      expect(await gateway.findByReference(request.reference)).toBeUndefined();
      // The same charge again gets the same answer.
      expect(await gateway.charge(request)).toMatchObject({ status: 'declined', reason: 'declined' });
    });

    test('4000 0000 0000 3220 without its challenge answered fails authentication', async () => {
      const { nonce, threeDSecure } = await cardNonce(CHALLENGED);
      expect(threeDSecure).toBe('required');
      const request = charge(nonce);
      expect(await gateway.charge(request)).toMatchObject({
        status: 'declined',
        reason: 'authenticationFailed',
      });
      expect(await gateway.findByReference(request.reference)).toBeUndefined();
    });

    test('4000 0000 0000 3220 is charged once the shopper authenticated', async () => {
      const { nonce } = await cardNonce(CHALLENGED);
      expect(await records.completeThreeDSecure(nonce, 'authenticated')).toBe(true);
      // The challenge is answered once.
      expect(await records.completeThreeDSecure(nonce, 'failed')).toBe(false);
      expect(await gateway.charge(charge(nonce))).toMatchObject({ status: 'succeeded' });
    });

    test('4000 0000 0000 3220 with a failed authentication is refused', async () => {
      const { nonce } = await cardNonce(CHALLENGED);
      expect(await records.completeThreeDSecure(nonce, 'failed')).toBe(true);
      expect(await records.completeThreeDSecure(nonce, 'authenticated')).toBe(false);
      expect(await gateway.charge(charge(nonce))).toMatchObject({
        status: 'declined',
        reason: 'authenticationFailed',
      });
    });

    test('a card without a challenge has none to answer', async () => {
      const { nonce } = await cardNonce(ACCEPTED);
      expect(await records.completeThreeDSecure(nonce, 'authenticated')).toBe(false);
      expect(await records.completeThreeDSecure('unknown-nonce', 'authenticated')).toBe(false);
    });
  });

  describe('nonces', () => {
    test('are charged once: a second reference gets invalidNonce', async () => {
      const { nonce } = await cardNonce(ACCEPTED);
      const first = charge(nonce);
      expect(await gateway.charge(first)).toMatchObject({ status: 'succeeded' });
      const second = charge(nonce);
      expect(await gateway.charge(second)).toMatchObject({ status: 'declined', reason: 'invalidNonce' });
      expect(await gateway.findByReference(second.reference)).toBeUndefined();
    });

    test('unknown ones are invalid', async () => {
      expect(await gateway.charge(charge('no-such-nonce'))).toMatchObject({
        status: 'declined',
        reason: 'invalidNonce',
      });
    });

    test('expire 3 hours after they were made', async () => {
      const late = await cardNonce(ACCEPTED);
      const inTime = await cardNonce(ACCEPTED);
      try {
        clock.set(START.add({ hours: 2, minutes: 59 }));
        expect(await gateway.charge(charge(inTime.nonce))).toMatchObject({ status: 'succeeded' });
        clock.set(START.add({ hours: 3 }));
        expect(await gateway.charge(charge(late.nonce))).toMatchObject({
          status: 'declined',
          reason: 'invalidNonce',
        });
      } finally {
        clock.reset();
      }
    });

    test('a 3-D Secure challenge cannot be answered once the nonce expired', async () => {
      const { nonce } = await cardNonce(CHALLENGED);
      try {
        clock.set(START.add({ hours: 3 }));
        expect(await records.completeThreeDSecure(nonce, 'authenticated')).toBe(false);
      } finally {
        clock.reset();
      }
    });

    test('pay only by their own method: a PayPal nonce is no card', async () => {
      const payPal = await records.createPayPalNonce(await tokenFor('customer-1'));
      expect(await gateway.charge(charge(payPal, { method: 'card' }))).toMatchObject({
        reason: 'invalidNonce',
      });
      const card = await cardNonce(ACCEPTED);
      expect(await gateway.charge(charge(card.nonce, { method: 'paypal' }))).toMatchObject({
        reason: 'invalidNonce',
      });
      // Neither refusal used them up.
      expect(await gateway.charge(charge(payPal, { method: 'paypal' }))).toMatchObject({
        status: 'succeeded',
      });
      expect(await gateway.charge(charge(card.nonce))).toMatchObject({ status: 'succeeded' });
    });
  });

  describe('references', () => {
    test('charged again with the same nonce answer the transaction already made', async () => {
      const { nonce } = await cardNonce(ACCEPTED);
      const request = charge(nonce);
      const first = await gateway.charge(request);
      const again = await gateway.charge(request);
      expect(again).toEqual(first);
      const rows = await handle.db.query('select id from sandbox_gateway_transactions where reference = $1', [
        request.reference,
      ]);
      expect(rows).toHaveLength(1);
    });

    test('charged again with another nonce are refused, and that nonce stays unused', async () => {
      const first = await cardNonce(ACCEPTED);
      const other = await cardNonce(ACCEPTED);
      const request = charge(first.nonce);
      const made = await gateway.charge(request);
      expect(await gateway.charge({ ...request, nonce: other.nonce })).toMatchObject({
        status: 'declined',
        reason: 'invalidNonce',
      });
      expect(await gateway.findByReference(request.reference)).toEqual(
        made.status === 'succeeded' ? made.transaction : undefined,
      );
      expect(await gateway.charge(charge(other.nonce))).toMatchObject({ status: 'succeeded' });
    });

    test('are not found when never charged', async () => {
      expect(await gateway.findByReference(reference())).toBeUndefined();
    });

    test('twenty concurrent charges of one payment make one transaction', async () => {
      const { nonce } = await cardNonce(ACCEPTED);
      const request = charge(nonce);
      const results = await Promise.all(Array.from({ length: 20 }, () => gateway.charge(request)));
      const ids = new Set(
        results.map((result) => (result.status === 'succeeded' ? result.transaction.id : 'declined')),
      );
      expect([...ids]).toHaveLength(1);
      expect(ids.has('declined')).toBe(false);
    });

    test('one nonce charged concurrently under twenty references succeeds once', async () => {
      // A few rounds: the first opens the pool's connections one by one, later ones really overlap.
      for (let round = 0; round < 5; round++) {
        const { nonce } = await cardNonce(ACCEPTED);
        const results = await Promise.all(Array.from({ length: 20 }, () => gateway.charge(charge(nonce))));
        expect(results.filter((result) => result.status === 'succeeded')).toHaveLength(1);
        const refused = results.filter(
          (result) => result.status === 'declined' && result.reason === 'invalidNonce',
        );
        expect(refused).toHaveLength(19);
      }
    });

    test('behave as a model: a nonce pays one reference, a reference holds one nonce', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ reference: fc.nat(3), nonce: fc.nat(3) }), { minLength: 1, maxLength: 12 }),
          async (steps) => {
            const run = reference();
            const nonces = await Promise.all([0, 1, 2, 3].map(() => cardNonce(ACCEPTED)));
            const paidWith = new Map<number, number>(); // reference -> nonce
            const used = new Set<number>();
            for (const step of steps) {
              const nonce = nonces[step.nonce]?.nonce ?? '';
              const result = await gateway.charge(charge(nonce, { reference: `${run}-${step.reference}` }));
              const earlier = paidWith.get(step.reference);
              const expected = earlier !== undefined ? earlier === step.nonce : !used.has(step.nonce);
              expect(result.status === 'succeeded').toBe(expected);
              if (earlier === undefined && expected) {
                paidWith.set(step.reference, step.nonce);
                used.add(step.nonce);
              }
            }
          },
        ),
        { numRuns: 15 },
      );
    });
  });

  describe('saved cards', () => {
    test('a card the shopper asked to keep is saved under the customer once charged', async () => {
      const customer = `customer-${reference()}`;
      const { nonce } = await cardNonce(ACCEPTED, { customer, save: true });
      expect(await gateway.savedMethods(customer)).toEqual([]);
      await gateway.charge(charge(nonce, { customerReference: customer }));
      expect(await gateway.savedMethods(customer)).toEqual([
        { token: expect.any(String), kind: 'card', label: 'Visa •••• 1111, exp. 12/2030', isDefault: true },
      ]);
    });

    test('are kept once per card, the first one the default', async () => {
      const customer = `customer-${reference()}`;
      for (const number of [ACCEPTED, ACCEPTED, '5555555555554444']) {
        const { nonce } = await cardNonce(number, { customer, save: true });
        expect(await gateway.charge(charge(nonce, { customerReference: customer }))).toMatchObject({
          status: 'succeeded',
        });
      }
      expect(await gateway.savedMethods(customer)).toEqual([
        expect.objectContaining({ label: 'Visa •••• 1111, exp. 12/2030', isDefault: true }),
        expect.objectContaining({ label: 'Mastercard •••• 4444, exp. 12/2030', isDefault: false }),
      ]);
    });

    test('are not saved unless asked, nor when the charge is refused, nor without a customer', async () => {
      const customer = `customer-${reference()}`;
      const unasked = await cardNonce(ACCEPTED, { customer, save: false });
      await gateway.charge(charge(unasked.nonce, { customerReference: customer }));
      const declined = await cardNonce(DECLINED, { customer, save: true });
      await gateway.charge(charge(declined.nonce, { customerReference: customer }));
      const anonymous = await cardNonce(ACCEPTED, { save: true });
      await gateway.charge(charge(anonymous.nonce, { customerReference: customer }));
      expect(await gateway.savedMethods(customer)).toEqual([]);
    });

    test('are removed by their customer only; the next one becomes the default', async () => {
      const customer = `customer-${reference()}`;
      for (const number of [ACCEPTED, '5555555555554444']) {
        const { nonce } = await cardNonce(number, { customer, save: true });
        await gateway.charge(charge(nonce, { customerReference: customer }));
      }
      const [first, second] = await gateway.savedMethods(customer);
      if (first === undefined || second === undefined) throw new Error('two saved cards expected');
      expect(await gateway.removeSavedMethod('someone-else', first.token)).toBe(false);
      expect(await gateway.removeSavedMethod(customer, first.token)).toBe(true);
      expect(await gateway.removeSavedMethod(customer, first.token)).toBe(false);
      expect(await gateway.savedMethods(customer)).toEqual([{ ...second, isDefault: true }]);
      expect(await gateway.removeSavedMethod(customer, second.token)).toBe(true);
      expect(await gateway.savedMethods(customer)).toEqual([]);
    });
  });

  test('making nonces writes only the sandbox tables', async () => {
    const before = await nonceRowCount();
    await cardNonce(ACCEPTED);
    expect(await nonceRowCount()).toBe(before + 1);
    const foreign = await handle.db.query<{ table_name: string }>(
      `select distinct tc.table_name from information_schema.table_constraints tc
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY'
          and (tc.table_name like 'sandbox_gateway_%') <> (ccu.table_name like 'sandbox_gateway_%')`,
    );
    expect(foreign).toEqual([]);
  });
});
