import { DESIGN_DOCUMENT_LIST_LIMIT, routes, wireDesignDocument } from '@tirage/api-client/contract';
import {
  assertNever,
  type DesignDocument,
  type DesignProductProblem,
  designLayoutOf,
  samePrintFormat,
} from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { ReferenceReads } from '../cache/reference-cache.js';
import type { Queryable } from '../db/database.js';
import {
  claimDesignDocuments,
  countDesignDocuments,
  type DesignCaller,
  type DesignDocumentContent,
  type DesignOwner,
  deleteDesignDocument,
  findDesignDocument,
  insertDesignDocument,
  listDesignDocuments,
  lockDesignOwner,
  ownedDesignAssets,
  type StoredDesignDocument,
  updateDesignDocument,
} from '../designer/design-document-store.js';
import type { FieldError } from '../http/envelope.js';
import { answer, mountRoute, Refusal, refuse, refuseFields } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import type { ShopApiOptions } from './shop-api-options.js';

const DOCUMENT_NOT_FOUND = () => refuse(404, 'Design document not found', { kind: 'design.notFound' });

/**
 * A design document as the contract answers it (the guest it is kept for stays on the server).
 */
const documentToWire = ({ anonymousId: _guest, document, ...stored }: StoredDesignDocument) => ({
  ...stored,
  selectedAttributes: { ...stored.selectedAttributes },
  document: wireDesignDocument(document),
});

function problemField(problem: DesignProductProblem): FieldError {
  switch (problem.kind) {
    case 'designer.notOffered':
      return { path: 'productId', message: 'The designer does not lay out this product' };
    case 'designer.unknownAttribute':
      return { path: `selectedAttributes.${problem.key}`, message: 'The product has no such attribute' };
    case 'designer.unknownValue':
      return {
        path: `selectedAttributes.${problem.key}`,
        message: `The product does not offer ${problem.value}`,
      };
    case 'designer.unknownFormat':
      return { path: 'selectedAttributes.format', message: 'The designer does not know this format' };
    default:
      return assertNever(problem, 'design product problem');
  }
}

/**
 * The document a save stores, or a refusal: the product must be one the designer lays out, with
 * attributes it offers; the document must be laid out for the format they give; every image must
 * be one its owner uploaded, and its measures are the ones the server read from the file.
 */
async function checkedContent(
  q: Queryable,
  request: {
    readonly productId: string;
    readonly selectedAttributes: Readonly<Record<string, string>>;
    readonly document: DesignDocument;
  },
  owner: DesignOwner,
  products: ReferenceReads,
): Promise<DesignDocumentContent> {
  const product = await products.productById(request.productId, q);
  if (product === undefined) {
    throw new Refusal(
      refuseFields([{ path: 'productId', message: `Unknown product: ${request.productId}` }]),
    );
  }
  const selection = designLayoutOf(product, request.selectedAttributes);
  if (!selection.ok) throw new Refusal(refuseFields(selection.error.map(problemField)));
  if (!samePrintFormat(request.document.format, selection.value.format)) {
    throw new Refusal(
      refuseFields([
        {
          path: 'document.format',
          message: 'The document is laid out for another format than the product’s',
        },
      ]),
    );
  }
  const assets = await ownedDesignAssets(
    q,
    owner,
    request.document.assets.map((asset) => asset.id),
  );
  const measured = new Map(assets.map((asset) => [asset.id, asset]));
  const unknown = request.document.assets.flatMap((asset, index) =>
    measured.has(asset.id)
      ? []
      : [{ path: `document.assets.${index}.id`, message: 'The image is not one of your files' }],
  );
  if (unknown.length > 0) throw new Refusal(refuseFields(unknown));
  return {
    productId: product.id,
    selectedAttributes: selection.value.selectedAttributes,
    document: {
      ...request.document,
      format: selection.value.format,
      assets: request.document.assets.map((asset) => {
        const { id, mediaType, widthPx, heightPx } = measured.get(asset.id) ?? asset;
        return { id, mediaType, widthPx, heightPx };
      }),
    },
  };
}

