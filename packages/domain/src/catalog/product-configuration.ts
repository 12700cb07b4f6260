import type { PageRef } from '../model/content.js';
import type { FeatureAttribute, ProductConfiguration } from '../model/product.js';
import { assertNever } from '../shared/result.js';
import type { Catalog, CatalogAttribute, CatalogPage, CatalogProduct } from './catalog.js';
import { printOnDemandOffer } from './print-on-demand.js';

export function findProduct(catalog: Catalog, configurationId: string): CatalogProduct | undefined {
  return catalog.products.find((product) => product.id === configurationId);
}

/** Whether the design editor can make this product's artwork: it needs a template and something to print. */
export function offersDesignEditor(product: CatalogProduct): boolean {
  return !product.templateDisabled && !product.noPrinting;
}

/** The attribute values a product opens with. */
export function defaultAttributes(product: CatalogProduct): Readonly<Record<string, string>> {
  return Object.fromEntries(product.attributes.map((attribute) => [attribute.key, attribute.defaultValue]));
}

/**
 * How a product's page opens on the artwork: the shopper's upload, with the file check offered,
 * unless the shop prints its own ready-made design (nothing to check).
 */
export function defaultFileFlow(product: Pick<CatalogProduct, 'printOnDemand' | 'defaultUpload'>): {
  readonly fileCheck: boolean;
  readonly upload: CatalogProduct['defaultUpload'];
} {
  return { fileCheck: product.printOnDemand === undefined, upload: product.defaultUpload };
}

function featureAttribute(attribute: CatalogAttribute): FeatureAttribute {
  return {
    key: attribute.key,
    label: attribute.label,
    ...(attribute.info === undefined ? {} : { info: attribute.info }),
    sortIndex: attribute.sortIndex,
    hidden: attribute.hidden,
    selectedValue: attribute.defaultValue,
    // Surcharges stay on the server: the shopper sees prices only through a quote.
    options: attribute.options.map((option) => ({
      value: option.value,
      label: option.label,
      ...(option.info === undefined ? {} : { info: option.info }),
    })),
  };
}

/** The product as the domain (and the product page) knows it. */
export function toProductConfiguration(product: CatalogProduct): ProductConfiguration {
  const printOnDemand =
    product.printOnDemand === undefined ? undefined : printOnDemandOffer(product.printOnDemand);
  return {
    configurationId: product.id,
    mcpSku: product.configurationGraph.mcpSku,
    productName: product.name,
    productGroups: [product.categoryId],
    productFamilies: [product.productFamily],
    fscCertified: product.fscCertified,
    noPrinting: product.noPrinting,
    humanDesignService: product.humanDesignService,
    templateDisabled: product.templateDisabled,
    imageUrl: product.image,
    multiArtwork: product.multiArtwork !== undefined && product.multiArtwork !== null,
    madeFromStock: product.madeFromStock === true,
    ...(printOnDemand === undefined ? {} : { printOnDemand }),
    configurationGraph: product.configurationGraph,
    attributes: [...product.attributes].sort((a, b) => a.sortIndex - b.sortIndex).map(featureAttribute),
    priceOptions: {
      quantityRule: product.quantityRule,
      enabledPrices: {
        deliverySpeed: product.deliverySpeeds.map((speed) => speed.key),
        productionTime: product.productionTimes.map((time) => time.key),
      },
      htsCode: product.htsCode,
    },
    productionTimes: product.productionTimes.map(({ key, label }) => ({ key, label })),
    productCustomization: {
      selectedAttributes: defaultAttributes(product),
      selectedProductFileFlow: defaultFileFlow(product),
      selectedQuantityModel: {
        list: product.quantityModel.suggested,
        mode: product.quantityModel.mode,
        defaultValue: product.quantityModel.defaultValue,
      },
      selectedPriority: product.defaultDeliverySpeed,
      selectedProductionTime: product.defaultProductionTime,
    },
  };
}

/** The domain product configuration for a configuration id, or `undefined` when there is none. */
export function productConfiguration(
  catalog: Catalog,
  configurationId: string,
): ProductConfiguration | undefined {
  const product = findProduct(catalog, configurationId);
  return product === undefined ? undefined : toProductConfiguration(product);
}

/** A page by path or id; paths are compared as stored (callers normalise them first). */
export function findPage(catalog: Catalog, ref: PageRef): CatalogPage | undefined {
  switch (ref.kind) {
    case 'path':
      return catalog.pages.find((page) => page.path === ref.path);
    case 'id':
      return catalog.pages.find((page) => page.id === ref.id);
    default:
      return assertNever(ref, 'page reference');
  }
}
