import type { DomainError } from '@tirage/domain';
import { designerSaveRequestSchema } from '../../features/designer/designer-save.server.js';
import { responseStatus } from '../../lib/refusal.js';
import type { Route } from './+types/save';

/** A save is a document of 1 MB at most, as the shop's API takes it. */
const MAX_SAVE_BYTES = 1024 * 1024;

const refused = (error: DomainError) =>
  Response.json({ ok: false, error }, { status: responseStatus(error) });

/**
 * Where the browser's designer saves (`POST`, the draft as JSON): the shopper's session and
 * anonymous id are in HttpOnly cookies, which only the server reads, so this route passes the
 * draft on to the shop with them. It answers `{ ok, designId }` or `{ ok: false, error }`. A
 * cross-site page cannot post here with the cookies (SameSite=Lax), nor as JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json(
      { ok: false, error: { kind: 'request.failed', message: 'Method Not Allowed' } },
      { status: 405, headers: { allow: 'POST' } },
    );
  }
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return refused({ kind: 'request.unsupportedType', message: 'A save is sent as JSON' });
  }
  const text = await request.text();
  if (text.length > MAX_SAVE_BYTES) {
    return refused({ kind: 'request.tooLarge', message: 'A design is at most 1 MB' });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refused({ kind: 'request.invalid', message: 'The save is not JSON', fieldErrors: [] });
  }
  const draft = designerSaveRequestSchema.safeParse(json);
  if (!draft.success) {
    return refused({
      kind: 'request.invalid',
      message: 'The design is not valid',
      fieldErrors: draft.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  const { designId, ...rest } = draft.data;
  const saved = await context.ports.designer.saveDocument({ designId, ...rest });
  return saved.ok ? Response.json({ ok: true, designId: saved.value.designId }) : refused(saved.error);
}
