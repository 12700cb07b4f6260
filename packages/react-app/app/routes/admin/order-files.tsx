import { formatDate } from '@tirage/domain';
import { t } from '../../features/admin/admin-text.js';
import { OrderFiles, type OrderFilesLineView } from '../../features/admin/components/order-files.js';
import { staffFilePath } from '../../features/admin/staff-file-path.js';
import { fileSize } from '../../lib/format.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/order-files';

/** An order's artwork files by its number (`?order_number=`), for the workshop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const orderNumber = (new URL(request.url).searchParams.get('order_number') ?? '').trim();
  if (orderNumber === '') return { orderNumber, lines: undefined, error: undefined };
  if (orderNumber.length > 40)
    return { orderNumber, lines: undefined, error: t('admin.orderFiles.notFound') };
  const found = await context.ports.admin.orderArtworks(token, orderNumber);
  if (!found.ok) {
    const missing = found.error.kind === 'request.notFound';
    return {
      orderNumber,
      lines: undefined,
      error: missing ? t('admin.orderFiles.notFound') : t('admin.orderFiles.failed'),
    };
  }
  const { locale } = context.shop;
  const lines: OrderFilesLineView[] = found.value.lines.map((line) => ({
    id: line.id,
    productName: line.productName,
    jobName: line.jobName,
    designBrief: line.designBrief,
    files: found.value.artworks
      .filter((artwork) => artwork.lineItemId === line.id)
      .map((artwork) => ({
        id: artwork.id,
        fileName: artwork.fileName,
        downloadUrl: staffFilePath(found.value.orderNumber, artwork.id),
        size: fileSize(artwork.sizeBytes, locale),
        sentOn: formatDate(artwork.createdAt),
        status: artwork.status,
      })),
  }));
  return { orderNumber: found.value.orderNumber, lines, error: undefined };
}

export default function OrderFilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{t('admin.orderFiles.title')}</h1>
      <OrderFiles {...loaderData} />
    </main>
  );
}
