import {
  COUPON_SERVICE,
  DESIGN_SERVICE,
  FILE_CHECK_SERVICE,
  MAX_CART_LINES,
  UPLOAD_TYPES,
} from '@tirage/domain';
import { addressFieldsShape, addressSchema, billingAddressSchema } from './customer.js';
import {
  attributesSchema,
  countryCodeSchema,
  currencyCodeSchema,
  httpUrlSchema,
  idSchema,
  instantSchema,
  localeSchema,
  longTextSchema,
  moneySchema,
  postalCodeSchema,
  quantitySchema,
  shopPathSchema,
  shortTextSchema,
  vatRateSchema,
  wireDateSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

export const serviceKeySchema = z.enum([FILE_CHECK_SERVICE, DESIGN_SERVICE, COUPON_SERVICE]);
export const uploadTypeSchema = z.enum(UPLOAD_TYPES as readonly ['upload', 'dex', 'hds']);

/** Where the product sits in the manufacturer's catalogue; the server prices from it. */
export const configurationGraphSchema = z.strictObject({
  mcpSku: idSchema,
  entryId: idSchema,
  productSku: idSchema,
  variant: idSchema,
  version: idSchema,
});

// ---------------------------------------------------------------------------------------------
// Line item creation payload (section 3), sent by PUT /api/v1/cart/{id}/item
// ---------------------------------------------------------------------------------------------

/**
 * A service ordered with the job. Its price is not sent: the server prices the file check and
 * the design service from its own configuration.
 */
export const lineItemServiceInputSchema = z.strictObject({
  key: serviceKeySchema,
  serviceAttributes: z.strictObject({ inputText: longTextSchema.optional() }).optional(),
});

/** One artwork of a roll-label job: a name and how many labels (or rolls) of it. */
export const multiArtworkDetailSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  quantity: quantitySchema,
  numberOfRolls: z.number().int().positive().optional(),
});

/** A file the shopper uploaded beforehand (the upload service answers its id). */
export const uploadedFileSchema = z.strictObject({
  fileId: idSchema,
  fileName: z.string().min(1).max(255),
  pageCount: z.number().int().positive().optional(),
});

/** One selected attribute as shown in the cart ('Papier: Couché mat 350 g'). */
export const attributeDataSchema = z.strictObject({
  key: z.string().min(1).max(100),
  value: z.string().max(200),
  label: z.string().max(200),
  valueLabel: z.string().max(200),
});

/**
 * What the product page knew about the job, kept with the line for display and for editing it
 * later. None of it is priced: selections are re-read by the server from `productConfig`.
 */
export const merchantInfoInputSchema = z.strictObject({
  merchantProductName: shortTextSchema,
  productPageTitle: shortTextSchema,
  /** The product's picture: a path of the shop or an https URL. */
  thumbnail: shopPathSchema.or(httpUrlSchema).optional(),
  merchantSku: idSchema,
  merchantVar: z.string().max(200).optional(),
  productFamily: z.string().max(100).optional(),
  productGroup: z.string().max(100).optional(),
  selectedAttributes: attributesSchema,
  pageId: idSchema,
  fileFlow: z.strictObject({ fileCheck: z.boolean(), upload: uploadTypeSchema }),
  attributesData: z.array(attributeDataSchema).max(100),
  selectedPriority: idSchema,
  selectedProductionTime: idSchema,
  selectedDeliveryOption: idSchema,
  deliveryDateWithFallback: wireDateSchema.optional(),
  merchantAttributes: attributesSchema.optional(),
  instructionFileUrl: httpUrlSchema.optional(),
  enabledTemplate: z.boolean(),
  fscCertified: z.boolean(),
  noPrinting: z.boolean(),
  selectedUploadType: uploadTypeSchema,
  /** Design editor (dex) fields. */
  designId: idSchema.optional(),
  designPreviewUrl: httpUrlSchema.optional(),
  /**
   * The shop's ready-made design a print-on-demand product prints: set by the server from the
   * product (the shop provides the print file); a client that sends it must say the same.
   */
  readyMadeDesignId: idSchema.optional(),
  preConfiguredUrl: shopPathSchema.optional(),
  recommendationId: idSchema.optional(),
  searchId: idSchema.optional(),
});

