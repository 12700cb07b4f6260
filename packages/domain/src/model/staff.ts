import type { LandingContent } from '../catalog/catalog.js';
import type { ShopRules } from '../tenant/shop-rules.js';
import type { Artwork } from './artwork.js';

/** A member of the shop's staff, as the back office shows them. */
export interface StaffMember {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
}

/** A staff login: the staff member's own token (no refresh: staff log in again the next day). */
export interface StaffGrant {
  readonly staff: StaffMember;
  readonly accessToken: string;
  /** Seconds the token is valid from when it was issued. */
  readonly expiresIn: number;
}

/** A customer as staff find them before acting as them. */
export interface CustomerMatch {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | undefined;
  readonly lastName: string | undefined;
  readonly company: string | undefined;
}

/** One country shop's configuration, as staff read it (the back office shows it as is). */
export interface TenantConfig {
  readonly code: string;
  readonly domain: string;
  readonly baseUrl: string;
  readonly timeZone: string;
  readonly hosts: readonly string[];
  /** The shop's domain configuration (specification section 3), field by field. */
  readonly domainConfig: Readonly<Record<string, unknown>>;
  /** The shop's rules, as staff edit them. */
  readonly rules: ShopRules;
  /** The version of the rules read: a change names it, and is refused once they moved on. */
  readonly rulesVersion: number;
}

/** A shop's rules as stored, with their version. */
export interface StaffShopRules {
  readonly tenant: string;
  readonly rules: ShopRules;
  readonly version: number;
}

export interface BaseConfigs {
  readonly tenants: readonly TenantConfig[];
  /** Units of each currency for one euro. */
  readonly exchangeRates: Readonly<Record<string, number>>;
  readonly defaultHost: string;
}

/** A picture of the shop's (a banner, a page's illustration) that staff uploaded. */
export interface ShopAsset {
  readonly id: string;
  readonly fileName: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
  /** Where the shop serves it (a path of its own). */
  readonly url: string;
  readonly createdAt: string;
}

/** A picture to upload, as the browser or a file gives it. */
export interface ShopAssetFile<Content = unknown> {
  readonly name: string;
  readonly mediaType: string;
  readonly content: Content;
}

/** An order's artwork files as staff see them (a design's print-ready PDF among them). */
export interface StaffOrderArtworks {
  readonly orderId: string;
  readonly orderNumber: string;
  /** The order's lines, to name the files' jobs; a line with the design service has its brief. */
  readonly lines: readonly {
    readonly id: string;
    readonly productName: string;
    readonly jobName: string;
    readonly designBrief: string | undefined;
  }[];
  /** Every line's files, oldest first. */
  readonly artworks: readonly Artwork[];
}

/** A file awaiting the professional check the shopper paid for, with its order and line. */
export interface ArtworkReview {
  readonly orderId: string;
  readonly orderNumber: string;
  /** The line the file is for, to name its job. */
  readonly line: { readonly id: string; readonly productName: string; readonly jobName: string };
  /** The file, with its automatic check (`preflight`). */
  readonly artwork: Artwork;
}

/** A reviewer's decision on a file: good to print, or refused with a reason the shopper reads. */
export type ArtworkReviewDecision =
  | { readonly decision: 'approve' }
  | { readonly decision: 'reject'; readonly reason: string };

/** A page staff edit in the back office (a landing or a standard page), as the editor lists it. */
export interface StaffPageSummary {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly layout: 'standard' | 'landing';
  /** When it last changed (ISO 8601): a save names it, so a change made meanwhile is not lost. */
  readonly updatedAt: string;
}

/** A page as staff edit it: its text, and a landing page's offer and blocks as stored. */
export interface StaffPage extends StaffPageSummary {
  /** A standard page's paragraphs, a landing page's description. */
  readonly body: string;
  readonly landing: LandingContent | undefined;
}

/**
 * What staff wrote: the shop checks it whole (an unknown block kind is refused by name) and
 * against what it has. `landing` is as staff typed it (JSON), not yet checked.
 */
export interface StaffPageDraft {
  readonly title: string;
  readonly body: string;
  readonly landing: unknown;
  /** The `updatedAt` of the page the draft was made from. */
  readonly updatedAt: string;
}

/**
 * A background job (a mail to send, a payment reconciliation, the clean-up) that failed every
 * attempt, as the back office lists it.
 */
export interface FailedJob {
  readonly id: string;
  /** The kind of job: `mail.send`, `payments.reconcile`, `maintenance.clean-up`. */
  readonly name: string;
  /** Runs made, the first one included. */
  readonly attempts: number;
  /** The message of the last run's error. */
  readonly error: string;
  /** ISO 8601 instants. */
  readonly failedAt: string;
  readonly createdAt: string;
}
