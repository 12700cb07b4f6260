import {
  formatDate,
  formatMoney,
  isOrderEditable,
  type LineItem,
  lineTotalExclTax,
  selectionQueryOf,
} from '@tirage/domain';
import { Link } from 'react-router';
import { guard, loginAgainIfSessionEnded } from '../../auth.server.js';
import { OrderLines } from '../../components/order-lines.js';
import { OrderTotals } from '../../components/order-totals.js';
import { orderStatusLabel } from '../../features/account/order-status.js';
import { artworkFilePath, uploadPath } from '../../features/artwork/artwork-paths.js';
import { addressLine } from '../../features/checkout/components/address-choice.js';
import { designThumbnailPath } from '../../features/designer/designer-paths.js';
import { BankTransferInstructions } from '../../features/payment/components/bank-transfer-instructions.js';
import { paymentPath } from '../../features/payment/payment-paths.js';
import { isPayable, paymentResultOf } from '../../features/payment/payment-result.js';
import { bankTransferView } from '../../features/payment/payment-views.js';
import { t } from '../../i18n/translate.js';
import { quantity as formatQuantity } from '../../lib/format.js';
import { notFound } from '../../lib/not-found.server.js';
import { productPagePaths } from '../../lib/product-paths.server.js';
import type { Route } from './+types/order-detail';

export function meta() {
  return [{ title: t('orderDetail.title') }, { name: 'robots', content: 'noindex' }];
}

/** One of the customer's orders, by the number they quote (`?order_number=`); anyone else's is 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const url = new URL(request.url);
  const number = (url.searchParams.get('order_number') ?? '').trim().slice(0, 40);
  const found = number === '' ? undefined : await context.ports.order.getByNumber(number);
  if (found?.ok === false) await loginAgainIfSessionEnded(found.error, { request, context });
  if (found === undefined || !found.ok) throw await notFound(context, url.pathname);
  const order = found.value;
  const { locale } = context.shop;
  // The lines' files, to download from here; the page still shows without them if they cannot be read.
  const artworks = await context.ports.artwork.list(order.id);
  const filesOf = (lineId: string) =>
    (artworks.ok ? artworks.value : [])
      .filter((artwork) => artwork.lineItemId === lineId)
      .map((artwork) => ({
        id: artwork.id,
        fileName: artwork.fileName,
        downloadUrl: artworkFilePath(order.orderNumber, artwork.id),
      }));
  // An order not yet in production can have its items edited on their product pages.
  const editable = isOrderEditable(order.status);
  const paths = editable
    ? await productPagePaths(
        context,
        order.lineItems.map((line) => line.pageId),
      )
    : new Map();
  const editPathOf = (line: LineItem): string | undefined => {
    const path = line.pageId === undefined ? undefined : paths.get(line.pageId);
    return path === undefined
      ? undefined
      : `${path}${selectionQueryOf({ kind: 'orderItem', orderId: order.id, lineItemId: line.id })}`;
  };
  // While something is left to pay, the way to the payment screen (and a chosen transfer's details).
  const payable = isPayable(paymentResultOf(order));
  return {
    edited: url.searchParams.get('edited') === '1',
    editable,
    orderId: order.id,
    orderNumber: order.orderNumber,
    due: payable ? formatMoney(order.pendingAmount, locale) : undefined,
    bankTransfer:
      payable && order.bankTransfer !== undefined ? bankTransferView(order.bankTransfer, locale) : undefined,
    date: formatDate(order.createdAt),
    status: order.status,
    lines: order.lineItems.map((line) => ({
      id: line.id,
      editPath: editPathOf(line),
      productName: line.productName,
      jobName: line.jobName,
      quantity: formatQuantity(line.quantity, locale),
      attributes: line.attributes.map((attribute) =>
        t('cart.attribute', { label: attribute.label, value: attribute.valueLabel }),
      ),
      arrival: line.arrivalDate === undefined ? undefined : formatDate(line.arrivalDate),
      excl: formatMoney(lineTotalExclTax(line), locale),
      incl: formatMoney(line.taxedTotalPriceWithServices, locale),
      files: filesOf(line.id),
      // A job made online shows its design; its print file is among the order's files.
      ...(line.selection.uploadType === 'dex' && line.selection.designId !== undefined
        ? { designThumbnailUrl: designThumbnailPath(line.selection.designId) }
        : {}),
    })),
    shipping: order.shippingAddress === undefined ? undefined : addressLine(order.shippingAddress, locale),
    billing: order.billingAddress === undefined ? undefined : addressLine(order.billingAddress, locale),
    totalExcl: formatMoney(order.totalPrice, locale),
    totalIncl: formatMoney(order.taxedPrice, locale),
  };
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const order = loaderData;
  return (
    <main>
      <h1>{t('orderDetail.heading', { number: order.orderNumber })}</h1>
      {order.edited ? (
        <p className="alert alert-success" role="status">
          {t('orderEdit.done')}
        </p>
      ) : null}
      <p>
        {t('orderDetail.placed', { date: order.date })} · {orderStatusLabel(order.status)}
      </p>
      {order.editable ? null : <p>{t('orderEdit.notEditable')}</p>}
      {order.due === undefined ? null : (
        <p className="alert alert-info">
          {t('orderDetail.due', { amount: order.due })}{' '}
          {/* A full page load: the payment screen is served with its own Content-Security-Policy. */}
          <a className="button-primary" href={paymentPath(order.orderId)}>
            {t('orderDetail.pay')}
          </a>
        </p>
      )}
      {order.bankTransfer === undefined ? null : (
        <BankTransferInstructions instructions={order.bankTransfer} />
      )}
      <OrderLines headingId="order-lines" lines={order.lines.map((line) => ({ ...line, key: line.id }))} />
      <OrderTotals
        shipping={order.shipping}
        billing={order.billing}
        totalExcl={order.totalExcl}
        totalIncl={order.totalIncl}
      />
      <p>
        <Link className="button-primary" to={uploadPath(order.orderNumber)}>
          {t('upload.fromOrder')}
        </Link>
      </p>
      <Link to="/personal-area/orders/">{t('orderDetail.back')}</Link>
    </main>
  );
}