/**
 * The designer's documents: a guest's, kept under its anonymous id and reached by the document's
 * id, join the account at login (`claim`); a customer's are that customer's alone. Any other id
 * reads as absent.
 */
export const designDocumentRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, reads }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'design document'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const { clock } = options;
    const callerOf = (tenantCode: string, customerId: string | undefined): DesignCaller => ({
      tenantCode,
      customerId,
    });

    mountRoute(api, routes['designDocument.create'], deps, async ({ body, tenant, customerId }) => {
      const tenantCode = tenant.tenant.code;
      if (customerId === undefined && body.anonymousUserId === undefined) {
        return refuseFields([
          { path: 'anonymousUserId', message: 'A guest’s design needs the anonymous id' },
        ]);
      }
      const owner: DesignOwner =
        customerId !== undefined
          ? { tenantCode, customerId }
          : { tenantCode, anonymousId: (body.anonymousUserId as string).toLowerCase() };
      return transactionOutcome(db, async (tx) => {
        await lockDesignOwner(tx, owner);
        if ((await countDesignDocuments(tx, owner)) >= DESIGN_DOCUMENT_LIST_LIMIT) {
          throw new Refusal(
            refuse(409, `At most ${DESIGN_DOCUMENT_LIST_LIMIT} designs are kept for one shopper`, {
              kind: 'design.limitReached',
            }),
          );
        }
        const content = await checkedContent(tx, body, owner, reads);
        return documentToWire(await insertDesignDocument(tx, owner, content, clock.now()));
      });
    });

    mountRoute(api, routes['designDocument.get'], deps, async ({ params, tenant, customerId }) => {
      const document = await findDesignDocument(db, callerOf(tenant.tenant.code, customerId), params.id);
      return document === undefined ? DOCUMENT_NOT_FOUND() : answer(documentToWire(document));
    });

    mountRoute(api, routes['designDocument.update'], deps, async ({ params, body, tenant, customerId }) => {
      const caller = callerOf(tenant.tenant.code, customerId);
      return transactionOutcome(db, async (tx) => {
        const stored = await findDesignDocument(tx, caller, params.id);
        if (stored === undefined) throw new Refusal(DOCUMENT_NOT_FOUND());
        const owner: DesignOwner =
          customerId !== undefined
            ? { tenantCode: caller.tenantCode, customerId }
            : { tenantCode: caller.tenantCode, anonymousId: stored.anonymousId as string };
        const content = await checkedContent(tx, body, owner, reads);
        const updated = await updateDesignDocument(tx, caller, params.id, content, clock.now());
        if (updated === undefined) throw new Refusal(DOCUMENT_NOT_FOUND());
        return documentToWire(updated);
      });
    });

    mountRoute(api, routes['designDocument.delete'], deps, async ({ params, tenant, customerId }) => {
      const deleted = await deleteDesignDocument(db, callerOf(tenant.tenant.code, customerId), params.id);
      return deleted ? answer({ id: params.id, deleted: true as const }) : DOCUMENT_NOT_FOUND();
    });

    mountRoute(api, routes['designDocument.list'], deps, async ({ tenant, customerId }) =>
      answer({
        documents: [...(await listDesignDocuments(db, { tenantCode: tenant.tenant.code, customerId }))],
      }),
    );

    mountRoute(api, routes['designDocument.claim'], deps, async ({ body, tenant, customerId }) => {
      const customer = { tenantCode: tenant.tenant.code, customerId };
      return transactionOutcome(db, async (tx) => {
        await lockDesignOwner(tx, customer);
        const room = DESIGN_DOCUMENT_LIST_LIMIT - (await countDesignDocuments(tx, customer));
        return {
          claimed: await claimDesignDocuments(tx, customer, body.anonymousUserId.toLowerCase(), room),
        };
      });
    });
  };
