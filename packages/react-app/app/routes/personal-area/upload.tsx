import { Link } from 'react-router';
import { orderStatusLabel } from '../../features/account/order-status.js';
import { uploadDetailPath } from '../../features/artwork/artwork-paths.js';
import {
  fileViewsOf,
  lineMarkOf,
  orderWithArtworks,
  refusalFor,
} from '../../features/artwork/artwork-screens.server.js';
import { maxArtworkSize } from '../../features/artwork/artwork-text.js';
import { OrderLineArtworks } from '../../features/artwork/components/order-line-artworks.js';
import { useDataWhileChecking } from '../../features/artwork/hooks/use-data-while-checking.js';
import { t } from '../../i18n/translate.js';
import { quantity as formatQuantity } from '../../lib/format.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/upload';

const middlewares = routeMiddlewares('routes/personal-area/upload.tsx', 'auth');

export function meta() {
  return [{ title: t('upload.title') }, { name: 'robots', content: 'noindex' }];
}

/** The artwork files of every line of an order (`?order_number=`); anyone else's order is 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const { order, artworks } = await orderWithArtworks(request, context);
  const { locale } = context.shop;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    maxSize: maxArtworkSize(locale),
    lines: order.lineItems.map((line) => ({
      id: line.id,
      productName: line.productName,
      jobName: line.jobName,
      quantity: formatQuantity(line.quantity, locale),
      files: fileViewsOf(artworks, order, line, locale),
      mark: lineMarkOf(artworks, line),
      refusal: refusalFor(order, line, artworks),
      detailPath: uploadDetailPath(order.orderNumber, line.id),
    })),
  };
}

export default function Upload({ loaderData }: Route.ComponentProps) {
  const { orderNumber, status, maxSize, lines } = useDataWhileChecking(loaderData, (data) =>
    data.lines.some((line) => line.files.some((file) => file.check.status === 'pending')),
  );
  return (
    <main>
      <h1>{t('upload.heading', { number: orderNumber })}</h1>
      <p>{orderStatusLabel(status)}</p>
      <p>{t('upload.intro', { max: maxSize })}</p>
      <OrderLineArtworks lines={lines} />
      <Link to={`/personal-area/order-detail/?${new URLSearchParams({ order_number: orderNumber })}`}>
        {t('upload.backToOrder')}
      </Link>
    </main>
  );
}
