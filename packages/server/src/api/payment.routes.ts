import { routes } from '@tirage/api-client/contract';
import type { PaymentGatewayPort } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { DEMO_BANK_TRANSFER_ACCOUNT } from '../config/config.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, type RouteOutcome, refuse } from '../http/route.js';
import { orderPayments } from '../payments/order-payments.js';
import { paymentRefusal } from '../payments/settle-payment.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import type { ShopApiOptions } from './shop-api-options.js';

/**
 * The payment calls (docs/payments.md): the card payment provider's client token, paying with a
 * nonce (card, PayPal), bank transfer with its mandate, deferred payment on invoice, and the
 * methods the provider keeps for the customer. The browser never says a payment succeeded: only
 * the provider's answer to our own charge marks an order paid.
 */
export const paymentRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, logger }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'payment'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const gateway: PaymentGatewayPort | undefined = options.payments?.gateway?.({ db });
    const clientIp = options.clientIp ?? socketAddress;

    /** Runs a call of the provider; its failure (network, provider down) is a 503 with nothing changed here. */
    async function withProvider<T>(
      what: string,
      call: (provider: PaymentGatewayPort) => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; refusal: RouteOutcome<never> }> {
      if (gateway === undefined) return { ok: false, refusal: paymentRefusal.notConfigured() };
      try {
        return { ok: true, value: await call(gateway) };
      } catch (error) {
        logger.error({ err: error, provider: gateway.provider }, `payment provider failed: ${what}`);
        return { ok: false, refusal: paymentRefusal.unreachable() };
      }
    }

    mountRoute(api, routes['payment.clientToken'], deps, async ({ customerId }) => {
      const token = await withProvider('client token', (provider) =>
        provider.clientToken({ customerReference: customerId }),
      );
      if (!token.ok) return token.refusal;
      return answer({ provider: gateway?.provider ?? 'sandbox', clientToken: token.value });
    });

    const payments = orderPayments({
      db,
      gateway,
      bankAccount: options.payments?.bankTransfer ?? DEMO_BANK_TRANSFER_ACCOUNT,
      logger,
      now: () => options.clock.now(),
    });
    const callerOf = (input: { customerId: string; tenant: RequestTenant; idempotencyKey: string }) => ({
      customerId: input.customerId,
      tenantCode: input.tenant.tenant.code,
      idempotencyKey: input.idempotencyKey,
    });

    mountRoute(api, routes['payment.pay'], deps, (input) => payments.pay(callerOf(input), input.body));

    mountRoute(api, routes['payment.bankTransfer'], deps, (input) =>
      payments.bankTransfer(callerOf(input), input.body, clientIp(input.c)),
    );

    mountRoute(api, routes['payment.deferred'], deps, (input) =>
      payments.deferred(callerOf(input), input.body),
    );

    mountRoute(api, routes['payment.savedMethods'], deps, async ({ customerId }) => {
      const methods = await withProvider('saved methods', (provider) => provider.savedMethods(customerId));
      return methods.ok ? answer({ methods: [...methods.value] }) : methods.refusal;
    });

    mountRoute(api, routes['payment.removeSavedMethod'], deps, async ({ params, customerId }) => {
      const removed = await withProvider('remove a saved method', (provider) =>
        provider.removeSavedMethod(customerId, params.token),
      );
      if (!removed.ok) return removed.refusal;
      if (!removed.value) {
        return refuse(404, 'The customer has no saved payment method with this token', {
          kind: 'payment.methodNotFound',
        });
      }
      const left = await withProvider('saved methods', (provider) => provider.savedMethods(customerId));
      return left.ok ? answer({ methods: [...left.value] }) : left.refusal;
    });
  };
