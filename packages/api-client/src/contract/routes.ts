import { ARTWORK_MEDIA_TYPES } from '@tirage/domain';
import { townsQuerySchema, townsResponseSchema } from './address-lookup.js';
import {
  ARTWORK_UPLOAD_CONTENT_TYPES,
  artworkLineParamsSchema,
  artworkListResponseSchema,
  artworkOrderParamsSchema,
  artworkParamsSchema,
  artworkPreviewParamsSchema,
  artworkReviewDecisionSchema,
  artworkReviewParamsSchema,
  artworkReviewSchema,
  artworkReviewsSchema,
  artworkSchema,
  artworkUploadQuerySchema,
  fileAnswerSchema,
  staffArtworkParamsSchema,
  staffArtworkPreviewParamsSchema,
  staffOrderArtworkParamsSchema,
  staffOrderArtworksSchema,
} from './artwork.js';
import {
  authGrantSchema,
  baseConfigsResponseSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  failedJobsResponseSchema,
  loginAsRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  refreshGrantSchema,
  refreshTokenRequestSchema,
  SHOP_ASSET_MEDIA_TYPES,
  shopAssetFileParamsSchema,
  shopAssetListSchema,
  shopAssetParamsSchema,
  shopAssetSchema,
  shopAssetUploadQuerySchema,
  shopRulesParamsSchema,
  shopRulesUpdateSchema,
  staffGrantSchema,
  staffLogoutRequestSchema,
  staffMemberSchema,
  staffShopRulesSchema,
} from './auth.js';
import { buildIdParamsSchema, buildMetaSchema, latestBuildSchema } from './builds.js';
import {
  cartIdParamsSchema,
  cartSchema,
  checkoutRequestSchema,
  deleteCartItemQuerySchema,
  duplicateCartItemRequestSchema,
  openCartRequestSchema,
  placedOrderSchema,
  putCartItemRequestSchema,
  setCartAddressRequestSchema,
} from './cart.js';
import {
  basicConfigQuerySchema,
  basicConfigResponseSchema,
  sessionStateSchema,
  sessionStateUpdateRequestSchema,
} from './config.js';
import {
  categoriesResponseSchema,
  landingPagesResponseSchema,
  lossLeaderInfoResponseSchema,
  lossLeaderKeyParamsSchema,
  pageContentSchema,
  pagePayloadParamsSchema,
  pagePayloadSchema,
  pageQuerySchema,
  productConfigurationQuerySchema,
  productConfigurationResponseSchema,
  productInstructionRequestSchema,
  productInstructionResponseSchema,
  robotsResponseSchema,
  sitemapResponseSchema,
  staffPageDraftSchema,
  staffPageListSchema,
  staffPageParamsSchema,
  staffPageSchema,
} from './content.js';
import {
  addAddressRequestSchema,
  customerSchema,
  deleteAddressQuerySchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeRequestSchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  setDefaultAddressRequestSchema,
  updateAddressRequestSchema,
} from './customer.js';
import {
  deletedDesignSchema,
  designIdParamsSchema,
  designListResponseSchema,
  designTemplatesQuerySchema,
  designTemplatesResponseSchema,
  renameDesignRequestSchema,
  saveDesignRequestSchema,
  savedDesignSchema,
} from './design.js';
import {
  claimDesignDocumentsRequestSchema,
  claimedDesignDocumentsSchema,
  DESIGN_ASSET_PREVIEW_TYPES,
  DESIGN_ASSET_UPLOAD_TYPES,
  deletedDesignDocumentSchema,
  designAssetIdParamsSchema,
  designAssetUploadQuerySchema,
  designDocumentIdParamsSchema,
  designDocumentListResponseSchema,
  saveDesignDocumentRequestSchema,
  storedDesignDocumentSchema,
  uploadedDesignAssetSchema,
} from './design-document.js';
import { successEnvelope } from './envelope.js';
import { bearerAuthorizationSchema, HEADER } from './headers.js';
import {
  confirmEmailRequestSchema,
  emailConfirmedSchema,
  emailVerificationSentSchema,
  legacyOrderListQuerySchema,
  legacyOrderListResponseSchema,
  legacyOrderNumberParamsSchema,
  legacyOrderSchema,
} from './legacy-order.js';
import {
  editOrderItemRequestSchema,
  finalizeOrderEditRequestSchema,
  orderEditDraftSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderNumberParamsSchema,
  orderSchema,
  resetPaymentMethodRequestSchema,
} from './order.js';
import {
  bankTransferRequestSchema,
  bankTransferResponseSchema,
  clientTokenResponseSchema,
  deferredPaymentRequestSchema,
  paymentOutcomeSchema,
  payWithNonceRequestSchema,
  savedPaymentMethodParamsSchema,
  savedPaymentMethodsResponseSchema,
} from './payment.js';
import {
  customConfigFromKeyResponseSchema,
  customConfigKeyParamsSchema,
  generateCustomConfigUrlRequestSchema,
  generateCustomConfigUrlResponseSchema,
  inventoryRequestSchema,
  inventoryResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  servicePriceRequestSchema,
  servicePriceResponseSchema,
  shippingCalculateRequestSchema,
  shippingCalculateResponseSchema,
  validateProductRequestSchema,
  validateProductResponseSchema,
} from './product.js';
import {
  promocodeCheckIdRequestSchema,
  promocodeCheckInputRequestSchema,
  promocodeCheckResponseSchema,
} from './promocode.js';
import { walletPaymentRequestSchema, walletPaymentResponseSchema } from './wallet.js';
import * as z from './wire-zod.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`none`), guests and customers alike, the token only telling
 * them apart (`optional`), logged-in customers (`required`), or staff (`staff`: a token with the
 * staff scope, see section 6).
 */
