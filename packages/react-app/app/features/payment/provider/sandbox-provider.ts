import type { Money } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import {
  type CardFields,
  type CardFieldsOptions,
  type PaymentProviderClient,
  ProviderError,
  type ProviderNonce,
} from './payment-provider.js';

/**
 * The sandbox gateway's client (docs/payments.md, "The sandbox gateway"): its card form and its
 * PayPal approval are pages of the sandbox, served by our own server under `/sandbox-gateway/`
 * and shown in frames; they talk to this page by `postMessage`, and only messages from our own
 * origin and from the frame itself count.
 */
export interface SandboxProviderOptions {
  /** The page's window (its document, origin and messages); the global one by default. */
  readonly window?: Window;
  /** How long a frame may take to say it is ready before the provider counts as unavailable. */
  readonly readyTimeoutMs?: number;
  /** Ids of tokenize requests; random by default. */
  readonly newId?: () => string;
}

const SANDBOX_READY_TIMEOUT_MS = 15_000;
const SANDBOX_PATH = '/sandbox-gateway';
/** The card frame's height until it tells its own. */
const INITIAL_CARD_HEIGHT_PX = 220;
const INITIAL_PAYPAL_HEIGHT_PX = 260;

/** A message the sandbox's frames post; anything else is ignored. */
type FrameMessage =
  | { readonly type: 'sandbox:ready' }
  | { readonly type: 'sandbox:resize'; readonly height: number }
  | {
      readonly type: 'sandbox:nonce';
      readonly id: string;
      readonly nonce: string;
      readonly deviceData?: unknown;
    }
  | {
      readonly type: 'sandbox:error';
      readonly id: string;
      readonly reason: unknown;
      readonly message?: unknown;
    }
  | { readonly type: 'sandbox:paypal-approved'; readonly nonce: string }
  | { readonly type: 'sandbox:paypal-cancelled' };

function frameMessage(data: unknown): FrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'sandbox:ready':
    case 'sandbox:paypal-cancelled':
      return { type: message.type };
    case 'sandbox:resize':
      return typeof message.height === 'number' && Number.isFinite(message.height) && message.height >= 0
        ? { type: 'sandbox:resize', height: message.height }
        : undefined;
    case 'sandbox:nonce':
      return typeof message.id === 'string' && typeof message.nonce === 'string' && message.nonce !== ''
        ? { type: 'sandbox:nonce', id: message.id, nonce: message.nonce, deviceData: message.deviceData }
        : undefined;
    case 'sandbox:error':
      return typeof message.id === 'string'
        ? { type: 'sandbox:error', id: message.id, reason: message.reason, message: message.message }
        : undefined;
    case 'sandbox:paypal-approved':
      return typeof message.nonce === 'string' && message.nonce !== ''
        ? { type: 'sandbox:paypal-approved', nonce: message.nonce }
        : undefined;
    default:
      return undefined;
  }
}

function providerErrorOf(reason: unknown, message: unknown): ProviderError {
  const text = typeof message === 'string' && message !== '' ? message : 'The sandbox refused the card';
  if (reason === 'invalidCard' || reason === 'authenticationFailed') return new ProviderError(reason, text);
  return new ProviderError('unavailable', text);
}

const unavailable = (message: string) => new ProviderError('unavailable', message);

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** A sandbox frame in the page, with its messages: only those from our origin and from it. */
interface Frame {
  readonly iframe: HTMLIFrameElement;
  /** Resolves once the frame said it is ready; rejects `unavailable` after the timeout. */
  readonly ready: Promise<void>;
  post(message: object): void;
  remove(): void;
}

