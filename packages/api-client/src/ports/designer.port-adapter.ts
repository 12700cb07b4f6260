import {
  type DesignerOwner,
  type DesignerPort,
  type DomainError,
  err,
  type StoredDesign,
} from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { designDocumentIdParamsSchema, wireDesignDocument } from '../contract/design-document.js';
import { fromAnswer } from './answers.js';

/** What the server answers for an id that names none of the owner's designs. */
const designNotFound = (): DomainError => ({
  kind: 'request.notFound',
  message: 'Design document not found',
  reason: 'design.notFound',
});

/** An id no design can have (a design's id is a UUID) is known missing without asking. */
const impossibleId = (id: string) => !designDocumentIdParamsSchema.safeParse({ id }).success;

const storedDesignOf = (stored: {
  readonly id: string;
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly document: StoredDesign['document'];
  readonly revision: number;
  readonly updatedAt: string;
}): StoredDesign => ({
  designId: stored.id,
  productId: stored.productId,
  selectedAttributes: stored.selectedAttributes,
  document: stored.document,
  revision: stored.revision,
  updatedAt: stored.updatedAt,
});

/**
 * The designer's calls for one owner: a guest's designs are kept under its anonymous id (sent with
 * a new design, and at login to claim them); a customer's go with the client's session.
 */
export function createDesignerPort(client: ApiClient, owner: DesignerOwner): DesignerPort {
  return {
    async saveDocument({ designId, productId, selectedAttributes, document }) {
      const body = {
        productId,
        selectedAttributes: { ...selectedAttributes },
        document: wireDesignDocument(document),
        ...(owner.kind === 'guest' ? { anonymousUserId: owner.anonymousId } : {}),
      };
      if (designId === undefined) {
        const answer = await client.call('designDocument.create', { body });
        return fromAnswer('designDocument.create', answer, (stored) => ({ designId: stored.id }));
      }
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.call('designDocument.update', { params: { id: designId }, body });
      return fromAnswer('designDocument.update', answer, (stored) => ({ designId: stored.id }));
    },

    async loadDocument(designId) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.call('designDocument.get', { params: { id: designId } });
      return fromAnswer('designDocument.get', answer, storedDesignOf);
    },

    async claimGuestDesigns(anonymousId) {
      const answer = await client.call('designDocument.claim', { body: { anonymousUserId: anonymousId } });
      return fromAnswer('designDocument.claim', answer, ({ claimed }) => claimed);
    },
  };
}