/** The configuration to price: catalogue position plus the shopper's choices. */
export const productConfigInputSchema = z.strictObject({
  configurationId: idSchema,
  configurationGraph: configurationGraphSchema,
  selectedAttributes: attributesSchema,
  productionTime: idSchema,
  /** The delivery option (priority) key, as quoted. */
  deliveryOption: idSchema,
  promoCode: z.string().trim().min(1).max(50).optional(),
});

/**
 * The line item creation payload of section 3, without its price fields: `totalPrice`,
 * `unitPrice`, `price`, `taxRate` and `taxCode` are refused (unknown fields), because the server
 * recomputes every amount and the VAT from the configuration, quantity and delivery address.
 * Refusing them, rather than ignoring them, tells an old client at once that it must stop
 * relying on them.
 */
export const lineItemInputSchema = z.strictObject({
  currencyCode: currencyCodeSchema,
  services: z.array(lineItemServiceInputSchema).max(3),
  /** Where the job ships: prices, VAT and delivery dates depend on it. */
  shipTo: z.strictObject({ country: countryCodeSchema, postalCode: postalCodeSchema }),
  uploadedFiles: z.array(uploadedFileSchema).max(50),
  jobName: shortTextSchema,
  userNotes: longTextSchema.optional(),
  mcpProdName: shortTextSchema,
  productId: idSchema,
  mcpSku: idSchema,
  variantSKU: idSchema.optional(),
  productConfig: productConfigInputSchema,
  /** The date the product page promised; the server checks it against its own calculation. */
  promisedArrivalDate: wireDateSchema.optional(),
  quantity: quantitySchema,
  merchantInfo: merchantInfoInputSchema,
  /** Multi-artwork (roll labels) only. */
  mcpFulfillmentAttributes: z
    .strictObject({
      multiArtworkSetsNumber: z.number().int().positive(),
      multiArtworkDetails: z.array(multiArtworkDetailSchema).min(1).max(100),
    })
    .optional(),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const lineItemServiceSchema = z.object({
  key: serviceKeySchema,
  unitPrice: moneySchema,
  taxRate: vatRateSchema,
  serviceAttributes: z.object({ inputText: z.string().nullable() }),
});

/**
 * The stored merchant info is answered as it was stored: every field may be missing on old lines,
 * and fields added later are kept (answers are tolerant, requests strict).
 */
export const merchantInfoSchema = z.looseObject({
  ...merchantInfoInputSchema.partial().shape,
  merchantProductName: z.string(),
  selectedAttributes: attributesSchema,
  fileFlow: z.object({ fileCheck: z.boolean(), upload: uploadTypeSchema }).optional(),
  attributesData: z
    .array(z.object({ key: z.string(), value: z.string(), label: z.string(), valueLabel: z.string() }))
    .optional(),
});

export const lineItemSchema = z.object({
  id: idSchema,
  productId: idSchema,
  mcpSku: idSchema,
  variantSKU: z.string().nullable(),
  productName: z.string(),
  /** Price of the job excluding VAT and services. */
  price: moneySchema,
  taxRate: vatRateSchema,
  /** The French legal mention of the line's VAT (reverse charge, outside the VAT area); null otherwise. */
  vatMention: z.string().nullable().optional(),
  taxedTotalPriceWithServices: moneySchema,
  services: z.array(lineItemServiceSchema),
  quantity: quantitySchema,
  jobName: z.string(),
  merchantInfo: merchantInfoSchema,
  /** Where the artwork comes from for production: the upload service, the design editor or designers. */
  mcpDocsSource: uploadTypeSchema,
  documentPreferences: z.object({ fileCheck: z.boolean(), uploadedFiles: z.array(z.string()) }),
  lineItemCreationTimestamp: instantSchema,
  /** False once the file check has started: it can no longer be removed. */
  isFileCheckEditable: z.boolean(),
  isMultiArtwork: z.boolean(),
  multiArtworkSetsNumber: z.number().int().nonnegative(),
  multiArtworkDetails: z.array(
    z.object({ name: z.string(), quantity: quantitySchema, numberOfRolls: z.number().int().nullable() }),
  ),
});

export const cartSchema = z.object({
  id: idSchema,
  currencyCode: currencyCodeSchema,
  /** Keyed by line id; their order is given by `lineItemCreationTimestamp`. */
  lineItems: z
    .record(idSchema, lineItemSchema)
    .refine(
      (lines) => Object.keys(lines).length <= MAX_CART_LINES,
      `A cart holds at most ${MAX_CART_LINES} lines`,
    ),
  /** Excluding VAT. */
  totalPrice: moneySchema,
  /** Including VAT. */
  taxedPrice: moneySchema,
  shippingAddress: addressSchema.nullable(),
  billingAddress: billingAddressSchema.nullable(),
  /** The legal mention of the cart's VAT (a reverse charge…), from its lines; null when none applies. */
  vatMention: z.string().nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** POST /api/v1/cart: opens the owner's cart (a guest's by anonymous id, else the token's customer). */
export const openCartRequestSchema = z.strictObject({
  forceCreate: z.boolean().optional(),
  /** The UUID of the anonymous id cookie; absent for a logged-in customer. */
  anonymousUserId: z.uuid().optional(),
  currency: currencyCodeSchema,
  country: countryCodeSchema,
  locale: localeSchema,
});

/** GET /api/v1/cart/{id} */
export const cartIdParamsSchema = z.strictObject({ id: idSchema });

/**
 * An address for the cart: an entry of the address book (`id`) or one typed for this order.
 * `hasDeferredPayments` is not accepted: whether a customer may pay later is decided by staff.
 */
export const cartAddressInputSchema = z.strictObject({
  id: idSchema.optional(),
  ...addressFieldsShape,
});

/** PATCH /api/v1/cart/{id}/item/address/ */
export const setCartAddressRequestSchema = z
  .strictObject({
    shippingAddress: cartAddressInputSchema.optional(),
    billingAddress: cartAddressInputSchema.optional(),
  })
  .refine(
    (body) => body.shippingAddress !== undefined || body.billingAddress !== undefined,
    'Send a shippingAddress or a billingAddress',
  );

/** PUT /api/v1/cart/{id}/item: adds a line, or replaces `cartItemId` when a job in the cart is edited. */
export const putCartItemRequestSchema = lineItemInputSchema.extend({
  cartItemId: idSchema.optional(),
});

/** POST /api/v1/cart/{id}/duplicateItem */
export const duplicateCartItemRequestSchema = z.strictObject({ cartItemId: idSchema });

/** DELETE /api/v1/cart/item?cartId=…&cartItemId=… */
export const deleteCartItemQuerySchema = z.strictObject({ cartId: idSchema, cartItemId: idSchema });

/**
 * POST /api/v1/cart/{id}/checkout/. `internalCheckout` and `skipDocReview` are staff options:
 * the server refuses them (403) from anyone else, so the schema only checks their type.
 */
export const checkoutRequestSchema = z
  .strictObject({
    sender_type: z.enum(['product', 'custom']),
    /** The reseller's own sender name, printed on the parcel instead of the shop's. */
    custom_sender: z.string().trim().min(1).max(100).optional(),
    user_notes: z.strictObject({
      invoiceRequested: z.boolean(),
      comment: longTextSchema.optional(),
    }),
    internalCheckout: z.boolean().optional(),
    skipDocReview: z.boolean().optional(),
    /** Recap checkboxes ticked by the shopper (terms, artwork responsibility…), by key. */
    recapChecks: z.record(z.string().min(1).max(100), z.boolean()).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.sender_type === 'custom' && body.custom_sender === undefined) {
      ctx.addIssue({ code: 'custom', path: ['custom_sender'], message: 'A custom sender needs a name' });
    }
    if (body.sender_type === 'product' && body.custom_sender !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_sender'],
        message: 'A custom sender name is only sent with sender_type custom',
      });
    }
  });

/** What a checkout answers: enough to find the order again (it is remembered in the last order store). */
export const placedOrderSchema = z.object({ id: idSchema, orderNumber: z.string().min(1) });
