import type { FieldError, LineItemInput } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import type { StoredPage } from '../catalog/catalog-store.js';

/** The page a line was ordered from, as the catalogue holds it. */
export type LinePage = Pick<StoredPage, 'id' | 'title' | 'productId' | 'instructions'>;

/**
 * Where a line's description comes from. `request`: a client sent it, and every descriptive
 * field it sent must say what the server derives. `stored`: the shop stored it earlier (a line
 * priced again in another currency, moved at login, copied): it is rebuilt from the catalogue
 * as it is now, without refusing what a shop owner has since renamed.
 */
export type DescriptionSource = 'request' | 'stored';

export type LineDescription =
  | { readonly ok: true; readonly input: LineItemInput }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

type MerchantInfo = LineItemInput['merchantInfo'];
type AttributeData = MerchantInfo['attributesData'][number];

/**
 * The line as the printer will make it: every field that describes the job (product name, SKU,
 * variant, page, picture, attributes and their labels, production time, delivery option, what
 * the product is) is derived from the catalogue and from the configuration the server priced
 * (`productConfig`), never taken from the client. A field the client sent that says otherwise
 * is refused by name; a field it left out is filled in. What does not describe the job is kept
 * as sent: the job name, the notes, where the shopper came from (`preConfiguredUrl`,
 * `recommendationId`, `searchId`).
 *
 * Call it once the configuration is known to price (`resolveAttributes` accepted it): every
 * attribute value is then one of the product's.
 */
export function describeLine(
  input: LineItemInput,
  product: CatalogProduct,
  page: LinePage | undefined,
  source: DescriptionSource,
): LineDescription {
  const config = input.productConfig;
  const info = input.merchantInfo;
  const graph = product.configurationGraph;
  const errors: FieldError[] = [];
  const agree = (sent: unknown, derived: unknown, path: string) => {
    if (source === 'request' && sent !== undefined && sent !== derived) {
      errors.push({ path, message: `The product says ${JSON.stringify(derived)}` });
    }
  };

  const selectedAttributes = resolvedAttributes(product, config.selectedAttributes);
  const attributesData = describedAttributes(product, selectedAttributes);

  agree(input.mcpProdName, product.name, 'mcpProdName');
  agree(input.variantSKU, graph.variant, 'variantSKU');
  agree(info.merchantProductName, product.name, 'merchantInfo.merchantProductName');
  agree(info.thumbnail, product.image, 'merchantInfo.thumbnail');
  agree(info.merchantSku, graph.mcpSku, 'merchantInfo.merchantSku');
  agree(info.merchantVar, graph.variant, 'merchantInfo.merchantVar');
  agree(info.productFamily, product.productFamily, 'merchantInfo.productFamily');
  agree(info.productGroup, product.categoryId, 'merchantInfo.productGroup');
  agree(info.selectedPriority, config.deliveryOption, 'merchantInfo.selectedPriority');
  agree(info.selectedDeliveryOption, config.deliveryOption, 'merchantInfo.selectedDeliveryOption');
  agree(info.selectedProductionTime, config.productionTime, 'merchantInfo.selectedProductionTime');
  agree(info.enabledTemplate, !product.templateDisabled, 'merchantInfo.enabledTemplate');
  agree(info.fscCertified, product.fscCertified, 'merchantInfo.fscCertified');
  agree(info.noPrinting, product.noPrinting, 'merchantInfo.noPrinting');
  agree(info.readyMadeDesignId, product.printOnDemand?.designId, 'merchantInfo.readyMadeDesignId');
  attributeErrors(info.selectedAttributes, selectedAttributes, 'merchantInfo.selectedAttributes', agree);
  if (info.merchantAttributes !== undefined) {
    attributeErrors(info.merchantAttributes, selectedAttributes, 'merchantInfo.merchantAttributes', agree);
  }
  if (source === 'request') errors.push(...attributesDataErrors(info.attributesData, attributesData));

  // The page: one of this product's pages. A stored line whose page has since gone keeps its own.
  const pageIsTheProducts = page !== undefined && page.productId === product.id;
  if (source === 'request' && !pageIsTheProducts) {
    errors.push({ path: 'merchantInfo.pageId', message: `Not a page of ${product.name}` });
  }
  if (pageIsTheProducts) agree(info.productPageTitle, page.title, 'merchantInfo.productPageTitle');
  // A printing guide of the page, when one is named.
  const guides = (pageIsTheProducts ? (page.instructions ?? []) : []).map((guide) => guide.fileUrl);
  const instructionFileUrl =
    info.instructionFileUrl !== undefined && guides.includes(info.instructionFileUrl)
      ? info.instructionFileUrl
      : undefined;
  if (source === 'request' && info.instructionFileUrl !== undefined && instructionFileUrl === undefined) {
    errors.push({
      path: 'merchantInfo.instructionFileUrl',
      message: `Not a printing guide of ${product.name}`,
    });
  }
  // The design editor's preview is drawn by the shop from the design, never sent.
  if (source === 'request' && info.designPreviewUrl !== undefined) {
    errors.push({ path: 'merchantInfo.designPreviewUrl', message: 'The shop draws the preview of a design' });
  }
  if (errors.length > 0) return { ok: false, errors };

  const merchantInfo: MerchantInfo = {
    merchantProductName: product.name,
    productPageTitle: pageIsTheProducts ? page.title : info.productPageTitle,
    thumbnail: product.image,
    merchantSku: graph.mcpSku,
    merchantVar: graph.variant,
    productFamily: product.productFamily,
    productGroup: product.categoryId,
    selectedAttributes,
    pageId: pageIsTheProducts ? page.id : info.pageId,
    fileFlow: { fileCheck: info.fileFlow.fileCheck, upload: info.selectedUploadType },
    attributesData,
    selectedPriority: config.deliveryOption,
    selectedProductionTime: config.productionTime,
    selectedDeliveryOption: config.deliveryOption,
    merchantAttributes: selectedAttributes,
    ...(instructionFileUrl === undefined ? {} : { instructionFileUrl }),
    enabledTemplate: !product.templateDisabled,
    fscCertified: product.fscCertified,
    noPrinting: product.noPrinting,
    selectedUploadType: info.selectedUploadType,
    ...(info.designId === undefined ? {} : { designId: info.designId }),
    ...(product.printOnDemand === undefined ? {} : { readyMadeDesignId: product.printOnDemand.designId }),
    ...(info.preConfiguredUrl === undefined ? {} : { preConfiguredUrl: info.preConfiguredUrl }),
    ...(info.recommendationId === undefined ? {} : { recommendationId: info.recommendationId }),
    ...(info.searchId === undefined ? {} : { searchId: info.searchId }),
  };
  return {
    ok: true,
    input: {
      ...input,
      mcpProdName: product.name,
      productId: product.id,
      mcpSku: graph.mcpSku,
      variantSKU: graph.variant,
      productConfig: { ...config, configurationGraph: { ...graph }, selectedAttributes },
      merchantInfo,
    },
  };
}

