// The four scenarios of the API benchmark. Each driver prepares what it needs through the public
// API (untimed), then offers `warmup()` (timed but not recorded) and `run()` (one recorded run).
import { randomUUID } from 'node:crypto';
import { runPhase } from './load.mjs';
import {
  customerCartReadyToCheckOut,
  guestCartWithOneLine,
  inParallel,
  isUnservedRoute,
  newCustomer,
  ShopError,
  soleLineId,
} from './shop.mjs';

/** How many preparation calls run at once (registrations hash a password each: keep it low). */
const PREPARATION_CONCURRENCY = 4;

/** A scenario the server cannot serve yet: reported as such, not as a failure. */
const unavailable = (answer, route) => ({
  state: 'unavailable',
  reason: `unavailable (404: ${answer.method} ${route.path} is not served yet)`,
});
const failed = (reason) => ({ state: 'failed', reason });

/**
 * A scenario sending the same request again and again for `duration` seconds. When a run gets
 * refusals, the request is sent once more afterwards to show what the server answers.
 */
function constantDriver({ key, title, detail, request }) {
  const phase = async (settings, duration) => {
    const result = await runPhase({ ...settings, duration, request });
    if (result.non2xx === 0) return result;
    const replay = await fetch(`${[settings.baseUrl].flat()[0]}${request.path}`, {
      method: request.method,
      ...(request.headers === undefined ? {} : { headers: request.headers }),
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    return {
      ...result,
      firstRefusal: `(sent again) ${replay.status} ${(await replay.text()).slice(0, 600)}`,
    };
  };
  return {
    key,
    title,
    detail,
    state: 'available',
    notes: new Set(),
    async prepare() {},
    warmup: (settings) => phase(settings, settings.warmup),
    run: (settings) => phase(settings, settings.duration),
  };
}

export function readyzDriver() {
  return constantDriver({
    key: 'readyz',
    title: 'GET /readyz',
    detail:
      'the readiness probe: one small query on the database (the round trip `/healthz` made before it answered without the database)',
    request: { method: 'GET', path: '/readyz' },
  });
}

export function quoteDriver(client, fixtures) {
  return constantDriver({
    key: 'quote',
    title: 'POST /api/v1/product/quote/',
    detail: `flyers, default configuration, ${fixtures.quoteShape}`,
    request: {
      method: 'POST',
      path: client.routes['product.quote'].path,
      headers: client.headers,
      body: JSON.stringify(fixtures.quote),
    },
  });
}

/**
 * Finds out which cart calls the server serves, with one guest cart: `cart.open`, `cart.putItem`,
 * `cart.setAddress` and (without a token, so it must answer 401) `cart.checkout`. A route that
 * answers the router's own 404 is not served yet; any other refusal of our contract-valid
 * requests is a failure to report.
 */
export async function probeCartRoutes(client, fixtures) {
  const opened = await client.call('cart.open', {
    body: fixtures.openCart({ anonymousUserId: randomUUID() }),
  });
  if (isUnservedRoute(opened)) {
    const reason = unavailable(opened, client.routes['cart.open']);
    return { put: reason, checkout: reason };
  }
  if (opened.status !== 200) {
    const reason = new ShopError('opening a guest cart failed', opened).message;
    return { put: failed(reason), checkout: failed(reason) };
  }
  const cartId = opened.json.data.id;
  const put = await client.call('cart.putItem', { params: { id: cartId }, body: fixtures.putItem() });
  if (isUnservedRoute(put)) {
    const reason = unavailable(put, client.routes['cart.putItem']);
    return { put: reason, checkout: reason };
  }
  if (put.status !== 200) {
    const reason = new ShopError('adding a line to a guest cart failed', put).message;
    return { put: failed(reason), checkout: failed(reason) };
  }
  const address = await client.call('cart.setAddress', {
    params: { id: cartId },
    body: fixtures.cartAddresses,
  });
  const addressServed = !isUnservedRoute(address);
  const checkout = await client.call('cart.checkout', {
    params: { id: cartId },
    body: fixtures.checkout,
    extraHeaders: { 'idempotency-key': randomUUID() },
  });
  return {
    put: { state: 'available' },
    checkout: isUnservedRoute(checkout)
      ? unavailable(checkout, client.routes['cart.checkout'])
      : { state: 'available', addressServed },
  };
}

/**
 * PUT /api/v1/cart/:id/item as the product page sends it when a shopper edits a job in the cart:
 * the line is replaced (`cartItemId`), so the cart keeps one line and every run does the same
 * work; the 15-line limit never bites. The load is spread over guest carts, twice as many as
 * connections, each used by one request at a time (shoppers do not share carts), so what is
 * measured is the request's own cost (checks, pricing, write, answer), not lock waits on one row.
 * If the server gives the replacing line a new id, the next request uses it.
 */
export function cartPutDriver(client, fixtures, probe) {
  const route = client.routes['cart.putItem'];
  const driver = {
    key: 'cartPut',
    title: 'PUT /api/v1/cart/:id/item',
    detail: 'replaces the only line (`cartItemId`) of a guest cart; carts spread over 2 × connections',
    ...probe,
    notes: new Set(),
    carts: [],
    async prepare({ connections }) {
      const count = connections * 2;
      driver.carts = await inParallel(Array.from({ length: count }), PREPARATION_CONCURRENCY, () =>
        guestCartWithOneLine(client, fixtures),
      );
      if (driver.carts.some((cart) => cart.lineId === undefined)) {
        throw new Error('a new guest cart did not answer exactly one line after one PUT');
      }
    },
    warmup: (settings) => driver.phase({ ...settings, duration: settings.warmup }),
    run: (settings) => driver.phase(settings),
    async phase(settings) {
      const free = [...driver.carts];
      const inFlight = new Set();
      let roundRobin = 0;
      let firstRefusal;
      const request = {
        method: route.method,
        headers: client.headers,
        // The first request of each connection is built before the phase starts: give it a cart too.
        setupRequest(req, context) {
          let cart = free.shift();
          if (cart === undefined) {
            // Only when answers went missing (timeouts): share a cart rather than stall.
            driver.notes.add('the pool of carts ran dry (answers lost): some carts got concurrent PUTs');
            cart = driver.carts[roundRobin++ % driver.carts.length];
          }
          context.cart = cart;
          inFlight.add(cart);
          return {
            ...req,
            path: route.path.replace(':id', encodeURIComponent(cart.id)),
            body: JSON.stringify(fixtures.putItem(cart.lineId)),
          };
        },
        onResponse(status, body, context) {
          const cart = context.cart;
          inFlight.delete(cart);
          if (status === 200) {
            const lineId = soleLineId(JSON.parse(body).data);
            if (lineId === undefined)
              driver.notes.add('a replacing PUT left the cart without exactly one line');
            else cart.lineId = lineId;
          } else {
            firstRefusal ??= `${status} ${body.slice(0, 600)}`;
          }
          free.push(cart);
        },
      };
      const result = await runPhase({ ...settings, request });
      // Requests cut off at the end of the phase may still change their cart on the server:
      // replace those carts rather than guess their line id.
      const cutOff = [...inFlight];
      const fresh = await inParallel(cutOff, PREPARATION_CONCURRENCY, () =>
        guestCartWithOneLine(client, fixtures),
      );
      driver.carts = driver.carts.filter((cart) => !inFlight.has(cart)).concat(fresh);
      return { ...result, ...(firstRefusal === undefined ? {} : { firstRefusal }) };
    },
  };
  return driver;
}

/**
 * POST /api/v1/cart/:id/checkout/: every request checks out a different full cart (one line, and
 * the addresses when the server serves that call) of a logged-in customer, with its own
 * Idempotency-Key. The carts are prepared before each timed phase; a phase sends exactly one
 * request per cart. Each customer holds one cart at a time (a shop may allow only one open cart
 * per customer), so there are as many customers as checkouts per run; they are registered once
 * and open a new cart for every phase.
 */
export function checkoutDriver(client, contract, fixtures, probe) {
  const route = client.routes['cart.checkout'];
  const checkedOut = new Set();
  const driver = {
    key: 'checkout',
    title: 'POST /api/v1/cart/:id/checkout/',
    detail: probe.addressServed
      ? 'a different full cart each time (one line, shipping and billing addresses), customers logged in'
      : 'a different cart each time (one line; no addresses: PATCH /api/v1/cart/:id/item/address/ is not served)',
    ...probe,
    notes: new Set(),
    tokens: [],
    async prepare({ checkouts }) {
      const tag = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
      driver.tokens = await inParallel(
        Array.from({ length: checkouts }),
        PREPARATION_CONCURRENCY,
        (_, index) => newCustomer(client, contract, `${tag}-${index}`),
      );
    },
    /** Fresh carts ready to check out for the first `count` customers. */
    async cartsFor(count) {
      const carts = await inParallel(
        driver.tokens.slice(0, count),
        PREPARATION_CONCURRENCY,
        async (token) => ({
          token,
          id: await customerCartReadyToCheckOut(client, fixtures, token, {
            withAddresses: probe.addressServed,
          }),
        }),
      );
      for (const cart of carts) {
        if (checkedOut.has(cart.id)) {
          driver.notes.add('opening a cart with forceCreate answered a cart already checked out');
        }
        checkedOut.add(cart.id);
      }
      return carts;
    },
    warmup: async (settings) =>
      driver.phase(settings, Math.min(settings.checkouts, settings.connections * 2)),
    run: (settings) => driver.phase(settings, settings.checkouts),
    async phase(settings, count) {
      const carts = await driver.cartsFor(count);
      const headersOf = (cart) => ({
        ...client.headers,
        authorization: contract.bearer(cart.token),
        'idempotency-key': randomUUID(),
      });
      // Checked once, outside the timed phase (the schema would also strip content-type).
      contract.idempotentRequestHeadersSchema.parse(headersOf(carts[0]));
      let next = 0;
      let firstRefusal;
      const request = {
        method: route.method,
        headers: client.headers,
        body: JSON.stringify(fixtures.checkout),
        setupRequest(req) {
          // autocannon builds exactly `amount` requests; the fallback only guards a miscount.
          const cart = carts[next++] ?? carts[carts.length - 1];
          return {
            ...req,
            path: route.path.replace(':id', encodeURIComponent(cart.id)),
            headers: headersOf(cart),
          };
        },
        onResponse(status, body) {
          if (status < 200 || status >= 300) firstRefusal ??= `${status} ${body.slice(0, 600)}`;
        },
      };
      const result = await runPhase({ ...settings, amount: count, request });
      if (next > count) driver.notes.add(`autocannon asked for ${next} requests for ${count} carts`);
      return { ...result, ...(firstRefusal === undefined ? {} : { firstRefusal }) };
    },
  };
  return driver;
}
