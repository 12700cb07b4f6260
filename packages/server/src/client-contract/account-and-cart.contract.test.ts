import { randomUUID } from 'node:crypto';
import {
  type Cart,
  defaultCheckoutOptions,
  initError,
  lineItemsInOrder,
  MAX_CART_LINES,
  type Money,
  orderPageCount,
  priceDifference,
  sessionExpired,
  summaryOfOrder,
  tooManyLines,
} from '@tirage/domain';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { WEDNESDAY_9AM_PARIS } from '../api/test-support/shop-client.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import {
  expectOk,
  FLYERS,
  FLYERS_PRICED_ATTRIBUTES,
  flyersDraft,
  PARIS,
  registeredCustomer,
  type ServedShop,
  type ShopVisitor,
  serveShop,
  visitorOf,
} from './test-support/served-shop.js';

/**
 * The API client against the real server, through the domain's ports: accounts and tokens, the
 * address book, carts of guests and customers, checkout and order edits.
 */
reportPostgresSkipped('the API client against the shop: accounts, carts and orders');

describe.each(eachDatabase)(
  'the API client against the shop: accounts, carts and orders on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let shop: ServedShop;

    beforeAll(async () => {
      handle = await target.open();
      shop = await serveShop(handle);
    });
    afterEach(() => shop.clock.set(WEDNESDAY_9AM_PARIS));
    afterAll(async () => {
      await shop?.close();
      await handle?.cleanup();
    });

    const where = { currency: 'EUR', country: 'FR', locale: 'fr' } as const;

    /** What the product page quoted for the flyers job: its price and promised date. */
    async function quotedFlyers(visitor: ShopVisitor, quantity = 500) {
      const quote = expectOk(
        await visitor.ports.quote.quotePrices({
          configurationGraph: FLYERS.graph,
          selectedAttributes: FLYERS.attributes,
          quantities: [quantity],
          priorities: ['standard'],
          productionTime: 'standard',
          promoCode: undefined,
          market: PARIS,
        }),
      );
      const deliveries = expectOk(
        await visitor.ports.quote.deliveries({
          mcpSku: FLYERS.graph.mcpSku,
          deliveryOptions: ['standard'],
          quantity,
          productionTime: 'standard',
          market: PARIS,
        }),
      );
      const price = quote.priceSets.find((set) => set.deliveryOption === 'standard')?.amountExclTax;
      if (price === undefined) throw new Error('the standard delivery is quoted');
      return flyersDraft(price, { quantity, promisedArrivalDate: deliveries[0]?.arrivalDate });
    }

    /** A logged-in customer with an open cart holding one flyers line. */
    async function customerWithLine(label: string) {
      const visitor = visitorOf(shop);
      await registeredCustomer(shop, visitor, label);
      const draft = await quotedFlyers(visitor);
      const opened = expectOk(await visitor.ports.cart.open({ kind: 'customer' }, where));
      const cart = expectOk(await visitor.ports.cart.putLineItem(opened.id, draft));
      return { visitor, draft, cart };
    }

    /** Both cart addresses from the address book, as the funnel sets them before checkout. */
    async function withAddresses(visitor: ShopVisitor, cart: Cart): Promise<Cart> {
      const customer = expectOk(
        await visitor.ports.customer.addAddress({ ...PARIS_ADDRESS, type: 'shipping' }),
      );
      const withBilling = expectOk(
        await visitor.ports.customer.addAddress({ ...PARIS_ADDRESS, type: 'billing' }),
      );
      const [shipping] = customer.addresses.shippingAddresses;
      const [billing] = withBilling.addresses.billingAddresses;
      if (shipping === undefined || billing === undefined) throw new Error('both addresses are in the book');
      expectOk(await visitor.ports.cart.setAddress(cart.id, 'shipping', shipping));
      return expectOk(await visitor.ports.cart.setAddress(cart.id, 'billing', billing));
    }

    describe('accounts and tokens', () => {
      test('a customer registers, logs in, reads and changes the profile, and logs out', async () => {
        const visitor = visitorOf(shop);
        const { email, grant } = await registeredCustomer(shop, visitor, 'profile');
        expect(grant.user).toMatchObject({ email, category: 'private' });
        expect(grant.refreshToken).toBeDefined();

        const profile = expectOk(await visitor.ports.customer.getProfile());
        expect(profile).toMatchObject({
          id: grant.user.id,
          email,
          premium: { premium: false },
          metadata: { userCategory: 'private', subscribed: false, newClient: true },
          addresses: { shippingAddresses: [], billingAddresses: [] },
          hasWallet: false,
          walletCredit: { cents: 0, currency: 'EUR' },
        });
        const changed = expectOk(
          await visitor.ports.customer.updateProfile({
            firstName: 'Claire',
            category: 'company',
            subscribed: true,
          }),
        );
        expect(changed).toMatchObject({
          firstName: 'Claire',
          metadata: { userCategory: 'company', subscribed: true },
        });

        const session = await visitor.tokens.get();
        expect(expectOk(await visitor.ports.auth.logout(session?.access.value))).toBeUndefined();
        // Both tokens were revoked: the access token is refused, the refresh token too.
        expect(await visitor.ports.customer.getProfile()).toMatchObject({
          ok: false,
          error: { kind: 'session.unauthorized' },
        });
        const refreshed = await visitor.client.call('auth.refreshToken', {
          body: {},
          bearerToken: session?.refresh?.value ?? '',
        });
        expect(refreshed).toMatchObject({ ok: false, error: { kind: 'http.status', status: 401 } });
      });

      test('an expired access token is refreshed once by the client; the auth port shares that renewal', async () => {
        const visitor = visitorOf(shop);
        await registeredCustomer(shop, visitor, 'refresh');
        const first = await visitor.tokens.get();

        // A day later the access token has expired and the refresh token lives (section 9).
        shop.clock.set(WEDNESDAY_9AM_PARIS.add({ hours: 25 }));
        const [profile, renewed] = await Promise.all([
          visitor.ports.customer.getProfile(),
          visitor.ports.auth.refresh(first?.refresh?.value ?? ''),
        ]);
        expect(profile.ok).toBe(true);
        const second = await visitor.tokens.get();
        expect(second?.access.value).not.toBe(first?.access.value);
        expect(expectOk(renewed).accessToken).toBe(second?.access.value);
        // One exchange only: the first refresh token, presented again, would have ended the session.
        expect(expectOk(await visitor.ports.customer.getProfile()).id).toBe(expectOk(profile).id);

        // A week later both have expired: the session is reset with the specification's messages.
        shop.clock.set(WEDNESDAY_9AM_PARIS.add({ hours: 9 * 24 }));
        expect(await visitor.ports.customer.getProfile()).toEqual({ ok: false, error: sessionExpired() });
        expect(await visitor.tokens.get()).toBeNull();
        expect(visitor.resets).toEqual([sessionExpired()]);
      });

      test('the address book: add (also to the cart), change, make default, remove', async () => {
        const visitor = visitorOf(shop);
        await registeredCustomer(shop, visitor, 'book');
        const cart = expectOk(await visitor.ports.cart.open({ kind: 'customer' }, where));

        const added = expectOk(
          await visitor.ports.customer.addAddress(
            { ...PARIS_ADDRESS, type: 'shipping' },
            { cartId: cart.id },
          ),
        );
        const [address] = added.addresses.shippingAddresses;
        if (address === undefined) throw new Error('the address is in the book');
        expect(address).toMatchObject({ ...PARIS_ADDRESS, type: 'shipping' });
        expect(expectOk(await visitor.ports.cart.fetch(cart.id)).shippingAddress).toMatchObject({
          street: PARIS_ADDRESS.street,
        });

        const moved = expectOk(
          await visitor.ports.customer.updateAddress({ ...address, postalCode: '69001', city: 'Lyon' }),
        );
        expect(moved.addresses.shippingAddresses).toEqual([
          { ...address, postalCode: '69001', city: 'Lyon' },
        ]);
        const preferred = expectOk(await visitor.ports.customer.setDefaultAddress('shipping', address.id));
        expect(preferred.addresses.defaultShippingAddressId).toBe(address.id);
        const removed = expectOk(await visitor.ports.customer.deleteAddress('shipping', address.id));
        expect(removed.addresses.shippingAddresses).toEqual([]);
        expect(removed.addresses.defaultShippingAddressId).toBeUndefined();
      });
    });

    describe('carts', () => {
      test("a guest's cart joins the customer's when the customer opens theirs with the guest's id", async () => {
        const visitor = visitorOf(shop);
        const anonymousId = randomUUID();
        const guestCart = expectOk(await visitor.ports.cart.open({ kind: 'guest', anonymousId }, where));
        const draft = await quotedFlyers(visitor);
        expectOk(await visitor.ports.cart.putLineItem(guestCart.id, draft));
        await registeredCustomer(shop, visitor, 'merge');
        const merged = expectOk(
          await visitor.ports.cart.open({ kind: 'customer', mergeAnonymousId: anonymousId }, where),
        );
        expect(merged.id).not.toBe(guestCart.id);
        expect(lineItemsInOrder(merged).map((line) => line.jobName)).toEqual([draft.jobName]);
        // Merged once: opening again leaves one line, and the guest's cart is gone.
        const again = expectOk(
          await visitor.ports.cart.open({ kind: 'customer', mergeAnonymousId: anonymousId }, where),
        );
        expect(Object.keys(again.lineItems)).toHaveLength(1);
      });

      test("a guest's cart: the server's line is the quoted job, duplicated, edited, removed", async () => {
        const guest = visitorOf(shop);
        const anonymousId = randomUUID();
        const empty = expectOk(await guest.ports.cart.open({ kind: 'guest', anonymousId }, where));
        expect(empty).toMatchObject({
          currency: 'EUR',
          lineItems: {},
          totalPrice: { cents: 0, currency: 'EUR' },
        });

        const draft = await quotedFlyers(guest);
        const cart = expectOk(await guest.ports.cart.putLineItem(empty.id, draft));
        const [line] = lineItemsInOrder(cart);
        if (line === undefined) throw new Error('one line expected');
        // The server prices the job as the quote did, and keeps the selection as it was sent.
        expect(line).toMatchObject({
          productName: 'Flyers',
          sku: 'TIR-FLY',
          price: draft.price,
          quantity: 500,
          jobName: draft.jobName,
          selection: draft.selection,
          services: [],
        });
        expect(cart.totalPrice).toEqual(draft.price);
        expect(cart.taxedPrice).toEqual(line.taxedTotalPriceWithServices);
        expect(expectOk(await guest.ports.cart.fetch(cart.id))).toEqual(cart);

        const duplicated = expectOk(await guest.ports.cart.duplicateLineItem(cart.id, line.id));
        expect(Object.keys(duplicated.lineItems)).toHaveLength(2);
        const bigger = await quotedFlyers(guest, 1000);
        const edited = expectOk(await guest.ports.cart.putLineItem(cart.id, bigger, line.id));
        expect(edited.lineItems[line.id]).toMatchObject({ quantity: 1000, price: bigger.price });
        const removed = expectOk(await guest.ports.cart.deleteLineItem(cart.id, line.id));
        expect(Object.keys(removed.lineItems)).toHaveLength(1);
        expect(await guest.ports.cart.deleteLineItem(cart.id, line.id)).toEqual({
          ok: false,
          error: { kind: 'cart.lineNotFound', lineId: line.id, message: 'Line item not found' },
        });
      });

      test(`a cart holds ${MAX_CART_LINES} lines: the next one is the domain's cart.tooManyLines`, async () => {
        const { visitor, draft, cart } = await customerWithLine('full');
        for (let lines = 1; lines < MAX_CART_LINES; lines++) {
          expectOk(await visitor.ports.cart.putLineItem(cart.id, draft));
        }
        expect(await visitor.ports.cart.putLineItem(cart.id, draft)).toEqual({
          ok: false,
          error: tooManyLines(),
        });
        expect(
          await visitor.ports.cart.duplicateLineItem(cart.id, Object.keys(cart.lineItems)[0] ?? ''),
        ).toEqual({
          ok: false,
          error: tooManyLines(),
        });
      });
    });

    describe('checkout and orders', () => {
      test('checkout places the order with a fresh Idempotency-Key per attempt; the order reads back', async () => {
        const { visitor, cart } = await customerWithLine('buyer');
        const ready = await withAddresses(visitor, cart);
        expect(ready.shippingAddress?.street).toBe(PARIS_ADDRESS.street);
        expect(ready.billingAddress).toMatchObject({ type: 'billing', hasDeferredPayments: false });

        const placed = expectOk(await visitor.ports.cart.checkout(cart.id, defaultCheckoutOptions()));
        expect(placed.orderNumber).toMatch(/^TIR-\d+$/);
        // A second attempt carries a new key: the server does not replay the first order, it finds
        // the cart already ordered.
        expect(await visitor.ports.cart.checkout(cart.id, defaultCheckoutOptions())).toMatchObject({
          ok: false,
          error: { kind: 'request.conflict', reason: 'cart.alreadyOrdered' },
        });

        const order = expectOk(await visitor.ports.order.get(placed.id));
        expect(order).toMatchObject({
          id: placed.id,
          orderNumber: placed.orderNumber,
          status: 'pendingPayment',
          totalPrice: ready.totalPrice,
          taxedPrice: ready.taxedPrice,
          pendingAmount: ready.taxedPrice,
          currency: 'EUR',
        });
        expect(order.lineItems.map((line) => line.id)).toEqual(Object.keys(ready.lineItems));
        expect(expectOk(await visitor.ports.payment.allowedMethods(placed.id))).toEqual(
          order.allowedPaymentMethods,
        );
      });

      test('an order line is edited through a draft, finalized, and its payment method reset', async () => {
        const { visitor, cart } = await customerWithLine('editor');
        await withAddresses(visitor, cart);
        const placed = expectOk(await visitor.ports.cart.checkout(cart.id, defaultCheckoutOptions()));
        const order = expectOk(await visitor.ports.order.get(placed.id));
        const [line] = order.lineItems;
        if (line === undefined) throw new Error('one line expected');

        const bigger = await quotedFlyers(visitor, 2500);
        const draft = expectOk(
          await visitor.ports.order.editItem({
            orderId: order.id,
            lineItem: { ...bigger, id: line.id },
            refererUrl: '/espace-client/commandes/',
          }),
        );
        expect(draft.order.lineItems[0]).toMatchObject({ id: line.id, quantity: 2500, price: bigger.price });
        const extra = expectOk(priceDifference(order, draft.order)) as Money;
        expect(extra.cents).toBeGreaterThan(0);
        // Nothing changes until the draft is finalized.
        expect(expectOk(await visitor.ports.order.get(order.id))).toEqual(order);

        const finalized = expectOk(
          await visitor.ports.order.finalizeEdit({ orderId: order.id, orderEditId: draft.orderEditId }),
        );
        expect(finalized.taxedPrice).toEqual(draft.order.taxedPrice);
        const reset = expectOk(await visitor.ports.order.resetPaymentMethod(order.id));
        expect(reset.status).toBe('pendingPayment');
        expect(
          await visitor.ports.order.finalizeEdit({ orderId: order.id, orderEditId: draft.orderEditId }),
        ).toMatchObject({
          ok: false,
          error: { kind: 'request.conflict', reason: 'order.editNotDraft' },
        });

        await handle.db.query(`update orders set status = 'inProduction' where id = $1`, [order.id]);
        expect(
          await visitor.ports.order.editItem({
            orderId: order.id,
            lineItem: { ...bigger, id: line.id },
            refererUrl: '/',
          }),
        ).toMatchObject({ ok: false, error: { kind: 'orderEdit.notEditable' } });
      });

      test("the personal area lists the customer's orders a page at a time and opens one by its number", async () => {
        const { visitor, cart } = await customerWithLine('lister');
        await withAddresses(visitor, cart);
        const first = expectOk(await visitor.ports.cart.checkout(cart.id, defaultCheckoutOptions()));
        const next = expectOk(await visitor.ports.cart.open({ kind: 'customer' }, where));
        const twoLines = expectOk(await visitor.ports.cart.putLineItem(next.id, await quotedFlyers(visitor)));
        expectOk(await visitor.ports.cart.putLineItem(twoLines.id, await quotedFlyers(visitor, 1000)));
        await withAddresses(visitor, twoLines);
        const second = expectOk(await visitor.ports.cart.checkout(twoLines.id, defaultCheckoutOptions()));

        const page = expectOk(await visitor.ports.order.list({ page: 1, perPage: 1 }));
        expect(page).toMatchObject({ page: 1, perPage: 1, total: 2 });
        const newest = expectOk(await visitor.ports.order.get(second.id));
        expect(page.orders).toEqual([summaryOfOrder(newest)]);
        expect(page.orders[0]?.lineItemCount).toBe(2);
        const older = expectOk(await visitor.ports.order.list({ page: 2, perPage: 1 }));
        expect(older.orders.map((order) => order.orderNumber)).toEqual([first.orderNumber]);
        expect(expectOk(await visitor.ports.order.list({ page: 3, perPage: 1 })).orders).toEqual([]);
        expect(orderPageCount(page)).toBe(2);

        expect(expectOk(await visitor.ports.order.getByNumber(first.orderNumber))).toEqual(
          expectOk(await visitor.ports.order.get(first.id)),
        );
        const stranger = visitorOf(shop);
        await registeredCustomer(shop, stranger, 'number-stranger');
        const notFound = {
          ok: false,
          error: {
            kind: 'request.notFound',
            message: 'Order not found',
            reason: 'order.notFound',
          },
        };
        expect(await stranger.ports.order.getByNumber(first.orderNumber)).toEqual(notFound);
        expect(await visitor.ports.order.getByNumber('TIR-999999999')).toEqual(notFound);
        expect(expectOk(await stranger.ports.order.list({ page: 1, perPage: 10 })).total).toBe(0);
        // A guest has no orders to list: the server asks for a login.
        expect(await visitorOf(shop).ports.order.list({ page: 1, perPage: 10 })).toMatchObject({
          ok: false,
          error: { kind: 'session.unauthorized' },
        });
      });

      /** The selection the product page reopens the flyers line with. */
      // The line keeps the whole configuration it was priced with: the chosen values and the
      // product's defaults for the rest.
      const reopened = (jobName: string) => ({
        selectedAttributes: FLYERS_PRICED_ATTRIBUTES,
        quantity: 500,
        deliveryOption: 'standard',
        productionTime: 'standard',
        uploadType: 'upload',
        fileCheck: false,
        jobName,
        artworks: [],
      });

      test('the product page reopens an order item through the selection source', async () => {
        const { visitor, draft, cart } = await customerWithLine('reopen-order');
        const [line] = lineItemsInOrder(cart);
        if (line === undefined) throw new Error('one line expected');
        await withAddresses(visitor, cart);
        const placed = expectOk(await visitor.ports.cart.checkout(cart.id, defaultCheckoutOptions()));
        const source = { kind: 'orderItem', orderId: placed.id, lineItemId: line.id } as const;
        expect(expectOk(await visitor.ports.selectionSource.loadSelection(source))).toEqual(
          reopened(draft.jobName),
        );
        const stranger = visitorOf(shop);
        await registeredCustomer(shop, stranger, 'reopen-stranger');
        expect(await stranger.ports.selectionSource.loadSelection(source)).toEqual({
          ok: false,
          error: initError.noCustomSelection(),
        });
      });

      test('the product page reopens a line of the open cart, found through the session', async (context) => {
        const { visitor, draft, cart } = await customerWithLine('reopen-cart');
        const [line] = lineItemsInOrder(cart);
        if (line === undefined) throw new Error('one line expected');
        const session = expectOk(await visitor.client.call('session.get'));
        if (session.cartId === null) {
          context.skip(
            'the server does not name the open cart in its session yet: shop-api.ts mounts the session without its open-cart lookup',
          );
        }
        expect(session.cartId).toBe(cart.id);
        expect(
          expectOk(await visitor.ports.selectionSource.loadSelection({ kind: 'cartLine', lineId: line.id })),
        ).toEqual(reopened(draft.jobName));
      });
    });
  },
);
