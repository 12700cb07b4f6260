import type { DomainError } from '@tirage/domain';
import { responseStatus } from '../../lib/refusal.js';
import type { Route } from './+types/image';

/** An image is at most 30 MB, as the shop's API takes it. */
const MAX_IMAGE_BYTES = 30 * 1024 * 1024;

const refused = (error: DomainError) =>
  Response.json({ ok: false, error }, { status: responseStatus(error) });

/**
 * Where the browser's designer sends an image (`POST`, the file as the body): passed on to the
 * shop, streamed as it comes, with the shopper's session or anonymous id, which only the server
 * reads. It answers `{ ok, image }` (the image as the shop measured it) or `{ ok: false, error }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json(
      { ok: false, error: { kind: 'request.failed', message: 'Method Not Allowed' } },
      { status: 405, headers: { allow: 'POST' } },
    );
  }
  if (Number(request.headers.get('content-length') ?? Number.NaN) > MAX_IMAGE_BYTES) {
    return refused({
      kind: 'request.tooLarge',
      message: 'An image is at most 30 MB',
      reason: 'design.assetTooLarge',
    });
  }
  if (request.body === null) {
    return refused({
      kind: 'request.invalid',
      message: 'The image is empty',
      reason: 'design.assetEmpty',
      fieldErrors: [],
    });
  }
  const uploaded = await context.ports.designer.uploadImage({
    content: request.body,
    mediaType: request.headers.get('content-type') ?? 'application/octet-stream',
  });
  return uploaded.ok
    ? Response.json({ ok: true, image: uploaded.value }, { status: 201 })
    : refused(uploaded.error);
}
