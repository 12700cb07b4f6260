import type { ErrorEnvelope } from '@tirage/api-client/contract';
import { artworkToWire, uploadErrorEnvelope } from '@tirage/api-client/ports';
import { artworkErrors } from '@tirage/domain';
import { sessionState } from '../../session.server.js';
import type { Route } from './+types/upload-file';

/** An answer in the envelope of the API's upload call, which the browser's uploader reads. */
const envelope = (
  body: ErrorEnvelope | { readonly status: 'success'; readonly code: number; readonly data: unknown },
) => Response.json(body, { status: body.code });

/**
 * Where the browser sends an artwork file (`PUT ?order_id=&line_item_id=&file_name=`, the file as
 * the body): the session is in the HttpOnly cookie, which only the server reads, so this route
 * passes the file on to the API with it, streamed as it comes. It answers as the API's upload
 * call does. A cross-site page cannot send here with the cookie (SameSite=Lax).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PUT') {
    return envelope({ status: 'error', code: 405, message: 'Method Not Allowed' });
  }
  if ((await sessionState(context)) !== 'live') {
    return envelope({
      status: 'error',
      code: 401,
      message: 'Authentication required',
      kind: 'auth.required',
    });
  }
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  const lineItemId = query.get('line_item_id') ?? '';
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN);
  // The shop's own limit (its rules), which the API applies too.
  const { maxFileBytes } = context.shop.rules.uploads;
  if (declaredLength > maxFileBytes)
    return envelope(uploadErrorEnvelope(artworkErrors.tooLarge(maxFileBytes)));
  if (orderId === '' || lineItemId === '' || request.body === null) {
    return envelope({
      status: 'error',
      code: 400,
      message: 'The request is not valid',
      kind: 'request.invalid',
    });
  }
  const uploaded = await context.ports.artwork.upload({
    orderId,
    lineItemId,
    file: {
      name: query.get('file_name') ?? '',
      mediaType: request.headers.get('content-type') ?? '',
      sizeBytes: Number.isFinite(declaredLength) ? declaredLength : 0,
      content: request.body,
    },
  });
  return uploaded.ok
    ? envelope({ status: 'success', code: 201, data: artworkToWire(uploaded.value) })
    : envelope(uploadErrorEnvelope(uploaded.error));
}