function openFrame(
  win: Window,
  container: HTMLElement,
  input: {
    readonly title: string;
    readonly src: string;
    readonly initialHeight: number;
    readonly readyTimeoutMs: number;
    readonly onMessage: (message: FrameMessage) => void;
  },
): Frame {
  const iframe = container.ownerDocument.createElement('iframe');
  iframe.title = input.title;
  iframe.src = input.src;
  // Set through the CSSOM, which the payment screen's policy allows (no style attribute in markup).
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.height = `${input.initialHeight}px`;

  let markReady: () => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    timer = setTimeout(() => {
      remove();
      reject(unavailable(`The sandbox frame was not ready within ${input.readyTimeoutMs} ms`));
    }, input.readyTimeoutMs);
  });

  const listener = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== iframe.contentWindow) return;
    const message = frameMessage(event.data);
    if (message === undefined) return;
    if (message.type === 'sandbox:ready') {
      clearTimeout(timer);
      markReady();
    } else if (message.type === 'sandbox:resize') {
      iframe.style.height = `${Math.ceil(message.height)}px`;
    }
    input.onMessage(message);
  };

  function remove() {
    clearTimeout(timer);
    win.removeEventListener('message', listener);
    iframe.remove();
  }

  win.addEventListener('message', listener);
  container.append(iframe);
  return {
    iframe,
    ready,
    post(message) {
      iframe.contentWindow?.postMessage(message, win.location.origin);
    },
    remove,
  };
}

const amountParams = (amount: Money) =>
  `&amount=${amount.cents}&currency=${encodeURIComponent(amount.currency)}`;

export function createSandboxProvider(
  clientToken: string,
  options: SandboxProviderOptions = {},
): PaymentProviderClient {
  const win = options.window ?? window;
  const readyTimeoutMs = options.readyTimeoutMs ?? SANDBOX_READY_TIMEOUT_MS;
  const newId = options.newId ?? randomId;
  const token = encodeURIComponent(clientToken);

  return {
    async mountCardFields(container: HTMLElement, fieldOptions: CardFieldsOptions): Promise<CardFields> {
      let pending:
        | {
            readonly id: string;
            readonly promise: Promise<ProviderNonce>;
            readonly resolve: (nonce: ProviderNonce) => void;
            readonly reject: (error: ProviderError) => void;
          }
        | undefined;
      let tornDown = false;

      const frame = openFrame(win, container, {
        title: t('payment.card.frameTitle'),
        src: `${SANDBOX_PATH}/hosted-fields/?token=${token}${amountParams(fieldOptions.amount)}`,
        initialHeight: INITIAL_CARD_HEIGHT_PX,
        readyTimeoutMs,
        onMessage(message) {
          if (pending === undefined) return;
          if (message.type === 'sandbox:nonce' && message.id === pending.id) {
            const deviceData = typeof message.deviceData === 'string' ? message.deviceData : undefined;
            pending.resolve({ nonce: message.nonce, deviceData });
            pending = undefined;
          } else if (message.type === 'sandbox:error' && message.id === pending.id) {
            pending.reject(providerErrorOf(message.reason, message.message));
            pending = undefined;
          }
        },
      });
      await frame.ready;

      return {
        tokenize() {
          if (tornDown) return Promise.reject(unavailable('The card fields were removed'));
          // One request at a time: a second click while the first is answered waits for the same answer.
          if (pending !== undefined) return pending.promise;
          const id = newId();
          let resolve: (nonce: ProviderNonce) => void = () => {};
          let reject: (error: ProviderError) => void = () => {};
          const promise = new Promise<ProviderNonce>((res, rej) => {
            resolve = res;
            reject = rej;
          });
          pending = { id, promise, resolve, reject };
          frame.post({ type: 'sandbox:tokenize', id });
          return promise;
        },
        async teardown() {
          tornDown = true;
          frame.remove();
          pending?.reject(unavailable('The card fields were removed'));
          pending = undefined;
        },
      };
    },

    approveWithPayPal({ amount, container }) {
      return new Promise<ProviderNonce | 'cancelled'>((resolve, reject) => {
        const frame = openFrame(win, container, {
          title: t('payment.paypal.frameTitle'),
          src: `${SANDBOX_PATH}/paypal/?token=${token}${amountParams(amount)}`,
          initialHeight: INITIAL_PAYPAL_HEIGHT_PX,
          readyTimeoutMs,
          onMessage(message) {
            if (message.type === 'sandbox:paypal-approved') {
              frame.remove();
              resolve({ nonce: message.nonce, deviceData: undefined });
            } else if (message.type === 'sandbox:paypal-cancelled') {
              frame.remove();
              resolve('cancelled');
            }
          },
        });
        frame.ready.catch(reject);
      });
    },
  };
}
