import { data, Link, useNavigation } from 'react-router';
import { guard } from '../../auth.server.js';
import { uploadPath } from '../../features/artwork/artwork-paths.js';
import { parseArtworkRemovalForm } from '../../features/artwork/artwork-removal-form.js';
import {
  customerOrder,
  fileViewsOf,
  orderWithArtworks,
  refusalFor,
} from '../../features/artwork/artwork-screens.server.js';
import { artworkErrorText, artworkRefusalText, maxArtworkSize } from '../../features/artwork/artwork-text.js';
import { ArtworkUploader } from '../../features/artwork/artwork-uploader.js';
import { ArtworkFileList } from '../../features/artwork/components/artwork-file-list.js';
import { t } from '../../i18n/translate.js';
import { notFound } from '../../lib/not-found.server.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/upload-detail';

export function meta() {
  return [{ title: t('upload.detail.title') }, { name: 'robots', content: 'noindex' }];
}

/** One line of an order (`?order_number=&line_item_id=`): its files, and sending another. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const { order, artworks } = await orderWithArtworks(request, context);
  const url = new URL(request.url);
  const line = order.lineItems.find((candidate) => candidate.id === url.searchParams.get('line_item_id'));
  if (line === undefined) throw await notFound(context, url.pathname);
  const { locale } = context.shop;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    line: { id: line.id, productName: line.productName, jobName: line.jobName },
    files: fileViewsOf(artworks, order, line.id, locale),
    refusal: refusalFor(order, line, artworks),
    locale,
    maxSize: maxArtworkSize(locale),
  };
}

/** Removes a file still waiting for its check (a form post: it works before hydration too). */
export async function action({ request, context }: Route.ActionArgs) {
  await guard(request, context, 'loginOnly');
  const order = await customerOrder(request, context);
  const submission = parseArtworkRemovalForm(await postedForm(request));
  if (submission.status !== 'success') {
    return data(
      { notice: { text: t('upload.error.deleteFailed'), variant: 'danger' as const } },
      { status: 400 },
    );
  }
  const removed = await context.ports.artwork.remove(order.id, submission.value.upload_id);
  if (!removed.ok) {
    const status = removed.error.kind === 'artwork.notRemovable' ? 409 : 400;
    const text =
      removed.error.kind === 'artwork.notRemovable' || removed.error.kind === 'request.notFound'
        ? artworkErrorText(removed.error, context.shop.locale)
        : t('upload.error.deleteFailed');
    return data({ notice: { text, variant: 'danger' as const } }, { status });
  }
  return { notice: { text: t('upload.deleted'), variant: 'success' as const } };
}

export default function UploadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, orderNumber, line, files, refusal, locale, maxSize } = loaderData;
  const navigation = useNavigation();
  const notice = actionData?.notice;
  return (
    <main>
      <h1>{t('upload.detail.heading', { product: line.productName })}</h1>
      {line.jobName === '' ? null : <p>{t('cart.jobName', { name: line.jobName })}</p>}
      {notice === undefined ? null : (
        <p
          role={notice.variant === 'danger' ? 'alert' : 'status'}
          className={`alert alert-${notice.variant}`}
        >
          {notice.text}
        </p>
      )}
      {refusal === undefined ? (
        <ArtworkUploader orderId={orderId} lineItemId={line.id} locale={locale} maxSize={maxSize} />
      ) : (
        <p className="alert alert-info">{artworkRefusalText(refusal)}</p>
      )}
      <section aria-labelledby="artwork-files">
        <h2 id="artwork-files">{t('upload.files')}</h2>
        <ArtworkFileList files={files} busy={navigation.state !== 'idle'} />
      </section>
      <p>
        <Link to={uploadPath(orderNumber)}>{t('upload.backToFiles')}</Link>
      </p>
    </main>
  );
}
