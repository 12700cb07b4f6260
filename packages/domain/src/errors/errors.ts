/**
 * The error catalogue (specification section 8) as one discriminated union.
 * Every error has a namespaced `kind` and a `message`; where the specification gives
 * a message, it is reproduced exactly.
 */

export const MESSAGES = {
  pageNotFound: (path: string) => `Page Not Found: ${path}`,
  pageNotFoundTitle: 'Page Not Found',
  internal: 'Internal Server Error',
  tenantInvalid: 'Tenant domain not valid',
  missingPreconfiguredUrl: 'Missing preconfigured URL',
  productFetchFailed: 'Attempt to fetch the product was not successfully',
  noPositiveProduct: 'No positive product retrieved',
  noCustomSelection: 'No custom product selection found',
  noLossLeaderKey: 'No loss leader key found',
  noConfigurationData: 'No data retrieved from product configuration.',
  emptyProductionTimes: 'validProductionTimes configuration is empty!',
  emptyConfiguration: 'Product configuration is empty!',
  quoteEmptyQuantities: 'Quantities list is empty!',
  quoteEmptyPrices: 'Prices list is empty!',
  quoteNoDeliveries: 'No deliveries available for this quantity!',
  quoteNoArrivalDates: 'No arrival dates found for those deliveries!',
  sessionExpired: 'Both token and refresh token have expired.',
  requestAborted: 'Your request was aborted.',
  missingDictionaryVoice: 'Missing dictionary voice',
  serviceUnavailable: 'Service Unavailable',
} as const;

/** Where a product-page error is shown (specification section 8, error buckets). */
export type ErrorBucket =
  | 'init-product'
  | 'validate-product'
  | 'price-quote'
  | 'deliveries'
  | 'promocodeToggle';

export type PageError =
  | { readonly kind: 'page.notFound'; readonly path: string; readonly message: string }
  | { readonly kind: 'app.internal'; readonly message: typeof MESSAGES.internal };

export type TenantError = {
  readonly kind: 'tenant.invalid';
  readonly message: typeof MESSAGES.tenantInvalid;
};

export type InitError =
  | {
      readonly kind: 'init.missingPreconfiguredUrl';
      readonly message: typeof MESSAGES.missingPreconfiguredUrl;
    }
  | { readonly kind: 'init.productFetchFailed'; readonly message: typeof MESSAGES.productFetchFailed }
  | { readonly kind: 'init.noPositiveProduct'; readonly message: typeof MESSAGES.noPositiveProduct }
  | { readonly kind: 'init.noCustomSelection'; readonly message: typeof MESSAGES.noCustomSelection }
  | { readonly kind: 'init.noLossLeaderKey'; readonly message: typeof MESSAGES.noLossLeaderKey }
  | {
      readonly kind: 'init.noConfigurationData';
      readonly message: typeof MESSAGES.noConfigurationData;
      /** This failure puts the product page in maintenance mode. */
      readonly maintenance: true;
    }
  | { readonly kind: 'init.emptyProductionTimes'; readonly message: typeof MESSAGES.emptyProductionTimes }
  | { readonly kind: 'init.emptyConfiguration'; readonly message: typeof MESSAGES.emptyConfiguration };

export type QuoteError =
  | { readonly kind: 'quote.emptyQuantities'; readonly message: typeof MESSAGES.quoteEmptyQuantities }
  | { readonly kind: 'quote.emptyPrices'; readonly message: typeof MESSAGES.quoteEmptyPrices }
  | { readonly kind: 'quote.noDeliveries'; readonly message: typeof MESSAGES.quoteNoDeliveries }
  | { readonly kind: 'quote.noArrivalDates'; readonly message: typeof MESSAGES.quoteNoArrivalDates };

export type QuantityError =
  | { readonly kind: 'quantity.notANumber'; readonly message: string }
  | { readonly kind: 'quantity.notHundredths'; readonly message: string }
  | { readonly kind: 'quantity.notPositive'; readonly message: string }
  | { readonly kind: 'quantity.belowMinimum'; readonly message: string; readonly minimum: number }
  | { readonly kind: 'quantity.aboveMaximum'; readonly message: string; readonly maximum: number }
  | { readonly kind: 'quantity.notOnIncrement'; readonly message: string; readonly increment: number };

export type MoneyError =
  | { readonly kind: 'money.notInteger'; readonly message: string }
  | { readonly kind: 'money.notAnAmount'; readonly message: string }
  | { readonly kind: 'money.currencyMismatch'; readonly message: string };

export type CartError =
  | { readonly kind: 'cart.tooManyLines'; readonly message: string; readonly maxLines: number }
  | { readonly kind: 'cart.maxPriceExceeded'; readonly message: string; readonly maxTaxedCents: number }
  | { readonly kind: 'cart.lineNotFound'; readonly message: string; readonly lineId: string }
  /** A line's artwork is a design made online that no longer exists (removed after it was added). */
  | { readonly kind: 'cart.designMissing'; readonly message: string };