/** Every attribute of the product with the chosen value, the product's default where none was chosen. */
function resolvedAttributes(
  product: CatalogProduct,
  chosen: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    product.attributes.map((attribute) => [attribute.key, chosen[attribute.key] ?? attribute.defaultValue]),
  );
}

/** The attributes the shopper saw, named, in the page's order (hidden ones are the printer's). */
function describedAttributes(
  product: CatalogProduct,
  selected: Readonly<Record<string, string>>,
): AttributeData[] {
  return [...product.attributes]
    .filter((attribute) => !attribute.hidden)
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .flatMap((attribute) => {
      const value = selected[attribute.key];
      const option = attribute.options.find((candidate) => candidate.value === value);
      return value === undefined || option === undefined
        ? []
        : [{ key: attribute.key, value, label: attribute.label, valueLabel: option.label }];
    });
}

/** A sent attribute map: every key one of the product's, every value the priced one. */
function attributeErrors(
  sent: Readonly<Record<string, string>>,
  priced: Readonly<Record<string, string>>,
  path: string,
  agree: (sent: unknown, derived: unknown, path: string) => void,
) {
  for (const [key, value] of Object.entries(sent)) agree(value, priced[key] ?? null, `${path}.${key}`);
}

/** Sent attribute labels: each entry the description of a priced attribute, at most once. */
function attributesDataErrors(
  sent: readonly AttributeData[],
  derived: readonly AttributeData[],
): FieldError[] {
  const seen = new Set<string>();
  return sent.flatMap((entry, index): FieldError[] => {
    const path = `merchantInfo.attributesData.${index}`;
    const own = derived.find((candidate) => candidate.key === entry.key);
    if (own === undefined) return [{ path: `${path}.key`, message: `Not a shown attribute: ${entry.key}` }];
    if (seen.has(entry.key)) return [{ path: `${path}.key`, message: `${entry.key} is listed twice` }];
    seen.add(entry.key);
    return (['value', 'label', 'valueLabel'] as const).flatMap((field) =>
      entry[field] === own[field]
        ? []
        : [{ path: `${path}.${field}`, message: `The product says ${JSON.stringify(own[field])}` }],
    );
  });
}
