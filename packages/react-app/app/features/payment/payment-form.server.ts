import { idempotencyKeySchema, payWithNonceRequestSchema } from '@tirage/api-client/contract';
import {
  assertNever,
  type DomainError,
  type Money,
  type Order,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentPort,
  type Result,
  refusalReason,
} from '@tirage/domain';
import { z } from 'zod';
import type { DictionaryKey } from '../../i18n/fr.js';
import { t } from '../../i18n/translate.js';
import { parseForm, trimmed } from '../../lib/form-schema.js';

/** What the payment screen posts: one attempt with one method, under the attempt's Idempotency-Key. */
export type PaymentRequest = {
  readonly orderId: string;
  /** Made by the screen's loader for this attempt: a double submit charges once. */
  readonly idempotencyKey: string;
} & (
  | {
      readonly method: 'card' | 'paypal';
      /** The most the shopper agreed to pay: the amount the screen showed. */
      readonly amount: Money;
      readonly nonce: string;
      readonly deviceData: string | undefined;
    }
  | { readonly method: 'wallet'; readonly amount: Money }
  | { readonly method: 'bankTransfer'; readonly mandateAccepted: boolean }
  | { readonly method: 'deferred' }
);

/** What became of an attempt. */
export type PaymentAnswer =
  | { readonly type: 'done'; readonly status: 'paid' | 'pending'; readonly order: Order }
  /** Refused, the order still payable: the screen says why in French, for another try. */
  | { readonly type: 'refused'; readonly status: number; readonly message: string }
  /**
   * The order awaits no payment any more, or the answer was lost on the way (the charge may have
   * happened): the payment result screen reads the order and tells.
   */
  | { readonly type: 'checkOrder' };

const payWithNonce = payWithNonceRequestSchema.shape;

/** The attempt's order and its Idempotency-Key, with the contract's rules. */
const attemptFields = {
  orderId: payWithNonce.orderId,
  idempotencyKey: z.preprocess(trimmed, idempotencyKeySchema),
};

/** The agreed amount the screen posted: positive integer hundredths and a currency of the contract's. */
const agreedAmountFields = {
  amountCents: z.preprocess(
    trimmed,
    z.coerce.number().pipe(payWithNonce.maxAmount.shape.centAmount.positive()),
  ),
  currency: z.preprocess(trimmed, payWithNonce.maxAmount.shape.currencyCode),
};

/** What the payment screen posts, one form per method. */
const paymentFormSchema = z.discriminatedUnion('method', [
  z.object({
    ...attemptFields,
    ...agreedAmountFields,
    method: payWithNonce.method,
    nonce: z.preprocess(trimmed, payWithNonce.nonce),
    deviceData: z.preprocess(trimmed, payWithNonce.deviceData),
  }),
  z.object({ ...attemptFields, ...agreedAmountFields, method: z.literal('wallet') }),
  z.object({
    ...attemptFields,
    method: z.literal('bankTransfer'),
    // The mandate box: the screen and `submitPayment` require it ticked.
    mandateAccepted: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  }),
  z.object({ ...attemptFields, method: z.literal('deferred') }),
]);

/** The posted attempt; undefined when the form is not one the payment screen sends. */
export function readPaymentForm(form: FormData): PaymentRequest | undefined {
  const submission = parseForm(form, paymentFormSchema, {});
  if (submission.status !== 'success') return undefined;
  const posted = submission.value;
  const attempt = { orderId: posted.orderId, idempotencyKey: posted.idempotencyKey };
  switch (posted.method) {
    case 'card':
    case 'paypal':
    case 'wallet': {
      const amount: Money = { cents: posted.amountCents, currency: posted.currency };
      return posted.method === 'wallet'
        ? { ...attempt, method: posted.method, amount }
        : { ...attempt, method: posted.method, amount, nonce: posted.nonce, deviceData: posted.deviceData };
    }
    case 'bankTransfer':
      return { ...attempt, method: posted.method, mandateAccepted: posted.mandateAccepted };
    case 'deferred':
      return { ...attempt, method: posted.method };
    default:
      return assertNever(posted, 'payment method');
  }
}

