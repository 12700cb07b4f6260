import { fromPromise } from 'xstate';
import type { DomainError } from '../errors/errors.js';
import type { PageContent, PageRef } from '../model/content.js';
import type { ProductConfiguration, SelectionDraft, StoredSelectionSource } from '../model/product.js';
import type { Delivery, Quote, ServicePrice } from '../model/quote.js';
import type { CatalogPort, ConfigurationValidationRequest } from '../ports/catalog.port.js';
import type { PromoCodeCheck, PromoCodeCheckRequest, PromotionPort } from '../ports/promotion.port.js';
import type { DeliveryRequest, QuotePort, QuoteRequest, ServicePriceRequest } from '../ports/quote.port.js';
import type { SelectionSourcePort } from '../ports/selection-source.port.js';
import type { Result } from '../shared/result.js';

/** The ports the product page talks to. */
export interface ProductPagePorts {
  readonly catalog: CatalogPort;
  readonly quote: QuotePort;
  readonly promotion: PromotionPort;
  readonly selectionSource: SelectionSourcePort;
}

const call = <TInput, TOutput>(port: (input: TInput) => Promise<Result<TOutput, DomainError>>) =>
  fromPromise<Result<TOutput, DomainError>, TInput>(({ input }) => port(input));

/**
 * The product-page actors backed by ports, for `productPageMachine.provide({ actors })` where
 * the app is composed.
 */
export function productPageActors(ports: ProductPagePorts) {
  const { catalog, quote, promotion, selectionSource } = ports;
  return {
    loadPageContent: call<PageRef, PageContent>((ref) => catalog.pageContent(ref)),
    loadProductConfiguration: call<string, ProductConfiguration | undefined>((id) =>
      catalog.productConfiguration(id),
    ),
    loadInitialSelection: call<StoredSelectionSource, SelectionDraft>((source) =>
      selectionSource.loadSelection(source),
    ),
    validateConfiguration: call<ConfigurationValidationRequest, Readonly<Record<string, string>>>((request) =>
      catalog.validateConfiguration(request),
    ),
    quotePrices: call<QuoteRequest, Quote>((request) => quote.quotePrices(request)),
    loadDeliveries: call<DeliveryRequest, readonly Delivery[]>((request) => quote.deliveries(request)),
    loadServicePrices: call<ServicePriceRequest, readonly ServicePrice[]>((request) =>
      quote.servicePrices(request),
    ),
    checkPromoCode: call<PromoCodeCheckRequest, PromoCodeCheck>((request) =>
      promotion.checkPromoCode(request),
    ),
  };
}
