import type { LineAttribute, LineItemDraft, LineItemService, MultiArtworkDetail } from '../model/cart.js';
import type { PageContent } from '../model/content.js';
import type { ProductConfiguration, ProductSelection } from '../model/product.js';
import {
  COUPON_SERVICE,
  DESIGN_SERVICE,
  type Delivery,
  type Market,
  type QuotePriceSet,
  type ServicePrice,
} from '../model/quote.js';
import { cents } from '../money/money.js';
import { artworkLabels, keepValidArtworks } from '../product/multi-artwork.js';
import { fileCheckApplies } from '../product/upload-type.js';
import { sameQuantity } from '../quantity/quantity.js';
import { visibleAttributes } from './configuration.js';
import { type DesignBrief, designBriefText } from './design-brief.js';
import { promisedArrivalDate } from './quote-selection.js';
import { chargedServices } from './recap.js';

/** What the product page knows once a price is chosen: enough to put the job in the cart. */
export interface LineItemDraftInput {
  readonly page: Pick<PageContent, 'id' | 'title'>;
  readonly configuration: ProductConfiguration;
  readonly selection: ProductSelection;
  readonly priceSet: QuotePriceSet;
  readonly deliveries: readonly Delivery[];
  readonly servicePrices: readonly ServicePrice[];
  readonly market: Market;
  readonly thumbnailUrl: string | undefined;
  /** The brief of the human design service (upload type `hds`), as its service's text. */
  readonly designBrief?: DesignBrief | undefined;
}

/**
 * The line item a product page puts in the cart: the chosen configuration, quantity, delivery
 * and services, with the prices as quoted. The server prices the line again from the
 * configuration (it trusts none of these amounts); they are sent so that the line is shown at
 * once as the shopper saw it.
 */
export function lineItemDraftFor(input: LineItemDraftInput): LineItemDraft {
  const { configuration, selection, priceSet, market } = input;
  const currency = priceSet.amountExclTax.currency;
  const services: LineItemService[] = chargedServices(selection.uploadType, selection.fileCheck).flatMap(
    (key) => {
      const price = input.servicePrices.find(
        (candidate) => candidate.key === key && sameQuantity(candidate.quantity, selection.quantity),
      );
      return price === undefined
        ? []
        : [
            {
              key,
              unitPrice: price.amountExclTax,
              taxRate: price.vatRate,
              inputText:
                key === DESIGN_SERVICE && input.designBrief !== undefined
                  ? designBriefText(input.designBrief)
                  : undefined,
            },
          ];
    },
  );
  if (selection.promoCode !== undefined) {
    services.push({
      key: COUPON_SERVICE,
      unitPrice: cents(0, currency),
      taxRate: priceSet.vatRate,
      inputText: selection.promoCode,
    });
  }
  const multiArtworkDetails: MultiArtworkDetail[] = keepValidArtworks(selection.artworks).map((entry) => ({
    name: entry.name.trim(),
    quantity: artworkLabels(entry),
    // Rolls that are not a positive count are no rolls (see `artworkLabels`).
    numberOfRolls: entry.rolls !== undefined && entry.rolls > 0 ? entry.rolls : undefined,
  }));
  // What the shopper saw: the visible attributes, named, in the page's order.
  const attributes: LineAttribute[] = visibleAttributes(configuration.attributes).flatMap((attribute) => {
    const value = selection.selectedAttributes[attribute.key];
    const option = attribute.options.find((candidate) => candidate.value === value);
    return value === undefined || option === undefined
      ? []
      : [{ key: attribute.key, value, label: attribute.label, valueLabel: option.label }];
  });
  return {
    product: {
      configurationId: configuration.configurationId,
      configurationGraph: configuration.configurationGraph,
      pageId: input.page.id,
      pageTitle: input.page.title,
      thumbnailUrl: input.thumbnailUrl,
      fscCertified: configuration.fscCertified,
      noPrinting: configuration.noPrinting,
      templateEnabled: !configuration.templateDisabled,
    },
    shipTo: { country: market.country, postalCode: market.zipCode },
    productId: configuration.configurationId,
    sku: configuration.mcpSku,
    variantSku: configuration.configurationGraph.variant,
    productName: configuration.productName,
    quantity: selection.quantity,
    jobName: selection.jobName.trim(),
    selection: {
      selectedAttributes: selection.selectedAttributes,
      uploadType: selection.uploadType,
      deliveryOption: selection.deliveryOption,
      productionTime: selection.productionTime,
      fileCheck: selection.fileCheck && fileCheckApplies(selection.uploadType),
      // A design is the artwork only of a job whose artwork is made online.
      designId: selection.uploadType === 'dex' ? selection.designId : undefined,
    },
    attributes,
    unitPrice: priceSet.unitAmountExclTax,
    price: priceSet.amountExclTax,
    taxRate: priceSet.vatRate,
    promisedArrivalDate: promisedArrivalDate(selection.deliveryOption, input.deliveries, priceSet),
    services,
    multiArtworkDetails,
    userNotes: undefined,
  };
}
