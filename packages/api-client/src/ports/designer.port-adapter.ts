import {
  type DesignerOwner,
  type DesignerPort,
  type DomainError,
  err,
  type StoredDesign,
} from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import type { FileBody } from '../client/call-types.js';
import { DESIGN_TEMPLATE_LIMIT } from '../contract/design.js';
import { designDocumentIdParamsSchema, wireDesignDocument } from '../contract/design-document.js';
import { fromAnswer } from './answers.js';
import { domainErrorOf } from './domain-errors.js';

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
 * The designer's calls for one owner: a guest's designs and images are kept under its anonymous id
 * (sent with each new one, and at login to claim them); a customer's go with the client's session.
 * The owner may be read at each call (a page learns who the shopper is as it goes).
 */
export function createDesignerPort(
  client: ApiClient,
  ownerOf: DesignerOwner | (() => Promise<DesignerOwner>),
): DesignerPort<FileBody['content'], Response> {
  const currentOwner = async () => (typeof ownerOf === 'function' ? ownerOf() : ownerOf);
  return {
    async saveDocument({ designId, productId, selectedAttributes, document }) {
      const owner = await currentOwner();
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

    async printFile(designId) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.download('designDocument.pdf', { params: { id: designId } });
      return answer.ok ? answer : err(domainErrorOf(answer.error));
    },

    async thumbnail(designId) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.download('designDocument.thumbnail', { params: { id: designId } });
      return answer.ok ? answer : err(domainErrorOf(answer.error));
    },

    async listDocuments() {
      const answer = await client.call('designDocument.list');
      return fromAnswer('designDocument.list', answer, ({ documents }) =>
        documents.map((summary) => ({
          designId: summary.id,
          productId: summary.productId,
          selectedAttributes: summary.selectedAttributes,
          format: summary.format,
          objectCount: summary.objectCount,
          revision: summary.revision,
          updatedAt: summary.updatedAt,
        })),
      );
    },

    async removeDocument(designId) {
      if (impossibleId(designId)) return err(designNotFound());
      const answer = await client.call('designDocument.delete', { params: { id: designId } });
      return fromAnswer('designDocument.delete', answer, () => undefined);
    },

    async claimGuestDesigns(anonymousId) {
      const answer = await client.call('designDocument.claim', { body: { anonymousUserId: anonymousId } });
      return fromAnswer('designDocument.claim', answer, ({ claimed }) => claimed);
    },

    async templates({ mcpSku, search, offset }) {
      const answer = await client.call('design.templates', {
        query: {
          mcpSku,
          limit: DESIGN_TEMPLATE_LIMIT,
          ...(search === undefined ? {} : { search }),
          ...(offset === undefined ? {} : { offset }),
        },
      });
      return fromAnswer('design.templates', answer, ({ templates, total }) => ({
        templates: templates.map(({ id, name, thumbnailUrl, format }) => ({
          id,
          name,
          thumbnailUrl,
          format,
        })),
        total,
      }));
    },

    async uploadImage(file) {
      const owner = await currentOwner();
      const answer = await client.call('designAsset.upload', {
        query: owner.kind === 'guest' ? { anonymousUserId: owner.anonymousId } : {},
        file: { content: file.content, mediaType: file.mediaType },
      });
      return fromAnswer('designAsset.upload', answer, (image) => image);
    },
  };
}
