import {
  type CurrencyCode,
  type GatewayChargeResult,
  type GatewayDeclineReason,
  type GatewayTransaction,
  isCurrencyCode,
  type PaymentGatewayPort,
  parseMoney,
  type SavedPaymentMethod,
  toDecimalText,
} from '@tirage/domain';
import braintree from 'braintree';
import type { BraintreeCredentials } from '../config/config.js';

/*
 * The parts of the `braintree` SDK the adapter uses, as structural types: `BraintreeGateway`
 * fits them, and the adapter's tests pass a fake of the same shapes, so no test reaches the
 * network. Field names are the SDK's.
 */

export interface BraintreeValidationError {
  readonly code: string;
  readonly attribute: string;
  readonly message: string;
}

export interface BraintreeTransactionRecord {
  readonly id: string;
  readonly status: string;
  readonly amount: string;
  readonly currencyIsoCode: string;
  readonly orderId?: string | undefined;
  readonly processorResponseCode?: string | undefined;
  readonly processorResponseText?: string | undefined;
  readonly gatewayRejectionReason?: string | undefined;
}

export interface BraintreeSaleResponse {
  readonly success: boolean;
  readonly message?: string;
  readonly transaction?: BraintreeTransactionRecord;
  readonly errors?: { deepErrors(): readonly BraintreeValidationError[] };
}

interface BraintreeCreditCardRecord {
  readonly token: string;
  readonly cardType: string;
  readonly last4: string;
  readonly expirationMonth?: string | undefined;
  readonly expirationYear?: string | undefined;
  readonly default: boolean;
}

interface BraintreePayPalAccountRecord {
  readonly token: string;
  readonly email: string;
  readonly default: boolean;
}

export interface BraintreeCustomerRecord {
  readonly id: string;
  readonly creditCards?: readonly BraintreeCreditCardRecord[] | undefined;
  readonly paypalAccounts?: readonly BraintreePayPalAccountRecord[] | undefined;
}

/** The one search criterion used: our reference, at the end of the transaction's `orderId`. */
interface BraintreeTransactionSearch {
  orderId(): { endsWith(text: string): void };
}

export interface BraintreeClient {
  readonly clientToken: {
    generate(request: {
      customerId?: string;
    }): Promise<{ success: boolean; clientToken: string; message?: string }>;
  };
  readonly transaction: {
    sale(request: braintree.TransactionRequest): Promise<BraintreeSaleResponse>;
    search(build: (search: BraintreeTransactionSearch) => void): AsyncIterable<unknown>;
  };
  readonly customer: { find(customerId: string): Promise<BraintreeCustomerRecord> };
  readonly paymentMethod: { delete(token: string): Promise<unknown> };
}

/** The SDK's client for the configured account (`BRAINTREE_*`). */
export function braintreeClient(credentials: BraintreeCredentials): BraintreeClient {
  return new braintree.BraintreeGateway({
    environment:
      credentials.environment === 'production'
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
  });
}

/**
 * The transaction's `orderId`: the order number staff look for in Braintree's back office, then
 * our payment id, which reconciliation searches by. Braintree searches no custom field, and
 * PayPal takes `orderId` as its invoice number, which must differ between two attempts.
 */
const braintreeOrderId = (orderNumber: string, reference: string) => `${orderNumber}/${reference}`;

// Validation errors (codes of the SDK's `ValidationErrorCodes`) that mean the nonce cannot be charged.
const NONCE_ERRORS = new Set([
  '91564', // Transaction.PaymentMethodNonceConsumed
  '91565', // Transaction.PaymentMethodNonceUnknown
  '91566', // Transaction.PaymentMethodNonceLocked
  '93102', // PaymentMethod.NonceIsInvalid
  '93107', // PaymentMethod.PaymentMethodNonceConsumed
  '93108', // PaymentMethod.PaymentMethodNonceUnknown
  '93109', // PaymentMethod.PaymentMethodNonceLocked
]);
// Validation errors that mean 3-D Secure did not authenticate the card holder.
const AUTHENTICATION_ERRORS = new Set([
  '81571', // Transaction.ThreeDSecureAuthenticationFailed
  '91568', // Transaction.ThreeDSecureTokenIsInvalid
  '91570', // Transaction.ThreeDSecureTransactionDataDoesntMatchVerify
]);
/** Processor response 2099: "Cardholder Authentication Required" (a soft decline asking for 3-D Secure). */
const PROCESSOR_AUTHENTICATION_REQUIRED = '2099';

