import { type AuthGrant, type AuthPort, err, ok, userCategoryFromCode } from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import type { TokenStore } from '../client/token-store.js';
import type { authGrantSchema } from '../contract/auth.js';
import { fromAnswer, orUndefined } from './answers.js';
import { domainErrorOf } from './domain-errors.js';

export interface AuthPortOptions {
  /**
   * The client's token store. With it, logging out also revokes the session's refresh token,
   * which the server cannot find from an access token that has already expired.
   */
  readonly tokens?: TokenStore;
}

export function grantOf(wire: z.output<typeof authGrantSchema>): AuthGrant {
  return {
    user: {
      id: wire.user.id,
      email: wire.user.email,
      firstName: orUndefined(wire.user.firstName),
      category: userCategoryFromCode(orUndefined(wire.user.user_category)),
      scopes: wire.user.scopes,
    },
    accessToken: wire.access_token,
    refreshToken: orUndefined(wire.refresh_token),
  };
}

/**
 * The auth port over the API client. Token refresh belongs to the client (DECISIONS.md, "Who
 * refreshes tokens"): `refresh` runs the client's own renewal of the session in its token store,
 * shared with any call refreshing at the same moment, so a refresh token is never exchanged twice.
 */
export function createAuthPort(client: ApiClient, options: AuthPortOptions = {}): AuthPort {
  return {
    async login(credentials) {
      const answer = await client.call('auth.login', {
        body: { email: credentials.email, password: credentials.password },
      });
      return fromAnswer('auth.login', answer, grantOf);
    },

    async refresh() {
      const renewed = await client.renewSession();
      if (!renewed.ok) return err(domainErrorOf(renewed.error));
      const { access, refresh } = renewed.value;
      return ok({ accessToken: access.value, refreshToken: refresh?.value });
    },

    async logout(accessToken) {
      const refreshToken = (await options.tokens?.get())?.refresh?.value;
      const answer = await client.call('auth.logout', {
        body: refreshToken === undefined ? {} : { refresh_token: refreshToken },
        // The token being revoked is sent as is: an expired session can still log out.
        ...(accessToken === undefined ? {} : { bearerToken: accessToken }),
      });
      return fromAnswer('auth.logout', answer, () => undefined);
    },

    async loginAs(target) {
      const answer = await client.call('admin.loginAsUser', {
        body: { customerEmail: target.customerEmail },
      });
      return fromAnswer('admin.loginAsUser', answer, grantOf);
    },
  };
}
