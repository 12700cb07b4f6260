/**
 * The domain's ports over the API client: one adapter factory per port, each taking the client
 * (and nothing global), each mapping the domain's requests to the wire and the wire's answers to
 * the domain's types, with errors as the domain's `DomainError`s.
 */
import type {
  AdminPort,
  ArtworkPort,
  AuthPort,
  CartPort,
  CatalogPort,
  ContentPort,
  CustomerPort,
  DesignerOwner,
  DesignerPort,
  DesignPort,
  IdGeneratorPort,
  LegacyOrderPort,
  OrderPort,
  PaymentPort,
  PromotionPort,
  QuotePort,
  SelectionSourcePort,
  SessionPort,
  TownLookupPort,
} from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import type { TokenStore } from '../client/token-store.js';
import { createAdminPort } from './admin.port-adapter.js';
import { type ArtworkContent, createArtworkPort } from './artwork.port-adapter.js';
import { createAuthPort } from './auth.port-adapter.js';
import { createCartPort } from './cart.port-adapter.js';
import { createCatalogPort } from './catalog.port-adapter.js';
import { createContentPort } from './content.port-adapter.js';
import { createCustomerPort } from './customer.port-adapter.js';
import { createDesignPort } from './design.port-adapter.js';
import { createDesignerPort } from './designer.port-adapter.js';
import { createLegacyOrderPort } from './legacy-order.port-adapter.js';
import { createOrderPort } from './order.port-adapter.js';
import { createPaymentPort } from './payment.port-adapter.js';
import { createPromotionPort } from './promotion.port-adapter.js';
import { createQuotePort } from './quote.port-adapter.js';
import { createSelectionSourcePort } from './selection-source.port-adapter.js';
import { createSessionPort } from './session.port-adapter.js';
import { createTownLookupPort } from './town.port-adapter.js';

export { createAdminPort } from './admin.port-adapter.js';
export { artworkToWire, uploadErrorEnvelope } from './artwork.mapping.js';
export { type ArtworkContent, createArtworkPort, uploadContentType } from './artwork.port-adapter.js';
export { createXhrArtworkUploader, type XhrArtworkUploaderOptions } from './artwork-xhr.port-adapter.js';
export { type AuthPortOptions, createAuthPort } from './auth.port-adapter.js';
export { selectionOfLine } from './cart.mapping.js';
export { type CartPortOptions, checkoutToWire, createCartPort } from './cart.port-adapter.js';
export { createCatalogPort, type PagePayload, pagePayloadOf } from './catalog.port-adapter.js';
export { createContentPort } from './content.port-adapter.js';
export { createCustomerPort } from './customer.port-adapter.js';
export { createDesignPort } from './design.port-adapter.js';
export { createDesignerPort } from './designer.port-adapter.js';
export { domainErrorOf, type ErrorSubject, httpStatusOf } from './domain-errors.js';
export { createLegacyOrderPort } from './legacy-order.port-adapter.js';
export {
  createLoqateAddressLookup,
  LOQATE_BASE_URL,
  type LoqateAddressLookupOptions,
} from './loqate.address-lookup.js';
export { createOrderPort } from './order.port-adapter.js';
export { createPaymentPort, type PaymentPortOptions } from './payment.port-adapter.js';
export { createPromotionPort } from './promotion.port-adapter.js';
export { createQuotePort } from './quote.port-adapter.js';
export { randomIds } from './random-ids.js';
export { createSelectionSourcePort } from './selection-source.port-adapter.js';
export { createSessionPort } from './session.port-adapter.js';
export {
  DEFAULT_RETRY_AFTER_SECONDS,
  notingUnavailable,
  stopWhenUnavailable,
  unavailableAnswer,
} from './stop-when-unavailable.js';
export { createTownLookupPort } from './town.port-adapter.js';

/** Every port the API serves, as the app's composition root provides them to the machines. */
export interface ShopPorts {
  /** The back office (staff login, finding customers, login-as); calls carry the staff token. */
  readonly admin: AdminPort<Blob, Response>;
  /** The artwork files of the customer's order lines. */
  readonly artwork: ArtworkPort<ArtworkContent, Response>;
  readonly auth: AuthPort;
  readonly cart: CartPort;
  readonly catalog: CatalogPort;
  readonly content: ContentPort;
  readonly customer: CustomerPort;
  readonly design: DesignPort;
  /** The online designer's documents and images, for the shopper `designerOwner` names. */
  readonly designer: DesignerPort<ArtworkContent, Response>;
  /** The orders imported from the shop's previous system (read only). */
  readonly legacyOrder: LegacyOrderPort;
  readonly order: OrderPort;
  readonly payment: PaymentPort;
  readonly promotion: PromotionPort;
  readonly quote: QuotePort;
  readonly selectionSource: SelectionSourcePort;
  /** The towns of a postal code, for the address forms. */
  readonly towns: TownLookupPort;
  /** The visit's stored session (its currency), named by the session cookie. */
  readonly session: SessionPort;
}

export interface ShopPortsOptions {
  /** The client's token store, so that logging out also revokes the refresh token. */
  readonly tokens?: TokenStore;
  /** Idempotency keys of checkouts and payments (`crypto.randomUUID` by default). */
  readonly ids?: IdGeneratorPort;
  /** Whose designs the designer's calls are about, read at each call (a customer's by default). */
  readonly designerOwner?: () => Promise<DesignerOwner>;
}

/** All the ports over one client. */
export function createShopPorts(client: ApiClient, options: ShopPortsOptions = {}): ShopPorts {
  const ids = options.ids === undefined ? {} : { ids: options.ids };
  return {
    admin: createAdminPort(client),
    artwork: createArtworkPort(client),
    auth: createAuthPort(client, options.tokens === undefined ? {} : { tokens: options.tokens }),
    cart: createCartPort(client, ids),
    catalog: createCatalogPort(client),
    content: createContentPort(client),
    customer: createCustomerPort(client),
    design: createDesignPort(client),
    designer: createDesignerPort(client, options.designerOwner ?? (async () => ({ kind: 'customer' }))),
    legacyOrder: createLegacyOrderPort(client),
    order: createOrderPort(client),
    payment: createPaymentPort(client, ids),
    promotion: createPromotionPort(client),
    quote: createQuotePort(client),
    selectionSource: createSelectionSourcePort(client),
    towns: createTownLookupPort(client),
    session: createSessionPort(client),
  };
}