export type RouteAuth = 'none' | 'optional' | 'required' | 'staff';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Express-style path: `:name` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  /** The area of the shop, used to group operations in the OpenAPI document. */
  readonly area: string;
  readonly auth: RouteAuth;
  /** JSON body. */
  readonly request?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** Headers this route needs beyond the common ones of section 7. */
  readonly headers?: z.ZodType;
  /** The whole answer as it arrives, envelope included (build files have none). */
  readonly response: z.ZodType;
  /** HTTP status of a success; 200 unless stated. */
  readonly successStatus?: number;
  /** Crawlers are answered 403 (section 6): these calls cost supplier lookups. */
  readonly crawlerBlocked?: boolean;
  /**
   * A POST that changes nothing (a price lookup): not recorded as a staff action when staff act
   * as the customer.
   */
  readonly readOnly?: boolean;
  /** The `Idempotency-Key` header is required: a retry must not place or charge twice. */
  readonly idempotencyKey?: boolean;
  /** The client sends no token (section 7), so caches can share the answer between visitors. */
  readonly withoutToken?: boolean;
  /**
   * The body is a file sent as it is, not JSON (`request` is then absent): its `Content-Type` is
   * one of these. The server streams it; the global JSON body limit does not apply.
   */
  readonly fileBody?: readonly string[];
  /**
   * A success answers the file itself, of one of these types, with `Content-Disposition`; not an
   * envelope, and not read by the API client (`response` is `fileAnswerSchema`).
   */
  readonly fileAnswer?: readonly string[];
}

const defineRoute = <const Route extends RouteDefinition>(route: Route): Route => route;

/** The refresh call carries the refresh token, not the access token, as its bearer. */
const refreshHeadersSchema = z.object({ [HEADER.authorization]: bearerAuthorizationSchema });

