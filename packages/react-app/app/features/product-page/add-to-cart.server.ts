import { putCartItemRequestSchema } from '@tirage/api-client/contract';
import {
  type Cart,
  chargedServices,
  type DesignBrief,
  type DomainError,
  type DomainErrorKind,
  err,
  hasLineChanged,
  type LineItemDraft,
  lineItemDraftFor,
  ok,
  type PageContent,
  parseDesignBrief,
  type Result,
  resolveSelection,
  type SelectionDraft,
  type ServicePrice,
  sameQuantity,
  toLineSelection,
  UPLOAD_TYPES,
} from '@tirage/domain';
import * as z from 'zod';
import { openShopperCart } from '../../cart.server.js';
import { t } from '../../i18n/translate.js';
import { parseForm } from '../../lib/form-schema.js';
import { type Refusal, refusal } from '../../lib/refusal.js';
import type { StorefrontContext } from '../../load-context.js';
import { marketOf } from './product-page.server.js';

/** The selection the product page posts: what the shopper chose, no price (the server prices it). */
export const postedSelectionSchema = z.strictObject({
  selectedAttributes: z.record(z.string().max(100), z.string().max(200)),
  quantity: z.number().positive().finite(),
  deliveryOption: z.string().min(1).max(100),
  productionTime: z.string().min(1).max(100),
  uploadType: z.enum(UPLOAD_TYPES as readonly ['upload', 'dex', 'hds']),
  fileCheck: z.boolean(),
  jobName: z.string().max(120),
  artworks: z
    .array(
      z.strictObject({
        name: z.string().max(120),
        quantity: z.number().finite(),
        rolls: z.number().finite().optional(),
        labelsPerRoll: z.number().finite().optional(),
      }),
    )
    .max(50),
  promoCode: z.string().max(50).optional(),
  /** The design made in the designer, with the upload type `dex` (the shop checks it is the shopper's). */
  designId: z.uuid().optional(),
});

/** The selection as the product page posts it: a JSON text, read with `postedSelectionSchema`. */
export const postedSelectionJsonSchema = z.string().transform((text, ctx) => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'The selection is not JSON', input: text });
    return z.NEVER;
  }
  const posted = postedSelectionSchema.safeParse(json);
  if (!posted.success) {
    ctx.addIssue({ code: 'custom', message: 'The selection is not one the page posts', input: json });
    return z.NEVER;
  }
  return posted.data;
});

export type PostedSelection = z.output<typeof postedSelectionSchema>;

/** The form that prices a selection (saving an order item's edit): the selection only. */
const selectionFormSchema = z.object({ selection: postedSelectionJsonSchema });

/**
 * "Ajouter au panier": the selection, and the cart line it replaces when a job in the cart is
 * edited (the contract's rule for that line's id).
 */
const addToCartFormSchema = selectionFormSchema.extend({
  lineItemId: putCartItemRequestSchema.shape.cartItemId,
  /** The design service's brief, as `designBriefText` wrote it (upload type `hds` only). */
  designBrief: z.string().max(4_000).optional(),
});

/** The selection a product page's form posted, or undefined when it is not one it posts. */
export function readPostedSelection(form: FormData): PostedSelection | undefined {
  const submission = parseForm(form, selectionFormSchema, {});
  return submission.status === 'success' ? submission.value.selection : undefined;
}

/** Why a line could not go into the cart, in the shopper's words. */
export function cartErrorMessage(error: DomainError): string {
  switch (error.kind) {
    case 'cart.tooManyLines':
      return t('cart.error.tooManyLines');
    case 'cart.maxPriceExceeded':
      return t('cart.error.maxPriceExceeded');
    case 'cart.lineNotFound':
      return t('cart.error.lineNotFound');
    case 'request.invalid':
      // The shop refused the design as the job's artwork: not the shopper's, or made for another format.
      return error.fieldErrors.some((field) => field.field === 'merchantInfo.designId')
        ? t('product.error.design')
        : t('product.error.addFailed');
    default:
      return t('product.error.addFailed');
  }
}

/**
 * The design service's brief a product page posted with its selection (`designBrief`, as
 * `designBriefText` wrote it): required with artwork made by the shop's designer (`hds`), read
 * back and checked; no other artwork choice takes one.
 */
export function postedDesignBrief(
  selection: PostedSelection | undefined,
  posted: unknown,
): Result<DesignBrief | undefined, Refusal> {
  if (selection?.uploadType !== 'hds') return ok(undefined);
  const read = parseDesignBrief(typeof posted === 'string' ? posted.slice(0, 4_000) : '');
  return read === undefined || !read.ok
    ? refused('request.invalid', t('designBrief.error.refused'))
    : ok(read.value);
}

