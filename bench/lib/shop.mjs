// The shop as the benchmark sees it: calls named by the contract's route table, the demo flyers
// read from the catalogue, and request bodies built from them and checked with the contract's
// zod schemas before they are sent, so that a refused request is the server's doing, not ours.
import { randomUUID } from 'node:crypto';

/** The shop the benchmark buys from (`fe-x-tenant`), and the product it quotes and orders. */
const TENANT = 'fr';
const PRODUCT_ID = 'flyers';
/** Where the storefront shows the flyers; the page gives the line's `pageId` and title. */
const PRODUCT_PAGE_PATH = '/flyers/';
const CUSTOMER_PASSWORD = 'bench-password-2026';

/** A call that did not answer what the benchmark needs; carries the answer to show it. */
export class ShopError extends Error {
  constructor(what, answer) {
    super(`${what}: ${answer.method} ${answer.path} answered ${answer.status} ${answer.text.slice(0, 600)}`);
    this.name = 'ShopError';
    this.answer = answer;
  }
}

/**
 * True when the server has no such route at all: the API router's catch-all answers
 * `404 Not Found: {METHOD} {path}`, which a served route never does (its 404s name the thing
 * that is missing, e.g. a page or a cart).
 */
export function isUnservedRoute(answer) {
  return answer.status === 404 && answer.json?.message === `Not Found: ${answer.method} ${answer.path}`;
}

/** `/api/v1/cart/:id/item` with `{ id }` → `/api/v1/cart/<id>/item`. */
function routePath(route, params = {}) {
  return route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(String(params[name])));
}

