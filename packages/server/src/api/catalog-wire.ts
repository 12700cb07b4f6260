import type { RouteData } from '@tirage/api-client/contract';
import { moneyToWire } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import {
  defaultAttributes,
  defaultFileFlow,
  type Money,
  multiply,
  offersDesignEditor,
  type PageAlternate,
  priceExclVat,
  printOnDemandOffer,
  quantityOptions,
} from '@tirage/domain';
import type { StoredPage } from '../catalog/catalog-store.js';
import type { RequestTenant } from '../tenancy/tenancy.js';

type WireProductConfiguration = NonNullable<RouteData<'content.productConfiguration'>>;
type WirePage = RouteData<'content.page'>;

/** A landing page's blocks and offer as the storefront reads them (`landingOf`). */
export interface WireLanding {
  readonly blocks: readonly WirePage['blocks'][number][];
  readonly offer: WirePage['offer'];
  readonly offerCampaign: string | null;
}

/**
 * The listing price of one unit: the default configuration at its default quantity, standard
 * speeds, in the active currency. Null when it cannot be priced (no exchange rate).
 */
function listingUnitPrice(product: CatalogProduct, tenant: RequestTenant) {
  const quantity = product.quantityModel.defaultValue;
  const total = priceExclVat(product, {
    selectedAttributes: defaultAttributes(product),
    quantity,
    deliveryOption: product.defaultDeliverySpeed,
    productionTime: product.defaultProductionTime,
    currency: tenant.activeCurrency,
    exchangeRates: tenant.exchangeRates,
  });
  return total.ok ? moneyToWire(multiply(total.value, 1 / quantity)) : null;
}

/** The page's account of a print-on-demand product; null for any other. */
function printOnDemandWire(product: CatalogProduct): WireProductConfiguration['printOnDemand'] {
  const offer = product.printOnDemand === undefined ? undefined : printOnDemandOffer(product.printOnDemand);
  return offer === undefined ? null : { ...offer, gallery: offer.gallery.map((picture) => ({ ...picture })) };
}

/** A catalogue product as the product page reads it (contract `productConfigurationSchema`). */
export function toWireProductConfiguration(
  product: CatalogProduct,
  tenant: RequestTenant,
): WireProductConfiguration {
  const rule = product.quantityRule;
  return {
    configurationId: product.id,
    mcpSku: product.configurationGraph.mcpSku,
    cimCommSku: null,
    cimCommVar: null,
    productName: product.name,
    ctoolsId: null,
    productGroups: [product.categoryId],
    productFamilies: [product.productFamily],
    fscCertified: product.fscCertified,
    unitPrice: listingUnitPrice(product, tenant),
    noPrinting: product.noPrinting,
    designExperience: offersDesignEditor(product),
    humanDesignService: product.humanDesignService,
    templateDisabled: product.templateDisabled,
    madeFromStock: product.madeFromStock === true,
    printOnDemand: printOnDemandWire(product),
    imageUrl: product.image,
    locationId: null,
    configurationGraph: { ...product.configurationGraph },
    attributes: [...product.attributes]
      .sort((a, b) => a.sortIndex - b.sortIndex)
      .map((attribute) => ({
        key: attribute.key,
        label: attribute.label,
        info: attribute.info ?? null,
        sortIndex: attribute.sortIndex,
        hidden: attribute.hidden,
        selectedValue: attribute.defaultValue,
        // Surcharges stay on the server: the shopper sees prices only through a quote.
        options: attribute.options.map((option) => ({
          value: option.value,
          label: option.label,
          info: option.info ?? null,
        })),
      })),
    priceOptions: {
      type: rule.type,
      minimum: rule.minimum,
      maximum: rule.maximum ?? null,
      increment: rule.increment ?? null,
      availableOptions: [...quantityOptions(rule)],
      enabledPrices: {
        deliverySpeed: product.deliverySpeeds.map((speed) => speed.key),
        productionTime: product.productionTimes.map((time) => time.key),
      },
      htsCode: product.htsCode,
    },
    features: {
      Quantity: {
        availableOptions: [...product.quantityModel.suggested],
        selected: product.quantityModel.defaultValue,
      },
      'Quantity for Multiartwork':
        product.multiArtwork === undefined || product.multiArtwork === null
          ? null
          : {
              availableOptions: [...product.quantityModel.suggested],
              selected: product.quantityModel.defaultValue,
            },
      'Production Time': {
        availableOptions: product.productionTimes.map((time) => time.key),
        selected: product.defaultProductionTime,
      },
    },
    validProductionTimes: product.productionTimes.map(({ key, label }) => ({ key, label })),
    productCustomization: {
      selectedAttributes: { ...defaultAttributes(product) },
      selectedProductFileFlow: { ...defaultFileFlow(product) },
      selectedQuantityModel: {
        list: [...product.quantityModel.suggested],
        mode: product.quantityModel.mode,
        defaultValue: product.quantityModel.defaultValue,
      },
      selectedPriorityModel: {
        list: product.deliverySpeeds.map((speed) => speed.key),
        defaultValue: product.defaultDeliverySpeed,
      },
    },
  };
}