/** The refusals the payment calls answer (docs/payments.md), in the shopper's words. */
const REFUSALS: ReadonlyMap<string, { readonly status: number; readonly message: DictionaryKey }> = new Map([
  ['payment.declined', { status: 402, message: 'payment.error.declined' }],
  ['payment.authenticationFailed', { status: 402, message: 'payment.error.authenticationFailed' }],
  ['payment.invalidNonce', { status: 402, message: 'payment.error.invalidNonce' }],
  ['payment.inProgress', { status: 409, message: 'payment.error.inProgress' }],
  ['payment.amountChanged', { status: 409, message: 'payment.error.amountChanged' }],
  ['wallet.dueGrew', { status: 409, message: 'payment.error.amountChanged' }],
  ['payment.methodNotAllowed', { status: 409, message: 'payment.error.methodNotAllowed' }],
  ['payment.currencyNotAccepted', { status: 409, message: 'payment.error.currencyNotAccepted' }],
  ['payment.providerUnavailable', { status: 503, message: 'payment.error.unavailable' }],
  ['wallet.noCredit', { status: 409, message: 'payment.error.walletNoCredit' }],
  ['wallet.currencyMismatch', { status: 409, message: 'payment.error.walletCurrency' }],
] as const);

/** Refusals after which the order awaits nothing: the result screen says where it stands. */
const SETTLED = new Set(['order.notAwaitingPayment', 'wallet.nothingDue']);

/**
 * What a failed call means for the shopper. `kind` is the rule the server named (the error's
 * `reason`) when it named one, else the domain error's own. A lost answer (network, timeout, an
 * unavailable shop, a server failure the domain has no kind for) may hide a charge that happened: the order is read again rather than
 * retried blindly.
 */
export function paymentRefusal(kind: string, error: DomainError): PaymentAnswer {
  if (SETTLED.has(kind)) return { type: 'checkOrder' };
  const known = REFUSALS.get(kind);
  if (known !== undefined) return { type: 'refused', status: known.status, message: t(known.message) };
  const lost =
    error.kind === 'http.network' ||
    error.kind === 'http.timeout' ||
    error.kind === 'service.unavailable' ||
    error.kind === 'request.failed';
  if (lost) return { type: 'checkOrder' };
  return { type: 'refused', status: 400, message: t('payment.error.failed') };
}

/** The kind the server named in a refusal, else the domain error's own. */
export function refusalKind(error: DomainError): string {
  return refusalReason(error) ?? error.kind;
}

/** The port's call for the attempt's method. */
async function call(
  port: PaymentPort,
  request: PaymentRequest,
): Promise<Result<PaymentOutcome, DomainError>> {
  const attempt = { idempotencyKey: request.idempotencyKey };
  switch (request.method) {
    case 'card':
    case 'paypal':
      return port.payWithNonce(
        request.orderId,
        request.amount,
        { method: request.method, nonce: request.nonce, deviceData: request.deviceData },
        attempt,
      );
    case 'wallet':
      return port.payWithWallet(request.orderId, request.amount, attempt);
    case 'bankTransfer': {
      // The order then waits for the transfer: a pending payment.
      const accepted = await port.payByBankTransfer(request.orderId, attempt);
      return accepted.ok ? { ok: true, value: { status: 'pending', order: accepted.value.order } } : accepted;
    }
    case 'deferred':
      return port.payDeferred(request.orderId, attempt);
    default:
      return assertNever(request, 'payment method');
  }
}

/** Makes the attempt's call; the server alone says whether the order is paid. */
export async function submitPayment(port: PaymentPort, request: PaymentRequest): Promise<PaymentAnswer> {
  // The mandate is the shopper's word: the screen requires the box, and so does this.
  if (request.method === 'bankTransfer' && !request.mandateAccepted)
    return { type: 'refused', status: 400, message: t('payment.error.mandate') };
  const outcome = await call(port, request);
  if (!outcome.ok) return paymentRefusal(refusalKind(outcome.error), outcome.error);
  return { type: 'done', status: outcome.value.status, order: outcome.value.order };
}

/** Where the shopper goes after an attempt the server accepted. */
export function pathAfterPayment(method: PaymentMethod, answer: Extract<PaymentAnswer, { type: 'done' }>) {
  const order = encodeURIComponent(answer.order.id);
  // Wallet credit that paid part of the order: the rest is paid on the same screen.
  if (method === 'wallet' && answer.status === 'pending' && answer.order.pendingAmount.cents > 0)
    return `/payment/?order=${order}&wallet=paid`;
  return `/payment-result/?order=${order}`;
}
