// Fixture: a route that reads the domain's kinds and a provider's own status only.
export function message(error: { kind: string }, provider: { status: string }) {
  if (provider.status === 'ready') return 'ready';
  return error.kind === 'resource.notFound' ? 'not found' : 'failed';
}