/** What the add-to-cart action answers: the cart with the line, or the message to show. */
export type AddToCartOutcome = Result<Cart, Refusal>;

const refused = (kind: DomainErrorKind, message: string) => err(refusal(kind, message));

/** A job the server priced from the product page's selection, ready to be a cart or order line. */
export type PricedDraft = Result<LineItemDraft, Refusal>;

/**
 * Prices the product page's posted selection (form field `selection`, see `readPostedSelection`;
 * undefined when it was refused) on the server. The posted selection is read strictly and must be
 * one the product offers as it is: a value the catalogue would change is refused rather than
 * silently replaced. The job is priced as the page priced it;
 * the cart's (or the order's) server prices it again and keeps its limits.
 */
export async function pricedLineItemDraft(
  context: StorefrontContext,
  page: PageContent,
  posted: PostedSelection | undefined,
  designBrief?: DesignBrief,
): Promise<PricedDraft> {
  if (posted === undefined || page.productConfigurationId === undefined) {
    return refused('request.invalid', t('product.error.selectionChanged'));
  }

  const { ports } = context;
  const loaded = await ports.catalog.productConfiguration(page.productConfigurationId);
  if (!loaded.ok || loaded.value === undefined)
    return refused('service.unavailable', t('product.error.addFailed'));
  const configuration = loaded.value;
  const draft: SelectionDraft = posted;
  const selection = resolveSelection(configuration, draft);
  const asPosted = toLineSelection({ ...selection, quantity: posted.quantity });
  if (
    hasLineChanged(asPosted, toLineSelection(selection)) ||
    Object.entries(posted.selectedAttributes).some(
      ([key, value]) => selection.selectedAttributes[key] !== value,
    )
  ) {
    return refused('request.invalid', t('product.error.selectionChanged'));
  }

  const market = marketOf(context);
  const quote = await ports.quote.quotePrices({
    configurationGraph: configuration.configurationGraph,
    selectedAttributes: selection.selectedAttributes,
    quantities: [selection.quantity],
    priorities: [selection.deliveryOption],
    productionTime: selection.productionTime,
    promoCode: selection.promoCode,
    market,
  });
  const priceSet = quote.ok
    ? quote.value.priceSets.find(
        (set) =>
          sameQuantity(set.quantity, selection.quantity) && set.deliveryOption === selection.deliveryOption,
      )
    : undefined;
  if (priceSet === undefined) return refused('request.conflict', t('product.error.selectionChanged'));
  const deliveries = await ports.quote.deliveries({
    mcpSku: configuration.mcpSku,
    deliveryOptions: [selection.deliveryOption],
    quantity: selection.quantity,
    productionTime: selection.productionTime,
    market,
  });
  const services = chargedServices(selection.uploadType, selection.fileCheck);
  let servicePrices: readonly ServicePrice[] = [];
  if (services.length > 0) {
    const priced = await ports.quote.servicePrices({
      serviceKeys: services,
      configurationId: configuration.configurationId,
      configurationGraph: configuration.configurationGraph,
      quantities: [selection.quantity],
      selectedAttributes: selection.selectedAttributes,
      market,
    });
    if (!priced.ok) return refused('service.unavailable', t('product.error.addFailed'));
    servicePrices = priced.value;
  }
  return ok(
    lineItemDraftFor({
      page,
      configuration,
      selection,
      priceSet,
      deliveries: deliveries.ok ? deliveries.value : [],
      servicePrices,
      market,
      thumbnailUrl: configuration.imageUrl,
      designBrief,
    }),
  );
}

/**
 * Puts the product page's selection in the shopper's cart (or, with `lineItemId`, replaces that
 * line), priced by `pricedLineItemDraft`.
 */
export async function addToCart(
  context: StorefrontContext,
  page: PageContent,
  form: FormData,
): Promise<AddToCartOutcome> {
  const submission = parseForm(form, addToCartFormSchema, {});
  if (submission.status !== 'success') {
    return refused('request.invalid', t('product.error.selectionChanged'));
  }
  const { selection, lineItemId } = submission.value;
  const designBrief = postedDesignBrief(selection, submission.value.designBrief);
  if (!designBrief.ok) return designBrief;
  const draft = await pricedLineItemDraft(context, page, selection, designBrief.value);
  if (!draft.ok) return draft;

  const cart = await openShopperCart(context);
  if (!cart.ok) return refused('service.unavailable', t('product.error.addFailed'));
  const put = await context.ports.cart.putLineItem(cart.value.id, draft.value, lineItemId);
  if (!put.ok) {
    const limit = put.error.kind === 'cart.tooManyLines' || put.error.kind === 'cart.maxPriceExceeded';
    return refused(limit ? put.error.kind : 'request.invalid', cartErrorMessage(put.error));
  }
  return ok(put.value);
}
