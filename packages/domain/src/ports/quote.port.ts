import type { DomainError } from '../errors/errors.js';
import type { ConfigurationGraph } from '../model/product.js';
import type { Delivery, Market, Quote, ServiceKey, ServicePrice } from '../model/quote.js';
import type { Result } from '../shared/result.js';

/** Prices for every quantity × delivery option (priority) of one configuration. */
export interface QuoteRequest {
  readonly configurationGraph: ConfigurationGraph;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantities: readonly number[];
  readonly priorities: readonly string[];
  readonly productionTime: string;
  readonly promoCode: string | undefined;
  readonly market: Market;
}

/** Arrival dates of the delivery options for one quantity (shipping calculation). */
export interface DeliveryRequest {
  readonly mcpSku: string;
  readonly deliveryOptions: readonly string[];
  readonly quantity: number;
  readonly productionTime: string;
  readonly market: Market;
}

/** Prices of the optional services for the quoted quantities. */
export interface ServicePriceRequest {
  readonly serviceKeys: readonly ServiceKey[];
  /** The product's configuration id: the service price call names the product by it (`productKey`). */
  readonly configurationId: string;
  readonly configurationGraph: ConfigurationGraph;
  readonly quantities: readonly number[];
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly market: Market;
}

export interface QuotePort {
  quotePrices(request: QuoteRequest): Promise<Result<Quote, DomainError>>;
  deliveries(request: DeliveryRequest): Promise<Result<readonly Delivery[], DomainError>>;
  servicePrices(request: ServicePriceRequest): Promise<Result<readonly ServicePrice[], DomainError>>;
}
