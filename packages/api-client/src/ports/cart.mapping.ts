import {
  type Cart,
  COUPON_SERVICE,
  type ConfigurationGraph,
  chargedServices,
  type EditedLineItem,
  FILE_CHECK_SERVICE,
  formatDate,
  type LineItem,
  type LineItemDraft,
  type SelectionDraft,
} from '@tirage/domain';
import type * as z from 'zod';
import type { cartSchema, LineItemInput, lineItemSchema } from '../contract/cart.js';
import type { editedLineItemInputSchema } from '../contract/order.js';
import { dateOf, instantOf, moneyOf, orUndefined, UnmappableAnswer } from './answers.js';
import { addressOf, billingAddressOf } from './customer.mapping.js';

type WireLineItem = z.output<typeof lineItemSchema>;
type WireCart = z.output<typeof cartSchema>;

// ---------------------------------------------------------------------------------------------
// Answers: wire -> domain
// ---------------------------------------------------------------------------------------------

export function lineItemOf(wire: WireLineItem): LineItem {
  const info = wire.merchantInfo;
  // Lines keep what the product page sent; a line that lost its delivery option or production
  // time cannot be shown or edited, so it is refused rather than guessed.
  const deliveryOption = info.selectedDeliveryOption ?? info.selectedPriority;
  const productionTime = info.selectedProductionTime;
  if (deliveryOption === undefined || productionTime === undefined) {
    throw new UnmappableAnswer(`Line ${wire.id} names no delivery option or production time`);
  }
  return {
    id: wire.id,
    productId: wire.productId,
    pageId: info.pageId,
    productName: wire.productName,
    sku: wire.mcpSku,
    thumbnailUrl: info.thumbnail,
    price: moneyOf(wire.price),
    taxRate: wire.taxRate,
    taxedTotalPriceWithServices: moneyOf(wire.taxedTotalPriceWithServices),
    services: wire.services.map((service) => ({
      key: service.key,
      unitPrice: moneyOf(service.unitPrice),
      taxRate: service.taxRate,
      inputText: orUndefined(service.serviceAttributes.inputText),
    })),
    quantity: wire.quantity,
    jobName: wire.jobName,
    selection: {
      selectedAttributes: info.selectedAttributes,
      uploadType: wire.mcpDocsSource,
      deliveryOption,
      productionTime,
      fileCheck: wire.documentPreferences.fileCheck,
      designId: wire.mcpDocsSource === 'dex' ? info.designId : undefined,
    },
    attributes: (info.attributesData ?? []).map((attribute) => ({
      key: attribute.key,
      value: attribute.value,
      label: attribute.label,
      valueLabel: attribute.valueLabel,
    })),
    arrivalDate:
      info.deliveryDateWithFallback === undefined ? undefined : dateOf(info.deliveryDateWithFallback),
    isMultiArtwork: wire.isMultiArtwork,
    multiArtworkSetsNumber: wire.multiArtworkSetsNumber,
    multiArtworkDetails: wire.multiArtworkDetails.map((detail) => ({
      name: detail.name,
      quantity: detail.quantity,
      numberOfRolls: orUndefined(detail.numberOfRolls),
    })),
    createdAt: instantOf(wire.lineItemCreationTimestamp),
    isFileCheckEditable: wire.isFileCheckEditable,
    ...(info.readyMadeDesignId === undefined ? {} : { readyMadeDesignId: info.readyMadeDesignId }),
  };
}

export function cartOf(wire: WireCart): Cart {
  // The record is keyed by line id; the key wins should a line repeat another's id.
  const lineItems: Record<string, LineItem> = {};
  for (const [id, line] of Object.entries(wire.lineItems)) lineItems[id] = { ...lineItemOf(line), id };
  return {
    id: wire.id,
    currency: wire.currencyCode,
    lineItems,
    totalPrice: moneyOf(wire.totalPrice),
    taxedPrice: moneyOf(wire.taxedPrice),
    shippingAddress: wire.shippingAddress === null ? undefined : addressOf(wire.shippingAddress),
    billingAddress: wire.billingAddress === null ? undefined : billingAddressOf(wire.billingAddress),
    ...(typeof wire.vatMention === 'string' ? { vatMention: wire.vatMention } : {}),
  };
}

/** The promotion code of a line: the server answers it as the coupon service's input text. */
function promoCodeOf(line: Pick<LineItem, 'services'>): string | undefined {
  return line.services.find((service) => service.key === COUPON_SERVICE)?.inputText;
}

