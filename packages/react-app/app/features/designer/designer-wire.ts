import type { DomainError, UploadedDesignImage } from '@tirage/domain';

/**
 * What the browser's designer and the storefront's designer routes say to each other
 * (`/designer/save/`, `/designer/image/`). Read by hand in the browser: the designer's JavaScript
 * carries no schema library.
 */

export type DesignerSaveAnswer =
  | { readonly ok: true; readonly designId: string }
  | { readonly ok: false; readonly error: DomainError };
export type DesignerImageAnswer =
  | { readonly ok: true; readonly image: UploadedDesignImage }
  | { readonly ok: false; readonly error: DomainError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A refusal as it crossed: a domain error's kind and message at least. */
const errorOf = (value: unknown): DomainError | undefined =>
  isRecord(value) && typeof value.kind === 'string' && typeof value.message === 'string'
    ? (value as unknown as DomainError)
    : undefined;

/** A save's answer, or undefined for anything else (then a network failure). */
export function saveAnswerOf(json: unknown): DesignerSaveAnswer | undefined {
  if (!isRecord(json)) return undefined;
  if (json.ok === true && typeof json.designId === 'string' && json.designId !== '') {
    return { ok: true, designId: json.designId };
  }
  const error = json.ok === false ? errorOf(json.error) : undefined;
  return error === undefined ? undefined : { ok: false, error };
}

/** An image's answer, or undefined for anything else. */
export function imageAnswerOf(json: unknown): DesignerImageAnswer | undefined {
  if (!isRecord(json)) return undefined;
  const image = json.image;
  if (
    json.ok === true &&
    isRecord(image) &&
    typeof image.id === 'string' &&
    (image.mediaType === 'image/png' || image.mediaType === 'image/jpeg') &&
    isCount(image.widthPx) &&
    isCount(image.heightPx) &&
    isCount(image.byteSize)
  ) {
    return {
      ok: true,
      image: {
        id: image.id,
        mediaType: image.mediaType,
        widthPx: image.widthPx,
        heightPx: image.heightPx,
        byteSize: image.byteSize,
      },
    };
  }
  const error = json.ok === false ? errorOf(json.error) : undefined;
  return error === undefined ? undefined : { ok: false, error };
}

/** Where the browser's designer sends its saves and images. */
export const DESIGNER_SAVE_PATH = '/designer/save/';
export const DESIGNER_IMAGE_PATH = '/designer/image/';

/** The preview the canvas draws of an image (served by the API, reached by the image's id). */
export const designImagePreviewUrl = (assetId: string): string =>
  `/api/v1/design-assets/${encodeURIComponent(assetId)}/preview`;

/** The print-ready PDF of a saved design, as the shop renders it. */
export const designerPdfPath = (designId: string): string =>
  `/designer/pdf/?design=${encodeURIComponent(designId)}`;
