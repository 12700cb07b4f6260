import {
  type Address,
  assertNever,
  type BankTransferInstructions,
  formatDate,
  formatMoney,
  type LineItem,
  lineTotalExclTax,
  type Money,
  type Order,
  type PaymentClientToken,
  type PaymentMethod,
  walletOffer,
} from '@tirage/domain';
import { t } from '../../i18n/translate.js';
import { quantity as formatQuantity } from '../../lib/format.js';
import { paymentMethodLabel, paymentStatusLabel } from './payment-labels.js';
import { type PaymentResult, paymentResultOf } from './payment-result.js';

/**
 * What the funnel's screens show of an order, formatted for the shop's locale by their loaders:
 * the components get text, and stories and tests give them fixtures.
 */

/** Where to send a bank transfer, as the screens show it. */
export interface BankTransferView {
  readonly accountHolder: string;
  readonly iban: string;
  readonly bic: string;
  readonly reference: string;
  readonly amount: string;
}

export function bankTransferView(instructions: BankTransferInstructions, locale: string): BankTransferView {
  return {
    accountHolder: instructions.accountHolder,
    iban: instructions.iban,
    bic: instructions.bic,
    reference: instructions.reference,
    amount: formatMoney(instructions.amount, locale),
  };
}

/** The payment result screen's outcome, formatted. */
export type PaymentResultView =
  | { readonly kind: 'paid' | 'deferred' | 'cancelled' }
  | { readonly kind: 'inProgress' | 'notPaid'; readonly due: string }
  | { readonly kind: 'bankTransfer'; readonly due: string; readonly instructions: BankTransferView }
  | { readonly kind: 'partlyPaid'; readonly paid: string; readonly due: string };

/** What the payment result and thank-you screens show of an order: its ids and where its payment stands. */
export function orderPaymentView(order: Order, locale: string) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    result: paymentResultView(paymentResultOf(order), locale),
  };
}

export function paymentResultView(result: PaymentResult, locale: string): PaymentResultView {
  switch (result.kind) {
    case 'paid':
    case 'deferred':
    case 'cancelled':
      return { kind: result.kind };
    case 'inProgress':
    case 'notPaid':
      return { kind: result.kind, due: formatMoney(result.due, locale) };
    case 'bankTransfer':
      return {
        kind: 'bankTransfer',
        due: formatMoney(result.due, locale),
        instructions: bankTransferView(result.instructions, locale),
      };
    case 'partlyPaid':
      return {
        kind: 'partlyPaid',
        paid: formatMoney(result.paid, locale),
        due: formatMoney(result.due, locale),
      };
    default:
      return assertNever(result, 'payment result');
  }
}

/** What the wallet can pay of the order: all of it, or its whole credit and the rest another way. */
export interface WalletView {
  readonly credit: string;
  /** Sent as the payment's most agreed amount. */
  readonly offer: Money;
  readonly offerLabel: string;
  /** What is left to pay another way; undefined when the credit covers the order. */
  readonly rest: string | undefined;
}

/** Everything the payment screen needs, for one attempt. */
export interface PaymentScreenData {
  readonly orderId: string;
  readonly orderNumber: string;
  /** What is still to pay, incl. VAT: the most the shopper agrees to pay on this screen. */
  readonly due: Money;
  readonly dueLabel: string;
  /** Already paid (wallet credit, or before an edit made the order dearer). */
  readonly paidLabel: string | undefined;
  /** The methods offered, in the order the shop lists them. */
  readonly methods: readonly PaymentMethod[];
  readonly wallet: WalletView | undefined;
  /** Set once the shopper accepted the bank transfer mandate: where to send it. */
  readonly bankTransfer: BankTransferView | undefined;
  /** A card or PayPal payment of the order is being charged. */
  readonly inProgress: boolean;
  /** The card provider's client token; undefined when it could not be had (card and PayPal unavailable). */
  readonly provider: PaymentClientToken | undefined;
  /** For 3-D Secure's risk checks. */
  readonly email: string | undefined;
  /** This attempt's Idempotency-Key. */
  readonly idempotencyKey: string;
}

const METHOD_ORDER: readonly PaymentMethod[] = ['card', 'paypal', 'wallet', 'bankTransfer', 'deferred'];

