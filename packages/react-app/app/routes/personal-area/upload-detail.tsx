import { data, Link, useNavigation } from 'react-router';
import { uploadPath } from '../../features/artwork/artwork-paths.js';
import { parseArtworkRemovalForm } from '../../features/artwork/artwork-removal-form.js';
import {
  customerOrder,
  fileCheckCanBeAdded,
  fileViewsOf,
  lineMarkOf,
  orderWithArtworks,
  refusalFor,
} from '../../features/artwork/artwork-screens.server.js';
import { artworkErrorText, artworkRefusalText, maxArtworkSize } from '../../features/artwork/artwork-text.js';
import { ArtworkUploader } from '../../features/artwork/artwork-uploader.js';
import { ArtworkFileList } from '../../features/artwork/components/artwork-file-list.js';
import { useDataWhileChecking } from '../../features/artwork/hooks/use-data-while-checking.js';
import { t } from '../../i18n/translate.js';
import { notFound } from '../../lib/not-found.server.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { orderItemEditPaths } from '../../lib/product-paths.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/upload-detail';

const middlewares = routeMiddlewares('routes/personal-area/upload-detail.tsx', 'auth');

export function meta() {
  return [{ title: t('upload.detail.title') }, { name: 'robots', content: 'noindex' }];
}

/**
 * One line of an order (`?order_number=&line_item_id=`): its files with what their automatic check
 * found, and sending another. When the line's file must be replaced and the line has no
 * professional check, the way to add it (the line's edit on its product page), if it still can be.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const { order, artworks } = await orderWithArtworks(request, context);
  const url = new URL(request.url);
  const line = order.lineItems.find((candidate) => candidate.id === url.searchParams.get('line_item_id'));
  if (line === undefined) throw await notFound(context, url.pathname);
  const { locale } = context.shop;
  const refusal = refusalFor(order, line, artworks);
  const needsNewFile = lineMarkOf(artworks, line) === 'toFix';
  const fileCheckPath =
    needsNewFile && refusal === undefined && fileCheckCanBeAdded(order, line)
      ? (await orderItemEditPaths(context, { id: order.id, lineItems: [line] })).get(line.id)
      : undefined;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    line: { id: line.id, productName: line.productName, jobName: line.jobName },
    files: fileViewsOf(artworks, order, line, locale),
    refusal,
    needsNewFile,
    fileCheckPath,
    locale,
    maxSize: maxArtworkSize(locale),
  };
}

/** Removes a file still waiting for its check (a form post: it works before hydration too). */
export async function action({ request, context }: Route.ActionArgs) {
  await middlewares.run({ request, context });
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
  const { orderId, orderNumber, line, files, refusal, needsNewFile, fileCheckPath, locale, maxSize } =
    useDataWhileChecking(loaderData, (data) => data.files.some((file) => file.check.status === 'pending'));
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
        <>
          {needsNewFile ? (
            <div className="alert alert-warning artwork-fix">
              <p>{t('upload.fix.needed')}</p>
              {fileCheckPath === undefined ? null : (
                <p>
                  {t('upload.fix.professionalCheck')}{' '}
                  <a href={fileCheckPath}>{t('upload.fix.addProfessionalCheck')}</a>
                </p>
              )}
            </div>
          ) : null}
          <ArtworkUploader orderId={orderId} lineItemId={line.id} locale={locale} maxSize={maxSize} />
        </>
      ) : (
        <p className="alert alert-info">{artworkRefusalText(refusal)}</p>
      )}
      <section aria-labelledby="artwork-files">
        <h2 id="artwork-files">{t('upload.files')}</h2>
        <ArtworkFileList files={files} busy={navigation.state !== 'idle'} withCheck />
      </section>
      <p>
        <Link to={uploadPath(orderNumber)}>{t('upload.backToFiles')}</Link>
      </p>
    </main>
  );
}
