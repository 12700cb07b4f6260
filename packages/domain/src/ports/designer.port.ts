import type { DesignDocument } from '../designer/document.js';
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

/** The designer's calls: the shop stores the document and answers the design's id. */
export interface DesignerPort {
  saveDocument(draft: DesignDocumentDraft): Promise<Result<{ readonly designId: string }, DomainError>>;
}
