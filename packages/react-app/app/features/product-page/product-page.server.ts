import { notingUnavailable, selectionOfLine, unavailableAnswer } from '@tirage/api-client/ports';
import {
  type Cart,
  type CartContext,
  type DomainError,
  err,
  initError,
  lossLeaderSelection,
  type Market,
  ok,
  type PageContent,
  type ProductPageInput,
  productPageActors,
  productPageMachine,
  type Result,
  type SelectionDraft,
  type SelectionSource,
  type StoredDesign,
} from '@tirage/domain';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { toTransferJson } from '../../lib/transfer-json.js';
import type { StorefrontContext } from '../../load-context.js';

/** How long the server waits for a product page to be priced before it answers with what it has. */
const SETTLE_TIMEOUT_MS = 10_000;

type ProductPageSnapshot = SnapshotFrom<typeof productPageMachine>;

/** A product page is settled once it is priced, has failed, or cannot open at all. */
export function isSettled(snapshot: ProductPageSnapshot): boolean {
  return (
    snapshot.matches({ pipeline: 'ready' }) ||
    snapshot.matches({ pipeline: 'failed' }) ||
    snapshot.matches('initFailed') ||
    snapshot.matches('maintenance')
  );
}

/**
 * The market a product is priced for: the shop, its active currency and its default destination;
 * with the shopper's cart, the cart (its addresses decide the VAT, as they will for the line).
 */
export function marketOf(context: StorefrontContext, shopperCart?: Cart): Market {
  const { tenant, currency, country, zipCode } = context.shop;
  if (shopperCart === undefined) return { tenant, currency, country, zipCode };
  const { shippingAddress: shipping, billingAddress: billing } = shopperCart;
  return {
    tenant,
    currency,
    country,
    zipCode,
    cartId: shopperCart.id,
    addresses: {
      ...(shipping === undefined
        ? {}
        : { shipping: { country: shipping.country, postalCode: shipping.postalCode } }),
      ...(billing === undefined
        ? {}
        : {
            billing: {
              country: billing.country,
              postalCode: billing.postalCode,
              ...(billing.vatNumber === undefined ? {} : { vatNumber: billing.vatNumber }),
            },
          }),
    },
  };
}

/**
 * The selection of one of the shopper's designs (made in the designer, or a product page's
 * selection the customer saved), made on this page's product: a design of
 * another product (or another customer's, or a removed one) is 'No custom product selection
 * found', rather than its choices forced onto a product they were not made for.
 */
async function designSelection(
  ports: Pick<StorefrontContext['ports'], 'design' | 'designer'>,
  page: PageContent,
  designId: string,
  madeOnline: Result<StoredDesign, DomainError> | undefined,
): Promise<Result<SelectionDraft, DomainError>> {
  // A design made in the designer (read by the caller, else here): its attributes, and its artwork.
  const made = madeOnline ?? (await ports.designer.loadDocument(designId));
  if (made.ok) {
    return made.value.productId === page.productConfigurationId
      ? ok({
          selectedAttributes: made.value.selectedAttributes,
          uploadType: 'dex',
          designId: made.value.designId,
        })
      : err(initError.noCustomSelection());
  }
  if (made.error.kind !== 'request.notFound') return err(made.error);
  // Else a selection saved from the product page.
  const design = await ports.design.get(designId);
  if (!design.ok) {
    const missing = design.error.kind === 'request.notFound';
    return err(missing ? initError.noCustomSelection() : design.error);
  }
  if (design.value.productConfigurationId !== page.productConfigurationId) {
    return err(initError.noCustomSelection());
  }
  return ok(design.value.selection);
}

/**
 * Runs the product page's flow on the server with the request's ports, until the page is priced
 * (or has failed), and gives its state as transfer JSON: the page is rendered priced, and the
 * browser carries on from that state without asking again. An unavailable shop the flow met
 * ends the page as any loader's call would.
 */
export async function settleProductPage(
  context: StorefrontContext,
  page: PageContent,
  source: SelectionSource,
  cart: CartContext,
  shopperCart: Cart | undefined,
  /** The design made online that `source` names, when the caller has already read it. */
  madeOnline?: Result<StoredDesign, DomainError>,
): Promise<string> {
  const input: ProductPageInput = {
    page: { kind: 'path', path: page.path },
    source,
    cart,
    market: marketOf(context, shopperCart),
  };
  // The flow collects its errors, and may drop one (a configuration it cannot load is maintenance):
  // an unavailable shop it met is noted, and ends the page once the flow has settled.
  const { ports, unavailable } = notingUnavailable(context.ports);
  // The page is already read: the flow starts from it instead of asking for it again.
  const catalog = { ...ports.catalog, pageContent: async () => ok(page) };
  // A line being edited is one of the shopper's cart, which the server has just read.
  const selectionSource = {
    loadSelection: async (stored: Parameters<typeof ports.selectionSource.loadSelection>[0]) => {
      if (stored.kind === 'design') return designSelection(ports, page, stored.designId, madeOnline);
      // A loss leader's offer opens its own product's page only.
      if (stored.kind === 'lossLeader') {
        const offer = await ports.content.lossLeaderInfo(stored.key);
        return offer.ok ? lossLeaderSelection(offer.value, page.productConfigurationId) : offer;
      }
      if (stored.kind !== 'cartLine') return ports.selectionSource.loadSelection(stored);
      const line = shopperCart?.lineItems[stored.lineId];
      return line === undefined ? err(initError.noCustomSelection()) : ok(selectionOfLine(line));
    },
  };
  const actor = createActor(
    productPageMachine.provide({
      actors: productPageActors({ ...ports, catalog, selectionSource }),
    }),
    { input },
  );
  actor.start();
  try {
    await waitFor(actor, isSettled, { timeout: SETTLE_TIMEOUT_MS });
  } catch {
    console.warn(`the product page ${page.path} was not priced within ${SETTLE_TIMEOUT_MS} ms`);
  }
  const persisted = actor.getPersistedSnapshot();
  actor.stop();
  const met = unavailable();
  if (met !== undefined) throw unavailableAnswer(met);
  return toTransferJson(persisted);
}
