import { routes } from '@tirage/api-client/contract';
import { ORDERS_PER_PAGE } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import {
  confirmEmailVerification,
  findEmailOwnership,
  insertEmailVerification,
} from '../auth/email-verification-store.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../auth/login-throttle.js';
import { createAccessTokens, newRefreshToken, refreshTokenDigest } from '../auth/tokens.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import {
  EMAIL_VERIFICATION_PAGE,
  EMAIL_VERIFICATION_PARAM,
  emailVerificationMail,
  tokenLink,
} from '../mail/account-mails.js';
import { mailOutboxOf } from '../mail/mail-outbox.js';
import {
  findLegacyOrder,
  legacyOrderSummaryToWire,
  legacyOrderToWire,
  listLegacyOrders,
} from '../orders/legacy-order-store.js';
import type { ShopApiOptions } from './shop-api-options.js';

/** Every request counts, as for password resets: 5 per email, so a mailbox cannot be flooded, and 50 per client address, in an hour. */
const DEFAULT_EMAIL_VERIFICATION_THROTTLE: LoginThrottleLimits = {
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
  windowS: 3600,
};

const INVALID_VERIFICATION_LINK = 'This email-verification link is not valid or no longer valid';

/**
 * The orders imported from the shop's previous system, read only: a page of them, or one by its
 * number, for the email of the logged-in customer once they have proven they own it. The proof is
 * a single-use link mailed to that email (asked for by the customer), confirmed by the customer
 * logged in.
 */
export const legacyOrderRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, logger, tokenSigningKey, jobs }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'legacy order'), options.clock);
    const outbox = mailOutboxOf({ db, logger, jobs }, options.mail);
    const throttle = createLoginThrottle(
      db,
      'email-verification',
      options.emailVerificationThrottle ?? DEFAULT_EMAIL_VERIFICATION_THROTTLE,
    );
    const clientIp = options.clientIp ?? socketAddress;
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['legacyOrder.list'], deps, async ({ query, tenant, customerId }) => {
      const page = query.page ?? 1;
      const perPage = query.perPage ?? ORDERS_PER_PAGE;
      const ownership = await findEmailOwnership(db, customerId);
      // Not even how many there are before the email is proven.
      if (ownership?.verified !== true)
        return answer({ orders: [], page, perPage, total: 0, emailVerified: false });
      const { orders, total } = await listLegacyOrders(
        db,
        { customerId, tenantCode: tenant.tenant.code },
        { page, perPage },
      );
      return answer({
        orders: orders.map(legacyOrderSummaryToWire),
        page,
        perPage,
        total,
        emailVerified: true,
      });
    });

    mountRoute(api, routes['legacyOrder.getByNumber'], deps, async ({ params, tenant, customerId }) => {
      // The store reads only the orders of a verified email: before the proof, every number is unknown.
      const order = await findLegacyOrder(db, { customerId, tenantCode: tenant.tenant.code }, params.number);
      // The same answer as for the shop's own orders: another customer's number reads as unknown.
      return order === undefined
        ? refuse(404, 'Order not found', { kind: 'order.notFound' })
        : answer(legacyOrderToWire(order));
    });

    mountRoute(
      api,
      routes['legacyOrder.requestEmailVerification'],
      deps,
      async ({ tenant, customerId, c }) => {
        const ownership = await findEmailOwnership(db, customerId);
        if (ownership === undefined) throw new Error('an authenticated customer has a row');
        if (ownership.verified)
          return refuse(409, 'This email is already verified', { kind: 'emailVerification.alreadyVerified' });
        const requestLogger = c.get('logger') ?? logger;
        const decision = await throttle.begin({ email: ownership.email, ip: clientIp(c) });
        if (!decision.allowed) {
          requestLogger.warn({ ip: clientIp(c) }, 'email verification throttled');
          c.header('Retry-After', String(decision.retryAfterS));
          return refuse(429, 'Too many email-verification requests, try again later', {
            kind: 'emailVerification.throttled',
          });
        }
        // The same opaque form as a refresh token; only its digest is stored.
        const token = newRefreshToken();
        const link = tokenLink(
          tenant.tenant.baseUrl,
          EMAIL_VERIFICATION_PAGE,
          token,
          EMAIL_VERIFICATION_PARAM,
        );
        // The link and its mail are kept together: it is mailed if and only if it is stored.
        await db.transaction(async (tx) => {
          await insertEmailVerification(
            tx,
            { customerId, email: ownership.email, digest: refreshTokenDigest(token) },
            options.clock.now(),
          );
          await outbox.post(emailVerificationMail(ownership.email, link), { tx });
        });
        return answer({ sentTo: ownership.email });
      },
    );

    mountRoute(api, routes['legacyOrder.confirmEmail'], deps, async ({ body, customerId }) => {
      const digest = refreshTokenDigest(body.token);
      const verified = await db.transaction((tx) =>
        confirmEmailVerification(tx, { customerId, digest }, options.clock.now()),
      );
      // Another customer's token, one sent to an email the customer no longer has, an expired or
      // used one: the same refusal, and nothing written.
      if (verified === undefined)
        return refuse(400, INVALID_VERIFICATION_LINK, {
          kind: 'emailVerification.invalidToken',
          errors: [{ path: 'token', message: INVALID_VERIFICATION_LINK }],
        });
      return answer({ emailVerified: true as const });
    });
  };
