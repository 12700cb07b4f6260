import type { DomainError } from '../errors/errors.js';
import type { Artwork, ArtworkFile } from '../model/artwork.js';
import type { Result } from '../shared/result.js';

/** How much of a file has been sent, in bytes; `total` is the file's size. */
export type UploadProgressListener = (loaded: number, total: number) => void;

export interface ArtworkUploadRequest<Content = unknown> {
  readonly orderId: string;
  readonly lineItemId: string;
  readonly file: ArtworkFile<Content>;
  /** Told as the file goes out, when the adapter can tell (a browser's upload can). */
  readonly onProgress?: UploadProgressListener;
}

/**
 * The artwork files of a customer's orders. Another customer's order, line or file is the same
 * not-found error as an unknown one. `Content` is what the adapter sends as the file's bytes (a
 * browser `File`, a stream on the server); `Download` what it answers a file as (a `Response`).
 */
export interface ArtworkPort<Content = unknown, Download = unknown> {
  /** Every file of the order, oldest first, whatever its line. */
  list(orderId: string): Promise<Result<readonly Artwork[], DomainError>>;
  /** Sends one file for one line of the order; answers it as stored (`received`). */
  upload(request: ArtworkUploadRequest<Content>): Promise<Result<Artwork, DomainError>>;
  /** Removes a file still `received`; answers the order's files left. */
  remove(orderId: string, artworkId: string): Promise<Result<readonly Artwork[], DomainError>>;
  /** One file of the order as it was sent (or made by the shop, for a design), to pass on as it comes. */
  download(orderId: string, artworkId: string): Promise<Result<Download, DomainError>>;
  /**
   * The picture of a checked file's recto (1) or verso (2) with its trim and safe-area lines, to
   * pass on as it comes; a page the check did not draw is not found.
   */
  preview(orderId: string, artworkId: string, page: 1 | 2): Promise<Result<Download, DomainError>>;
}
