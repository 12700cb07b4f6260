import { formatDate, formatMoney, isOrderEditable, lineTotalExclTax } from '@tirage/domain';
import { Link } from 'react-router';
import { designBriefOf, serviceLines } from '../../components/line-services.js';
import { OrderLines } from '../../components/order-lines.js';
import { OrderTotals } from '../../components/order-totals.js';
import { orderStatusLabel } from '../../features/account/order-status.js';
import { artworkFilePath, uploadPath } from '../../features/artwork/artwork-paths.js';
import { customerOrder, lineMarkOf } from '../../features/artwork/artwork-screens.server.js';
import { addressLine } from '../../features/checkout/components/address-choice.js';
import { designThumbnailPath } from '../../features/designer/designer-paths.js';
import { BankTransferInstructions } from '../../features/payment/components/bank-transfer-instructions.js';
import { paymentPath } from '../../features/payment/payment-paths.js';
import { isPayable, paymentResultOf } from '../../features/payment/payment-result.js';
import { bankTransferView } from '../../features/payment/payment-views.js';
import { t } from '../../i18n/translate.js';
import { quantity as formatQuantity } from '../../lib/format.js';
import { orderItemEditPaths } from '../../lib/product-paths.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/order-detail';

const middlewares = routeMiddlewares('routes/personal-area/order-detail.tsx', 'auth');

export function meta() {
  return [{ title: t('orderDetail.title') }, { name: 'robots', content: 'noindex' }];
}

/** One of the customer's orders, by the number they quote (`?order_number=`); anyone else's is 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const url = new URL(request.url);
  const order = await customerOrder(request, context);
  const { locale } = context.shop;
  // The lines' files, to download from here and mark each line; the page still shows without them
  // (and without marks) if they cannot be read.
  const listed = await context.ports.artwork.list(order.id);
  const artworks = listed.ok ? listed.value : [];
  const filesOf = (lineId: string) =>
    artworks
      .filter((artwork) => artwork.lineItemId === lineId)
      .map((artwork) => ({
        id: artwork.id,
        fileName: artwork.fileName,
        downloadUrl: artworkFilePath(order.orderNumber, artwork.id),
      }));
  // An order not yet in production can have its items edited on their product pages.
  const editable = isOrderEditable(order.status);
  const editPaths = editable ? await orderItemEditPaths(context, order) : new Map<string, string>();
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
      editPath: editPaths.get(line.id),
      productName: line.productName,
      jobName: line.jobName,
      quantity: formatQuantity(line.quantity, locale),
      attributes: line.attributes.map((attribute) =>
        t('cart.attribute', { label: attribute.label, value: attribute.valueLabel }),
      ),
      arrival: line.arrivalDate === undefined ? undefined : formatDate(line.arrivalDate),
      services: serviceLines(line, locale),
      designBrief: designBriefOf(line),
      excl: formatMoney(lineTotalExclTax(line), locale),
      incl: formatMoney(line.taxedTotalPriceWithServices, locale),
      files: filesOf(line.id),
      artworkMark: lineMarkOf(artworks, line),
      // A job made online shows its design; its print file is among the order's files.
      ...(line.selection.uploadType === 'dex' && line.selection.designId !== undefined
        ? { designThumbnailUrl: designThumbnailPath(line.selection.designId) }
        : {}),
    })),
    shipping: order.shippingAddress === undefined ? undefined : addressLine(order.shippingAddress, locale),
    billing: order.billingAddress === undefined ? undefined : addressLine(order.billingAddress, locale),
    totalExcl: formatMoney(order.totalPrice, locale),
    totalIncl: formatMoney(order.taxedPrice, locale),
    vatMention: order.vatMention,
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
        vatMention={order.vatMention}
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