/** A refusal of the sale (`success: false`) as the port's decline reason. */
function declineReasonOf(response: BraintreeSaleResponse): GatewayDeclineReason {
  const transaction = response.transaction;
  if (transaction !== undefined) {
    if (transaction.status === 'gateway_rejected' && transaction.gatewayRejectionReason === 'three_d_secure')
      return 'authenticationFailed';
    if (transaction.processorResponseCode === PROCESSOR_AUTHENTICATION_REQUIRED)
      return 'authenticationFailed';
    return 'declined';
  }
  const codes = (response.errors?.deepErrors() ?? []).map((error) => error.code);
  if (codes.some((code) => AUTHENTICATION_ERRORS.has(code))) return 'authenticationFailed';
  if (codes.some((code) => NONCE_ERRORS.has(code))) return 'invalidNonce';
  return 'declined';
}

function declineDetail(response: BraintreeSaleResponse): string {
  const transaction = response.transaction;
  const parts = [
    response.message,
    transaction === undefined ? undefined : `status ${transaction.status}`,
    transaction?.processorResponseCode === undefined
      ? undefined
      : `processor ${transaction.processorResponseCode} ${transaction.processorResponseText ?? ''}`.trim(),
    transaction?.gatewayRejectionReason === undefined
      ? undefined
      : `rejected: ${transaction.gatewayRejectionReason}`,
    ...(response.errors?.deepErrors() ?? []).map((error) => `${error.code} ${error.attribute}`),
  ];
  return parts.filter((part) => part !== undefined && part !== '').join('; ');
}

/**
 * Braintree's transaction statuses as the port's. A sale is always sent with
 * `submitForSettlement`, so an `authorized` one is on its way to settlement; `authorizing` is
 * not decided yet (undefined: as if there were no transaction yet).
 */
export function transactionStatusOf(status: string): GatewayTransaction['status'] | undefined {
  switch (status) {
    case 'settled':
    case 'settlement_confirmed':
      return 'settled';
    case 'submitted_for_settlement':
    case 'settling':
    case 'settlement_pending':
    case 'authorized':
      return 'submittedForSettlement';
    case 'processor_declined':
    case 'gateway_rejected':
    case 'failed':
    case 'settlement_declined':
      return 'declined';
    case 'voided':
    case 'authorization_expired':
      return 'voided';
    default:
      return undefined;
  }
}