export function paymentScreenData(input: {
  readonly order: Order;
  readonly provider: PaymentClientToken | undefined;
  /** The customer's wallet; undefined when they have none (or it could not be read). */
  readonly walletCredit: Money | undefined;
  readonly email: string | undefined;
  readonly idempotencyKey: string;
  readonly locale: string;
}): PaymentScreenData {
  const { order, locale } = input;
  const due = order.pendingAmount;
  const offer =
    input.walletCredit === undefined ? undefined : walletOffer({ due, credit: input.walletCredit });
  const wallet =
    offer?.ok === true && input.walletCredit !== undefined
      ? {
          credit: formatMoney(input.walletCredit, locale),
          offer: offer.value,
          offerLabel: formatMoney(offer.value, locale),
          rest:
            offer.value.cents < due.cents
              ? formatMoney({ cents: due.cents - offer.value.cents, currency: due.currency }, locale)
              : undefined,
        }
      : undefined;
  const allowed = new Set(order.allowedPaymentMethods);
  const offered = (method: PaymentMethod) => {
    if (!allowed.has(method)) return false;
    if (method === 'wallet') return wallet !== undefined;
    // Accepted already: its instructions are shown, the other methods stay open.
    if (method === 'bankTransfer') return order.bankTransfer === undefined;
    return true;
  };
  const result = paymentResultOf(order);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    due,
    dueLabel: formatMoney(due, locale),
    paidLabel: result.kind === 'partlyPaid' ? formatMoney(result.paid, locale) : undefined,
    methods: METHOD_ORDER.filter(offered),
    wallet,
    bankTransfer: order.bankTransfer === undefined ? undefined : bankTransferView(order.bankTransfer, locale),
    inProgress: result.kind === 'inProgress',
    provider: input.provider,
    email: input.email,
    idempotencyKey: input.idempotencyKey,
  };
}

/** An order as its recap shows it. */
export interface OrderRecapView {
  readonly orderId: string;
  readonly orderNumber: string;
  /** DD-MM-YYYY. */
  readonly date: string;
  readonly status: string;
  readonly lines: readonly {
    readonly id: string;
    readonly productName: string;
    readonly jobName: string;
    readonly quantity: string;
    readonly attributes: readonly string[];
    readonly excl: string;
    readonly incl: string;
  }[];
  readonly shipping: string | undefined;
  readonly billing: string | undefined;
  readonly totalExcl: string;
  readonly vat: string;
  readonly totalIncl: string;
  /** The legal mention of the order's VAT (a reverse charge…), when one applies. */
  readonly vatMention: string | undefined;
  readonly payments: readonly { readonly id: string; readonly text: string }[];
  /** What is left to pay; undefined when nothing is. */
  readonly due: string | undefined;
  /** Whether the payment screen is open for it. */
  readonly payable: boolean;
}

export function orderRecapView(
  order: Order,
  options: {
    readonly locale: string;
    readonly status: string;
    /** An address on one line, as the personal area writes it. */
    readonly addressText: (address: Address) => string;
    readonly payable: boolean;
  },
): OrderRecapView {
  const { locale } = options;
  const lineView = (line: LineItem) => ({
    id: line.id,
    productName: line.productName,
    jobName: line.jobName,
    quantity: formatQuantity(line.quantity, locale),
    attributes: line.attributes.map((attribute) =>
      t('cart.attribute', { label: attribute.label, value: attribute.valueLabel }),
    ),
    excl: formatMoney(lineTotalExclTax(line), locale),
    incl: formatMoney(line.taxedTotalPriceWithServices, locale),
  });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    date: formatDate(order.createdAt),
    status: options.status,
    lines: order.lineItems.map(lineView),
    shipping: order.shippingAddress === undefined ? undefined : options.addressText(order.shippingAddress),
    billing: order.billingAddress === undefined ? undefined : options.addressText(order.billingAddress),
    totalExcl: formatMoney(order.totalPrice, locale),
    vat: formatMoney(
      { cents: order.taxedPrice.cents - order.totalPrice.cents, currency: order.taxedPrice.currency },
      locale,
    ),
    totalIncl: formatMoney(order.taxedPrice, locale),
    vatMention: order.vatMention,
    payments: order.payments.map((payment) => ({
      id: payment.id,
      text: t('recap.payment', {
        method: paymentMethodLabel(payment.method),
        amount: formatMoney(payment.amount, locale),
        status: paymentStatusLabel(payment.status),
        date: formatDate(payment.createdAt),
      }),
    })),
    due: order.pendingAmount.cents > 0 ? formatMoney(order.pendingAmount, locale) : undefined,
    payable: options.payable,
  };
}
