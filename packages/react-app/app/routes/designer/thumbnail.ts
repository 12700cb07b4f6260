import type { Route } from './+types/thumbnail';

/**
 * A small picture of one of the shopper's designs (`?design={id}`), as the shop draws it: passed on
 * as it comes, with the session only the server reads. Another's design, or none, is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const designId = new URL(request.url).searchParams.get('design') ?? '';
  const file = await context.ports.designer.thumbnail(designId);
  if (!file.ok) {
    const missing = file.error.kind === 'request.notFound';
    return new Response(missing ? 'Design introuvable.' : 'L’aperçu n’a pas pu être préparé.', {
      status: missing ? 404 : 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const headers = new Headers({
    'content-type': 'image/png',
    // The design may change at any save: the picture is asked for again each time it is shown.
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  const length = file.value.headers.get('content-length');
  if (length !== null) headers.set('content-length', length);
  return new Response(file.value.body, { status: 200, headers });
}
