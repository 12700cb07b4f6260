// Fixture: a route that reads HTTP, as the storefront must not.
export function message(error: { kind: string; [key: string]: unknown }) {
  if (error.kind === 'http.status' && error.status === 404) return 'not found';
  if (error.serverKind === 'design.limitReached') return 'limit';
  return 'failed';
}