/** Every call of the shop API (section 7), by name. */
export const routes = {
  // Auth ---------------------------------------------------------------------------------------
  'auth.login': defineRoute({
    method: 'POST',
    path: '/api/v1/auth/login/',
    area: 'auth',
    summary: 'Log in with email and password',
    auth: 'none',
    request: loginRequestSchema,
    response: successEnvelope(authGrantSchema),
  }),
  'auth.refreshToken': defineRoute({
    method: 'POST',
    path: '/api/v1/auth/refreshToken/',
    area: 'auth',
    summary: 'Exchange the refresh token (in Authorization) for a new access token',
    auth: 'none',
    headers: refreshHeadersSchema,
    request: refreshTokenRequestSchema,
    response: successEnvelope(refreshGrantSchema),
  }),
  'auth.logout': defineRoute({
    method: 'POST',
    path: '/api/v1/auth/logout/',
    area: 'auth',
    summary: 'Revoke the session tokens; the client resets its session whatever the answer',
    auth: 'optional',
    request: logoutRequestSchema,
    response: successEnvelope(logoutResponseSchema),
  }),
  'admin.login': defineRoute({
    method: 'POST',
    path: '/api/v1/admin/login/',
    area: 'admin',
    summary: 'A staff member logs in to the back office',
    auth: 'none',
    request: loginRequestSchema,
    response: successEnvelope(staffGrantSchema),
  }),
  'admin.logout': defineRoute({
    method: 'POST',
    path: '/api/v1/admin/logout/',
    area: 'admin',
    summary: 'Ends the staff session and the sessions as a customer opened from it',
    auth: 'staff',
    request: staffLogoutRequestSchema,
    response: successEnvelope(logoutResponseSchema),
  }),
  'admin.me': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/me/',
    area: 'admin',
    summary: 'The staff member of the token',
    auth: 'staff',
    response: successEnvelope(staffMemberSchema),
  }),
  'admin.customers': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/customers/',
    area: 'admin',
    summary: 'Find customers by email, name or company (at most 20)',
    auth: 'staff',
    query: customerSearchQuerySchema,
    response: successEnvelope(customerSearchResponseSchema),
  }),
  'admin.failedJobs': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/failed-jobs/',
    area: 'admin',
    summary:
      'The background jobs that failed every attempt (at most 100, newest first), with their last error',
    auth: 'staff',
    response: successEnvelope(failedJobsResponseSchema),
  }),
  'admin.baseConfigs': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/base-configs/',
    area: 'admin',
    summary: "Every country shop's configuration, with its rules and their version",
    auth: 'staff',
    response: successEnvelope(baseConfigsResponseSchema),
  }),
  'admin.saveShopRules': defineRoute({
    method: 'PUT',
    path: '/api/v1/admin/shop-rules/:tenant',
    area: 'admin',
    summary:
      "Change a shop's rules (cart and upload limits, file check price, countries): every value checked, each wrong field said; refused if they changed since they were read",
    auth: 'staff',
    params: shopRulesParamsSchema,
    request: shopRulesUpdateSchema,
    response: successEnvelope(staffShopRulesSchema),
  }),
  'admin.pages': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/pages/',
    area: 'admin',
    summary: 'The pages staff edit (landing and standard pages), by path',
    auth: 'staff',
    response: successEnvelope(staffPageListSchema),
  }),
  'admin.page': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/pages/:id',
    area: 'admin',
    summary: 'A page as staff edit it: its text, and a landing page’s offer and blocks as stored',
    auth: 'staff',
    params: staffPageParamsSchema,
    response: successEnvelope(staffPageSchema),
  }),
  'admin.previewPage': defineRoute({
    method: 'POST',
    path: '/api/v1/admin/pages/:id/preview',
    area: 'admin',
    summary: 'The page as shoppers would see it with this draft, checked as a save checks it; nothing saved',
    auth: 'staff',
    params: staffPageParamsSchema,
    request: staffPageDraftSchema,
    response: successEnvelope(pageContentSchema),
  }),
  'admin.savePage': defineRoute({
    method: 'PUT',
    path: '/api/v1/admin/pages/:id',
    area: 'admin',
    summary:
      'Publish a page’s draft: checked whole and against the shop; refused if the page changed since it was read',
    auth: 'staff',
    params: staffPageParamsSchema,
    request: staffPageDraftSchema,
    response: successEnvelope(staffPageSchema),
  }),
  'admin.assets': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/assets/',
    area: 'admin',
    summary: "The shop's assets (banners, pictures), newest first",
    auth: 'staff',
    response: successEnvelope(shopAssetListSchema),
  }),
  'admin.uploadAsset': defineRoute({
    method: 'PUT',
    path: '/api/v1/admin/assets/',
    area: 'admin',
    summary: 'Upload a shop asset (PNG, JPEG or WebP, at most 10 MB)',
    auth: 'staff',
    query: shopAssetUploadQuerySchema,
    fileBody: SHOP_ASSET_MEDIA_TYPES,
    response: successEnvelope(shopAssetSchema),
    successStatus: 201,
  }),
  'admin.removeAsset': defineRoute({
    method: 'DELETE',
    path: '/api/v1/admin/assets/:id',
    area: 'admin',
    summary: 'Remove a shop asset; answers the assets left',
    auth: 'staff',
    params: shopAssetParamsSchema,
    response: successEnvelope(shopAssetListSchema),
  }),
  'shopAssets.file': defineRoute({
    method: 'GET',
    path: '/api/v1/shop-assets/:file',
    area: 'content',
    summary: 'A shop asset, as uploaded (cached for a year: its name never changes)',
    auth: 'none',
    params: shopAssetFileParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: SHOP_ASSET_MEDIA_TYPES,
  }),
  'admin.orderArtworks': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/orders/:orderNumber/artwork/',
    area: 'admin',
    summary: 'The artwork files of an order of the shop, by its number (a design’s PDF included)',
    auth: 'staff',
    params: staffOrderArtworkParamsSchema,
    response: successEnvelope(staffOrderArtworksSchema),
  }),
  'admin.downloadArtwork': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/orders/:orderNumber/artwork/:uploadId/file',
    area: 'admin',
    summary: 'Download an artwork file of an order of the shop, as it was sent or rendered',
    auth: 'staff',
    params: staffArtworkParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: ARTWORK_MEDIA_TYPES,
  }),
  'admin.artworkReviews': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/artwork-reviews/',
    area: 'admin',
    summary:
      'The files awaiting the professional check the shopper paid for, oldest first, with their automatic findings',
    auth: 'staff',
    response: successEnvelope(artworkReviewsSchema),
  }),
  'admin.reviewArtwork': defineRoute({
    method: 'POST',
    path: '/api/v1/admin/artwork-reviews/:uploadId',
    area: 'admin',
    summary:
      'Approve a file awaiting the professional check, or reject it with a reason the shopper reads (mailed to them)',
    auth: 'staff',
    params: artworkReviewParamsSchema,
    request: artworkReviewDecisionSchema,
    response: successEnvelope(artworkReviewSchema),
  }),
  'admin.artworkPreview': defineRoute({
    method: 'GET',
    path: '/api/v1/admin/artwork-reviews/:uploadId/preview/:page',
    area: 'admin',
    summary: 'The preview (PNG) of the recto (1) or verso (2) of a file of the shop, for the review desk',
    auth: 'staff',
    params: staffArtworkPreviewParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: ['image/png'],
  }),
  'admin.loginAsUser': defineRoute({
    method: 'POST',
    path: '/api/v1/admin/login-as-user/',
    area: 'admin',
    summary: 'Staff open a session as a customer',
    auth: 'staff',
    request: loginAsRequestSchema,
    response: successEnvelope(authGrantSchema),
  }),

  // Order --------------------------------------------------------------------------------------
  'order.get': defineRoute({
    method: 'GET',
    path: '/api/v1/order/:id',
    area: 'order',
    summary: "Read one of the customer's orders",
    auth: 'required',
    params: orderIdParamsSchema,
    response: successEnvelope(orderSchema),
  }),
  'order.getByNumber': defineRoute({
    method: 'GET',
    path: '/api/v1/order/by-number/:orderNumber',
    area: 'order',
    summary: "Read one of the customer's orders by the number they quote",
    auth: 'required',
    params: orderNumberParamsSchema,
    response: successEnvelope(orderSchema),
  }),
  'order.list': defineRoute({
    method: 'GET',
    path: '/api/v1/orders/',
    area: 'order',
    summary: "The customer's orders, newest first, a page at a time",
    auth: 'required',
    query: orderListQuerySchema,
    response: successEnvelope(orderListResponseSchema),
  }),
  'order.editItem': defineRoute({
    method: 'POST',
    path: '/api/v1/order/edit/item/',
    area: 'order',
    summary: 'Save an edited order line as a draft of the order',
    auth: 'required',
    request: editOrderItemRequestSchema,
    response: successEnvelope(orderEditDraftSchema),
  }),
  'order.finalizeEdit': defineRoute({
    method: 'POST',
    path: '/api/v1/order/edit/item/finalize',
    area: 'order',
    summary: 'Replace the order by its edited draft',
    auth: 'required',
    request: finalizeOrderEditRequestSchema,
    response: successEnvelope(orderSchema),
  }),
  'order.resetPaymentMethod': defineRoute({
    method: 'POST',
    path: '/api/v1/order/edit/payment/reset-method',
    area: 'order',
    summary: 'Clear the payment method after an edit so the shopper chooses again',
    auth: 'required',
    request: resetPaymentMethodRequestSchema,
    response: successEnvelope(orderSchema),
  }),

  // Artwork files of order lines -----------------------------------------------------------------
  'artwork.list': defineRoute({
    method: 'GET',
    path: '/api/v1/order/:orderId/artwork/',
    area: 'artwork',
    summary: 'The artwork files of every line of one of the customer’s orders, oldest first',
    auth: 'required',
    params: artworkOrderParamsSchema,
    response: successEnvelope(artworkListResponseSchema),
  }),
  'artwork.upload': defineRoute({
    method: 'PUT',
    path: '/api/v1/order/:orderId/item/:lineItemId/artwork/',
    area: 'artwork',
    summary: 'Send an artwork file (PDF, PNG, JPEG or TIFF, at most 200 MB) for a line of an order',
    auth: 'required',
    params: artworkLineParamsSchema,
    query: artworkUploadQuerySchema,
    fileBody: ARTWORK_UPLOAD_CONTENT_TYPES,
    response: successEnvelope(artworkSchema),
    successStatus: 201,
  }),
  'artwork.remove': defineRoute({
    method: 'DELETE',
    path: '/api/v1/order/:orderId/artwork/:uploadId',
    area: 'artwork',
    summary: 'Remove an artwork file still waiting for its check; answers the order’s files left',
    auth: 'required',
    params: artworkParamsSchema,
    response: successEnvelope(artworkListResponseSchema),
  }),
  'artwork.download': defineRoute({
    method: 'GET',
    path: '/api/v1/order/:orderId/artwork/:uploadId/file',
    area: 'artwork',
    summary: 'Download one of the customer’s artwork files, as it was sent',
    auth: 'required',
    params: artworkParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: ARTWORK_MEDIA_TYPES,
  }),
  'artwork.preview': defineRoute({
    method: 'GET',
    path: '/api/v1/order/:orderId/artwork/:uploadId/preview/:page',
    area: 'artwork',
    summary:
      'A picture (PNG) of the recto (1) or verso (2) of one of the customer’s files, with its trim and safe-area lines, once checked',
    auth: 'required',
    params: artworkPreviewParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: ['image/png'],
  }),
  'legacyOrder.list': defineRoute({
    method: 'GET',
    path: '/api/v1/legacy-orders/',
    area: 'order',
    summary:
      "The orders of the customer's email imported from the previous shop, newest first, a page at a time",
    auth: 'required',
    query: legacyOrderListQuerySchema,
    response: successEnvelope(legacyOrderListResponseSchema),
  }),
  'legacyOrder.getByNumber': defineRoute({
    method: 'GET',
    path: '/api/v1/legacy-order/:number',
    area: 'order',
    summary: "Read one of the customer's orders imported from the previous shop, by its number",
    auth: 'required',
    params: legacyOrderNumberParamsSchema,
    response: successEnvelope(legacyOrderSchema),
  }),
  'legacyOrder.requestEmailVerification': defineRoute({
    method: 'POST',
    path: '/api/v1/legacy-orders/verify-email/',
    area: 'order',
    summary:
      "Mail a single-use link (valid 24 hours) to the customer's email, proving they own it before legacy orders are shown",
    auth: 'required',
    response: successEnvelope(emailVerificationSentSchema),
  }),
  'legacyOrder.confirmEmail': defineRoute({
    method: 'POST',
    path: '/api/v1/legacy-orders/confirm-email/',
    area: 'order',
    summary:
      "Confirm the customer owns their current email with the verification link's token (once); legacy orders are shown from then on",
    auth: 'required',
    request: confirmEmailRequestSchema,
    response: successEnvelope(emailConfirmedSchema),
  }),

  // Customer -----------------------------------------------------------------------------------
  'customer.create': defineRoute({
    method: 'POST',
    path: '/api/v1/customer/create',
    area: 'customer',
    summary: 'Register a customer account (the client then logs in)',
    auth: 'none',
    request: registrationRequestSchema,
    response: successEnvelope(registrationResponseSchema),
    successStatus: 201,
  }),
  'customer.get': defineRoute({
    method: 'GET',
    path: '/api/v1/customer/',
    area: 'customer',
    summary: "The logged-in customer's profile and address book",
    auth: 'required',
    response: successEnvelope(customerSchema),
  }),
  'customer.update': defineRoute({
    method: 'PATCH',
    path: '/api/v1/customer/',
    area: 'customer',
    summary: 'Update the profile',
    auth: 'required',
    request: profileUpdateRequestSchema,
    response: successEnvelope(customerSchema),
  }),
  'customer.addAddress': defineRoute({
    method: 'POST',
    path: '/api/v1/customer/address/',
    area: 'customer',
    summary: 'Add an address to the address book (and to the open cart when cartId is given)',
    auth: 'required',
    request: addAddressRequestSchema,
    response: successEnvelope(customerSchema),
  }),
  'customer.updateAddress': defineRoute({
    method: 'PATCH',
    path: '/api/v1/customer/address/',
    area: 'customer',
    summary: 'Change an address of the address book',
    auth: 'required',
    request: updateAddressRequestSchema,
    response: successEnvelope(customerSchema),
  }),
  'customer.setDefaultAddress': defineRoute({
    method: 'PATCH',
    path: '/api/v1/customer/address/setDefault',
    area: 'customer',
    summary: 'Make an address the default of its type',
    auth: 'required',
    request: setDefaultAddressRequestSchema,
    response: successEnvelope(customerSchema),
  }),
  'customer.deleteAddress': defineRoute({
    method: 'DELETE',
    path: '/api/v1/customer/address',
    area: 'customer',
    summary: 'Remove an address from the address book',
    auth: 'required',
    query: deleteAddressQuerySchema,
    response: successEnvelope(customerSchema),
  }),
  'customer.requestPasswordReset': defineRoute({
    method: 'POST',
    path: '/api/v1/customer/password-reset/',
    area: 'customer',
    summary:
      'Mail a password-reset link (valid 1 hour); the same answer whether or not the email has an account',
    auth: 'none',
    request: passwordResetRequestSchema,
    response: successEnvelope(passwordResetRequestedSchema),
  }),
  'customer.confirmPasswordReset': defineRoute({
    method: 'POST',
    path: '/api/v1/customer/password-reset/confirm/',
    area: 'customer',
    summary: "Set a new password with a reset link's token (once); every session of the customer ends",
    auth: 'none',
    request: passwordResetConfirmSchema,
    response: successEnvelope(passwordResetDoneSchema),
  }),
  'customer.unsubscribeNewsletter': defineRoute({
    method: 'POST',
    path: '/api/v1/customer/newsletter/unsubscribe/',
    area: 'customer',
    summary: "Unsubscribe from the newsletter with the signed token of a newsletter mail's link",
    auth: 'none',
    request: newsletterUnsubscribeRequestSchema,
    response: successEnvelope(newsletterUnsubscribedSchema),
  }),

  // Cart ---------------------------------------------------------------------------------------
  'cart.open': defineRoute({
    method: 'POST',
    path: '/api/v1/cart',
    area: 'cart',
    summary: "Open the guest's (anonymous id) or customer's cart, creating it when needed",
    auth: 'optional',
    request: openCartRequestSchema,
    response: successEnvelope(cartSchema),
  }),
  'cart.get': defineRoute({
    method: 'GET',
    path: '/api/v1/cart/:id',
    area: 'cart',
    summary: 'Read a cart of the caller',
    auth: 'optional',
    params: cartIdParamsSchema,
    response: successEnvelope(cartSchema),
  }),
  'cart.setAddress': defineRoute({
    method: 'PATCH',
    path: '/api/v1/cart/:id/item/address/',
    area: 'cart',
    summary: 'Set the shipping or billing address of the cart',
    auth: 'optional',
    params: cartIdParamsSchema,
    request: setCartAddressRequestSchema,
    response: successEnvelope(cartSchema),
  }),
  'cart.putItem': defineRoute({
    method: 'PUT',
    path: '/api/v1/cart/:id/item',
    area: 'cart',
    summary: 'Add a line item, or replace the line cartItemId (the server prices it)',
    auth: 'optional',
    params: cartIdParamsSchema,
    request: putCartItemRequestSchema,
    response: successEnvelope(cartSchema),
  }),
  'cart.duplicateItem': defineRoute({
    method: 'POST',
    path: '/api/v1/cart/:id/duplicateItem',
    area: 'cart',
    summary: 'Copy a line item (same limits as adding one)',
    auth: 'optional',
    params: cartIdParamsSchema,
    request: duplicateCartItemRequestSchema,
    response: successEnvelope(cartSchema),
  }),
  'cart.deleteItem': defineRoute({
    method: 'DELETE',
    path: '/api/v1/cart/item',
    area: 'cart',
    summary: 'Remove a line item',
    auth: 'optional',
    query: deleteCartItemQuerySchema,
    response: successEnvelope(cartSchema),
  }),
  'cart.checkout': defineRoute({
    method: 'POST',
    path: '/api/v1/cart/:id/checkout/',
    area: 'cart',
    summary: 'Turn the cart into an order',
    auth: 'required',
    params: cartIdParamsSchema,
    request: checkoutRequestSchema,
    response: successEnvelope(placedOrderSchema),
    successStatus: 201,
    idempotencyKey: true,
  }),

  // Wallet -------------------------------------------------------------------------------------
  'wallet.pay': defineRoute({
    method: 'POST',
    path: '/api/v1/wallet/create-payment-and-transaction',
    area: 'wallet',
    summary: 'Pay (part of) an order with wallet credit',
    auth: 'required',
    request: walletPaymentRequestSchema,
    response: successEnvelope(walletPaymentResponseSchema),
    successStatus: 201,
    idempotencyKey: true,
  }),

  // Card payment provider ----------------------------------------------------------------------
  'payment.clientToken': defineRoute({
    method: 'GET',
    path: '/api/v1/payment/client-token/',
    area: 'payment',
    summary: "A client token for the card payment provider's SDK",
    auth: 'required',
    response: successEnvelope(clientTokenResponseSchema),
  }),
  'payment.pay': defineRoute({
    method: 'POST',
    path: '/api/v1/payment/pay/',
    area: 'payment',
    summary: 'Charge an order with a nonce from the payment provider (card or PayPal)',
    auth: 'required',
    request: payWithNonceRequestSchema,
    response: successEnvelope(paymentOutcomeSchema),
    successStatus: 201,
    idempotencyKey: true,
  }),
  'payment.bankTransfer': defineRoute({
    method: 'POST',
    path: '/api/v1/payment/bank-transfer/',
    area: 'payment',
    summary: 'Accept the bank transfer mandate: the order waits for the transfer',
    auth: 'required',
    request: bankTransferRequestSchema,
    response: successEnvelope(bankTransferResponseSchema),
    successStatus: 201,
    idempotencyKey: true,
  }),
  'payment.deferred': defineRoute({
    method: 'POST',
    path: '/api/v1/payment/deferred/',
    area: 'payment',
    summary: 'Confirm an order paid later on invoice (billing addresses with deferred payments)',
    auth: 'required',
    request: deferredPaymentRequestSchema,
    response: successEnvelope(paymentOutcomeSchema),
    successStatus: 201,
    idempotencyKey: true,
  }),
  'payment.savedMethods': defineRoute({
    method: 'GET',
    path: '/api/v1/payment/methods/',
    area: 'payment',
    summary: 'The payment methods the provider keeps for the customer',
    auth: 'required',
    response: successEnvelope(savedPaymentMethodsResponseSchema),
  }),
  'payment.removeSavedMethod': defineRoute({
    method: 'DELETE',
    path: '/api/v1/payment/methods/:token',
    area: 'payment',
    summary: 'Forget one of the saved payment methods',
    auth: 'required',
    params: savedPaymentMethodParamsSchema,
    response: successEnvelope(savedPaymentMethodsResponseSchema),
  }),

  // Product ------------------------------------------------------------------------------------
  'product.customConfigFromKey': defineRoute({
    method: 'GET',
    path: '/api/v1/product/get-product-custom-config-from-key/:key/',
    area: 'product',
    summary: 'The product selection saved behind a short preconfigured key',
    auth: 'optional',
    params: customConfigKeyParamsSchema,
    response: successEnvelope(customConfigFromKeyResponseSchema),
  }),
  'product.generateCustomConfigUrl': defineRoute({
    method: 'POST',
    path: '/api/v1/product/generate-product-custom-config-url/',
    area: 'product',
    summary: 'Save a product selection and answer its short key',
    auth: 'optional',
    request: generateCustomConfigUrlRequestSchema,
    response: successEnvelope(generateCustomConfigUrlResponseSchema),
  }),
  'product.inventory': defineRoute({
    method: 'POST',
    path: '/api/v1/product/inventory/',
    readOnly: true,
    area: 'product',
    summary: 'Stock available for a configuration',
    auth: 'optional',
    request: inventoryRequestSchema,
    response: successEnvelope(inventoryResponseSchema),
    crawlerBlocked: true,
  }),
  'product.validate': defineRoute({
    method: 'POST',
    path: '/api/v1/product/validate/',
    readOnly: true,
    area: 'product',
    summary: 'Check a configuration and settle dependent attributes',
    auth: 'optional',
    request: validateProductRequestSchema,
    response: successEnvelope(validateProductResponseSchema),
  }),
  'product.quote': defineRoute({
    method: 'POST',
    path: '/api/v1/product/quote/',
    readOnly: true,
    area: 'product',
    summary: 'Price every quantity and delivery option of a configuration',
    auth: 'optional',
    request: quoteRequestSchema,
    response: successEnvelope(quoteResponseSchema),
    crawlerBlocked: true,
  }),
  'product.servicePrice': defineRoute({
    method: 'POST',
    path: '/api/v1/product/service/price/',
    readOnly: true,
    area: 'product',
    summary: 'Prices of the file check and design service for the quoted quantities',
    auth: 'optional',
    request: servicePriceRequestSchema,
    response: successEnvelope(servicePriceResponseSchema),
  }),
  'product.shippingCalculate': defineRoute({
    method: 'POST',
    path: '/api/v1/product/shipping/calculate/',
    readOnly: true,
    area: 'product',
    summary: 'Promised arrival dates of the delivery options',
    auth: 'optional',
    request: shippingCalculateRequestSchema,
    response: successEnvelope(shippingCalculateResponseSchema),
  }),

  // Content ------------------------------------------------------------------------------------
  'content.lossLeaderInfo': defineRoute({
    method: 'GET',
    path: '/api/v1/content/loss-leader-info/:key/',
    area: 'content',
    summary: 'A loss-leader offer and its product',
    auth: 'optional',
    params: lossLeaderKeyParamsSchema,
    response: successEnvelope(lossLeaderInfoResponseSchema),
  }),
  'content.productConfiguration': defineRoute({
    method: 'GET',
    path: '/api/v1/content/product-configuration/',
    area: 'content',
    summary: 'A product configuration by id (null when empty)',
    auth: 'optional',
    query: productConfigurationQuerySchema,
    response: successEnvelope(productConfigurationResponseSchema),
  }),
  'content.page': defineRoute({
    method: 'GET',
    path: '/api/v1/content/page/',
    area: 'content',
    summary: 'The content of a public page, by id or path',
    auth: 'optional',
    query: pageQuerySchema,
    response: successEnvelope(pageContentSchema),
  }),
  'content.categories': defineRoute({
    method: 'GET',
    path: '/api/v1/content/categories/',
    area: 'content',
    summary: 'The catalogue’s categories, named, with the path of each one’s page',
    auth: 'optional',
    response: successEnvelope(categoriesResponseSchema),
  }),
  'content.landingPages': defineRoute({
    method: 'GET',
    path: '/api/v1/content/landing-pages/',
    area: 'content',
    summary: 'The shop’s landing pages (offers, welcome screens), with title, description and path',
    auth: 'optional',
    response: successEnvelope(landingPagesResponseSchema),
  }),
  'content.productInstruction': defineRoute({
    method: 'POST',
    path: '/api/v1/content/product-instruction/',
    readOnly: true,
    area: 'content',
    summary: 'Printing guides and templates of product pages',
    auth: 'optional',
    request: productInstructionRequestSchema,
    response: successEnvelope(productInstructionResponseSchema),
    crawlerBlocked: true,
  }),

  'content.robots': defineRoute({
    method: 'GET',
    path: '/api/v1/content/robots/',
    area: 'content',
    summary: 'The robots.txt text of the tenant',
    auth: 'none',
    withoutToken: true,
    response: successEnvelope(robotsResponseSchema),
  }),
  'content.sitemap': defineRoute({
    method: 'GET',
    path: '/api/v1/content/sitemap/',
    area: 'content',
    summary: 'The public pages for the sitemap',
    auth: 'none',
    withoutToken: true,
    response: successEnvelope(sitemapResponseSchema),
  }),
  'content.oldSitemap': defineRoute({
    method: 'GET',
    path: '/api/v1/content/old-sitemap/',
    area: 'content',
    summary: 'Legacy URLs still indexed, for the old sitemap',
    auth: 'none',
    withoutToken: true,
    response: successEnvelope(sitemapResponseSchema),
  }),
  'content.sitemapLandingPages': defineRoute({
    method: 'GET',
    path: '/api/v1/content/sitemap-lp/',
    area: 'content',
    summary: 'Landing pages for their own sitemap',
    auth: 'none',
    withoutToken: true,
    response: successEnvelope(sitemapResponseSchema),
  }),
  // A page's payload: a public file of the site (no envelope, outside /api/v1), the shop told by
  // the host; the storefront reads it to move between pages without rendering them on the server.
  'content.homePayload': defineRoute({
    method: 'GET',
    path: '/_payload.json',
    area: 'content',
    summary: "The home page's payload: its content and the shop's locale and address",
    auth: 'none',
    response: pagePayloadSchema,
  }),
  'content.pagePayload': defineRoute({
    method: 'GET',
    path: '/:pagePath/_payload.json',
    area: 'content',
    summary: "A page's payload, at the page's path: its content and the shop's locale and address",
    auth: 'none',
    params: pagePayloadParamsSchema,
    response: pagePayloadSchema,
  }),

  // Promo codes --------------------------------------------------------------------------------
  'promocode.checkId': defineRoute({
    method: 'POST',
    path: '/api/v1/promocode/check-id/',
    readOnly: true,
    area: 'promocode',
    summary: 'Check a promotion known by id against a product',
    auth: 'optional',
    request: promocodeCheckIdRequestSchema,
    response: successEnvelope(promocodeCheckResponseSchema),
  }),
  'promocode.checkInput': defineRoute({
    method: 'POST',
    path: '/api/v1/promocode/check-input/',
    readOnly: true,
    area: 'promocode',
    summary: 'Check a code typed by the shopper against a product',
    auth: 'optional',
    request: promocodeCheckInputRequestSchema,
    response: successEnvelope(promocodeCheckResponseSchema),
  }),

  // Address lookup -----------------------------------------------------------------------------
  'address.towns': defineRoute({
    method: 'GET',
    path: '/api/v1/address/towns/',
    area: 'address',
    summary: 'The towns of a French postal code (empty when unknown); the same for every visitor',
    auth: 'none',
    query: townsQuerySchema,
    response: successEnvelope(townsResponseSchema),
  }),

  // Config and session -------------------------------------------------------------------------
  'config.basic': defineRoute({
    method: 'GET',
    path: '/api/v1/config/basic/',
    area: 'config',
    summary: "The tenant's basic configuration: domain, links, dictionaries, switches",
    auth: 'optional',
    query: basicConfigQuerySchema,
    response: successEnvelope(basicConfigResponseSchema),
  }),
  'session.get': defineRoute({
    method: 'GET',
    path: '/api/v1/session/',
    area: 'config',
    summary: 'The session state of the visit',
    auth: 'optional',
    response: successEnvelope(sessionStateSchema),
  }),
  'session.update': defineRoute({
    method: 'PUT',
    path: '/api/v1/session/',
    area: 'config',
    summary: 'Switch the active currency (or, for staff, the custom tenant)',
    auth: 'optional',
    request: sessionStateUpdateRequestSchema,
    response: successEnvelope(sessionStateSchema),
  }),

  // Design editor ------------------------------------------------------------------------------
  'design.templates': defineRoute({
    method: 'GET',
    path: '/api/design-browser-templates',
    area: 'design',
    summary: 'Design editor templates of a product, 20 at a time',
    auth: 'optional',
    query: designTemplatesQuerySchema,
    response: successEnvelope(designTemplatesResponseSchema),
  }),
  'design.list': defineRoute({
    method: 'GET',
    path: '/api/v1/designs/',
    area: 'design',
    summary: "The customer's saved designs, newest first",
    auth: 'required',
    response: successEnvelope(designListResponseSchema),
  }),
  'design.save': defineRoute({
    method: 'POST',
    path: '/api/v1/designs/',
    area: 'design',
    summary: 'Save a product selection as a named design (checked against the catalogue; 100 at most)',
    auth: 'required',
    request: saveDesignRequestSchema,
    response: successEnvelope(savedDesignSchema),
    successStatus: 201,
  }),
  'design.get': defineRoute({
    method: 'GET',
    path: '/api/v1/designs/:id',
    area: 'design',
    summary: "Read one of the customer's saved designs",
    auth: 'required',
    params: designIdParamsSchema,
    response: successEnvelope(savedDesignSchema),
  }),
  'design.rename': defineRoute({
    method: 'PATCH',
    path: '/api/v1/designs/:id',
    area: 'design',
    summary: 'Rename a saved design',
    auth: 'required',
    params: designIdParamsSchema,
    request: renameDesignRequestSchema,
    response: successEnvelope(savedDesignSchema),
  }),
  'design.delete': defineRoute({
    method: 'DELETE',
    path: '/api/v1/designs/:id',
    area: 'design',
    summary: 'Remove a saved design',
    auth: 'required',
    params: designIdParamsSchema,
    response: successEnvelope(deletedDesignSchema),
  }),

  // Design documents (the online designer) ---------------------------------------------------
  'designDocument.create': defineRoute({
    method: 'POST',
    path: '/api/v1/design-documents',
    area: 'design',
    summary: "Store a new designer's document (a guest's under its anonymous id)",
    auth: 'optional',
    request: saveDesignDocumentRequestSchema,
    response: successEnvelope(storedDesignDocumentSchema),
    successStatus: 201,
  }),
  'designDocument.get': defineRoute({
    method: 'GET',
    path: '/api/v1/design-documents/:id',
    area: 'design',
    summary: "Read a design document of the caller (a guest's by its id, a customer's by its owner)",
    auth: 'optional',
    params: designDocumentIdParamsSchema,
    response: successEnvelope(storedDesignDocumentSchema),
  }),
  'designDocument.update': defineRoute({
    method: 'PUT',
    path: '/api/v1/design-documents/:id',
    area: 'design',
    summary: 'Save a new revision of a design document of the caller',
    auth: 'optional',
    params: designDocumentIdParamsSchema,
    request: saveDesignDocumentRequestSchema,
    response: successEnvelope(storedDesignDocumentSchema),
  }),
  'designDocument.delete': defineRoute({
    method: 'DELETE',
    path: '/api/v1/design-documents/:id',
    area: 'design',
    summary: 'Remove a design document of the caller',
    auth: 'optional',
    params: designDocumentIdParamsSchema,
    response: successEnvelope(deletedDesignDocumentSchema),
  }),
  'designDocument.list': defineRoute({
    method: 'GET',
    path: '/api/v1/design-documents',
    area: 'design',
    summary: "The customer's design documents, last saved first",
    auth: 'required',
    response: successEnvelope(designDocumentListResponseSchema),
  }),
  'designDocument.claim': defineRoute({
    method: 'POST',
    path: '/api/v1/design-documents/claim',
    area: 'design',
    summary: 'At login, the design documents made as a guest join the account',
    auth: 'required',
    request: claimDesignDocumentsRequestSchema,
    response: successEnvelope(claimedDesignDocumentsSchema),
  }),
  'designDocument.pdf': defineRoute({
    method: 'GET',
    path: '/api/v1/design-documents/:id/pdf',
    area: 'design',
    summary: 'The print-ready PDF of a design document of the caller (trim + bleed, fonts embedded)',
    auth: 'optional',
    params: designDocumentIdParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: ['application/pdf'],
  }),
  'designDocument.thumbnail': defineRoute({
    method: 'GET',
    path: '/api/v1/design-documents/:id/thumbnail',
    area: 'design',
    summary: 'A small picture (PNG) of the recto of a design document of the caller, for the cart and lists',
    auth: 'optional',
    params: designDocumentIdParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: ['image/png'],
  }),
  'designAsset.upload': defineRoute({
    method: 'POST',
    path: '/api/v1/design-assets',
    area: 'design',
    summary: 'Send an image to place in designs (PNG, JPEG or SVG, at most 30 MB; measured by the server)',
    auth: 'optional',
    query: designAssetUploadQuerySchema,
    fileBody: DESIGN_ASSET_UPLOAD_TYPES,
    response: successEnvelope(uploadedDesignAssetSchema),
    successStatus: 201,
  }),
  'designAsset.preview': defineRoute({
    method: 'GET',
    path: '/api/v1/design-assets/:id/preview',
    area: 'design',
    summary:
      'The preview of an image, as the designer draws it (its id, which only its owner learns, is the link)',
    auth: 'none',
    params: designAssetIdParamsSchema,
    response: fileAnswerSchema,
    fileAnswer: DESIGN_ASSET_PREVIEW_TYPES,
  }),

  // Builds -------------------------------------------------------------------------------------
  'builds.latest': defineRoute({
    method: 'GET',
    path: '/builds/latest.json',
    area: 'builds',
    summary: 'The latest build, polled to offer a reload after a deployment',
    auth: 'none',
    response: latestBuildSchema,
  }),
  'builds.meta': defineRoute({
    method: 'GET',
    path: '/builds/meta/:buildId.json',
    area: 'builds',
    summary: 'Metadata of one build',
    auth: 'none',
    params: buildIdParamsSchema,
    response: buildMetaSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type SchemaInput<Route, Key extends string> = Route extends { readonly [K in Key]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** What the client sends as JSON body for a route (`undefined` when it has none). */
export type RouteRequest<Name extends RouteName> = SchemaInput<Routes[Name], 'request'>;
export type RouteQuery<Name extends RouteName> = SchemaInput<Routes[Name], 'query'>;
export type RouteParams<Name extends RouteName> = SchemaInput<Routes[Name], 'params'>;
/** The whole parsed answer of a route, envelope included. */
export type RouteResponse<Name extends RouteName> = z.output<Routes[Name]['response']>;
/** The `data` of an enveloped answer. */
export type RouteData<Name extends RouteName> =
  RouteResponse<Name> extends { data: infer Data } ? Data : never;

/** The routes as a list, in the order of the table. */
export const routeList: readonly (RouteDefinition & { readonly name: RouteName })[] = (
  Object.keys(routes) as RouteName[]
).map((name) => ({ name, ...routes[name] }));

/** Fills the `:params` of a route path, encoding each value. */
export function routePath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
