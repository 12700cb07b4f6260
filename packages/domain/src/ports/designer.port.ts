import type { DesignAsset, DesignDocument } from '../designer/document.js';
import type { PrintFormat } from '../designer/print-format.js';
import type { DomainError } from '../errors/errors.js';
import type { Result } from '../shared/result.js';

/** A designer's document to store: new without `designId`, else a new version of that design. */
export interface DesignDocumentDraft {
  readonly designId: string | undefined;
  /** The product and the chosen attributes the document is laid out for; the server derives its format from them. */
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly document: DesignDocument;
}

/** A design as the shop keeps it: the document, and what it is laid out for. */
export interface StoredDesign {
  readonly designId: string;
  readonly productId: string;
  /** Every attribute of the product (those the shopper left out at their defaults). */
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly document: DesignDocument;
  /** How many times it was saved. */
  readonly revision: number;
  /** ISO 8601 instant of the last save. */
  readonly updatedAt: string;
}

/** A design of the customer's list: what tells it apart, without its pages. */
export interface StoredDesignSummary {
  readonly designId: string;
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly format: PrintFormat;
  readonly objectCount: number;
  readonly revision: number;
  /** ISO 8601 instant of the last save. */
  readonly updatedAt: string;
}

/**
 * Whose designs the calls are about: a guest by anonymous id, or the logged-in customer (the
 * session says who).
 */
export type DesignerOwner =
  | { readonly kind: 'guest'; readonly anonymousId: string }
  | { readonly kind: 'customer' };

/** An image the shop kept for designs, as it measured it (an SVG arrives drawn into a PNG). */
export interface UploadedDesignImage extends DesignAsset {
  readonly byteSize: number;
}

/** A template as the template browser lists it. */
export interface DesignTemplateSummary {
  readonly id: string;
  readonly name: string;
  readonly thumbnailUrl: string;
  /** The product's format it is drawn for; null when it fits every format. */
  readonly format: string | null;
}

/** The designer's calls: the shop stores documents and images and answers their ids. */
export interface DesignerPort<Content = unknown, Download = unknown> {
  saveDocument(draft: DesignDocumentDraft): Promise<Result<{ readonly designId: string }, DomainError>>;
  /** A design of the owner; another's, or none, is `request.notFound`. */
  loadDocument(designId: string): Promise<Result<StoredDesign, DomainError>>;
  /** The customer's designs, last saved first. */
  listDocuments(): Promise<Result<readonly StoredDesignSummary[], DomainError>>;
  /** Removes a design of the owner; another's, or none, is `request.notFound`. */
  removeDocument(designId: string): Promise<Result<void, DomainError>>;
  /** At login, the designs made as this guest join the customer's; answers how many did. */
  claimGuestDesigns(anonymousId: string): Promise<Result<number, DomainError>>;
  /** A product's templates (by its SKU), a page of twenty at most from `offset`. */
  templates(query: {
    readonly mcpSku: string;
    readonly search?: string;
    readonly offset?: number;
  }): Promise<
    Result<{ readonly templates: readonly DesignTemplateSummary[]; readonly total: number }, DomainError>
  >;
  /** The print-ready PDF of a design of the owner, as the shop renders it, to pass on as it comes. */
  printFile(designId: string): Promise<Result<Download, DomainError>>;
  /** A small picture (PNG) of the recto of a design of the owner, to pass on as it comes. */
  thumbnail(designId: string): Promise<Result<Download, DomainError>>;
  /** Sends an image to place in designs; its type is read from its bytes, whatever `mediaType` says. */
  uploadImage(file: {
    readonly content: Content;
    readonly mediaType: string;
  }): Promise<Result<UploadedDesignImage, DomainError>>;
}
