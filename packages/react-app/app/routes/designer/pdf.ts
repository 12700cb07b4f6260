import type { Route } from './+types/pdf';

/**
 * The print-ready PDF of one of the shopper's designs (`?design={id}`), as the shop renders it:
 * passed on as it comes, with the session only the server reads. Another's design, or none, is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const designId = new URL(request.url).searchParams.get('design') ?? '';
  const file = await context.ports.designer.printFile(designId);
  if (!file.ok) {
    const missing = file.error.kind === 'request.notFound';
    return new Response(missing ? 'Design introuvable.' : 'Le PDF n’a pas pu être préparé. Réessayez.', {
      status: missing ? 404 : 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const headers = new Headers({
    'content-type': 'application/pdf',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  for (const name of ['content-length', 'content-disposition']) {
    const value = file.value.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(file.value.body, { status: 200, headers });
}