export type DuplicationError = {
  readonly kind: 'duplication.failed';
  /** The server's message, shown only when the dictionary has an entry for it. */
  readonly serverMessage: string | undefined;
  readonly message: string;
};

export type SessionError =
  | {
      readonly kind: 'session.expired';
      readonly message: typeof MESSAGES.sessionExpired;
      readonly abortMessage: typeof MESSAGES.requestAborted;
    }
  /** The shop no longer knows who is asking (a session ended elsewhere, a token it refuses). */
  | { readonly kind: 'session.unauthorized'; readonly message: string; readonly reason?: string };

/**
 * The shop cannot serve anything for now (its database is down, or a proxy in front of it gets no
 * answer): every page says so and asks to come back, whatever it was asking for.
 */
export type ServiceUnavailableError = {
  readonly kind: 'service.unavailable';
  readonly message: typeof MESSAGES.serviceUnavailable;
  /** How long the shop asked to wait before trying again, when it said. */
  readonly retryAfterSeconds?: number;
};

/** Transport failures, as the API client reports them: no answer, or one it cannot read. */
export type TransportError =
  | { readonly kind: 'http.network'; readonly message: string }
  | { readonly kind: 'http.timeout'; readonly message: string }
  | { readonly kind: 'http.invalidResponse'; readonly message: string; readonly issues?: readonly string[] };

/** A field the shop refused in a request, with why (its message is the shop's, in English). */
export interface RequestFieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * A request the shop refused, whatever the transport said it with. `reason` is the rule the shop
 * named (`passwordReset.invalidToken`, `order.notFound`…) when it named one; a screen that knows
 * the rule picks its own words, any other says what the kind says.
 */
export type RequestError =
  | {
      readonly kind: 'request.invalid';
      readonly message: string;
      readonly reason?: string;
      /** The fields at fault, when the shop named them. */
      readonly fieldErrors: readonly RequestFieldError[];
    }
  | { readonly kind: 'request.notFound'; readonly message: string; readonly reason?: string }
  | { readonly kind: 'request.forbidden'; readonly message: string; readonly reason?: string }
  | { readonly kind: 'request.conflict'; readonly message: string; readonly reason?: string }
  | { readonly kind: 'request.tooLarge'; readonly message: string; readonly reason?: string }
  | { readonly kind: 'request.unsupportedType'; readonly message: string; readonly reason?: string }
  | {
      readonly kind: 'request.tooManyAttempts';
      readonly message: string;
      readonly reason?: string;
      /** How long the shop asked to wait before trying again, when it said. */
      readonly retryAfterSeconds?: number;
    }
  /** Any other refusal or failure the shop answered with. */
  | { readonly kind: 'request.failed'; readonly message: string; readonly reason?: string };

export type EncodingError =
  | { readonly kind: 'base64url.invalidLength'; readonly message: string }
  | { readonly kind: 'base64url.invalidCharacters'; readonly message: string }
  | { readonly kind: 'base64url.invalidJson'; readonly message: string };

export type PaymentError = { readonly kind: 'payment.failed'; readonly message: string };

/** Why the wallet cannot pay an order (see `model/wallet.ts`). */
export type WalletPaymentError =
  | { readonly kind: 'wallet.currencyMismatch'; readonly message: string }
  | { readonly kind: 'wallet.nothingDue'; readonly message: string }
  | { readonly kind: 'wallet.noCredit'; readonly message: string }
  | { readonly kind: 'wallet.dueGrew'; readonly message: string };

/** A promo code the server refused (bucket `promocodeToggle`), with the status to show. */
export type PromoCodeError = {
  readonly kind: 'promo.rejected';
  readonly status: 'empty_value' | 'generic_error' | 'invalid_selection' | 'no_longer_valid';
  readonly message: string;
};

/** Problems that are logged for the team and never shown to a shopper (specification section 8). */
export type LoggedOnlyError =
  | {
      readonly kind: 'dictionary.missingVoice';
      readonly message: typeof MESSAGES.missingDictionaryVoice;
      readonly key: string;
    }
  | { readonly kind: 'config.missingDefaultLink'; readonly message: string; readonly id: string };

/** A code chunk of the storefront failed to load (a new build was deployed): the page reloads. */
export type ChunkLoadError = { readonly kind: 'app.chunkLoadFailed'; readonly message: string };

export type OrderEditError = { readonly kind: 'orderEdit.notEditable'; readonly message: string };

/** An artwork file refused before or by the upload (see `model/artwork.ts`). */
export type ArtworkError =
  | { readonly kind: 'artwork.tooLarge'; readonly message: string; readonly maxBytes: number }
  | { readonly kind: 'artwork.unsupportedType'; readonly message: string }
  | { readonly kind: 'artwork.empty'; readonly message: string }
  | { readonly kind: 'artwork.invalidName'; readonly message: string }
  | {
      readonly kind: 'artwork.notAccepted';
      readonly message: string;
      readonly reason: 'orderClosed' | 'designService' | 'readyMade' | 'tooManyFiles';
    }
  | { readonly kind: 'artwork.notRemovable'; readonly message: string }
  /** The shop cannot store files for now (its disk is full or read-only): try again later. */
  | { readonly kind: 'artwork.storageUnavailable'; readonly message: string };

