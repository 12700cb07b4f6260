import {
  countryCodeSchema,
  emailSchema,
  idSchema,
  moneySchema,
  passwordSchema,
  postalCodeSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

export const addressTypeSchema = z.enum(['shipping', 'billing']);

export const nameSchema = z.string().trim().min(1).max(100);

/** The fields a shopper types for an address; the same for the address book and for a cart. */
/** Intra-community VAT number: the country code, then 2 to 13 letters or digits. */
export const vatNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'VAT number must start with its country code');

export const companyNameSchema = z.string().trim().min(1).max(150);

export const addressFieldsShape = {
  country: countryCodeSchema,
  postalCode: postalCodeSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  company: z.string().max(150).optional(),
  street: z.string().trim().min(1).max(200),
  streetComplement: z.string().max(200).optional(),
  city: z.string().trim().min(1).max(100),
  phone: z
    .string()
    .regex(/^\+?[0-9 .()-]{6,20}$/, 'Phone number may hold digits, spaces and + . ( ) - only')
    .optional(),
  email: emailSchema.optional(),
  /** Intra-community VAT number, on company billing addresses. */
  vatNumber: vatNumberSchema.optional(),
};

/** An address as the server answers it. */
export const addressSchema = z.object({
  id: idSchema,
  type: addressTypeSchema,
  country: countryCodeSchema,
  postalCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  streetComplement: z.string().nullable(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  vatNumber: z.string().nullable(),
});

/** The cart's billing address also says whether the customer may pay later (set by staff, never by the client). */
export const billingAddressSchema = addressSchema.extend({
  type: z.literal('billing'),
  hasDeferredPayments: z.boolean(),
});

const userCategoryCodeSchema = z.union([z.literal(1), z.literal(2)]);

export const customerSchema = z.object({
  id: idSchema,
  email: emailSchema,
  firstName: z.string(),
  lastName: z.string(),
  customerIsPremium: z.boolean(),
  customerPremiumReason: z.string().nullable(),
  /** The customer's id in the back office (ERP). */
  customerExternalId: z.string().nullable(),
  /** Company name and VAT number of a company customer (user_category 1); null when not given. */
  company: z.string().nullable(),
  vatNumber: z.string().nullable(),
  customerMetadata: z.object({
    /** 1 company, 2 private; null when never given. */
    user_category: userCategoryCodeSchema.nullable(),
    /** '1' means subscribed to the newsletter. */
    user_subscriber_status: z.enum(['0', '1']),
    /** True until the first order (targets newCustomer promotions). */
    user_newclient: z.boolean(),
  }),
  customerAddresses: z.object({
    shippingAddresses: z.array(addressSchema),
    billingAddresses: z.array(addressSchema),
    defaultShippingAddressId: idSchema.nullable(),
    defaultBillingAddressId: idSchema.nullable(),
  }),
  customerHasWallet: z.boolean(),
  /** Zero when the customer has no wallet. */
  customerWalletCredit: moneySchema,
});

/** POST /api/v1/customer/create: the client logs in right after (registration auto-logs in). */
export const registrationRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  newsletter: z.boolean(),
  user_category: userCategoryCodeSchema,
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  company: z.string().max(150).optional(),
});
export const registrationResponseSchema = z.object({
  customerId: idSchema,
});

/** PATCH /api/v1/customer/: only the fields sent change; premium status and wallet are staff matters. */
export const profileUpdateRequestSchema = z
  .strictObject({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    email: emailSchema.optional(),
    user_category: userCategoryCodeSchema.optional(),
    newsletter: z.boolean().optional(),
    /** null clears the value. */
    company: companyNameSchema.nullable().optional(),
    vatNumber: vatNumberSchema.nullable().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'Send at least one field to change');

/** Address calls may also set the address on the open cart, hence the optional cart id. */
const cartLinkShape = { cartId: idSchema.optional() };

/** POST /api/v1/customer/address/ */
export const addAddressRequestSchema = z.strictObject({
  type: addressTypeSchema,
  ...cartLinkShape,
  ...addressFieldsShape,
});

/** PATCH /api/v1/customer/address/: the id and type name the address, the other fields change it. */
export const updateAddressRequestSchema = z.strictObject({
  id: idSchema,
  type: addressTypeSchema,
  ...cartLinkShape,
  ...z.object(addressFieldsShape).partial().shape,
});

/** PATCH /api/v1/customer/address/setDefault */
export const setDefaultAddressRequestSchema = z.strictObject({
  type: addressTypeSchema,
  id: idSchema,
  ...cartLinkShape,
});

/** DELETE /api/v1/customer/address?type=…&id=… (query string: DELETE bodies are dropped by some proxies). */
export const deleteAddressQuerySchema = z.strictObject({
  type: addressTypeSchema,
  id: idSchema,
});

/**
 * A token that came in a mail, as the link carried it: the opaque one of a password-reset or
 * email-verification link, or the signed one of a newsletter unsubscribe link. Only its form is
 * checked here; the server decides whether it is good.
 */
export const mailTokenSchema = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^[A-Za-z0-9._~-]+$/, 'A token holds letters, digits and - _ . ~ only');

/** POST /api/v1/customer/password-reset/: a reset link is mailed when an account has the email. */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
});
/** The same answer whether or not an account has the email: it reveals no account. */
export const passwordResetRequestedSchema = z.object({
  requested: z.literal(true),
});

/** POST /api/v1/customer/password-reset/confirm/: the new password, with the link's token. */
export const passwordResetConfirmSchema = z.strictObject({
  token: mailTokenSchema,
  password: passwordSchema,
});
export const passwordResetDoneSchema = z.object({
  passwordChanged: z.literal(true),
});

/** POST /api/v1/customer/newsletter/unsubscribe/: the token of the newsletter mail's link. */
export const newsletterUnsubscribeRequestSchema = z.strictObject({
  token: mailTokenSchema,
});
export const newsletterUnsubscribedSchema = z.object({
  newsletter: z.literal(false),
});
