import type { StorefrontContext } from './load-context.js';

export type SessionState = 'none' | 'live' | 'expired';

/**
 * The request's session: live (an access token, or a refresh token to renew it), expired (the
 * request came with a session whose tokens had both expired; the server ended it before any
 * page asked), or none.
 */
export async function sessionState(context: StorefrontContext): Promise<SessionState> {
  if ((await context.session.get()) !== null) return 'live';
  return context.sessionExpired ? 'expired' : 'none';
}
