import type { ClockPort, MailPort, PaymentGatewayPort } from '@tirage/domain';
import type { Context } from 'hono';
import type { ApiModule } from '../app.js';
import type { ArtworkRouteOptions } from '../artwork/artwork-options.js';
import type { LoginThrottleLimits } from '../auth/login-throttle.js';
import type { BankTransferAccount } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { HolidayCalendar } from '../delivery/holiday-calendar.js';
import type { AppEnv } from '../http/app-env.js';

export interface ShopApiOptions {
  /** The server's clock; tests pass a fixed one so arrival dates are known. */
  readonly clock: ClockPort;
  /** Public holidays not counted in delivery times. */
  readonly calendar: HolidayCalendar;
  /** Check every answer against the contract before sending it (tests). */
  readonly validateResponses?: boolean;
  /** Where artwork files are kept and how large they may be (see `src/api/artwork.routes.ts`). */
  readonly artworks?: ArtworkRouteOptions;
  /** Where shop assets are kept (by default on disk under `DATA_DIR/media`) and their largest size. */
  readonly shopAssets?: ArtworkRouteOptions;
  /** Where the images placed in designs are kept (by default on disk under `DATA_DIR/design-assets`). */
  readonly designAssets?: ArtworkRouteOptions;
  /**
   * Failed-login limits per account and per client address (see `src/auth/login-throttle.ts`). The
   * limits below count in the database on PostgreSQL (shared by every process), in memory on the
   * embedded database, in the process's own time rather than `clock`'s.
   */
  readonly loginThrottle?: LoginThrottleLimits;
  /** Registrations allowed per email and per client address (every request counts). */
  readonly registrationThrottle?: LoginThrottleLimits;
  /** Password-reset requests allowed per email and per client address (every request counts). */
  readonly passwordResetThrottle?: LoginThrottleLimits;
  /** Design images a shopper and a client address may send (every image counts). */
  readonly designAssetThrottle?: LoginThrottleLimits;
  /** Email-verification mails allowed per email and per client address (every request counts). */
  readonly emailVerificationThrottle?: LoginThrottleLimits;
  /** Typed promo codes matching no promotion allowed per customer and per client address. */
  readonly promocodeThrottle?: LoginThrottleLimits;
  /** Where the shop's mail goes (`src/mail/`); without one, mail is dropped with a warning. */
  readonly mail?: MailPort;
  /**
   * The client address the limits count against. By default the socket's peer address; behind a
   * reverse proxy, `clientAddress(trustedProxies)` (`src/http/client-address.ts`), which reads
   * `X-Forwarded-For` from the proxies the configuration trusts.
   */
  readonly clientIp?: (c: Context<AppEnv>) => string;
  /** How orders are paid (docs/payments.md); without it, the demo bank account and no card provider. */
  readonly payments?: PaymentOptions;
  /** The Loqate key the basic configuration hands to the address forms (`LOQATE_KEY`); none: null. */
  readonly loqateKey?: string | null;
}

/** Makes the card payment provider's adapter for the app's database (the sandbox keeps its records there). */
type PaymentGatewayFactory = (deps: { readonly db: Database }) => PaymentGatewayPort;

export interface PaymentOptions {
  /**
   * The card payment provider (Braintree, or the offline sandbox). Absent, the calls that need it
   * (client token, card/PayPal payment, saved methods) answer 503 `payment.providerUnavailable`.
   */
  readonly gateway: PaymentGatewayFactory | undefined;
  /** Pages the provider serves from our own server: the sandbox gateway's frames. */
  readonly providerPages?: ApiModule;
  /** The account bank transfers are sent to (`BANK_TRANSFER_*`). */
  readonly bankTransfer: BankTransferAccount;
}
