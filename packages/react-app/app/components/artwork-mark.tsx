import { type ArtworkMark, assertNever } from '@tirage/domain';
import { t } from '../i18n/translate.js';

function artworkMarkLabel(mark: ArtworkMark): string {
  switch (mark) {
    case 'verified':
      return t('artworkMark.verified');
    case 'toFix':
      return t('artworkMark.toFix');
    case 'checking':
      return t('artworkMark.checking');
    default:
      return assertNever(mark, 'artwork mark');
  }
}

/**
 * How a file, or a line's files, stand: "Fichier vérifié", "À corriger" or "En cours de
 * vérification" (the domain's `artworkMark`); nothing when there is no file.
 */
export function ArtworkMarkBadge({ mark }: { readonly mark: ArtworkMark | undefined }) {
  if (mark === undefined) return null;
  return <p className={`artwork-mark artwork-mark-${mark}`}>{artworkMarkLabel(mark)}</p>;
}
