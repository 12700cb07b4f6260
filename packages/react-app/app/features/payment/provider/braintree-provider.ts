import { type Money, toDecimalText } from '@tirage/domain';
import { type Client, create as createClient } from 'braintree-web/client';
import { create as createDataCollector } from 'braintree-web/data-collector';
import { create as createHostedFields, type HostedFieldFieldOptions } from 'braintree-web/hosted-fields';
import {
  create as createPayPalCheckout,
  type PayPalCheckoutCreatePaymentOptions,
} from 'braintree-web/paypal-checkout';
import { create as createThreeDSecure } from 'braintree-web/three-d-secure';
import { t } from '../../../i18n/translate.js';
import {
  type CardFields,
  type CardFieldsOptions,
  type PaymentProviderClient,
  ProviderError,
  type ProviderNonce,
} from './payment-provider.js';

/**
 * Braintree's client (docs/payments.md, "Braintree"), on `braintree-web`'s own modules so that only
 * those are bundled (this file is itself a chunk, loaded by the payment screen of a shop that takes
 * payments with Braintree). The card is typed in Hosted Fields, Braintree's frames, then verified
 * with 3-D Secure 2; PayPal is approved with PayPal's buttons through PayPal Checkout. Every nonce
 * goes out with the device data of a data collector, for Braintree's fraud checks.
 */

/** The parts of `braintree-web` this client uses; tests give a fake one. */
export interface BraintreeSdk {
  createClient(options: { readonly authorization: string }): Promise<Client>;
  createDataCollector(options: { readonly client: Client }): Promise<BraintreeDataCollector>;
  createHostedFields(options: {
    readonly client: Client;
    readonly fields: HostedFieldFieldOptions;
  }): Promise<BraintreeHostedFields>;
  createThreeDSecure(options: {
    readonly client: Client;
    readonly version: 2;
  }): Promise<BraintreeThreeDSecure>;
  createPayPalCheckout(options: { readonly client: Client }): Promise<BraintreePayPalCheckout>;
}

export interface BraintreeDataCollector {
  /** The device data to send along with a nonce. */
  readonly deviceData: string;
}

export interface BraintreeHostedFields {
  tokenize(): Promise<{ readonly nonce: string; readonly details: { readonly bin: string } }>;
  teardown(): Promise<void>;
}

interface BraintreeVerifyCardOptions {
  readonly nonce: string;
  readonly bin: string;
  /** The amount in major units, e.g. "12.34". */
  readonly amount: string;
  readonly email?: string | undefined;
  readonly onLookupComplete: (data: unknown, next: () => void) => void;
}

interface LiabilityShift {
  readonly liabilityShifted?: boolean | undefined;
  readonly liabilityShiftPossible?: boolean | undefined;
}

export interface BraintreeVerifyCardResult extends LiabilityShift {
  readonly nonce: string;
  /** Where braintree-web now reports the liability shift (the top-level flags are deprecated). */
  readonly threeDSecureInfo?: LiabilityShift | undefined;
}

export interface BraintreeThreeDSecure {
  verifyCard(options: BraintreeVerifyCardOptions): Promise<BraintreeVerifyCardResult>;
  teardown(): Promise<void>;
}

/** What PayPal's buttons hand to `onApprove` (`orderID`, `payerID`, ...), passed on as it is. */
type PayPalApproval = Readonly<Record<string, unknown>>;

export interface BraintreePayPalCheckout {
  loadPayPalSDK(options: { readonly currency: string; readonly intent: 'capture' }): Promise<unknown>;
  createPayment(options: {
    readonly flow: 'checkout';
    readonly amount: string;
    readonly currency: string;
    readonly intent: 'capture';
  }): Promise<string>;
  tokenizePayment(approval: PayPalApproval): Promise<{ readonly nonce: string }>;
}

/** The part of PayPal's JavaScript SDK (`window.paypal`, loaded by `loadPayPalSDK`) this client uses. */
export interface PayPalButtonsSdk {
  Buttons(options: PayPalButtonsOptions): PayPalButtons;
}

