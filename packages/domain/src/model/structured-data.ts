import { type Money, toDecimalText } from '../money/money.js';

/**
 * What search engines read of a page besides its text (schema.org, as JSON-LD): a product with
 * the price it starts from, and where a category page stands in the shop. Absolute URLs, as
 * schema.org asks.
 */

/** A schema.org object as JSON-LD. */
export type JsonLd = Readonly<Record<string, unknown>>;

const SCHEMA_ORG = 'https://schema.org';

export interface ProductStructuredData {
  readonly name: string;
  readonly description: string;
  /** Absolute URLs of the product page and of its picture. */
  readonly url: string;
  readonly imageUrl: string;
  /** The default configuration's lowest price, excluding VAT; undefined when it cannot be priced. */
  readonly fromPrice: Money | undefined;
  /** False when the product is not sold for now (out of stock). */
  readonly available: boolean;
}

/**
 * A product page's `Product`, with an `AggregateOffer` from its lowest price: a printed product's
 * price depends on its configuration and quantity, so only the price it starts from is stated.
 * Without a price there is no offer (a `Product` alone).
 */
export function productJsonLd(product: ProductStructuredData): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.imageUrl,
    url: product.url,
    ...(product.fromPrice === undefined
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: toDecimalText(product.fromPrice),
            priceCurrency: product.fromPrice.currency,
            availability: `${SCHEMA_ORG}/${product.available ? 'InStock' : 'OutOfStock'}`,
            url: product.url,
          },
        }),
  };
}

/** A step of a breadcrumb trail: a page's name and absolute URL. */
export interface BreadcrumbStep {
  readonly name: string;
  readonly url: string;
}

/** The `BreadcrumbList` of a page: the steps from the home page to it, numbered from 1. */
export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
