import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Order } from '@tirage/domain';
import { isPayable, paymentResultOf } from '@tirage/react-app/features/payment/payment-result.js';
import { money } from '@tirage/react-app/lib/format.js';
import OrderSent from '@tirage/react-app/routes/order-sent.js';
import { demoLocale } from './fixtures.js';
import { orders } from './payment-fixtures.js';
import { notFound, routeScreen, serverFailure } from './route-stub.js';

const OrderSentRoute = routeScreen(OrderSent);

/** The order sent route's loader answer for an order: what it shows, in the shop's money. */
function orderSentData(order: Order) {
  const payable = isPayable(paymentResultOf(order));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    total: money(order.taxedPrice, demoLocale),
    due: payable ? money(order.pendingAmount, demoLocale) : undefined,
  };
}

const urlOf = (order: Order) => `/order-sent/?order=${encodeURIComponent(order.id)}`;

/**
 * The order sent screen (`routes/order-sent.tsx`) of a logged-in customer, with a stub loader
 * answering the order just placed (the payment funnel's demo orders, `payment-fixtures.ts`).
 */
const meta = {
  title: 'Routes/OrderSent',
  component: OrderSentRoute,
  args: {
    url: urlOf(orders.awaitingPayment),
    loaderData: orderSentData(orders.awaitingPayment),
    loggedIn: true,
  },
} satisfies Meta<typeof OrderSentRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order awaits its payment: its number, its total, what is due and the way to pay. */
export const Filled: Story = {};

/** A reseller's order on invoice (deferred payment): nothing to pay now, no payment button. */
export const OnInvoice: Story = {
  args: { url: urlOf(orders.deferred), loaderData: orderSentData(orders.deferred) },
};

/** An order of the Swiss shop, in francs. */
export const SwissFrancs: Story = {
  args: { url: urlOf(orders.swiss), loaderData: orderSentData(orders.swiss) },
};

/** No such order (or another customer's): the shop's 404 screen. */
export const UnknownOrder: Story = {
  args: { url: '/order-sent/?order=ord-unknown', error: notFound('/order-sent/') },
};

/** The order could not be read: the shop's 500 screen. */
export const LoadFailed: Story = {
  args: { error: serverFailure('The order could not be read (http.timeout)') },
};
