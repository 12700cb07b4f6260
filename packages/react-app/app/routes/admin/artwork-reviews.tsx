import { type DomainError, formatDate } from '@tirage/domain';
import { data, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router';
import { t } from '../../features/admin/admin-text.js';
import { parseArtworkReviewForm } from '../../features/admin/artwork-review-form.js';
import {
  ArtworkReviewDesk,
  type ArtworkReviewView,
} from '../../features/admin/components/artwork-review-desk.js';
import { staffFilePath, staffPreviewPath } from '../../features/admin/staff-file-path.js';
import { fileSize } from '../../lib/format.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { responseStatus } from '../../lib/refusal.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/artwork-reviews';

/** The files awaiting the professional check, oldest first (as the shop lists them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const { locale } = context.shop;
  const queue = await context.ports.admin.artworkReviews(token);
  if (!queue.ok) return { reviews: undefined, error: t('admin.reviews.error.list'), locale };
  const reviews: ArtworkReviewView[] = queue.value.map(({ orderNumber, line, artwork }) => ({
    id: artwork.id,
    orderNumber,
    productName: line.productName,
    jobName: line.jobName,
    fileName: artwork.fileName,
    downloadUrl: staffFilePath(orderNumber, artwork.id),
    size: fileSize(artwork.sizeBytes, locale),
    sentOn: formatDate(artwork.createdAt),
    // The API's paths need the staff token: the storefront passes each preview on at its own address.
    preflight: {
      ...artwork.preflight,
      previewUrls: artwork.preflight.previewUrls.map((_url, index) =>
        staffPreviewPath(artwork.id, index + 1),
      ),
    },
  }));
  return { reviews, error: undefined, locale };
}

/** Why a decision was not recorded, in French. */
function decisionError(error: DomainError): string {
  if (error.kind === 'request.conflict') return t('admin.reviews.error.alreadyReviewed');
  if (error.kind === 'request.notFound') return t('admin.reviews.error.notFound');
  return t('admin.reviews.error.failed');
}

/**
 * Approves a file, or rejects it with its reason (the shop mails it to the customer); the page then
 * lists the files still waiting (`shouldRevalidate`), without the one decided.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await requireStaffLogin(request, context);
  const form = await postedForm(request);
  const submission = parseArtworkReviewForm(form);
  const posted = form.get('uploadId');
  const uploadId = typeof posted === 'string' ? posted : '';
  if (submission.status !== 'success') {
    return data(
      { uploadId, result: submission.reply(), notice: undefined, error: undefined },
      { status: 400 },
    );
  }
  const { uploadId: id, ...decision } = submission.value;
  const reviewed = await context.ports.admin.reviewArtwork(token, id, decision);
  if (!reviewed.ok) {
    return data(
      { uploadId, result: submission.reply(), notice: undefined, error: decisionError(reviewed.error) },
      { status: responseStatus(reviewed.error) },
    );
  }
  return {
    uploadId,
    result: submission.reply({ resetForm: true }),
    notice: t(decision.decision === 'approve' ? 'admin.reviews.approved' : 'admin.reviews.rejected'),
    error: undefined,
  };
}

/**
 * After a decision, refused or not, the list is read again: another reviewer may have decided on
 * a file meanwhile (the shop's 409), which must leave the list too.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;
}

export default function ArtworkReviews({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' ? navigation.formData?.get('uploadId') : undefined;
  return (
    <main>
      <h1>{t('admin.reviews.title')}</h1>
      <p>{t('admin.reviews.intro')}</p>
      <ArtworkReviewDesk
        reviews={loaderData.reviews}
        locale={loaderData.locale}
        notice={actionData?.notice}
        error={actionData?.error ?? loaderData.error}
        lastResult={
          actionData === undefined ? undefined : { uploadId: actionData.uploadId, result: actionData.result }
        }
        busyId={typeof pending === 'string' ? pending : undefined}
      />
    </main>
  );
}
