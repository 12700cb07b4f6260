import { type FieldError, moneyToWire, routes } from '@tirage/api-client/contract';
import type { CatalogProduct, CurrencyCode } from '@tirage/domain';
import { convertMoney, type ExchangeRates } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../auth/login-throttle.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { CatalogStore } from '../catalog/catalog-store.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import {
  CAMPAIGN_HEADER,
  checkPromotion,
  type PromotionCheck,
  type PromotionKey,
} from '../promotions/index.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import { countryErrors, findProduct } from './product.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';

/**
 * Typed codes that match no promotion, per customer and per client address, in 15 minutes: a
 * shopper mistypes a few, a script guessing codes is stopped. A code that exists does not count.
 */
const DEFAULT_PROMOCODE_THROTTLE: LoginThrottleLimits = {
  maxFailuresPerAccount: 20,
  maxFailuresPerIp: 50,
  windowS: 15 * 60,
};

/** The product and market of both checks (the contract's `promoContextShape`). */
interface PromoContext {
  readonly mcpSku: string;
  readonly variant: string;
  readonly currency: CurrencyCode;
  readonly country: string;
}

/**
 * The product the check names and the market, refused (400, naming the field) as the quote
 * refuses them: a promotion is checked against what can be priced.
 */
async function productOf(
  catalog: Pick<CatalogStore, 'productByMcpSku'>,
  context: PromoContext,
  tenant: RequestTenant,
): Promise<
  | { readonly ok: true; readonly product: CatalogProduct }
  | { readonly ok: false; readonly outcome: RouteOutcome<never> }
> {
  const found = await findProduct(catalog, { mcpSku: context.mcpSku, variant: context.variant });
  if (!found.ok) return found;
  const errors: FieldError[] = [
    ...countryErrors(tenant.tenant, context.country, 'country'),
    ...(tenant.exchangeRates[context.currency] === undefined
      ? [{ path: 'currency', message: `No exchange rate for ${context.currency}` }]
      : []),
  ];
  return errors.length > 0 ? { ok: false, outcome: refuseFields(errors) } : found;
}

/** The check as the contract answers it; a fixed amount is given in the currency asked for. */
function checkToWire(
  check: PromotionCheck,
  currency: CurrencyCode,
  rates: ExchangeRates,
  refusedCode: string | null,
) {
  if (check.status !== 'valid') {
    return {
      isValid: false,
      promocodeStatus: check.status,
      code: refusedCode,
      discount: null,
      // Only when the shop has a reason to tell; the specification's answer otherwise.
      ...(check.reason === undefined ? {} : { refusalReason: check.reason }),
    };
  }
  const { discount } = check;
  if (discount.kind === 'percentage') {
    return {
      isValid: true,
      promocodeStatus: 'valid' as const,
      code: check.code,
      discount: { kind: 'percent' as const, percent: discount.percent },
    };
  }
  const amount = convertMoney(discount.amount, currency, rates);
  // The currency's rate was checked with the request; a rate missing here is a bug.
  if (!amount.ok) throw new Error(amount.error.message);
  return {
    isValid: true,
    promocodeStatus: 'valid' as const,
    code: check.code,
    discount: { kind: 'amount' as const, amount: moneyToWire(amount.value) },
  };
}

/**
 * Promo code checks: a code the shopper typed (`check-input`) or a promotion known by its id
 * (`check-id`: a loss leader, a line that remembers it), against a product, for the visitor
 * (guest or logged-in customer) and the visit's campaign (`fe-x-campaign` header). Read only.
 */
export const promocodeRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, logger, tokenSigningKey, reads }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'promocode'), options.clock);
    const guesses = createLoginThrottle(
      db,
      'promocode',
      options.promocodeThrottle ?? DEFAULT_PROMOCODE_THROTTLE,
    );
    const clientIp = options.clientIp ?? socketAddress;
    // Who asks decides a new-customer code: the token of the Authorization header or, for the
    // product page's own checks from the browser (which holds no token), the auth cookie, as the
    // quote reads it. Without it a returning customer's welcome code would be accepted, then not
    // discount the cart.
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      readsAuthCookie: true,
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const catalog = reads;

    const check = async (
      key: PromotionKey,
      context: PromoContext,
      input: {
        readonly tenant: RequestTenant;
        readonly customerId: string | undefined;
        readonly campaign: string | undefined;
      },
    ) => {
      const found = await productOf(catalog, context, input.tenant);
      if (!found.ok) return { outcome: found.outcome, guessed: false };
      const result = await checkPromotion(db, {
        ...key,
        product: found.product,
        currency: context.currency,
        country: context.country,
        customerId: input.customerId,
        campaign: input.campaign,
        now: options.clock.now(),
      });
      // A typed code is echoed back (the client has it); an id's code only once it is valid,
      // so a promotion that has not started cannot be read out by its id.
      return {
        outcome: answer(checkToWire(result, context.currency, input.tenant.exchangeRates, key.code ?? null)),
        // No promotion has the code (`generic_error`): a guess. Any other answer names one.
        guessed: result.status === 'generic_error',
      };
    };

    mountRoute(api, routes['promocode.checkId'], deps, async ({ body, tenant, customerId, c }) => {
      const checked = await check({ id: body.promocodeId }, body, {
        tenant,
        customerId,
        campaign: c.req.header(CAMPAIGN_HEADER),
      });
      return checked.outcome;
    });

    // A typed code is counted before it is looked up, so parallel guesses see each other; one
    // that matches a promotion (or a request refused for its product) is taken back.
    mountRoute(api, routes['promocode.checkInput'], deps, async ({ body, tenant, customerId, c }) => {
      const decision = await guesses.begin({
        email: customerId === undefined ? undefined : `customer:${customerId}`,
        ip: clientIp(c),
      });
      if (!decision.allowed) {
        (c.get('logger') ?? logger).warn({ ip: clientIp(c) }, 'promo code checks throttled');
        c.header('Retry-After', String(decision.retryAfterS));
        return refuse(429, 'Too many promo codes tried, try again later', { kind: 'promocode.throttled' });
      }
      const checked = await check({ code: body.code }, body, {
        tenant,
        customerId,
        campaign: c.req.header(CAMPAIGN_HEADER),
      });
      await decision.settle(checked.guessed ? 'failure' : 'takenBack');
      return checked.outcome;
    });
  };
