import type { Session, SessionPort } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import type { RouteData } from '../contract/routes.js';
import { fromAnswer } from './answers.js';

/** The contract's session state as the domain's session (the cart and guest ids are not its). */
function sessionOf(wire: RouteData<'session.get'>): Session {
  return {
    domainTenant: wire.domainTenant,
    customTenant: wire.customTenant,
    userDomain: wire.userDomain,
    activeCurrency: wire.activeCurrency,
    isLoggedInAs: wire.isLoggedInAs,
    trackingId: wire.trackingId,
  };
}

/** The visit's session over `GET` and `PUT /api/v1/session/` (the session cookie names it). */
export function createSessionPort(client: ApiClient): SessionPort {
  return {
    async read() {
      return fromAnswer('session.get', await client.call('session.get'), sessionOf);
    },
    async switchCurrency(currency) {
      const answer = await client.call('session.update', { body: { activeCurrency: currency } });
      return fromAnswer('session.update', answer, sessionOf);
    },
  };
}
