import type { DomainError } from '../errors/errors.js';
import type { AuthGrant, LoginAsTarget, LoginCredentials } from '../model/auth.js';
import type { PageContent } from '../model/content.js';
import type {
  ArtworkReview,
  ArtworkReviewDecision,
  BaseConfigs,
  CustomerMatch,
  FailedJob,
  ShopAsset,
  ShopAssetFile,
  StaffGrant,
  StaffMember,
  StaffOrderArtworks,
  StaffPage,
  StaffPageDraft,
  StaffPageSummary,
  StaffShopRules,
} from '../model/staff.js';
import type { Result } from '../shared/result.js';

/**
 * The back office's calls. The staff member's token is passed to each call: it is never the
 * shopper's session, which a staff member acting as a customer holds at the same time.
 */
export interface AdminPort<Content = unknown, Download = unknown> {
  login(credentials: LoginCredentials): Promise<Result<StaffGrant, DomainError>>;
  logout(staffToken: string): Promise<Result<void, DomainError>>;
  /** Who the token belongs to; an error when it is no longer valid. */
  me(staffToken: string): Promise<Result<StaffMember, DomainError>>;
  /** Customers whose email, name or company contains the text (at least 2 characters). */
  findCustomers(staffToken: string, text: string): Promise<Result<readonly CustomerMatch[], DomainError>>;
  /** Every country shop's configuration, as the back office shows it (read only). */
  baseConfigs(staffToken: string): Promise<Result<BaseConfigs, DomainError>>;
  /**
   * Changes a shop's rules, as typed (the server checks every value: `request.invalid` names each
   * wrong field), from the version read; `request.conflict` when they changed since.
   */
  saveShopRules(
    staffToken: string,
    tenant: string,
    change: { readonly rules: unknown; readonly version: number },
  ): Promise<Result<StaffShopRules, DomainError>>;
  /** The shop's assets, newest first. */
  assets(staffToken: string): Promise<Result<readonly ShopAsset[], DomainError>>;
  /** Uploads a picture (PNG, JPEG or WebP, at most 10 MB); the server reads its real type. */
  uploadAsset(staffToken: string, file: ShopAssetFile<Content>): Promise<Result<ShopAsset, DomainError>>;
  /** Removes an asset; answers the assets left. */
  removeAsset(staffToken: string, id: string): Promise<Result<readonly ShopAsset[], DomainError>>;
  /** The artwork files of an order of the shop, by its number; an unknown number is not found. */
  orderArtworks(staffToken: string, orderNumber: string): Promise<Result<StaffOrderArtworks, DomainError>>;
  /** One file of the order, as it was sent (or rendered, for a design), to pass on as it comes. */
  downloadArtwork(
    staffToken: string,
    orderNumber: string,
    artworkId: string,
  ): Promise<Result<Download, DomainError>>;
  /** The preview of a file of the shop (1 recto, 2 verso), for the review desk; as `ArtworkPort.preview`. */
  artworkPreview(staffToken: string, artworkId: string, page: 1 | 2): Promise<Result<Download, DomainError>>;
  /** The files awaiting the professional check the shoppers paid for, oldest first. */
  artworkReviews(staffToken: string): Promise<Result<readonly ArtworkReview[], DomainError>>;
  /**
   * Approves a file awaiting the professional check, or rejects it with a reason the shopper is
   * mailed; answers the file as decided. A file already decided is `request.conflict`, one the
   * shop does not hold `request.notFound`.
   */
  reviewArtwork(
    staffToken: string,
    artworkId: string,
    decision: ArtworkReviewDecision,
  ): Promise<Result<ArtworkReview, DomainError>>;
  /** The pages staff edit (landing and standard pages), by path. */
  pages(staffToken: string): Promise<Result<readonly StaffPageSummary[], DomainError>>;
  /** A page as staff edit it; another layout or an unknown id is `request.notFound`. */
  page(staffToken: string, id: string): Promise<Result<StaffPage, DomainError>>;
  /**
   * The page as shoppers would see it with this draft; nothing saved. A draft the shop refuses is
   * `request.invalid`, its field errors by the draft's paths (`landing.blocks.2.kind`).
   */
  previewPage(
    staffToken: string,
    id: string,
    draft: StaffPageDraft,
  ): Promise<Result<PageContent, DomainError>>;
  /** Publishes the draft; a page changed since the draft was read is `request.conflict`. */
  savePage(staffToken: string, id: string, draft: StaffPageDraft): Promise<Result<StaffPage, DomainError>>;
  /** The background jobs that failed every attempt, newest first (at most 100). */
  failedJobs(staffToken: string): Promise<Result<readonly FailedJob[], DomainError>>;
  /** Opens a session as the customer: the grant is the customer's, with no refresh token. */
  loginAs(staffToken: string, target: LoginAsTarget): Promise<Result<AuthGrant, DomainError>>;
}
