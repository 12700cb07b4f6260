// @vitest-environment happy-dom
import { cents } from '@tirage/domain';
import type { Client } from 'braintree-web/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type BraintreeDataCollector,
  type BraintreeHostedFields,
  type BraintreePayPalCheckout,
  type BraintreeSdk,
  type BraintreeThreeDSecure,
  type BraintreeVerifyCardResult,
  createBraintreeProvider,
  type PayPalButtons,
  type PayPalButtonsOptions,
  type PayPalButtonsSdk,
} from './braintree-provider.js';
import { ProviderError } from './payment-provider.js';

const TOKEN = 'client-token-1';
const CLIENT = { authorization: TOKEN } as unknown as Client;
const AMOUNT = cents(1234, 'EUR');
const EMAIL = 'claire@example.fr';
const DEVICE_DATA = '{"correlation_id":"device-1"}';

const shifted: BraintreeVerifyCardResult = {
  nonce: 'verified-nonce',
  liabilityShifted: true,
  liabilityShiftPossible: true,
  threeDSecureInfo: { liabilityShifted: true, liabilityShiftPossible: true },
};

/** A Braintree that answers what each test scripts, and records what it was asked. */
function fakeBraintree() {
  const hostedFields = {
    tokenize: vi.fn<BraintreeHostedFields['tokenize']>(async () => ({
      nonce: 'card-nonce',
      details: { bin: '400000' },
    })),
    teardown: vi.fn<BraintreeHostedFields['teardown']>(async () => undefined),
  };
  const threeDSecure = {
    verifyCard: vi.fn<BraintreeThreeDSecure['verifyCard']>(async (options) => {
      options.onLookupComplete({}, () => undefined);
      return shifted;
    }),
    teardown: vi.fn<BraintreeThreeDSecure['teardown']>(async () => undefined),
  };
  const payPalCheckout = {
    loadPayPalSDK: vi.fn<BraintreePayPalCheckout['loadPayPalSDK']>(async () => undefined),
    createPayment: vi.fn<BraintreePayPalCheckout['createPayment']>(async () => 'EC-ORDER-1'),
    tokenizePayment: vi.fn<BraintreePayPalCheckout['tokenizePayment']>(async () => ({
      nonce: 'paypal-nonce',
    })),
  };
  const sdk = {
    createClient: vi.fn<BraintreeSdk['createClient']>(async () => CLIENT),
    createDataCollector: vi.fn<BraintreeSdk['createDataCollector']>(
      async (): Promise<BraintreeDataCollector> => ({ deviceData: DEVICE_DATA }),
    ),
    createHostedFields: vi.fn<BraintreeSdk['createHostedFields']>(async () => hostedFields),
    createThreeDSecure: vi.fn<BraintreeSdk['createThreeDSecure']>(async () => threeDSecure),
    createPayPalCheckout: vi.fn<BraintreeSdk['createPayPalCheckout']>(async () => payPalCheckout),
  } satisfies BraintreeSdk;
  return { sdk, hostedFields, threeDSecure, payPalCheckout };
}

/** PayPal's SDK as `loadPayPalSDK` leaves it on the window: buttons whose callbacks the test calls. */
function fakePayPal() {
  const drawn: { options: PayPalButtonsOptions; container: HTMLElement | undefined }[] = [];
  const close = vi.fn<NonNullable<PayPalButtons['close']>>(async () => undefined);
  const paypal: PayPalButtonsSdk = {
    Buttons(options) {
      const entry: (typeof drawn)[number] = { options, container: undefined };
      drawn.push(entry);
      return {
        isEligible: () => true,
        render: async (container) => {
          entry.container = container;
        },
        close,
      };
    },
  };
  const win = { paypal } as unknown as Window;
  /** The buttons once drawn (after PayPal Checkout and PayPal's SDK loaded). */
  const buttons = async () => {
    await vi.waitFor(() => expect(drawn[0]?.container).toBeDefined());
    const first = drawn[0];
    if (first === undefined) throw new Error('No PayPal buttons were drawn');
    return first;
  };
  return { win, drawn, close, buttons };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).reason;
}

let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
});