export interface PayPalButtonsOptions {
  readonly fundingSource: 'paypal';
  readonly createOrder: () => Promise<string>;
  readonly onApprove: (approval: PayPalApproval) => Promise<void>;
  readonly onCancel: () => void;
  readonly onError: (error: unknown) => void;
}

export interface PayPalButtons {
  isEligible?(): boolean;
  render(container: HTMLElement): Promise<unknown>;
  close?(): Promise<unknown> | undefined;
}

export interface BraintreeProviderOptions {
  /** `braintree-web`'s modules by default. */
  readonly sdk?: BraintreeSdk;
  /** The page's window, where PayPal's SDK puts `paypal`; the global one by default. */
  readonly window?: Window;
}

const defaultSdk: BraintreeSdk = {
  createClient: (options) => createClient(options),
  createDataCollector: (options) => createDataCollector(options),
  createHostedFields: (options) => createHostedFields(options),
  createThreeDSecure: (options) => createThreeDSecure(options),
  async createPayPalCheckout(options) {
    const checkout = await createPayPalCheckout(options);
    // The declarations type `flow` and `intent` as enums that exist in no module, and name the
    // approval's fields `payerId`/`paymentId` where braintree-web reads PayPal's `payerID`/`orderID`.
    return {
      loadPayPalSDK: (sdkOptions) => checkout.loadPayPalSDK(sdkOptions),
      createPayment: (payment) =>
        checkout.createPayment(payment as unknown as PayPalCheckoutCreatePaymentOptions),
      tokenizePayment: (approval) =>
        checkout.tokenizePayment(approval as unknown as Parameters<typeof checkout.tokenizePayment>[0]),
    };
  },
};

// Why no nonce came, for the console (the screen shows the dictionary's text for each reason).
const UNAVAILABLE_MESSAGE = 'Braintree could not be reached';
const FIELDS_UNAVAILABLE_MESSAGE = 'Braintree could not draw the card fields';
const PAYPAL_UNAVAILABLE_MESSAGE = 'PayPal could not be loaded';
const INVALID_CARD_MESSAGE = 'The card fields are empty or invalid';
const AUTHENTICATION_FAILED_MESSAGE = '3-D Secure failed or was abandoned';
const REMOVED_MESSAGE = 'The card fields were removed from the page';

/** Hosted Fields' refusals of what the shopper typed (anything else is Braintree's or the network's). */
const INVALID_CARD_CODES: readonly string[] = [
  'HOSTED_FIELDS_FIELDS_EMPTY',
  'HOSTED_FIELDS_FIELDS_INVALID',
  'HOSTED_FIELDS_FAILED_TOKENIZATION',
  'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
];

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A refusal for the screen, keeping Braintree's or PayPal's own error as its cause for the console. */
function providerError(reason: ProviderError['reason'], message: string, cause?: unknown): ProviderError {
  const error = new ProviderError(reason, message);
  if (cause !== undefined) error.cause = cause;
  return error;
}

const unavailable = (message: string, cause?: unknown) => providerError('unavailable', message, cause);

/** The card fields, in the order they are drawn; each is a frame of Braintree in a slot of ours. */
const CARD_FIELDS = [
  { name: 'number', label: 'payment.card.number', placeholder: '1234 1234 1234 1234' },
  { name: 'expirationDate', label: 'payment.card.expiry', placeholder: 'MM/AA' },
  { name: 'cvv', label: 'payment.card.cvv', placeholder: '123' },
] as const;

/** Makes the ids of the slots (which their labels point to) unique in the page. */
let mountCount = 0;