const SEO_DESCRIPTION_LENGTH = 160;

/** What search engines (and the shop's search) read of a page: its text, cut to 160 characters. */
export const seoDescription = (body: string): string =>
  body.length <= SEO_DESCRIPTION_LENGTH ? body : `${body.slice(0, SEO_DESCRIPTION_LENGTH - 1)}…`;

/**
 * The "from" price of a product card: the default configuration at the smallest quantity on the
 * cheapest delivery speed, excluding VAT, in the active currency. Null when it cannot be priced.
 */
function fromPrice(product: CatalogProduct, tenant: RequestTenant) {
  const [quantity] = quantityOptions(product.quantityRule);
  if (quantity === undefined) return null;
  let cheapest: Money | undefined;
  for (const speed of product.deliverySpeeds) {
    const total = priceExclVat(product, {
      selectedAttributes: defaultAttributes(product),
      quantity,
      deliveryOption: speed.key,
      productionTime: product.defaultProductionTime,
      currency: tenant.activeCurrency,
      exchangeRates: tenant.exchangeRates,
    });
    if (total.ok && (cheapest === undefined || total.value.cents < cheapest.cents)) cheapest = total.value;
  }
  return cheapest === undefined ? null : moneyToWire(cheapest);
}

/** The products a page lists as cards: all of them on the home page, its own on a category page. */
function productsOfPage(page: StoredPage, products: readonly CatalogProduct[]) {
  if (page.layout === 'home') return products;
  if (page.layout === 'category' && page.categoryId !== undefined) {
    return products.filter((product) => product.categoryId === page.categoryId);
  }
  return [];
}

/** A product as a card of a page: its name, page, picture and "from" price. */
export function toWireCard(product: CatalogProduct, tenant: RequestTenant) {
  return {
    configurationId: product.id,
    name: product.name,
    path: product.path,
    imageUrl: product.image,
    fromPrice: fromPrice(product, tenant),
  };
}

/**
 * A content page as the storefront renders it: its text is a `text` block; a home or category
 * page adds a `productCards` block (name, path, picture, "from" price of each product); a landing
 * page adds its own blocks and offer (`landingOf`).
 */
export function toWirePage(
  page: StoredPage,
  tenant: RequestTenant,
  products: readonly CatalogProduct[] = [],
  landing: WireLanding | undefined = undefined,
  alternates: readonly PageAlternate[] = [],
): WirePage {
  const cards = productsOfPage(page, products).map((product) => toWireCard(product, tenant));
  const description = seoDescription(page.body);
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    layout: page.layout,
    seo: { title: page.title, description, indexable: tenant.tenant.domainConfig.indexable },
    banners: (page.banners ?? []).map((banner) => ({
      id: banner.id,
      title: banner.title,
      link: banner.link ?? null,
      start: banner.start ?? null,
      end: banner.end ?? null,
    })),
    blocks: [
      // A landing page built from blocks says it all in them: its text is its description only.
      ...(landing === undefined ? [{ id: `${page.id}-body`, type: 'text', data: { text: page.body } }] : []),
      ...(cards.length === 0 ? [] : [{ id: `${page.id}-products`, type: 'productCards', data: { cards } }]),
      ...(page.glossary === undefined || page.glossary.length === 0
        ? []
        : [{ id: `${page.id}-glossary`, type: 'glossary', data: { entries: page.glossary } }]),
      ...(landing?.blocks ?? []),
    ],
    productConfigurationId: page.productId ?? null,
    offer: landing?.offer ?? null,
    offerCampaign: landing?.offerCampaign ?? null,
    alternates: alternates.map(({ hreflang, url }) => ({ hreflang, url })),
  };
}
