import { serviceKeySchema, uploadTypeSchema } from './cart.js';
import {
  attributesSchema,
  countryCodeSchema,
  currencyCodeSchema,
  idSchema,
  moneySchema,
  postalCodeSchema,
  quantitySchema,
  vatRateSchema,
  wireDateSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

/** Quote and delivery lists are bounded: a product page never asks for more than this at once. */
const MAX_QUOTED_QUANTITIES = 50;

const keySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Keys hold letters, digits, _ and - only');

// ---------------------------------------------------------------------------------------------
// Preconfigured product links
// ---------------------------------------------------------------------------------------------

/** A product selection saved behind a short link (sales, newsletters, "share this configuration"). */
export const productCustomConfigSchema = z.strictObject({
  selectedAttributes: attributesSchema,
  quantity: quantitySchema.optional(),
  productionTime: idSchema.optional(),
  selectedPriority: idSchema.optional(),
  uploadType: uploadTypeSchema.optional(),
  fileCheck: z.boolean().optional(),
  jobName: z.string().max(255).optional(),
});

/** GET /api/v1/product/get-product-custom-config-from-key/{key}/ */
export const customConfigKeyParamsSchema = z.strictObject({ key: keySchema });
export const customConfigFromKeyResponseSchema = z.object({
  key: keySchema,
  productConfigurationId: idSchema.nullable(),
  config: productCustomConfigSchema,
});

/** POST /api/v1/product/generate-product-custom-config-url/ */
export const generateCustomConfigUrlRequestSchema = z.strictObject({
  config: productCustomConfigSchema,
  productConfigurationId: idSchema.optional(),
});
export const generateCustomConfigUrlResponseSchema = z.object({ key: keySchema });

// ---------------------------------------------------------------------------------------------
// Inventory, validation
// ---------------------------------------------------------------------------------------------

/** POST /api/v1/product/inventory/: for products made from stock (blank goods, textiles). */
export const inventoryRequestSchema = z.strictObject({
  mcpSku: idSchema,
  mcpAttributes: attributesSchema,
  quantity: quantitySchema,
  productionTime: idSchema,
});
export const inventoryResponseSchema = z.object({
  hasInventory: z.boolean(),
  /** How many can leave at once; 0 when nothing is in stock. */
  immediateQuantity: z.number().nonnegative(),
  /** Restocks to come, earliest first. */
  futureAvailability: z.array(z.object({ date: wireDateSchema, quantity: quantitySchema })),
});

/** POST /api/v1/product/validate/ */
export const validateProductRequestSchema = z.strictObject({
  mcpSku: idSchema,
  entryId: idSchema,
  productSku: idSchema,
  variant: idSchema,
  version: idSchema,
  configuration: attributesSchema,
});
export const validateProductResponseSchema = z.object({
  valid: z.boolean(),
  /** The attributes as the server settles them (it may adjust those depending on the one changed). */
  configuration: attributesSchema,
  /** Keys the server changed, so the page can tell the shopper. */
  changedAttributes: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------
// Quote
// ---------------------------------------------------------------------------------------------

/** POST /api/v1/product/quote/: prices for every quantity × delivery option of one configuration. */
export const quoteRequestSchema = z.strictObject({
  /** The open cart, so the quote can apply cart-wide promotions and the max cart price. */
  cart: z.strictObject({ id: idSchema }).optional(),
  currency: currencyCodeSchema,
  country: countryCodeSchema,
  zip: postalCodeSchema,
  quantities: z.array(quantitySchema).min(1, 'Quantities list is empty!').max(MAX_QUOTED_QUANTITIES),
  /** Delivery option (priority) keys to price; empty means all that the product offers. */
  priorities: z.array(idSchema).max(20),
  attributes: z.strictObject({
    mcpSku: idSchema,
    entryId: idSchema,
    productSku: idSchema,
    variant: idSchema,
    version: idSchema,
    productionTime: idSchema,
    selectedAttributes: attributesSchema,
  }),
  promo: z.strictObject({ code: z.string().trim().min(1).max(50) }).optional(),
  /** VAT depends on where the job ships and who is invoiced (reverse charge for EU companies). */
  addresses: z
    .strictObject({
      shipping: z.strictObject({ country: countryCodeSchema, postalCode: postalCodeSchema }).optional(),
      billing: z
        .strictObject({
          country: countryCodeSchema,
          postalCode: postalCodeSchema,
          vatNumber: z
            .string()
            .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/)
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

/** One price of a quote: a quantity made in a production time and shipped with a delivery option. */
export const quotePriceSetSchema = z
  .object({
    deliveryKey: idSchema,
    deliveryOption: idSchema,
    productionTime: idSchema,
    deliverySpeed: idSchema,
    quantity: quantitySchema,
    amountExclTax: moneySchema,
    amountInclTax: moneySchema,
    /** Before promotion (for a premium reseller: the reseller price). */
    originalAmountExclTax: moneySchema,
    originalAmountInclTax: moneySchema,
    /** A premium reseller's quote only: the public price, before the reseller discount and any promotion. */
    publicAmountExclTax: moneySchema.optional(),
    publicAmountInclTax: moneySchema.optional(),
    unitAmountExclTax: moneySchema,
    unitAmountInclTax: moneySchema,
    vatAmount: moneySchema,
    vatRate: vatRateSchema,
    /** The specification's name for `amountExclTax.centAmount`, kept for old readers. */
    amountCentExclTax: z.number().int(),
    promocode: z.string().nullable(),
    /** DD-MM-YYYY when the server could date this delivery option, else null. */
    arrivalDate: wireDateSchema.nullable().optional(),
  })
  .refine((set) => set.amountCentExclTax === set.amountExclTax.centAmount, {
    message: 'amountCentExclTax must equal amountExclTax.centAmount',
    path: ['amountCentExclTax'],
  })
  .refine((set) => set.amountExclTax.centAmount + set.vatAmount.centAmount === set.amountInclTax.centAmount, {
    message: 'amountInclTax must be amountExclTax plus vatAmount',
    path: ['amountInclTax'],
  });

/** How a quote's prices are taxed, and why (domain `VatDecision`). */
export const vatDecisionSchema = z.object({
  rate: z.number().min(0).max(100),
  regime: z.enum(['standard', 'overseas', 'outsideVatArea', 'reverseCharge']),
  /** The territory a French postcode put the job in (Corse, La Réunion…), when it decided. */
  area: z.string().nullable(),
  /** French legal mention for the order and the invoice (reverse charge, outside the VAT area). */
  mention: z.string().nullable(),
});

export const quoteResponseSchema = z.object({
  quantities: z.array(quantitySchema),
  priceSets: z.array(quotePriceSetSchema),
  /** Absent from older servers: the shop's own server always says. */
  vat: vatDecisionSchema.nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Services, shipping
// ---------------------------------------------------------------------------------------------

/** POST /api/v1/product/service/price/ */
export const servicePriceRequestSchema = z.strictObject({
  serviceKeys: z.array(serviceKeySchema).min(1).max(3),
  mcpSku: idSchema,
  productKey: idSchema,
  variantSku: idSchema,
  quantityList: z.array(quantitySchema).min(1).max(MAX_QUOTED_QUANTITIES),
  variableAttributes: attributesSchema,
});
export const servicePriceResponseSchema = z.object({
  prices: z.array(
    z.object({
      key: serviceKeySchema,
      quantity: quantitySchema,
      amountExclTax: moneySchema,
      vatRate: vatRateSchema,
    }),
  ),
});

/** POST /api/v1/product/shipping/calculate/ */
export const shippingCalculateRequestSchema = z.strictObject({
  /** Delivery option keys to date. */
  deliveries: z.array(idSchema).min(1).max(20),
  quantity: quantitySchema,
  countryCode: countryCodeSchema,
  zipCode: postalCodeSchema,
  mcpSku: idSchema,
  productionTime: idSchema,
  /** The date the order would be placed; today when absent. */
  orderDate: wireDateSchema.optional(),
});
export const shippingCalculateResponseSchema = z.object({
  /** Promised arrival date by delivery option; null when the carrier cannot promise one. */
  dates: z.record(idSchema, wireDateSchema.nullable()),
  /** Warnings to show beside each delivery option's date (dictionary keys). */
  caveats: z.record(idSchema, z.array(z.string())),
  /** The kinds of warning present, e.g. 'holiday', 'remoteArea', 'island'. */
  caveat_topics: z.array(z.string()),
});