describe('createBraintreeProvider', () => {
  test('creates the client from the client token', async () => {
    const { sdk } = fakeBraintree();
    await createBraintreeProvider(TOKEN, { sdk });
    expect(sdk.createClient).toHaveBeenCalledWith({ authorization: TOKEN });
    expect(sdk.createDataCollector).toHaveBeenCalledWith({ client: CLIENT });
  });

  test('a client that cannot be created makes the provider unavailable', async () => {
    const { sdk } = fakeBraintree();
    sdk.createClient.mockRejectedValue(
      Object.assign(new Error('bad'), { code: 'CLIENT_INVALID_AUTHORIZATION' }),
    );
    expect(await reasonOf(createBraintreeProvider(TOKEN, { sdk }))).toBe('unavailable');
  });

  test('with braintree-web itself, a client token that is not one makes the provider unavailable', async () => {
    // braintree-web refuses such a token before any request; its error is kept as the cause.
    const error = await createBraintreeProvider('not-a-client-token').catch((rejected: unknown) => rejected);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('unavailable');
    expect((error as ProviderError).cause).toMatchObject({ code: 'CLIENT_INVALID_AUTHORIZATION' });
  });
});

describe('card fields', () => {
  test("draws a labelled slot for each field in the container and Braintree's frames in them", async () => {
    const { sdk } = fakeBraintree();
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });

    expect(sdk.createHostedFields).toHaveBeenCalledTimes(1);
    const created = sdk.createHostedFields.mock.calls[0]?.[0];
    expect(created?.client).toBe(CLIENT);
    const labels = [...container.querySelectorAll('label')];
    expect(labels.map((label) => label.textContent)).toEqual([
      'Numéro de carte',
      'Date d’expiration',
      'Cryptogramme',
    ]);
    const fields = created?.fields ?? {};
    expect(Object.keys(fields)).toEqual(['number', 'expirationDate', 'cvv']);
    for (const [index, field] of [fields.number, fields.expirationDate, fields.cvv].entries()) {
      const slot = field?.container;
      expect(slot).toBeInstanceOf(HTMLElement);
      expect(container.contains(slot as HTMLElement)).toBe(true);
      expect(labels[index]?.htmlFor).toBe((slot as HTMLElement).id);
      expect(field?.internalLabel).toBe(labels[index]?.textContent);
    }
    // The card is typed in Braintree's frames only.
    expect(container.querySelector('input, select, textarea')).toBeNull();
    expect(sdk.createThreeDSecure).toHaveBeenCalledWith({ client: CLIENT, version: 2 });
  });

  test('each mounting has slots of its own ids', async () => {
    const { sdk } = fakeBraintree();
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
    await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
    const ids = [...container.querySelectorAll('.card-field-frame')].map((slot) => slot.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  test('fields that cannot be created make the provider unavailable and leave nothing behind', async () => {
    const { sdk, threeDSecure } = fakeBraintree();
    sdk.createHostedFields.mockRejectedValue(new Error('frames blocked'));
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    expect(await reasonOf(provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL }))).toBe(
      'unavailable',
    );
    expect(threeDSecure.teardown).toHaveBeenCalledTimes(1);
    expect(container.childElementCount).toBe(0);
  });

  test('tokenize verifies the card with 3-D Secure and resolves with the verified nonce and device data', async () => {
    const { sdk, threeDSecure } = fakeBraintree();
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });

    await expect(fields.tokenize()).resolves.toEqual({ nonce: 'verified-nonce', deviceData: DEVICE_DATA });
    expect(threeDSecure.verifyCard).toHaveBeenCalledTimes(1);
    const verify = threeDSecure.verifyCard.mock.calls[0]?.[0];
    expect(verify).toMatchObject({ nonce: 'card-nonce', bin: '400000', amount: '12.34', email: EMAIL });
    // The lookup's result goes on to the challenge, if the bank asks for one.
    const next = vi.fn();
    verify?.onLookupComplete({}, next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  test('a card the bank cannot authenticate (no liability shift possible) is still tokenized', async () => {
    const { sdk, threeDSecure } = fakeBraintree();
    threeDSecure.verifyCard.mockResolvedValue({
      nonce: 'unenrolled-nonce',
      threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: false },
    });
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: undefined });
    await expect(fields.tokenize()).resolves.toEqual({ nonce: 'unenrolled-nonce', deviceData: DEVICE_DATA });
  });

  test.each(['HOSTED_FIELDS_FIELDS_EMPTY', 'HOSTED_FIELDS_FIELDS_INVALID'])(
    'fields refused by Braintree (%s) are an invalid card, and no 3-D Secure is run',
    async (code) => {
      const { sdk, hostedFields, threeDSecure } = fakeBraintree();
      hostedFields.tokenize.mockRejectedValue(Object.assign(new Error('fields'), { code, type: 'CUSTOMER' }));
      const provider = await createBraintreeProvider(TOKEN, { sdk });
      const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });

      const error = await fields.tokenize().catch((rejected: unknown) => rejected);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).reason).toBe('invalidCard');
      expect((error as ProviderError).message).toMatch(/card fields/);
      expect(threeDSecure.verifyCard).not.toHaveBeenCalled();
    },
  );

  test('a network error while tokenizing is the provider being unavailable, not an invalid card', async () => {
    const { sdk, hostedFields } = fakeBraintree();
    hostedFields.tokenize.mockRejectedValue(
      Object.assign(new Error('network'), { code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' }),
    );
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
    expect(await reasonOf(fields.tokenize())).toBe('unavailable');
  });

  test.each<[string, BraintreeVerifyCardResult]>([
    [
      'in threeDSecureInfo',
      { nonce: 'n', threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true } },
    ],
    [
      'in the deprecated top-level flags',
      { nonce: 'n', liabilityShifted: false, liabilityShiftPossible: true },
    ],
  ])(
    'a failed 3-D Secure (liability not shifted though possible, %s) is an authentication failure',
    async (_, result) => {
      const { sdk, threeDSecure } = fakeBraintree();
      threeDSecure.verifyCard.mockResolvedValue(result);
      const provider = await createBraintreeProvider(TOKEN, { sdk });
      const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
      expect(await reasonOf(fields.tokenize())).toBe('authenticationFailed');
    },
  );

  test('an abandoned or broken 3-D Secure is an authentication failure', async () => {
    const { sdk, threeDSecure } = fakeBraintree();
    threeDSecure.verifyCard.mockRejectedValue(
      Object.assign(new Error('cancelled'), { code: 'THREEDS_CARDINAL_SDK_CANCELED' }),
    );
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
    expect(await reasonOf(fields.tokenize())).toBe('authenticationFailed');
  });

  test('a second tokenize while the first runs waits for the same answer; a later one asks again', async () => {
    const { sdk, hostedFields, threeDSecure } = fakeBraintree();
    let finishVerification: (result: BraintreeVerifyCardResult) => void = () => undefined;
    threeDSecure.verifyCard.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finishVerification = resolve;
        }),
    );
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });

    const first = fields.tokenize();
    const second = fields.tokenize();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(threeDSecure.verifyCard).toHaveBeenCalledTimes(1));
    finishVerification(shifted);
    await expect(first).resolves.toEqual({ nonce: 'verified-nonce', deviceData: DEVICE_DATA });
    expect(hostedFields.tokenize).toHaveBeenCalledTimes(1);

    await fields.tokenize();
    expect(hostedFields.tokenize).toHaveBeenCalledTimes(2);
  });

  test('a payment being verified when the fields are torn down gets no nonce', async () => {
    const { sdk, threeDSecure } = fakeBraintree();
    threeDSecure.verifyCard.mockImplementationOnce(() => new Promise(() => undefined));
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });

    const payment = fields.tokenize();
    await vi.waitFor(() => expect(threeDSecure.verifyCard).toHaveBeenCalledTimes(1));
    await fields.teardown();
    expect(await reasonOf(payment)).toBe('unavailable');
  });

  test('without device data (the collector failed) the nonce is still given', async () => {
    const { sdk } = fakeBraintree();
    sdk.createDataCollector.mockRejectedValue(new Error('fraud script blocked'));
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
    await expect(fields.tokenize()).resolves.toEqual({ nonce: 'verified-nonce', deviceData: undefined });
  });

  test('teardown tears the fields and 3-D Secure down and removes the slots', async () => {
    const { sdk, hostedFields, threeDSecure } = fakeBraintree();
    const provider = await createBraintreeProvider(TOKEN, { sdk });
    const fields = await provider.mountCardFields(container, { amount: AMOUNT, email: EMAIL });
    expect(container.childElementCount).toBe(3);

    await fields.teardown();
    await fields.teardown();
    expect(hostedFields.teardown).toHaveBeenCalledTimes(1);
    expect(threeDSecure.teardown).toHaveBeenCalledTimes(1);
    expect(container.childElementCount).toBe(0);
    expect(await reasonOf(fields.tokenize())).toBe('unavailable');
    expect(hostedFields.tokenize).not.toHaveBeenCalled();
  });
});