function drawSlots(container: HTMLElement) {
  const document = container.ownerDocument;
  mountCount += 1;
  const rows: HTMLElement[] = [];
  const fields: HostedFieldFieldOptions = {};
  for (const field of CARD_FIELDS) {
    const row = document.createElement('div');
    row.className = 'card-field';
    const label = document.createElement('label');
    const slot = document.createElement('div');
    slot.id = `braintree-${field.name}-${mountCount}`;
    slot.className = 'card-field-frame';
    label.htmlFor = slot.id;
    label.textContent = t(field.label);
    row.append(label, slot);
    rows.push(row);
    fields[field.name] = {
      container: slot,
      placeholder: field.placeholder,
      internalLabel: t(field.label),
      iframeTitle: t('payment.card.fieldTitle', { label: t(field.label) }),
    };
  }
  container.append(...rows);
  return {
    fields,
    remove() {
      for (const row of rows) row.remove();
    },
  };
}

/** Whether 3-D Secure failed: the bank could have taken the liability and did not. */
function authenticationFailed(result: BraintreeVerifyCardResult): boolean {
  const shift = result.threeDSecureInfo ?? result;
  return shift.liabilityShifted === false && shift.liabilityShiftPossible === true;
}

async function tearDownAll(instances: readonly ({ teardown(): Promise<void> } | undefined)[]): Promise<void> {
  await Promise.allSettled(instances.map((instance) => instance?.teardown()));
}

