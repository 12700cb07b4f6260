import { routes } from '@tirage/api-client/contract';
import type { ApiModule } from '../app.js';
import { requireSigningKey } from '../auth/authenticate.js';
import { findCredentials, normaliseEmail, updateProfile } from '../auth/customer-store.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../auth/login-throttle.js';
import { createNewsletterTokens } from '../auth/newsletter-tokens.js';
import {
  consumePasswordReset,
  findLivePasswordReset,
  insertPasswordReset,
  replacePassword,
} from '../auth/password-reset-store.js';
import { hashPassword } from '../auth/passwords.js';
import { newRefreshToken, refreshTokenDigest } from '../auth/tokens.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import { PASSWORD_RESET_PAGE, passwordResetMail, tokenLink } from '../mail/account-mails.js';
import { mailOutboxOf } from '../mail/mail-outbox.js';
import type { ShopApiOptions } from './shop-api-options.js';

/**
 * Every request counts (there is no failure to tell apart): 5 per email, so a mailbox cannot be
 * flooded, and 50 per client address, in an hour.
 */
const DEFAULT_PASSWORD_RESET_THROTTLE: LoginThrottleLimits = {
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
  windowS: 3600,
};

const INVALID_RESET_LINK = 'This password-reset link is not valid or no longer valid';
const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

/**
 * The calls a shopper reaches from the shop's mails, without logging in: asking for a
 * password-reset link, setting the new password with it, and unsubscribing from the newsletter.
 */
export const accountMailRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, logger, tokenSigningKey, jobs }) => {
    const newsletterTokens = createNewsletterTokens(
      requireSigningKey(tokenSigningKey, 'account mail'),
      options.clock,
    );
    const outbox = mailOutboxOf({ db, logger, jobs }, options.mail);
    const throttle = createLoginThrottle(
      db,
      'password-reset',
      options.passwordResetThrottle ?? DEFAULT_PASSWORD_RESET_THROTTLE,
    );
    const clientIp = options.clientIp ?? socketAddress;
    const deps = {
      db,
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['customer.requestPasswordReset'], deps, async ({ body, tenant, c }) => {
      const email = normaliseEmail(body.email);
      // Counted whatever the email: the limit says nothing about whether an account has it.
      const decision = await throttle.begin({ email, ip: clientIp(c) });
      if (!decision.allowed) {
        (c.get('logger') ?? logger).warn({ ip: clientIp(c) }, 'password reset throttled');
        c.header('Retry-After', String(decision.retryAfterS));
        return refuse(429, 'Too many password-reset requests, try again later', {
          kind: 'passwordReset.throttled',
        });
      }
      const account = await findCredentials(db, email);
      if (account !== undefined) {
        // The same opaque form as a refresh token; only its digest is stored.
        const token = newRefreshToken();
        const now = options.clock.now();
        const link = tokenLink(tenant.tenant.baseUrl, PASSWORD_RESET_PAGE, token);
        // The link and its mail are kept together: a reset is mailed if and only if it is stored.
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, { customerId: account.id, digest: refreshTokenDigest(token) }, now);
          await outbox.post(passwordResetMail(email, link), { tx });
        });
      }
      // The same answer for an unknown email: the call reveals no account.
      return answer({ requested: true as const });
    });

    const invalidResetLink = () =>
      refuse(400, INVALID_RESET_LINK, {
        kind: 'passwordReset.invalidToken',
        errors: [{ path: 'token', message: INVALID_RESET_LINK }],
      });

    mountRoute(api, routes['customer.confirmPasswordReset'], deps, async ({ body }) => {
      const digest = refreshTokenDigest(body.token);
      // A token that is not live costs no password hash.
      if (!(await findLivePasswordReset(db, digest, options.clock.now()))) return invalidResetLink();
      const passwordHash = await hashPassword(body.password);
      const now = options.clock.now();
      const changed = await db.transaction(async (tx) => {
        // Consumed in one statement: of two requests with one token, one sets the password.
        const customerId = await consumePasswordReset(tx, digest, now);
        if (customerId === undefined) return false;
        await replacePassword(tx, customerId, passwordHash, now);
        return true;
      });
      return changed ? answer({ passwordChanged: true as const }) : invalidResetLink();
    });

    mountRoute(api, routes['customer.unsubscribeNewsletter'], deps, async ({ body }) => {
      const customerId = await newsletterTokens.verify(body.token);
      const outcome =
        customerId === undefined
          ? 'missing'
          : await updateProfile(db, customerId, { newsletter: false }, options.clock.now());
      if (outcome !== 'updated')
        return refuse(400, INVALID_UNSUBSCRIBE_LINK, {
          kind: 'newsletter.invalidToken',
          errors: [{ path: 'token', message: INVALID_UNSUBSCRIBE_LINK }],
        });
      // Unsubscribing again answers the same: the customer is not subscribed.
      return answer({ newsletter: false as const });
    });
  };
