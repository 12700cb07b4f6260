import { routes } from '@tirage/api-client/contract';
import {
  addLine,
  assertNever,
  type CartError,
  type CartLines,
  type CurrencyCode,
  designMissing,
  duplicateLine,
  removeLine,
  replaceLine,
} from '@tirage/domain';
import type { Context } from 'hono';
import type { ApiModule } from '../app.js';
import { fileStoreOf } from '../artwork/artwork-options.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { applyCartAddresses, CART_NOT_FOUND, cartAddress, repriceLines } from '../cart/cart-addresses.js';
import {
  type AnsweredLine,
  asCartLines,
  billToOf,
  type CartCaller,
  type CartRow,
  callerOwns,
  cartLines,
  cartToWire,
  copyLineRow,
  type DomainLine,
  deleteLine,
  findCart,
  findOpenCart,
  insertLine,
  insertOpenCart,
  type LineRow,
  lockCartOwner,
  lockCartWithAnsweredLines,
  lockCartWithLines,
  moveLine,
  newLineRow,
  replaceLineRow,
  repricedLineRow,
  setCartStatus,
  shipToOf,
  updateCart,
} from '../cart/cart-store.js';
import { type PriceInputContext, priceInput } from '../cart/price-input.js';
import type { Queryable } from '../db/database.js';
import { isRendererBusy } from '../designer/design-print-file.js';
import { cartDesignOwner } from '../designer/line-design.js';
import type { AppEnv } from '../http/app-env.js';
import { answer, mountRoute, Refusal, type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import { type CheckoutFailure, placeOrder } from '../orders/checkout.js';
import { keepDesignPrints, renderCartDesigns } from '../orders/design-prints.js';
import { CAMPAIGN_HEADER } from '../promotions/index.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import type { ShopApiOptions } from './shop-api-options.js';

const LINE_NOT_FOUND = () => refuse(404, 'Line item not found', { kind: 'cart.lineNotFound' });

/** A cart rule the domain refused: 409, the domain's kind and message. */
const cartRuleRefusal = (error: CartError): RouteOutcome<never> =>
  error.kind === 'cart.lineNotFound' ? LINE_NOT_FOUND() : refuse(409, error.message, { kind: error.kind });

/** A refused checkout, as the API answers it. */
function checkoutRefusalAnswer(failure: CheckoutFailure): RouteOutcome<never> {
  switch (failure.kind) {
    case 'checkout.staffOnly':
      return refuse(403, 'Only staff may place internal orders or skip the document review', {
        kind: failure.kind,
      });
    case 'request.idempotencyKeyReused':
      return refuse(422, 'This Idempotency-Key was already used for another request', { kind: failure.kind });
    case 'cart.notFound':
      return CART_NOT_FOUND();
    case 'cart.alreadyOrdered':
      return refuse(
        409,
        `This cart is already ordered${failure.orderNumber === undefined ? '' : ` (${failure.orderNumber})`}`,
        { kind: failure.kind },
      );
    case 'cart.empty':
      return refuse(409, 'The cart is empty', { kind: failure.kind });
    case 'cart.addressMissing':
      return refuse(409, 'Set the shipping and billing addresses before ordering', {
        kind: failure.kind,
        errors: failure.missing.map((path) => ({ path, message: 'Missing' })),
      });
    case 'checkout.customSenderNotAllowed':
      return refuse(403, 'Only premium resellers may ship under their own sender name', {
        kind: failure.kind,
      });
    case 'cart.designMissing':
      return refuse(409, designMissing().message, { kind: failure.kind });
    default:
      return assertNever(failure);
  }
}

/** Reads the cart under a row lock, refusing (and so rolling back) when the caller may not use it. */
async function lockOwnedCart(
  tx: Queryable,
  id: string,
  caller: CartCaller,
): Promise<{ readonly cart: CartRow; readonly lines: readonly LineRow[] }> {
  return owned(await lockCartWithLines(tx, id), caller);
}

/** `lockOwnedCart` for a writer that leaves the other lines as they are (see `AnsweredLine`). */
async function lockOwnedCartAnswers(
  tx: Queryable,
  id: string,
  caller: CartCaller,
): Promise<{ readonly cart: CartRow; readonly lines: readonly AnsweredLine[] }> {
  return owned(await lockCartWithAnsweredLines(tx, id), caller);
}

function owned<Locked extends { readonly cart: CartRow }>(
  locked: Locked | undefined,
  caller: CartCaller,
): Locked {
  if (locked === undefined || !callerOwns(locked.cart, caller)) throw new Refusal(CART_NOT_FOUND());
  return locked;
}

/** Carts of guests and customers: open, read, lines, addresses, and the checkout that makes an order. */
export const cartRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, reads, storage }) => {
    const artworkFiles = fileStoreOf('artworks', options.artworks, storage);
    const designImages = fileStoreOf('designImages', options.designAssets, storage);
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'cart'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const { clock, calendar } = options;
    /** How a request's lines are priced: its shop, customer and campaign, the cart's currency and destination. */
    const pricing = (
      request: {
        readonly tenant: RequestTenant;
        readonly customerId: string | undefined;
        readonly c: Context<AppEnv>;
      },
      currency: CurrencyCode,
      cart?: CartRow,
    ): PriceInputContext => ({
      tenant: request.tenant,
      currency,
      customerId: request.customerId,
      campaign: request.c.req.header(CAMPAIGN_HEADER),
      now: clock.now(),
      calendar,
      references: reads,
      shipTo: cart === undefined ? undefined : shipToOf(cart),
      billTo: cart === undefined ? undefined : billToOf(cart),
      designOwner: cart === undefined ? undefined : cartDesignOwner(cart),
    });
    const callerOf = (tenant: RequestTenant, customerId: string | undefined): CartCaller => ({
      tenantCode: tenant.tenant.code,
      customerId,
    });
    const wire = async (q: Queryable, cart: CartRow) => cartToWire(cart, await cartLines(q, cart.id));

    mountRoute(api, routes['cart.open'], deps, async (request) => {
      const { body, tenant, customerId } = request;
      const tenantCode = tenant.tenant.code;
      if (customerId === undefined && body.anonymousUserId === undefined) {
        return refuseFields([{ path: 'anonymousUserId', message: 'A guest cart needs the anonymous id' }]);
      }
      if (tenant.exchangeRates[body.currency] === undefined) {
        return refuseFields([{ path: 'currency', message: `No exchange rate for ${body.currency}` }]);
      }
      if (!tenant.tenant.domainConfig.countries.includes(body.country)) {
        return refuseFields([
          { path: 'country', message: `The shop ${tenantCode} does not deliver to ${body.country}` },
        ]);
      }
      const owner =
        customerId === undefined
          ? { tenantCode, anonymousId: body.anonymousUserId as string }
          : { tenantCode, customerId };
      return transactionOutcome(db, async (tx) => {
        await lockCartOwner(tx, owner);
        let cart = await findOpenCart(tx, owner, { lock: true });
        if (cart !== undefined && body.forceCreate === true) {
          await setCartStatus(tx, cart.id, 'abandoned');
          cart = undefined;
        }
        if (cart === undefined) {
          await insertOpenCart(tx, {
            tenantCode,
            customerId,
            anonymousId: customerId === undefined ? body.anonymousUserId : undefined,
            currency: body.currency,
            country: body.country,
            locale: body.locale,
          });
          cart = await findOpenCart(tx, owner, { lock: true });
          if (cart === undefined) throw new Error('the open cart just created cannot be read');
        }
        let lines = await cartLines(tx, cart.id);
        if (cart.currency !== body.currency) {
          // The shopper switched currency: the lines are priced again in it.
          lines = await repriceLines(tx, lines, pricing(request, body.currency, cart));
          for (const line of lines) await replaceLineRow(tx, line);
          await updateCart(tx, cart.id, { currency: body.currency });
          cart = { ...cart, currency: body.currency };
        }
        if (customerId !== undefined && body.anonymousUserId !== undefined) {
          lines = await mergeGuestCart(
            tx,
            cart,
            lines,
            body.anonymousUserId,
            pricing(request, cart.currency, cart),
          );
        }
        return cartToWire(cart, lines);
      });
    });

    /**
     * At login the guest's cart joins the customer's: each guest line is priced again for the
     * customer (currency, shipping country, promotions for this customer) and added while the cart
     * limits allow; lines that do not fit, or can no longer be priced, stay behind in the guest
     * cart, which is closed as merged.
     */
    async function mergeGuestCart(
      tx: Queryable,
      cart: CartRow,
      lines: readonly LineRow[],
      anonymousId: string,
      context: PriceInputContext,
    ): Promise<readonly LineRow[]> {
      const guest = await findOpenCart(tx, { tenantCode: cart.tenantCode, anonymousId }, { lock: true });
      if (guest === undefined) return lines;
      let merged: CartLines<DomainLine> = asCartLines(cart.currency, lines);
      for (const row of await cartLines(tx, guest.id)) {
        const { promisedArrivalDate: _promised, ...input } = row.input;
        const priced = await priceInput(
          tx,
          { ...input, currencyCode: cart.currency },
          { ...context, description: 'stored' },
        );
        if (!priced.ok) continue;
        const moved = repricedLineRow(row, priced.input, priced.priced);
        const added = addLine(
          merged,
          { id: moved.id, taxedTotal: { cents: moved.taxedCents, currency: cart.currency }, row: moved },
          context.tenant.tenant.rules.cart,
        );
        if (!added.ok) continue;
        merged = added.value;
        await moveLine(tx, moved, cart.id);
      }
      await setCartStatus(tx, guest.id, 'merged');
      return merged.lines.map((line) => line.row);
    }

    mountRoute(api, routes['cart.get'], deps, async ({ params, tenant, customerId }) => {
      const cart = await findCart(db, params.id);
      if (cart === undefined || !callerOwns(cart, callerOf(tenant, customerId))) return CART_NOT_FOUND();
      return answer(await wire(db, cart));
    });

    mountRoute(api, routes['cart.putItem'], deps, async (request) => {
      const { params, body, tenant, customerId } = request;
      const { cartItemId, ...requested } = body;
      return transactionOutcome(db, async (tx) => {
        const { cart, lines } = await lockOwnedCartAnswers(tx, params.id, callerOf(tenant, customerId));
        const priced = await priceInput(tx, requested, pricing(request, cart.currency, cart));
        if (!priced.ok) throw new Refusal(priced.outcome);
        const domain = asCartLines<AnsweredLine>(cart.currency, lines);
        // The shop's own limits, as its staff set them.
        const limits = tenant.tenant.rules.cart;
        let row: LineRow;
        let result: ReturnType<typeof addLine<DomainLine<AnsweredLine>>>;
        if (cartItemId === undefined) {
          row = newLineRow(priced.input, priced.priced, clock.now());
          result = addLine(domain, { id: row.id, taxedTotal: priced.priced.taxedTotal, row }, limits);
        } else {
          const stored = lines.find((line) => line.id === cartItemId);
          if (stored === undefined) throw new Refusal(LINE_NOT_FOUND());
          row = repricedLineRow(stored, priced.input, priced.priced);
          result = replaceLine(domain, { id: row.id, taxedTotal: priced.priced.taxedTotal, row }, limits);
        }
        if (!result.ok) throw new Refusal(cartRuleRefusal(result.error));
        if (cartItemId === undefined) await insertLine(tx, cart.id, row);
        else await replaceLineRow(tx, row);
        return cartToWire(
          cart,
          result.value.lines.map((line) => line.row),
        );
      });
    });

    mountRoute(api, routes['cart.duplicateItem'], deps, async ({ params, body, tenant, customerId }) =>
      transactionOutcome(db, async (tx) => {
        const { cart, lines } = await lockOwnedCart(tx, params.id, callerOf(tenant, customerId));
        const original = lines.find((line) => line.id === body.cartItemId);
        if (original === undefined) throw new Refusal(LINE_NOT_FOUND());
        const copy = copyLineRow(original, clock.now());
        const result = duplicateLine(
          asCartLines(cart.currency, [...lines]),
          original.id,
          copy.id,
          tenant.tenant.rules.cart,
        );
        if (!result.ok) throw new Refusal(cartRuleRefusal(result.error));
        await insertLine(tx, cart.id, copy);
        return cartToWire(cart, [...lines, copy]);
      }),
    );

    mountRoute(api, routes['cart.deleteItem'], deps, async ({ query, tenant, customerId }) =>
      transactionOutcome(db, async (tx) => {
        const { cart, lines } = await lockOwnedCartAnswers(tx, query.cartId, callerOf(tenant, customerId));
        const result = removeLine(asCartLines(cart.currency, lines), query.cartItemId);
        if (!result.ok) throw new Refusal(cartRuleRefusal(result.error));
        await deleteLine(tx, query.cartItemId);
        return cartToWire(
          cart,
          result.value.lines.map((line) => line.row),
        );
      }),
    );

    mountRoute(api, routes['cart.setAddress'], deps, async ({ params, body, tenant, customerId, c }) =>
      transactionOutcome(db, async (tx) => {
        const { cart } = await lockOwnedCart(tx, params.id, callerOf(tenant, customerId));
        const shipping =
          body.shippingAddress === undefined
            ? undefined
            : await cartAddress(tx, body.shippingAddress, 'shipping', customerId);
        const billing =
          body.billingAddress === undefined
            ? undefined
            : await cartAddress(tx, body.billingAddress, 'billing', customerId);
        const updated = await applyCartAddresses(
          tx,
          cart,
          { shipping, billing },
          {
            tenant,
            customerId,
            campaign: c.req.header(CAMPAIGN_HEADER),
            now: clock.now(),
            calendar,
            references: reads,
          },
        );
        return cartToWire(updated.cart, updated.lines);
      }),
    );

    mountRoute(
      api,
      routes['cart.checkout'],
      deps,
      async ({ params, body, tenant, customerId, loginAs, idempotencyKey, c }) => {
        const tenantCode = tenant.tenant.code;
        // The designs of the lines are rendered first, outside the order's transaction.
        const cart = await findCart(db, params.id);
        const lines =
          cart !== undefined && callerOwns(cart, callerOf(tenant, customerId)) && cart.status === 'open'
            ? await cartLines(db, cart.id)
            : [];
        let rendered: Awaited<ReturnType<typeof renderCartDesigns>>;
        try {
          rendered = await renderCartDesigns(db, designImages, tenantCode, lines);
        } catch (error) {
          if (!isRendererBusy(error)) throw error;
          c.header('retry-after', '5');
          return refuse(503, 'The shop is busy rendering PDFs: try again in a few seconds', {
            kind: 'service.unavailable',
          });
        }
        if (!rendered.ok) return checkoutRefusalAnswer(rendered.failure);
        if (rendered.prints.length > 0 && artworkFiles === undefined) {
          throw new Error('The shop keeps no artwork files: it cannot keep the print files of designs');
        }
        const prints =
          artworkFiles === undefined
            ? undefined
            : keepDesignPrints(artworkFiles, customerId, rendered.prints);
        let placed: Awaited<ReturnType<typeof placeOrder>>;
        try {
          placed = await placeOrder(db, {
            cartId: params.id,
            customerId,
            tenantCode,
            idempotencyKey,
            body,
            actingStaff: loginAs !== undefined,
            ...(prints === undefined ? {} : { withOrder: prints.withOrder }),
          });
        } catch (error) {
          await prints?.discard();
          throw error;
        }
        if (!placed.ok) await prints?.discard();
        return placed.ok ? answer(placed.value) : checkoutRefusalAnswer(placed.error);
      },
    );
  };