export async function createBraintreeProvider(
  clientToken: string,
  options: BraintreeProviderOptions = {},
): Promise<PaymentProviderClient> {
  const sdk = options.sdk ?? defaultSdk;
  const win = options.window ?? window;

  let client: Client;
  try {
    client = await sdk.createClient({ authorization: clientToken });
  } catch (error) {
    throw unavailable(UNAVAILABLE_MESSAGE, error);
  }
  // Collected in the background from now on; a payment without device data is still a payment
  // (a blocked fraud script must not stop the shopper), it only tells Braintree less.
  const deviceData: Promise<string | undefined> = sdk.createDataCollector({ client }).then(
    (collector) => collector.deviceData,
    () => undefined,
  );

  /** PayPal Checkout with PayPal's SDK loaded, once per currency. */
  let payPal: { readonly currency: string; readonly ready: Promise<BraintreePayPalCheckout> } | undefined;
  const payPalCheckout = (currency: string): Promise<BraintreePayPalCheckout> => {
    if (payPal?.currency === currency) return payPal.ready;
    const ready = (async () => {
      const checkout = await sdk.createPayPalCheckout({ client });
      await checkout.loadPayPalSDK({ currency, intent: 'capture' });
      return checkout;
    })();
    const current = { currency, ready };
    payPal = current;
    // A failed load is tried again by the next approval.
    ready.catch(() => {
      if (payPal === current) payPal = undefined;
    });
    return ready;
  };
  let approval: Promise<ProviderNonce | 'cancelled'> | undefined;

  async function approve(amount: Money, container: HTMLElement): Promise<ProviderNonce | 'cancelled'> {
    const value = toDecimalText(amount);
    let checkout: BraintreePayPalCheckout;
    try {
      checkout = await payPalCheckout(amount.currency);
    } catch (error) {
      throw unavailable(PAYPAL_UNAVAILABLE_MESSAGE, error);
    }
    const payPalSdk = (win as Window & { readonly paypal?: PayPalButtonsSdk }).paypal;
    if (payPalSdk === undefined) throw unavailable(PAYPAL_UNAVAILABLE_MESSAGE);

    let buttons: PayPalButtons | undefined;
    const answer = new Promise<ProviderNonce | 'cancelled'>((resolve, reject) => {
      const fail = (error?: unknown) => reject(unavailable(PAYPAL_UNAVAILABLE_MESSAGE, error));
      try {
        buttons = payPalSdk.Buttons({
          fundingSource: 'paypal',
          createOrder: () =>
            checkout.createPayment({
              flow: 'checkout',
              amount: value,
              currency: amount.currency,
              intent: 'capture',
            }),
          onApprove: async (approved) => {
            try {
              const { nonce } = await checkout.tokenizePayment(approved);
              resolve({ nonce, deviceData: await deviceData });
            } catch (error) {
              fail(error);
            }
          },
          onCancel: () => resolve('cancelled'),
          onError: fail,
        });
        if (buttons.isEligible?.() === false) fail();
        else buttons.render(container).catch(fail);
      } catch (error) {
        fail(error);
      }
    });
    try {
      return await answer;
    } finally {
      // The button is drawn again by the next approval.
      Promise.resolve(buttons)
        .then((drawn) => drawn?.close?.())
        .catch(() => undefined);
    }
  }

  return {
    async mountCardFields(container: HTMLElement, fieldOptions: CardFieldsOptions): Promise<CardFields> {
      const amount = toDecimalText(fieldOptions.amount);
      const slots = drawSlots(container);
      const [hostedFields, threeDSecure] = await Promise.allSettled([
        sdk.createHostedFields({ client, fields: slots.fields }),
        sdk.createThreeDSecure({ client, version: 2 }),
      ]);
      if (hostedFields.status === 'rejected' || threeDSecure.status === 'rejected') {
        await tearDownAll([
          hostedFields.status === 'fulfilled' ? hostedFields.value : undefined,
          threeDSecure.status === 'fulfilled' ? threeDSecure.value : undefined,
        ]);
        slots.remove();
        const failure = hostedFields.status === 'rejected' ? hostedFields : threeDSecure;
        throw unavailable(
          FIELDS_UNAVAILABLE_MESSAGE,
          failure.status === 'rejected' ? failure.reason : undefined,
        );
      }
      const fields = hostedFields.value;
      const verifier = threeDSecure.value;

      async function payWithCard(): Promise<ProviderNonce> {
        let card: Awaited<ReturnType<BraintreeHostedFields['tokenize']>>;
        try {
          card = await fields.tokenize();
        } catch (error) {
          const code = errorCode(error);
          throw typeof code === 'string' && INVALID_CARD_CODES.includes(code)
            ? providerError('invalidCard', INVALID_CARD_MESSAGE, error)
            : unavailable(UNAVAILABLE_MESSAGE, error);
        }
        let verified: BraintreeVerifyCardResult;
        try {
          verified = await verifier.verifyCard({
            nonce: card.nonce,
            bin: card.details.bin,
            amount,
            email: fieldOptions.email,
            onLookupComplete: (_data, next) => next(),
          });
        } catch (error) {
          throw providerError('authenticationFailed', AUTHENTICATION_FAILED_MESSAGE, error);
        }
        if (authenticationFailed(verified)) {
          throw new ProviderError('authenticationFailed', AUTHENTICATION_FAILED_MESSAGE);
        }
        return { nonce: verified.nonce, deviceData: await deviceData };
      }

      let pending: { readonly answer: Promise<ProviderNonce>; readonly abort: () => void } | undefined;
      let removed: Promise<void> | undefined;
      return {
        tokenize() {
          if (removed !== undefined) return Promise.reject(unavailable(REMOVED_MESSAGE));
          // One payment at a time: a second click while the first is verified waits for the same answer.
          if (pending === undefined) {
            let abort: () => void = () => undefined;
            const answer = new Promise<ProviderNonce>((resolve, reject) => {
              abort = () => reject(unavailable(REMOVED_MESSAGE));
              payWithCard().then(resolve, reject);
            }).finally(() => {
              pending = undefined;
            });
            pending = { answer, abort };
          }
          return pending.answer;
        },
        teardown() {
          // A payment being verified when the fields go gets no nonce (as with the sandbox).
          pending?.abort();
          removed ??= tearDownAll([fields, verifier]).then(() => slots.remove());
          return removed;
        },
      };
    },

    approveWithPayPal({ amount, container }) {
      // One approval at a time: the button is drawn once.
      if (approval === undefined) {
        approval = approve(amount, container).finally(() => {
          approval = undefined;
        });
      }
      return approval;
    },
  };
}
