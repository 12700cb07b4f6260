import type { Artwork, DomainError } from '@tirage/domain';
import type * as z from 'zod';
import type { artworkSchema } from '../contract/artwork.js';
import type { ErrorEnvelope } from '../contract/envelope.js';
import { instantOf } from './answers.js';
import { httpStatusOf } from './domain-errors.js';

type WireArtwork = z.output<typeof artworkSchema>;

export function artworkOf(wire: WireArtwork): Artwork {
  return {
    id: wire.id,
    orderId: wire.orderId,
    lineItemId: wire.lineItemId,
    fileName: wire.fileName,
    mediaType: wire.mediaType,
    sizeBytes: wire.sizeBytes,
    status: wire.status,
    rejectionReason: wire.rejectionReason ?? undefined,
    createdAt: instantOf(wire.createdAt),
    preflight: wire.preflight,
  };
}

export const artworksOf = (wire: { readonly uploads: readonly WireArtwork[] }): readonly Artwork[] =>
  wire.uploads.map(artworkOf);

/** A file as the upload call answers it: for a page of the shop that passes an upload on. */
export function artworkToWire(artwork: Artwork): WireArtwork {
  return {
    id: artwork.id,
    orderId: artwork.orderId,
    lineItemId: artwork.lineItemId,
    fileName: artwork.fileName,
    mediaType: artwork.mediaType,
    sizeBytes: artwork.sizeBytes,
    status: artwork.status,
    rejectionReason: artwork.rejectionReason ?? null,
    createdAt: artwork.createdAt.toString(),
    preflight: {
      status: artwork.preflight.status,
      findings: [...artwork.preflight.findings],
      previewUrls: [...artwork.preflight.previewUrls],
    },
  };
}

/**
 * A failed upload as the upload call answers it (the same status and kind), so a page of the shop
 * that passes uploads on answers as the API would; `domainErrorOf` reads it back the same.
 */
export function uploadErrorEnvelope(error: DomainError): ErrorEnvelope {
  const envelope = (code: number, kind?: string, errors?: ErrorEnvelope['errors']): ErrorEnvelope => ({
    status: 'error',
    code,
    message: error.message,
    ...(kind === undefined ? {} : { kind }),
    ...(errors === undefined ? {} : { errors }),
  });
  switch (error.kind) {
    case 'artwork.tooLarge':
      return envelope(413, error.kind);
    case 'artwork.unsupportedType':
      return envelope(415, error.kind);
    case 'artwork.empty':
      return envelope(400, error.kind);
    case 'artwork.invalidName':
      return envelope(400, 'request.invalid', [{ path: 'fileName', message: error.message }]);
    case 'artwork.notAccepted':
      return envelope(409, `artwork.${error.reason}`);
    case 'artwork.notRemovable':
      return envelope(409, error.kind);
    case 'artwork.storageUnavailable':
      return envelope(507, error.kind);
    case 'service.unavailable':
      return envelope(503, error.kind);
    case 'request.invalid':
      return envelope(
        httpStatusOf(error),
        error.reason,
        error.fieldErrors.map(({ field, message }) => ({ path: field, message })),
      );
    case 'request.notFound':
    case 'request.forbidden':
    case 'request.conflict':
    case 'request.tooLarge':
    case 'request.unsupportedType':
    case 'request.tooManyAttempts':
    case 'request.failed':
      return envelope(httpStatusOf(error), error.reason);
    case 'session.expired':
    case 'session.unauthorized':
      return envelope(401, 'auth.required');
    case 'http.network':
    case 'http.timeout':
    case 'http.invalidResponse':
      return envelope(502);
    default:
      return envelope(500);
  }
}
