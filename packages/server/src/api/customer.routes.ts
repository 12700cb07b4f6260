import { routes } from '@tirage/api-client/contract';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { findCustomer, insertCustomer, normaliseEmail, updateProfile } from '../auth/customer-store.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../auth/login-throttle.js';
import { createNewsletterTokens } from '../auth/newsletter-tokens.js';
import { hashPassword } from '../auth/passwords.js';
import { createAccessTokens } from '../auth/tokens.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import { mailOutboxOf } from '../mail/mail-outbox.js';
import { createNewsletterMails } from '../mail/newsletter-mails.js';
import { customerToWire } from './customer-wire.js';
import type { ShopApiOptions } from './shop-api-options.js';

const EMAIL_TAKEN = 'An account already exists for this email';

/**
 * A refused registration (409) tells that an account has the email, so refusals are counted as
 * the login counts its failures: 5 per email and 10 per client address in an hour, then every
 * registration from there is answered 429, for a known email and a new one alike. An account
 * made takes back its own count, so an office registering its staff is not held up.
 */
export const DEFAULT_REGISTRATION_THROTTLE: LoginThrottleLimits = {
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 10,
  windowS: 3600,
};
const UNKNOWN_CUSTOMER = () => refuse(401, 'Access token not valid', { kind: 'auth.token_invalid' });

/** Registration and the logged-in customer's profile. */
export const customerRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, logger, tokenSigningKey, jobs }) => {
    const signingKey = requireSigningKey(tokenSigningKey, 'customer');
    const tokens = createAccessTokens(signingKey, options.clock);
    // A new subscription (at registration or in the profile) is confirmed by a mail with an
    // unsubscribe link.
    const newsletterMails = createNewsletterMails(
      mailOutboxOf({ db, logger, jobs }, options.mail),
      createNewsletterTokens(signingKey, options.clock),
    );
    const throttle = createLoginThrottle(
      db,
      'registration',
      options.registrationThrottle ?? DEFAULT_REGISTRATION_THROTTLE,
    );
    const clientIp = options.clientIp ?? socketAddress;
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['customer.create'], deps, async ({ body, tenant, c }) => {
      // Before the password is hashed, and alike for a known email and a new one.
      const decision = await throttle.begin({ email: normaliseEmail(body.email), ip: clientIp(c) });
      if (!decision.allowed) {
        (c.get('logger') ?? logger).warn({ ip: clientIp(c) }, 'registration throttled');
        c.header('Retry-After', String(decision.retryAfterS));
        return refuse(429, 'Too many registrations, try again later', { kind: 'registration.throttled' });
      }
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
      if (id === undefined)
        return refuse(409, EMAIL_TAKEN, {
          kind: 'customer.email_taken',
          errors: [{ path: 'email', message: EMAIL_TAKEN }],
        });
      await decision.settle('success');
      if (body.newsletter)
        await newsletterMails.subscribed({ id, email: normaliseEmail(body.email) }, tenant.tenant.baseUrl);
      return answer({ customerId: id });
    });

    mountRoute(api, routes['customer.get'], deps, async ({ customerId }) => {
      const customer = customerId === undefined ? undefined : await findCustomer(db, customerId);
      return customer === undefined ? UNKNOWN_CUSTOMER() : answer(customerToWire(customer));
    });

    mountRoute(api, routes['customer.update'], deps, async ({ customerId, body, tenant }) => {
      if (customerId === undefined) return UNKNOWN_CUSTOMER();
      const wasSubscribed =
        body.newsletter === true ? (await findCustomer(db, customerId))?.newsletter : undefined;
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
      if (customer === undefined) return UNKNOWN_CUSTOMER();
      if (wasSubscribed === false && customer.newsletter)
        await newsletterMails.subscribed(customer, tenant.tenant.baseUrl);
      return answer(customerToWire(customer));
    });
  };