/** What the product page reopens a cart line or an order item with. */
export function selectionOfLine(line: LineItem): SelectionDraft {
  const promoCode = promoCodeOf(line);
  return {
    selectedAttributes: line.selection.selectedAttributes,
    quantity: line.quantity,
    deliveryOption: line.selection.deliveryOption,
    productionTime: line.selection.productionTime,
    uploadType: line.selection.uploadType,
    fileCheck: line.selection.fileCheck,
    jobName: line.jobName,
    artworks: line.multiArtworkDetails.map((detail) => ({
      name: detail.name,
      quantity: detail.quantity,
      ...(detail.numberOfRolls === undefined ? {} : { rolls: detail.numberOfRolls }),
    })),
    ...(promoCode === undefined ? {} : { promoCode }),
    ...(line.selection.designId === undefined ? {} : { designId: line.selection.designId }),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests: domain -> wire
// ---------------------------------------------------------------------------------------------

/** The catalogue position, field by field: requests are strict, so nothing else may ride along. */
export function configurationGraphToWire(graph: ConfigurationGraph): ConfigurationGraph {
  return {
    mcpSku: graph.mcpSku,
    entryId: graph.entryId,
    productSku: graph.productSku,
    variant: graph.variant,
    version: graph.version,
  };
}

/**
 * The line item creation payload (section 3) of a draft. Amounts are left out: the contract
 * refuses them and the server prices the line from its configuration, quantity, services and
 * ship-to (DECISIONS.md). The file check follows the selection (`chargedServices`), the design
 * service is sent with the brief the draft carries for it, and a coupon becomes
 * `productConfig.promoCode`. `uploadedFiles` is sent empty: the domain has no upload flow
 * yet.
 */
export function lineItemToWire(draft: LineItemDraft): LineItemInput {
  const { product, selection } = draft;
  const briefOf = (key: string) => draft.services.find((service) => service.key === key)?.inputText;
  const services = chargedServices(selection.uploadType, selection.fileCheck).map((key) => {
    const inputText = briefOf(key);
    return inputText === undefined ? { key } : { key, serviceAttributes: { inputText } };
  });
  // The server checks that the file flow and the services agree (no file check on hds artwork).
  const fileCheck = services.some((service) => service.key === FILE_CHECK_SERVICE);
  const promoCode = draft.services.find((service) => service.key === COUPON_SERVICE)?.inputText;
  const artworks = draft.multiArtworkDetails;
  return {
    currencyCode: draft.price.currency,
    services,
    shipTo: { country: draft.shipTo.country, postalCode: draft.shipTo.postalCode },
    uploadedFiles: [],
    jobName: draft.jobName,
    ...(draft.userNotes === undefined ? {} : { userNotes: draft.userNotes }),
    mcpProdName: draft.productName,
    productId: draft.productId,
    mcpSku: draft.sku,
    ...(draft.variantSku === undefined ? {} : { variantSKU: draft.variantSku }),
    productConfig: {
      configurationId: product.configurationId,
      configurationGraph: configurationGraphToWire(product.configurationGraph),
      selectedAttributes: { ...selection.selectedAttributes },
      productionTime: selection.productionTime,
      deliveryOption: selection.deliveryOption,
      ...(promoCode === undefined ? {} : { promoCode }),
    },
    ...(draft.promisedArrivalDate === undefined
      ? {}
      : { promisedArrivalDate: formatDate(draft.promisedArrivalDate) }),
    quantity: draft.quantity,
    merchantInfo: {
      merchantProductName: draft.productName,
      productPageTitle: product.pageTitle,
      ...(product.thumbnailUrl === undefined ? {} : { thumbnail: product.thumbnailUrl }),
      merchantSku: draft.sku,
      selectedAttributes: { ...selection.selectedAttributes },
      pageId: product.pageId,
      fileFlow: { fileCheck, upload: selection.uploadType },
      attributesData: draft.attributes.map((attribute) => ({
        key: attribute.key,
        value: attribute.value,
        label: attribute.label,
        valueLabel: attribute.valueLabel,
      })),
      selectedPriority: selection.deliveryOption,
      selectedProductionTime: selection.productionTime,
      selectedDeliveryOption: selection.deliveryOption,
      enabledTemplate: product.templateEnabled,
      fscCertified: product.fscCertified,
      noPrinting: product.noPrinting,
      selectedUploadType: selection.uploadType,
      ...(selection.designId === undefined ? {} : { designId: selection.designId }),
    },
    ...(artworks.length === 0
      ? {}
      : {
          mcpFulfillmentAttributes: {
            multiArtworkSetsNumber: artworks.length,
            multiArtworkDetails: artworks.map((detail) => ({
              name: detail.name,
              quantity: detail.quantity,
              ...(detail.numberOfRolls === undefined ? {} : { numberOfRolls: detail.numberOfRolls }),
            })),
          },
        }),
  };
}

/** An edited order line: the creation payload plus the id of the order line it replaces. */
export function editedLineItemToWire(line: EditedLineItem): z.input<typeof editedLineItemInputSchema> {
  return { ...lineItemToWire(line), id: line.id };
}