function transactionOf(
  record: BraintreeTransactionRecord,
  reference: string,
): GatewayTransaction | undefined {
  const status = transactionStatusOf(record.status);
  if (status === undefined) return undefined;
  if (!isCurrencyCode(record.currencyIsoCode))
    throw new Error(
      `Braintree transaction ${record.id} is in ${record.currencyIsoCode}, a currency the shop does not use`,
    );
  const amount = parseMoney(record.amount, record.currencyIsoCode);
  if (!amount.ok) throw new Error(`Braintree transaction ${record.id} has an amount "${record.amount}"`);
  return { id: record.id, reference, amount: amount.value, status };
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'notFoundError';

/**
 * The card payment provider through Braintree (docs/payments.md). Declines are answers; what
 * the SDK throws (network, timeout, Braintree down, bad keys) rejects, and the charge's outcome
 * is then found by `findByReference`.
 */
export function createBraintreeGateway(
  client: BraintreeClient,
  merchantAccounts?: Readonly<Partial<Record<CurrencyCode, string>>>,
): PaymentGatewayPort {
  /**
   * The merchant account that takes the currency: the configured one; with none configured at all,
   * the default account (undefined); with accounts configured but none for it, null.
   */
  const merchantAccountOf = (currency: CurrencyCode): string | null | undefined =>
    merchantAccounts === undefined ? undefined : (merchantAccounts[currency] ?? null);

  /** The customer in Braintree's vault, or undefined when they never kept a method there. */
  async function vaultCustomer(customerReference: string): Promise<BraintreeCustomerRecord | undefined> {
    try {
      return await client.customer.find(customerReference);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async function savedMethods(customerReference: string): Promise<readonly SavedPaymentMethod[]> {
    const customer = await vaultCustomer(customerReference);
    if (customer === undefined) return [];
    return [
      ...(customer.creditCards ?? []).map(
        (card): SavedPaymentMethod => ({
          token: card.token,
          kind: 'card',
          label:
            card.expirationMonth === undefined || card.expirationYear === undefined
              ? `${card.cardType} •••• ${card.last4}`
              : `${card.cardType} •••• ${card.last4}, exp. ${card.expirationMonth}/${card.expirationYear}`,
          isDefault: card.default,
        }),
      ),
      ...(customer.paypalAccounts ?? []).map(
        (account): SavedPaymentMethod => ({
          token: account.token,
          kind: 'paypal',
          label: account.email,
          isDefault: account.default,
        }),
      ),
    ];
  }

  return {
    provider: 'braintree',

    acceptsCurrency: (currency) => merchantAccountOf(currency) !== null,

    async clientToken({ customerReference }) {
      // A customer id Braintree does not know makes `generate` fail: only vault customers get one.
      const known = customerReference === undefined ? undefined : await vaultCustomer(customerReference);
      const response = await client.clientToken.generate(known === undefined ? {} : { customerId: known.id });
      if (!response.success)
        throw new Error(`Braintree refused a client token: ${response.message ?? 'no reason'}`);
      return response.clientToken;
    },

    async charge(charge): Promise<GatewayChargeResult> {
      const merchantAccountId = merchantAccountOf(charge.amount.currency);
      // The payment call refuses such an order first (`acceptsCurrency`): reaching here is a bug.
      if (merchantAccountId === null)
        throw new Error(`No Braintree merchant account takes ${charge.amount.currency}: nothing was charged`);
      const response = await client.transaction.sale({
        amount: toDecimalText(charge.amount),
        ...(merchantAccountId === undefined ? {} : { merchantAccountId }),
        paymentMethodNonce: charge.nonce,
        ...(charge.deviceData === undefined ? {} : { deviceData: charge.deviceData }),
        orderId: braintreeOrderId(charge.orderNumber, charge.reference),
        options: {
          submitForSettlement: true,
          ...(charge.method === 'card' ? { threeDSecure: { required: true } } : {}),
        },
      });
      if (response.success && response.transaction !== undefined) {
        const transaction = transactionOf(response.transaction, charge.reference);
        if (transaction !== undefined) return { status: 'succeeded', transaction };
        // Accepted but not decided yet (`authorizing`): no decline, since Braintree may still take
        // the money. The outcome is unknown, so the payment stays pending for `findByReference`.
        throw new Error(
          `Braintree accepted the sale for ${charge.reference} as ${response.transaction.status}, not decided yet`,
        );
      }
      return { status: 'declined', reason: declineReasonOf(response), detail: declineDetail(response) };
    },

    async findByReference(reference) {
      const found: GatewayTransaction[] = [];
      for await (const record of client.transaction.search((search) => {
        search.orderId().endsWith(`/${reference}`);
      })) {
        const transaction = transactionOf(record as BraintreeTransactionRecord, reference);
        if (transaction !== undefined) found.push(transaction);
      }
      // One charge per reference; were there more, the one that took money is the one that counts.
      return (
        found.find(
          (transaction) =>
            transaction.status === 'settled' || transaction.status === 'submittedForSettlement',
        ) ?? found[0]
      );
    },

    savedMethods,

    async removeSavedMethod(customerReference, token) {
      const methods = await savedMethods(customerReference);
      // Only the customer's own methods: a token of another customer is as unknown as a made-up one.
      if (!methods.some((method) => method.token === token)) return false;
      await client.paymentMethod.delete(token);
      return true;
    },
  };
}
