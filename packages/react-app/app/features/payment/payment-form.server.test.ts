import { serverRefusal } from '@tirage/api-client/testing';
import { cents, serviceUnavailable } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { fakePaymentPort, placedOrder } from '../../test-support/fake-orders.js';
import {
  pathAfterPayment,
  paymentRefusal,
  readPaymentForm,
  refusalKind,
  submitPayment,
} from './payment-form.server.js';

const KEY = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

const form = (fields: Record<string, string>) => {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
};

const card = { method: 'card', orderId: 'ord-1', idempotencyKey: KEY, amountCents: '7200', currency: 'EUR' };

/** The card attempt the card form above posts, with its nonce, as `readPaymentForm` reads it. */
const cardAttempt = {
  method: 'card',
  orderId: 'ord-1',
  idempotencyKey: KEY,
  amount: cents(7_200, 'EUR'),
  nonce: 'nonce-1',
  deviceData: undefined,
} as const;

const refusal = (status: number, kind?: string) => serverRefusal(status, kind === undefined ? {} : { kind });

describe('the payment screen’s posts', () => {
  test('a card payment: the nonce, the device data and the amount agreed', () => {
    expect(readPaymentForm(form({ ...card, nonce: 'nonce-1', deviceData: '{"id":1}' }))).toEqual({
      ...cardAttempt,
      deviceData: '{"id":1}',
    });
  });

  test('a post without a UUID key, a nonce, a positive whole amount or a known method is not one of ours', () => {
    expect(readPaymentForm(form({ ...card, nonce: 'n', idempotencyKey: 'retry-1' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: '' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', amountCents: '72.5' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', amountCents: '0' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', currency: 'USD' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', method: 'cheque' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', orderId: '' }))).toBeUndefined();
  });

  test('the fields are read trimmed; no device data is none', () => {
    expect(
      readPaymentForm(
        form({
          ...card,
          orderId: ' ord-1 ',
          idempotencyKey: ` ${KEY} `,
          amountCents: ' 7200 ',
          nonce: ' n ',
          deviceData: '  ',
        }),
      ),
    ).toEqual({
      method: 'card',
      orderId: 'ord-1',
      idempotencyKey: KEY,
      amount: cents(7_200, 'EUR'),
      nonce: 'n',
      deviceData: undefined,
    });
  });

  test('wallet credit needs the amount agreed; a deferred payment only the order and the key', () => {
    const wallet = { method: 'wallet', orderId: 'ord-1', idempotencyKey: KEY };
    expect(readPaymentForm(form({ ...wallet, amountCents: '500', currency: 'EUR' }))).toEqual({
      ...wallet,
      amount: cents(500, 'EUR'),
    });
    expect(readPaymentForm(form(wallet))).toBeUndefined();
    expect(readPaymentForm(form({ ...wallet, method: 'deferred' }))).toEqual({
      ...wallet,
      method: 'deferred',
    });
    expect(readPaymentForm(form({ method: 'deferred', orderId: 'ord-1' }))).toBeUndefined();
  });

  test('an amount beyond whole hundredths a number can hold, or an id or a nonce beyond the contract, is not one of ours', () => {
    expect(readPaymentForm(form({ ...card, nonce: 'n', amountCents: '9007199254740993' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', amountCents: '-5' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', amountCents: '' }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n', orderId: 'x'.repeat(201) }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, nonce: 'n'.repeat(2001) }))).toBeUndefined();
    expect(readPaymentForm(form({ ...card, method: 'paypal', nonce: 'n' }))).toMatchObject({
      method: 'paypal',
    });
  });

  test('a bank transfer says whether the mandate box was ticked', () => {
    const transfer = { method: 'bankTransfer', orderId: 'ord-1', idempotencyKey: KEY };
    expect(readPaymentForm(form({ ...transfer, mandateAccepted: 'on' }))).toMatchObject({
      mandateAccepted: true,
    });
    expect(readPaymentForm(form(transfer))).toMatchObject({ mandateAccepted: false });
  });
});

describe('an attempt, through the payment port', () => {
  test('card: the nonce is charged for the amount agreed, under the attempt’s key', async () => {
    const { port, calls } = fakePaymentPort();
    expect(readPaymentForm(form({ ...card, nonce: 'nonce-1' }))).toEqual(cardAttempt);
    const answer = await submitPayment(port, cardAttempt);
    expect(answer).toMatchObject({ type: 'done', status: 'paid' });
    expect(calls).toEqual([
      {
        name: 'payWithNonce',
        args: [
          'ord-1',
          cents(7_200, 'EUR'),
          { method: 'card', nonce: 'nonce-1', deviceData: undefined },
          { idempotencyKey: KEY },
        ],
      },
    ]);
  });

  test('wallet, bank transfer and deferred payment each call their own, with the key', async () => {
    const { port, calls } = fakePaymentPort();
    await submitPayment(port, {
      method: 'wallet',
      orderId: 'ord-1',
      idempotencyKey: KEY,
      amount: cents(5_000, 'EUR'),
    });
    const transfer = await submitPayment(port, {
      method: 'bankTransfer',
      orderId: 'ord-1',
      idempotencyKey: KEY,
      mandateAccepted: true,
    });
    await submitPayment(port, { method: 'deferred', orderId: 'ord-1', idempotencyKey: KEY });
    expect(calls.map((call) => [call.name, call.args])).toEqual([
      ['payWithWallet', ['ord-1', cents(5_000, 'EUR'), { idempotencyKey: KEY }]],
      ['payByBankTransfer', ['ord-1', { idempotencyKey: KEY }]],
      ['payDeferred', ['ord-1', { idempotencyKey: KEY }]],
    ]);
    expect(transfer).toMatchObject({ type: 'done', status: 'pending' });
  });

  test('a bank transfer without the mandate is refused before any call', async () => {
    const { port, calls } = fakePaymentPort();
    const answer = await submitPayment(port, {
      method: 'bankTransfer',
      orderId: 'ord-1',
      idempotencyKey: KEY,
      mandateAccepted: false,
    });
    expect(answer).toEqual({
      type: 'refused',
      status: 400,
      message: 'Cochez « J’accepte le mandat de virement » pour payer par virement.',
    });
    expect(calls).toEqual([]);
  });

  test('a declined card is said in French, and the order stays payable', async () => {
    const { port } = fakePaymentPort({ refuse: refusal(402, 'payment.declined') });
    const answer = await submitPayment(port, cardAttempt);
    expect(answer).toEqual({
      type: 'refused',
      status: 402,
      message:
        'Le paiement a été refusé par votre banque. Aucun montant n’a été débité : réessayez ou choisissez un autre moyen de paiement.',
    });
  });
});

describe('refusals in the shopper’s words', () => {
  const messageOf = (kind: string, status = 409) => {
    const answer = paymentRefusal(kind, refusal(status, kind));
    return answer.type === 'refused' ? answer.message : answer.type;
  };

  test('3-D Secure, a payment in progress, a changed amount, the provider down, the wallet', () => {
    expect(messageOf('payment.authenticationFailed', 402)).toContain('3-D Secure');
    expect(messageOf('payment.inProgress')).toContain('déjà en cours');
    expect(messageOf('payment.amountChanged')).toContain('Le montant à payer a changé');
    expect(messageOf('wallet.dueGrew')).toContain('Le montant à payer a changé');
    expect(messageOf('payment.providerUnavailable', 503)).toContain('momentanément indisponible');
    expect(messageOf('wallet.noCredit')).toContain('Votre crédit est épuisé');
    expect(messageOf('payment.methodNotAllowed')).toContain('pas disponible');
    expect(messageOf('payment.invalidNonce', 402)).toContain('a expiré');
  });

  test('an order that awaits nothing, or an answer lost on the way: the order is read again', () => {
    expect(paymentRefusal('order.notAwaitingPayment', refusal(409, 'order.notAwaitingPayment'))).toEqual({
      type: 'checkOrder',
    });
    expect(paymentRefusal('wallet.nothingDue', refusal(409, 'wallet.nothingDue'))).toEqual({
      type: 'checkOrder',
    });
    expect(paymentRefusal('http.timeout', { kind: 'http.timeout', message: 'late' })).toEqual({
      type: 'checkOrder',
    });
    expect(paymentRefusal('service.unavailable', refusal(502))).toEqual({ type: 'checkOrder' });
    expect(paymentRefusal('request.failed', refusal(500))).toEqual({ type: 'checkOrder' });
    expect(paymentRefusal('service.unavailable', serviceUnavailable(120))).toEqual({ type: 'checkOrder' });
  });

  test('anything else is a failure to try again', () => {
    expect(paymentRefusal('request.invalid', refusal(400, 'request.invalid'))).toEqual({
      type: 'refused',
      status: 400,
      message: 'Le paiement n’a pas abouti. Réessayez ou choisissez un autre moyen de paiement.',
    });
  });

  test('the rule the server named is read from a refusal, the domain’s kind otherwise', () => {
    expect(refusalKind(refusal(402, 'payment.declined'))).toBe('payment.declined');
    expect(refusalKind(refusal(500))).toBe('request.failed');
    expect(refusalKind({ kind: 'http.network', message: 'down' })).toBe('http.network');
  });
});

describe('after an accepted attempt', () => {
  test('the payment result, except wallet credit that left a rest: back to the payment screen', () => {
    const paid = {
      type: 'done',
      status: 'paid',
      order: placedOrder({ pendingAmount: cents(0, 'EUR') }),
    } as const;
    const part = {
      type: 'done',
      status: 'pending',
      order: placedOrder({ pendingAmount: cents(2_200, 'EUR') }),
    } as const;
    expect(pathAfterPayment('card', paid)).toBe('/payment-result/?order=ord-1');
    expect(pathAfterPayment('wallet', paid)).toBe('/payment-result/?order=ord-1');
    expect(pathAfterPayment('wallet', part)).toBe('/payment/?order=ord-1&wallet=paid');
    expect(pathAfterPayment('bankTransfer', part)).toBe('/payment-result/?order=ord-1');
  });
});
