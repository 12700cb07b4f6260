import {
  type ArtworkRefusal,
  type ArtworkStatus,
  assertNever,
  type DomainError,
  MAX_ARTWORK_BYTES,
  MAX_ARTWORKS_PER_LINE,
} from '@tirage/domain';
import type { DictionaryKey } from '../../i18n/fr.js';
import { t } from '../../i18n/translate.js';
import { fileSize } from '../../lib/format.js';

/** What the shopper reads when the shop refused a file for a line that takes none. */
const ARTWORK_REFUSAL_ERROR_KEYS: Readonly<Record<Exclude<ArtworkRefusal, 'tooManyFiles'>, DictionaryKey>> = {
  orderClosed: 'upload.error.orderClosed',
  designService: 'upload.error.designService',
  readyMade: 'upload.error.readyMade',
};

/** The largest file taken, as the shopper reads it ("200 Mo"). */
export const maxArtworkSize = (locale: string): string => fileSize(MAX_ARTWORK_BYTES, locale);

/** A file's status in the shopper's words. */
export function artworkStatusLabel(status: ArtworkStatus): string {
  switch (status) {
    case 'received':
      return t('upload.status.received');
    case 'approved':
      return t('upload.status.approved');
    case 'rejected':
      return t('upload.status.rejected');
    default:
      return assertNever(status, 'artwork status');
  }
}

/** Why a line takes no new file, in the shopper's words. */
export function artworkRefusalText(refusal: ArtworkRefusal): string {
  switch (refusal) {
    case 'orderClosed':
      return t('upload.closedForLine.orderClosed');
    case 'designService':
      return t('upload.closedForLine.designService');
    case 'readyMade':
      return t('upload.closedForLine.readyMade');
    case 'tooManyFiles':
      return t('upload.closedForLine.tooManyFiles', { max: MAX_ARTWORKS_PER_LINE });
    default:
      return assertNever(refusal, 'artwork refusal');
  }
}

/** What went wrong with a file, sent or removed, in French; anything unforeseen is "it failed". */
export function artworkErrorText(error: DomainError, locale: string): string {
  switch (error.kind) {
    case 'artwork.tooLarge':
      return t('upload.error.tooLarge', { max: maxArtworkSize(locale) });
    case 'artwork.unsupportedType':
      return t('upload.error.unsupportedType');
    case 'artwork.empty':
      return t('upload.error.empty');
    case 'artwork.invalidName':
      return t('upload.error.invalidName');
    case 'artwork.notAccepted':
      return error.reason === 'tooManyFiles'
        ? t('upload.error.tooManyFiles', { max: MAX_ARTWORKS_PER_LINE })
        : t(ARTWORK_REFUSAL_ERROR_KEYS[error.reason]);
    case 'artwork.notRemovable':
      return t('upload.error.notRemovable');
    case 'artwork.storageUnavailable':
      return t('upload.error.storageUnavailable');
    case 'session.expired':
    case 'session.unauthorized':
      return t('upload.error.session');
    case 'request.notFound':
      return t('upload.error.notFound');
    case 'request.invalid':
      return t('upload.error.invalidName');
    default:
      return t('upload.error.failed');
  }
}