export type DomainError =
  | PageError
  | TenantError
  | InitError
  | QuoteError
  | QuantityError
  | MoneyError
  | CartError
  | DuplicationError
  | SessionError
  | ServiceUnavailableError
  | TransportError
  | RequestError
  | EncodingError
  | PaymentError
  | WalletPaymentError
  | PromoCodeError
  | LoggedOnlyError
  | ChunkLoadError
  | OrderEditError
  | ArtworkError;

export type DomainErrorKind = DomainError['kind'];

// Constructors for the errors whose message the specification fixes.
export const pageNotFound = (path: string): PageError => ({
  kind: 'page.notFound',
  path,
  message: MESSAGES.pageNotFound(path),
});
export const internalError = (): PageError => ({
  kind: 'app.internal',
  message: MESSAGES.internal,
});
/** A wait that is not a whole number of seconds (negative, fractional, too large) is left out. */
export const serviceUnavailable = (retryAfterSeconds?: number): ServiceUnavailableError => ({
  kind: 'service.unavailable',
  message: MESSAGES.serviceUnavailable,
  ...(retryAfterSeconds !== undefined && Number.isSafeInteger(retryAfterSeconds) && retryAfterSeconds >= 0
    ? { retryAfterSeconds }
    : {}),
});
export const tenantInvalid = (): TenantError => ({ kind: 'tenant.invalid', message: MESSAGES.tenantInvalid });
export const sessionExpired = (): SessionError => ({
  kind: 'session.expired',
  message: MESSAGES.sessionExpired,
  abortMessage: MESSAGES.requestAborted,
});

export const initError = {
  missingPreconfiguredUrl: (): InitError => ({
    kind: 'init.missingPreconfiguredUrl',
    message: MESSAGES.missingPreconfiguredUrl,
  }),
  productFetchFailed: (): InitError => ({
    kind: 'init.productFetchFailed',
    message: MESSAGES.productFetchFailed,
  }),
  noPositiveProduct: (): InitError => ({
    kind: 'init.noPositiveProduct',
    message: MESSAGES.noPositiveProduct,
  }),
  noCustomSelection: (): InitError => ({
    kind: 'init.noCustomSelection',
    message: MESSAGES.noCustomSelection,
  }),
  noLossLeaderKey: (): InitError => ({ kind: 'init.noLossLeaderKey', message: MESSAGES.noLossLeaderKey }),
  noConfigurationData: (): InitError => ({
    kind: 'init.noConfigurationData',
    message: MESSAGES.noConfigurationData,
    maintenance: true,
  }),
  emptyProductionTimes: (): InitError => ({
    kind: 'init.emptyProductionTimes',
    message: MESSAGES.emptyProductionTimes,
  }),
  emptyConfiguration: (): InitError => ({
    kind: 'init.emptyConfiguration',
    message: MESSAGES.emptyConfiguration,
  }),
} as const;

export const quoteError = {
  emptyQuantities: (): QuoteError => ({
    kind: 'quote.emptyQuantities',
    message: MESSAGES.quoteEmptyQuantities,
  }),
  emptyPrices: (): QuoteError => ({ kind: 'quote.emptyPrices', message: MESSAGES.quoteEmptyPrices }),
  noDeliveries: (): QuoteError => ({ kind: 'quote.noDeliveries', message: MESSAGES.quoteNoDeliveries }),
  noArrivalDates: (): QuoteError => ({ kind: 'quote.noArrivalDates', message: MESSAGES.quoteNoArrivalDates }),
} as const;

export const missingDictionaryVoice = (key: string): LoggedOnlyError => ({
  kind: 'dictionary.missingVoice',
  message: MESSAGES.missingDictionaryVoice,
  key,
});

/** True for errors that are logged only and never shown to a shopper. */
export function isLoggedOnly(error: DomainError): boolean {
  return error.kind === 'dictionary.missingVoice' || error.kind === 'config.missingDefaultLink';
}

/** True when the storefront should reload the page rather than show an error. */
export function needsReload(error: DomainError): boolean {
  return error.kind === 'app.chunkLoadFailed';
}

/** A refusal of the shop the domain has no kind of its own for: a `request.*` one, or an unauthorised session. */
export function isRequestRefusal(
  error: DomainError,
): error is RequestError | Extract<SessionError, { kind: 'session.unauthorized' }> {
  return error.kind.startsWith('request.') || error.kind === 'session.unauthorized';
}

/** The rule the shop named when it refused a request (or a session), when it named one. */
export function refusalReason(error: DomainError): string | undefined {
  return isRequestRefusal(error) ? error.reason : undefined;
}

/** True when the shop cannot serve anything for now: the page says so instead of its content. */
export function isServiceUnavailable(error: DomainError): error is ServiceUnavailableError {
  return error.kind === 'service.unavailable';
}

/** True when the error switches the product page to maintenance mode. */
export function isMaintenanceError(error: DomainError): boolean {
  return error.kind === 'init.noConfigurationData';
}
