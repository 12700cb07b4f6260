import { routes } from '@tirage/api-client/contract';
import type { ApiModule } from '../app.js';
import { createAuthenticator, requireSigningKey } from '../auth/authenticate.js';
import { findCustomer, insertCustomer, updateProfile } from '../auth/customer-store.js';
import { hashPassword } from '../auth/passwords.js';
import { createAccessTokens } from '../auth/tokens.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import { customerToWire } from './customer-wire.js';
import type { ShopApiOptions } from './shop-api-options.js';

const EMAIL_TAKEN = 'An account already exists for this email';
const UNKNOWN_CUSTOMER = () => refuse(401, 'Access token not valid', { kind: 'auth.token_invalid' });

/** Registration and the logged-in customer's profile. */
export const customerRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'customer'), options.clock);
    const deps = {
      db,
      authenticate: createAuthenticator(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['customer.create'], deps, async ({ body }) => {
      const passwordHash = await hashPassword(body.password);
      const id = await insertCustomer(
        db,
        {
          email: body.email,
          passwordHash,
          newsletter: body.newsletter,
          userCategory: body.user_category,
          firstName: body.firstName,
          lastName: body.lastName,
          company: body.company,
        },
        options.clock.now(),
      );
      return id === undefined
        ? refuse(409, EMAIL_TAKEN, {
            kind: 'customer.email_taken',
            errors: [{ path: 'email', message: EMAIL_TAKEN }],
          })
        : answer({ customerId: id });
    });

    mountRoute(api, routes['customer.get'], deps, async ({ customerId }) => {
      const customer = customerId === undefined ? undefined : await findCustomer(db, customerId);
      return customer === undefined ? UNKNOWN_CUSTOMER() : answer(customerToWire(customer));
    });

    mountRoute(api, routes['customer.update'], deps, async ({ customerId, body }) => {
      if (customerId === undefined) return UNKNOWN_CUSTOMER();
      const outcome = await updateProfile(
        db,
        customerId,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          userCategory: body.user_category,
          newsletter: body.newsletter,
          company: body.company,
          vatNumber: body.vatNumber,
        },
        options.clock.now(),
      );
      if (outcome === 'taken')
        return refuse(409, EMAIL_TAKEN, {
          kind: 'customer.email_taken',
          errors: [{ path: 'email', message: EMAIL_TAKEN }],
        });
      const customer = outcome === 'updated' ? await findCustomer(db, customerId) : undefined;
      return customer === undefined ? UNKNOWN_CUSTOMER() : answer(customerToWire(customer));
    });
  };