describe('PayPal', () => {
  test("loads PayPal's SDK, draws its button and resolves with the approved payment's nonce", async () => {
    const { sdk, payPalCheckout } = fakeBraintree();
    const payPal = fakePayPal();
    const provider = await createBraintreeProvider(TOKEN, { sdk, window: payPal.win });

    const approval = provider.approveWithPayPal({ amount: AMOUNT, container });
    const buttons = await payPal.buttons();
    expect(sdk.createPayPalCheckout).toHaveBeenCalledWith({ client: CLIENT });
    expect(payPalCheckout.loadPayPalSDK).toHaveBeenCalledWith({ currency: 'EUR', intent: 'capture' });
    expect(buttons.container).toBe(container);
    expect(buttons.options.fundingSource).toBe('paypal');

    await expect(buttons.options.createOrder()).resolves.toBe('EC-ORDER-1');
    expect(payPalCheckout.createPayment).toHaveBeenCalledWith({
      flow: 'checkout',
      amount: '12.34',
      currency: 'EUR',
      intent: 'capture',
    });

    const approved = { orderID: 'EC-ORDER-1', payerID: 'PAYER-1' };
    await buttons.options.onApprove(approved);
    await expect(approval).resolves.toEqual({ nonce: 'paypal-nonce', deviceData: DEVICE_DATA });
    expect(payPalCheckout.tokenizePayment).toHaveBeenCalledWith(approved);
    await vi.waitFor(() => expect(payPal.close).toHaveBeenCalledTimes(1));
  });

  test("a closed PayPal window resolves 'cancelled'", async () => {
    const { sdk, payPalCheckout } = fakeBraintree();
    const payPal = fakePayPal();
    const provider = await createBraintreeProvider(TOKEN, { sdk, window: payPal.win });

    const approval = provider.approveWithPayPal({ amount: AMOUNT, container });
    const buttons = await payPal.buttons();
    buttons.options.onCancel();
    await expect(approval).resolves.toBe('cancelled');
    expect(payPalCheckout.tokenizePayment).not.toHaveBeenCalled();
  });

  test('an error of PayPal makes the provider unavailable', async () => {
    const { sdk } = fakeBraintree();
    const payPal = fakePayPal();
    const provider = await createBraintreeProvider(TOKEN, { sdk, window: payPal.win });

    const approval = provider.approveWithPayPal({ amount: AMOUNT, container });
    const buttons = await payPal.buttons();
    buttons.options.onError(new Error('popup blocked'));
    expect(await reasonOf(approval)).toBe('unavailable');
  });

  test("PayPal's SDK that cannot be loaded makes the provider unavailable, and the next approval tries again", async () => {
    const { sdk, payPalCheckout } = fakeBraintree();
    payPalCheckout.loadPayPalSDK.mockRejectedValueOnce(new Error('script blocked'));
    const payPal = fakePayPal();
    const provider = await createBraintreeProvider(TOKEN, { sdk, window: payPal.win });

    expect(await reasonOf(provider.approveWithPayPal({ amount: AMOUNT, container }))).toBe('unavailable');
    expect(payPal.drawn).toHaveLength(0);

    const approval = provider.approveWithPayPal({ amount: AMOUNT, container });
    const buttons = await payPal.buttons();
    buttons.options.onCancel();
    await expect(approval).resolves.toBe('cancelled');
    expect(payPalCheckout.loadPayPalSDK).toHaveBeenCalledTimes(2);
  });

  test('a second approval while the first is open draws no second button', async () => {
    const { sdk, payPalCheckout } = fakeBraintree();
    const payPal = fakePayPal();
    const provider = await createBraintreeProvider(TOKEN, { sdk, window: payPal.win });

    const first = provider.approveWithPayPal({ amount: AMOUNT, container });
    const second = provider.approveWithPayPal({ amount: AMOUNT, container });
    expect(second).toBe(first);
    const buttons = await payPal.buttons();
    buttons.options.onCancel();
    await first;
    expect(payPal.drawn).toHaveLength(1);

    // Once closed, PayPal's SDK is not loaded again.
    const again = provider.approveWithPayPal({ amount: AMOUNT, container });
    await vi.waitFor(() => expect(payPal.drawn).toHaveLength(2));
    payPal.drawn[1]?.options.onCancel();
    await expect(again).resolves.toBe('cancelled');
    expect(payPalCheckout.loadPayPalSDK).toHaveBeenCalledTimes(1);
  });
});
