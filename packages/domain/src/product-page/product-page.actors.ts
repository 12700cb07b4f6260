import type { PageContent, PageRef } from '../model/content.js';
import type { ProductConfiguration, SelectionDraft, StoredSelectionSource } from '../model/product.js';
import type { Delivery, Quote, ServicePrice } from '../model/quote.js';
import type { CatalogPort, ConfigurationValidationRequest, InventoryRequest } from '../ports/catalog.port.js';
import type { PromoCodeCheck, PromoCodeCheckRequest, PromotionPort } from '../ports/promotion.port.js';
import type { DeliveryRequest, QuotePort, QuoteRequest, ServicePriceRequest } from '../ports/quote.port.js';
import type { SelectionSourcePort } from '../ports/selection-source.port.js';
import type { Inventory } from '../product/stock.js';
import { fromPort } from '../shared/port-actor.js';

/** The ports the product page talks to. */
export interface ProductPagePorts {
  readonly catalog: CatalogPort;
  readonly quote: QuotePort;
  readonly promotion: PromotionPort;
  readonly selectionSource: SelectionSourcePort;
}

/**
 * The product-page actors backed by ports, for `productPageMachine.provide({ actors })` where
 * the app is composed. Each resolves with the port's value and rejects with its `DomainError`.
 */
export function productPageActors(ports: ProductPagePorts) {
  const { catalog, quote, promotion, selectionSource } = ports;
  return {
    loadPageContent: fromPort<PageContent, PageRef>((ref) => catalog.pageContent(ref)),
    loadProductConfiguration: fromPort<ProductConfiguration | undefined, string>((id) =>
      catalog.productConfiguration(id),
    ),
    loadInitialSelection: fromPort<SelectionDraft, StoredSelectionSource>((source) =>
      selectionSource.loadSelection(source),
    ),
    validateConfiguration: fromPort<Readonly<Record<string, string>>, ConfigurationValidationRequest>(
      (request) => catalog.validateConfiguration(request),
    ),
    quotePrices: fromPort<Quote, QuoteRequest>((request) => quote.quotePrices(request)),
    loadDeliveries: fromPort<readonly Delivery[], DeliveryRequest>((request) => quote.deliveries(request)),
    loadServicePrices: fromPort<readonly ServicePrice[], ServicePriceRequest>((request) =>
      quote.servicePrices(request),
    ),
    loadInventory: fromPort<Inventory, InventoryRequest>((request) => catalog.inventory(request)),
    checkPromoCode: fromPort<PromoCodeCheck, PromoCodeCheckRequest>((request) =>
      promotion.checkPromoCode(request),
    ),
  };
}