/** Calls the contract's routes on a running server, with the storefront's headers. */
export function createShopClient(baseUrl, contract) {
  const { routes } = contract;
  let headers = { 'content-type': 'application/json', 'fe-x-tenant': TENANT };

  const client = {
    routes,
    /** The headers every API request of the benchmark carries (set once the currency is known). */
    get headers() {
      return headers;
    },
    useCurrency(currency) {
      headers = contract.commonRequestHeadersSchema.parse({ ...headers, 'fe-x-active-currency': currency });
    },
    /** One call; the body is sent as given (check it with the route's schema first). */
    async call(name, { params, query, body, token, extraHeaders } = {}) {
      const route = routes[name];
      const path = routePath(route, params);
      const search = query === undefined ? '' : `?${new URLSearchParams(query)}`;
      const response = await fetch(`${baseUrl}${path}${search}`, {
        method: route.method,
        headers: {
          ...headers,
          ...(token === undefined ? {} : { authorization: contract.bearer(token) }),
          ...extraHeaders,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, json, text, method: route.method, path };
    },
    /** A call that must succeed with the route's success status; answers its `data`. */
    async expect(name, options = {}) {
      const answer = await client.call(name, options);
      if (answer.status !== (routes[name].successStatus ?? 200)) throw new ShopError(name, answer);
      return answer.json.data;
    },
  };
  return client;
}

/**
 * Everything the scenarios send, read from the running shop: the tenant's market (currency,
 * country, postcode, locale) from the basic config, and the flyers from the catalogue.
 */
export async function loadFixtures(client, contract, domain) {
  const basic = await client.expect('config.basic', { query: { host: 'localhost' } });
  const market = {
    currency: basic.domain.currency,
    country: basic.domain.default_iso2,
    zip: basic.domain.default_zipcode,
    locale: basic.domain.locale,
  };
  client.useCurrency(market.currency);

  const product = await client.expect('content.productConfiguration', { query: { id: PRODUCT_ID } });
  const page = await client.expect('content.page', { query: { path: PRODUCT_PAGE_PATH } });
  if (page.productConfigurationId !== product.configurationId) {
    throw new Error(`the page ${PRODUCT_PAGE_PATH} is not the product page of ${PRODUCT_ID}`);
  }

  const customization = product.productCustomization;
  const productionTime = product.features['Production Time'].selected ?? product.validProductionTimes[0]?.key;
  const selectedAttributes = customization.selectedAttributes;

  // What the product page quotes (the domain's quantitiesToQuote and the machine's quote input):
  // every quantity offered (the configured list, else the options of the quantity rule, plus the
  // selected one in free mode) in every delivery speed the product enables.
  const model = customization.selectedQuantityModel;
  const offered = model.list.length > 0 ? model.list : product.priceOptions.availableOptions;
  const quantities = [...new Set(model.mode === 'free' ? [...offered, model.defaultValue] : offered)].sort(
    (a, b) => a - b,
  );
  const priorities = product.priceOptions.enabledPrices.deliverySpeed;
  const quote = contract.quoteRequestSchema.parse({
    currency: market.currency,
    country: market.country,
    zip: market.zip,
    quantities,
    priorities,
    attributes: { ...product.configurationGraph, productionTime, selectedAttributes },
  });

  // One quote now, to check it and to take the line's delivery option from a real price set.
  const quoted = await client.expect('product.quote', { body: quote });
  const priceSet =
    quoted.priceSets.find(
      (set) =>
        set.quantity === model.defaultValue &&
        set.deliveryOption === customization.selectedPriorityModel.defaultValue,
    ) ?? quoted.priceSets[0];
  if (priceSet === undefined) throw new Error('the flyers quote answered no price set');

  // The line the product page adds to the cart: the default configuration at the default
  // quantity and delivery, with the file check when the product's file flow asks for it, and
  // one uploaded artwork. No price is sent: the contract refuses them, the server prices.
  // `promisedArrivalDate` (optional) is left out: a cut-off hour passing during the run would
  // turn every request into a refusal. `attributesData` is sent empty: the server describes the
  // line from the configuration it prices (the shown attributes with the catalogue's labels).
  const fileFlow = customization.selectedProductFileFlow;
  const lineItem = contract.lineItemInputSchema.parse({
    currencyCode: market.currency,
    services: fileFlow.fileCheck ? [{ key: domain.FILE_CHECK_SERVICE }] : [],
    shipTo: { country: market.country, postalCode: market.zip },
    uploadedFiles: [{ fileId: 'bench-artwork-1', fileName: 'flyers-recto-verso.pdf', pageCount: 2 }],
    jobName: 'Flyers du benchmark',
    mcpProdName: product.productName,
    productId: product.configurationId,
    mcpSku: product.mcpSku,
    productConfig: {
      configurationId: product.configurationId,
      configurationGraph: product.configurationGraph,
      selectedAttributes,
      productionTime,
      deliveryOption: priceSet.deliveryOption,
    },
    quantity: priceSet.quantity,
    merchantInfo: {
      merchantProductName: product.productName,
      productPageTitle: page.title,
      merchantSku: product.mcpSku,
      ...(product.productFamilies[0] === undefined ? {} : { productFamily: product.productFamilies[0] }),
      ...(product.productGroups[0] === undefined ? {} : { productGroup: product.productGroups[0] }),
      selectedAttributes,
      pageId: page.id,
      fileFlow,
      attributesData: [],
      selectedPriority: priceSet.deliveryOption,
      selectedProductionTime: productionTime,
      selectedDeliveryOption: priceSet.deliveryOption,
      enabledTemplate: !product.templateDisabled,
      fscCertified: product.fscCertified,
      noPrinting: product.noPrinting,
      selectedUploadType: fileFlow.upload,
    },
  });

  const address = {
    country: market.country,
    postalCode: market.zip,
    firstName: 'Claire',
    lastName: 'Martin',
    street: '12 rue de Rivoli',
    city: 'Paris',
    phone: '+33 1 23 45 67 89',
  };
  const cartAddresses = contract.setCartAddressRequestSchema.parse({
    shippingAddress: address,
    billingAddress: address,
  });
  // The storefront's defaults (product sender, invoice requested) with the recap boxes ticked.
  const checkout = contract.checkoutRequestSchema.parse({
    sender_type: 'product',
    user_notes: { invoiceRequested: true },
    recapChecks: { termsAccepted: true, artworkResponsibility: true },
  });

  return {
    market,
    quote,
    quoteShape: `${quantities.length} quantities × ${priorities.length} delivery speeds = ${quoted.priceSets.length} price sets`,
    lineItem,
    /** The PUT body: the line, replacing `cartItemId` when given. */
    putItem: (cartItemId) =>
      contract.putCartItemRequestSchema.parse(
        cartItemId === undefined ? lineItem : { ...lineItem, cartItemId },
      ),
    cartAddresses,
    checkout,
    openCart: (extra) =>
      contract.openCartRequestSchema.parse({
        currency: market.currency,
        country: market.country,
        locale: market.locale,
        ...extra,
      }),
  };
}

/** A new guest cart (its own anonymous id) holding the benchmark's line; answers its id and line id. */
export async function guestCartWithOneLine(client, fixtures) {
  const cart = await client.expect('cart.open', {
    body: fixtures.openCart({ anonymousUserId: randomUUID() }),
  });
  const filled = await client.expect('cart.putItem', { params: { id: cart.id }, body: fixtures.putItem() });
  return { id: cart.id, lineId: soleLineId(filled) };
}

/** Registers a private customer and logs them in; answers their access token. */
export async function newCustomer(client, contract, tag) {
  const email = `bench-${tag}@example.com`;
  await client.expect('customer.create', {
    body: contract.registrationRequestSchema.parse({
      email,
      password: CUSTOMER_PASSWORD,
      newsletter: false,
      user_category: 2,
      firstName: 'Claire',
      lastName: 'Martin',
    }),
  });
  const grant = await client.expect('auth.login', {
    body: contract.loginRequestSchema.parse({ email, password: CUSTOMER_PASSWORD }),
  });
  return grant.access_token;
}

/**
 * Opens a fresh cart for a customer (`forceCreate`), adds the line and, when the address call
 * is served, the shipping and billing addresses: a cart ready to check out.
 */
export async function customerCartReadyToCheckOut(client, fixtures, token, { withAddresses }) {
  const cart = await client.expect('cart.open', { token, body: fixtures.openCart({ forceCreate: true }) });
  await client.expect('cart.putItem', { token, params: { id: cart.id }, body: fixtures.putItem() });
  if (withAddresses) {
    await client.expect('cart.setAddress', { token, params: { id: cart.id }, body: fixtures.cartAddresses });
  }
  return cart.id;
}

/** The id of the only line of a cart answer, or undefined when it holds none or several. */
export function soleLineId(cart) {
  const ids = Object.keys(cart?.lineItems ?? {});
  return ids.length === 1 ? ids[0] : undefined;
}

/** Runs `fn` over the items with at most `limit` calls in flight; answers the results in order. */
export async function inParallel(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
