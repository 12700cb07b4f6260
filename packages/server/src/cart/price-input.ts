import type { LineItemInput } from '@tirage/api-client/contract';
import type { CurrencyCode } from '@tirage/domain';
import { resellerDiscountPercent } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { findProduct } from '../api/product.routes.js';
import type { ReferenceReads } from '../cache/reference-cache.js';
import { createCatalogStore } from '../catalog/catalog-store.js';
import { type BillTo, customerPricing } from '../customer/vat-buyer.js';
import type { Queryable } from '../db/database.js';
import type { HolidayCalendar } from '../delivery/holiday-calendar.js';
import type { DesignOwner } from '../designer/design-document-store.js';
import { lineDesignProblem } from '../designer/line-design.js';
import { type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import { checkPromotion } from '../promotions/index.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import type { DescriptionSource } from './line-description.js';
import { type LinePromotion, type PricedLine, priceLine } from './line-pricing.js';

export interface PriceInputContext {
  readonly tenant: RequestTenant;
  readonly currency: CurrencyCode;
  readonly customerId: string | undefined;
  readonly now: Temporal.Instant;
  readonly calendar: HolidayCalendar;
  /** Where products and pages are read: the reference cache; the transaction's own reads when absent. */
  readonly references?: Pick<ReferenceReads, 'productByMcpSku' | 'pageById'> | undefined;
  /** The visit's active campaign (the `fe-x-campaign` header), for campaign promotions. */
  readonly campaign?: string | undefined;
  /**
   * `request` (the default): the line comes from a client, its description is checked against
   * the catalogue; `stored`: the shop stored it, its description is rebuilt (`describeLine`).
   */
  readonly description?: DescriptionSource | undefined;
  /** Where the cart ships, when it has a shipping address: it overrides the line's own `shipTo`. */
  readonly shipTo?: { readonly country: string; readonly postalCode: string } | undefined;
  /** Where the cart (or order) is invoiced, when it has a billing address: decides a reverse charge. */
  readonly billTo?: BillTo | undefined;
  /**
   * Whose designs a line sent by a client may name as its artwork: the cart's (or the order's)
   * owner. Without it such a line is refused.
   */
  readonly designOwner?: DesignOwner | undefined;
}

export type PricedInput =
  | { readonly ok: true; readonly input: LineItemInput; readonly priced: PricedLine }
  | { readonly ok: false; readonly outcome: RouteOutcome<never> };

const PROMO_REFUSALS = {
  generic_error: 'This promo code does not exist',
  invalid_selection: 'This promo code is not valid for this selection',
  no_longer_valid: 'This promo code is no longer valid',
} as const;

/**
 * Prices a line item request as the cart will store it: its product read from the catalogue
 * by its configuration graph, its promo code checked for this customer, a premium reseller's
 * price for a premium reseller, the cart's currency and shipping country applied. Everything
 * runs on `q`, so it may run inside the cart's transaction.
 */
export async function priceInput(
  q: Queryable,
  requested: LineItemInput,
  context: PriceInputContext,
): Promise<PricedInput> {
  const input: LineItemInput = {
    ...requested,
    ...(context.shipTo === undefined
      ? {}
      : { shipTo: { country: context.shipTo.country, postalCode: context.shipTo.postalCode } }),
  };
  const references = context.references;
  const catalog = createCatalogStore(q);
  const found = await findProduct(
    references === undefined
      ? catalog
      : { productByMcpSku: (mcpSku) => references.productByMcpSku(mcpSku, q) },
    input.productConfig.configurationGraph,
    'productConfig.configurationGraph.',
  );
  if (!found.ok) return found;
  const { product } = found;
  const pageId = input.merchantInfo.pageId;
  const page = await (references === undefined ? catalog.pageById(pageId) : references.pageById(pageId, q));
  // A stored line's design was checked when the line was sent; it stays the line's artwork.
  if ((context.description ?? 'request') === 'request') {
    const problem = await lineDesignProblem(q, input, product, context.designOwner);
    if (problem !== undefined) return { ok: false, outcome: refuseFields([problem]) };
  }

  let promotion: LinePromotion | undefined;
  const code = input.productConfig.promoCode;
  if (code !== undefined) {
    const checked = await checkPromotion(q, {
      code,
      product,
      currency: context.currency,
      country: input.shipTo.country,
      customerId: context.customerId,
      ...(context.campaign === undefined ? {} : { campaign: context.campaign }),
      now: context.now,
    });
    if (checked.status !== 'valid') {
      return {
        ok: false,
        outcome: refuseFields(
          [{ path: 'productConfig.promoCode', message: PROMO_REFUSALS[checked.status] }],
          `promocode.${checked.status}`,
        ),
      };
    }
    promotion = { code: checked.code, discount: checked.discount };
  }

  const asker = await customerPricing(q, context.customerId, context.billTo);
  const priced = priceLine(input, {
    product,
    tenant: context.tenant,
    currency: context.currency,
    promotion,
    resellerDiscountPercent: resellerDiscountPercent(context.tenant.tenant.domainConfig, asker.premium),
    buyer: asker.buyer,
    now: context.now,
    calendar: context.calendar,
    page,
    description: context.description ?? 'request',
  });
  if (priced.ok) return { ok: true, input: priced.value.input, priced: priced.value };
  const failure = priced.failure;
  return {
    ok: false,
    outcome:
      failure.kind === 'fields'
        ? refuseFields(failure.errors)
        : refuse(409, `The arrival date is now ${failure.arrivalDate}: quote the product again`, {
            kind: 'cart.arrivalDateChanged',
            errors: [{ path: 'promisedArrivalDate', message: `Now ${failure.arrivalDate}` }],
          }),
  };
}
