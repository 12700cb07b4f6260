import type { TokenStore } from '@tirage/api-client';
import type { ShopPorts } from '@tirage/api-client/ports';
import type { CurrencyCode, ShopRules } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';

/**
 * What the server gives every loader and action: the shop's ports, built for this request (its
 * shop, its currency, its shopper). The browser builds its own; nothing is a module singleton.
 */
export interface StorefrontContext {
  /**
   * The shop's ports. A call that answers `service.unavailable` throws the unavailable page's
   * answer instead (`stopWhenUnavailable`): every page then says the shop is unavailable, with
   * status 503, whatever it asked for.
   */
  readonly ports: ShopPorts;
  /** The time of the request (the server's clock; fixed in tests). */
  readonly now: () => Temporal.Instant;
  /** The shopper's tokens (the auth cookie): set at login, cleared at logout. */
  readonly session: TokenStore;
  /** The request came with a session whose tokens had both expired: it was ended (cookie cleared). */
  readonly sessionExpired: boolean;
  /**
   * The guest's anonymous id (its cookie), the key of a guest cart. With `create`, an id is given
   * out (and its cookie set) when the shopper has none yet; without, `undefined` then.
   */
  readonly anonymousId: (options: { readonly create: boolean }) => string | undefined;
  /** What the request says of staff (specification section 6). */
  readonly staff: StaffContext;
  /**
   * This response's Content-Security-Policy nonce (base64, fresh for every request): React Router's
   * inline scripts carry it, and every page's policy (the server's) allows only scripts that do.
   */
  readonly cspNonce: string;
  /** The request's shop: money and dates are shown in its locale and active currency. */
  readonly shop: {
    readonly tenant: string;
    /** Where the shop is reached from outside (`https://…`, no trailing slash): absolute links. */
    readonly baseUrl: string;
    /** BCP 47, e.g. `fr-FR`. */
    readonly locale: string;
    /** The visit's active currency: the one its session chose, else the shop's own. */
    readonly currency: CurrencyCode;
    /** The currencies the shop sells, its own first (the header's currency chooser). */
    readonly currencies: readonly CurrencyCode[];
    /** The analytics id the visit is counted under; absent when the shop has none. */
    readonly trackingId?: string | undefined;
    /** The shop's default delivery country (ISO 3166-1 alpha-2) and postal code, for quotes. */
    readonly country: string;
    readonly zipCode: string;
    /** The countries the shop delivers to (ISO 3166-1 alpha-2). */
    readonly countries: readonly string[];
    /** The shop's rules (cart and upload limits…), as its staff set them and the server applies them. */
    readonly rules: ShopRules;
    /** Premium resellers' discount off a job's price excluding VAT, in percent; absent: none. */
    readonly resellerDiscountPercent?: number | undefined;
    /**
     * The visit's active campaign: the one the request's link names (`utm_campaign`), else the one
     * kept from an earlier link (30 days); the page's calls send it, and the browser's too.
     */
    readonly campaign?: string | undefined;
  };
  /**
   * Keeps a campaign for the visit (30 days) from this answer on: a campaign's landing page says
   * the visitor came for it, so the code it shows applies.
   */
  readonly keepCampaign?: ((campaign: string) => void) | undefined;
}

/**
 * Staff are recognised by a company network (or a development build), or by the agent cookie a
 * staff login sets; the back office's pages answer 404 to anyone else.
 */
interface StaffContext {
  /** The request comes from a staff network, or the shop runs a development build. */
  readonly recognised: boolean;
  /** The debug cookie is set: staff see debug information on the pages. */
  readonly debug: boolean;
  /** The staff member's token of the agent cookie (checked by the API when used). */
  agentToken(): string | undefined;
  /** Sets (after a staff login) or clears (null) the agent cookie of the answer. */
  setAgentToken(token: { readonly value: string; readonly maxAgeS: number } | null): void;
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
