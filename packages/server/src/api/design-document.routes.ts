import { randomUUID } from 'node:crypto';
import {
  DESIGN_ASSET_UPLOAD_TYPES,
  DESIGN_DOCUMENT_LIST_LIMIT,
  MAX_DESIGN_ASSET_BYTES,
  MAX_DESIGN_ASSET_PIXELS,
  routes,
  wireDesignDocument,
} from '@tirage/api-client/contract';
import {
  assertNever,
  type DesignDocument,
  type DesignProductProblem,
  designLayoutOf,
  samePrintFormat,
} from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { type ArtworkRouteOptions, fileStoreOf } from '../artwork/artwork-options.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../auth/login-throttle.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { ReferenceReads } from '../cache/reference-cache.js';
import type { Queryable } from '../db/database.js';
import {
  claimDesignDocuments,
  countDesignAssets,
  countDesignDocuments,
  type DesignCaller,
  type DesignDocumentContent,
  type DesignOwner,
  deleteDesignDocument,
  findDesignAsset,
  findDesignDocument,
  insertDesignAsset,
  insertDesignDocument,
  listDesignDocuments,
  lockDesignOwner,
  MAX_DESIGN_ASSETS_PER_OWNER,
  ownedDesignAssets,
  type StoredDesignDocument,
  updateDesignDocument,
} from '../designer/design-document-store.js';
import { type DesignImageProblem, readDesignImage } from '../designer/design-image.js';
import { isRendererBusy, renderDesignPrintFile } from '../designer/design-print-file.js';
import { designThumbnail, previewKey } from '../designer/design-thumbnail.js';
import { socketAddress } from '../http/client-address.js';
import type { FieldError } from '../http/envelope.js';
import { answer, mountRoute, Refusal, type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import type { ShopApiOptions } from './shop-api-options.js';

/**
 * Images one shopper (customer or guest) may send, and one client address (an office, or many
 * guests' ids from one machine), within 10 minutes: a designer places a few, replaces some.
 */
const DEFAULT_DESIGN_ASSET_THROTTLE: LoginThrottleLimits = {
  maxFailuresPerAccount: 60,
  maxFailuresPerIp: 200,
  windowS: 600,
};

const DOCUMENT_NOT_FOUND = () => refuse(404, 'Design document not found', { kind: 'design.notFound' });

/**
 * A design document as the contract answers it (the guest it is kept for stays on the server).
 */
const documentToWire = ({ anonymousId: _guest, document, ...stored }: StoredDesignDocument) => ({
  ...stored,
  selectedAttributes: { ...stored.selectedAttributes },
  document: wireDesignDocument(document),
});

/**
 * Whose a new design or image is: the logged-in customer's, else the guest's by the anonymous id
 * it names; undefined for a guest that names none.
 */
function newOwner(
  tenantCode: string,
  customerId: string | undefined,
  anonymousUserId: string | undefined,
): DesignOwner | undefined {
  if (customerId !== undefined) return { tenantCode, customerId };
  return anonymousUserId === undefined
    ? undefined
    : { tenantCode, anonymousId: anonymousUserId.toLowerCase() };
}

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
      const owner = newOwner(tenantCode, customerId, body.anonymousUserId);
      if (owner === undefined) {
        return refuseFields([
          { path: 'anonymousUserId', message: 'A guest’s design needs the anonymous id' },
        ]);
      }
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

const ASSET_NOT_FOUND = () => refuse(404, 'Image not found', { kind: 'design.assetNotFound' });
const ASSET_TOO_LARGE = () =>
  refuse(413, `An image is at most ${MAX_DESIGN_ASSET_BYTES} bytes`, { kind: 'design.assetTooLarge' });
const ASSET_UNSUPPORTED = () =>
  refuse(415, 'Only PNG, JPEG and SVG images are accepted', { kind: 'design.assetUnsupportedType' });

/** Why an image was refused, as the shopper is told. */
function imageRefusal(problem: DesignImageProblem): RouteOutcome<never> {
  switch (problem.kind) {
    case 'image.unsupported':
      return ASSET_UNSUPPORTED();
    case 'image.tooManyPixels':
      return refuse(
        422,
        `An image is at most ${MAX_DESIGN_ASSET_PIXELS} pixels; this one has ${problem.pixels}`,
        { kind: 'design.assetTooManyPixels' },
      );
    case 'image.unreadable':
      return refuse(422, 'The image cannot be read: it is damaged or incomplete', {
        kind: 'design.assetUnreadable',
      });
    case 'image.activeContent':
      return refuse(422, 'An SVG image may only draw: no script, no link to another file', {
        kind: 'design.assetActiveContent',
      });
    default:
      return assertNever(problem, 'design image problem');
  }
}

/** The body's bytes, or undefined past `maxBytes` (reading stops there). */
async function bytesAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The images shoppers place in designs: sent whole (30 MB at most), read by type from their bytes,
 * measured and decoded by the server (a decompression bomb is refused before it is decoded), kept
 * with a preview for the canvas. A guest's are kept under its anonymous id and join the account
 * with its designs, and no one else may place them in a design. A preview is reached by the image's
 * id, which only its owner learns (an <img> sends no token).
 */
export const designAssetRoutes =
  (options: ShopApiOptions, assets: ArtworkRouteOptions = {}): ApiModule =>
  (api, { db, tokenSigningKey, storage, streamOwnBody }) => {
    const store = fileStoreOf('designImages', assets, storage);
    // An application without a file storage (a test of another feature) keeps no files: no image calls.
    if (store === undefined) return;
    const maxBytes = Math.min(assets.maxBytes ?? MAX_DESIGN_ASSET_BYTES, MAX_DESIGN_ASSET_BYTES);
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'design image'), options.clock);
    const throttle = createLoginThrottle(
      db,
      'design-asset',
      options.designAssetThrottle ?? DEFAULT_DESIGN_ASSET_THROTTLE,
    );
    const clientIp = options.clientIp ?? socketAddress;
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    streamOwnBody(routes['designAsset.upload']);
    mountRoute(api, routes['designAsset.upload'], deps, async ({ query, tenant, customerId, c }) => {
      const tenantCode = tenant.tenant.code;
      const owner = newOwner(tenantCode, customerId, query.anonymousUserId);
      if (owner === undefined) {
        return refuseFields([{ path: 'anonymousUserId', message: 'A guest’s image needs the anonymous id' }]);
      }
      // Every image sent counts, before it is read: decoding images is the costly part.
      const decision = await throttle.begin({
        email: owner.customerId ?? `guest:${owner.anonymousId}`,
        ip: clientIp(c),
      });
      if (!decision.allowed) {
        c.get('logger')?.warn({ ip: clientIp(c) }, 'design image uploads throttled');
        c.header('retry-after', String(decision.retryAfterS));
        c.header('connection', 'close');
        return refuse(429, 'Too many images sent, try again later', { kind: 'design.assetThrottled' });
      }
      const declared = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(DESIGN_ASSET_UPLOAD_TYPES as readonly string[]).includes(declared)) return ASSET_UNSUPPORTED();
      if (Number(c.req.header('content-length') ?? Number.NaN) > maxBytes) {
        c.header('connection', 'close');
        return ASSET_TOO_LARGE();
      }
      const body = c.req.raw.body;
      const bytes = body === null ? Buffer.alloc(0) : await bytesAtMost(body, maxBytes);
      if (bytes === undefined) {
        // The rest of the body is not read: the connection cannot carry another request.
        c.header('connection', 'close');
        return ASSET_TOO_LARGE();
      }
      if (bytes.length === 0) return refuse(400, 'The image is empty', { kind: 'design.assetEmpty' });
      const image = await readDesignImage(bytes);
      if (!image.ok) return imageRefusal(image.error);

      const id = randomUUID();
      const asset = {
        id,
        mediaType: image.value.mediaType,
        widthPx: image.value.widthPx,
        heightPx: image.value.heightPx,
        byteSize: image.value.bytes.length,
        storageKey: `${tenantCode}/${id}`,
      };
      let kept = false;
      try {
        return await transactionOutcome(db, async (tx) => {
          await lockDesignOwner(tx, owner);
          if ((await countDesignAssets(tx, owner)) >= MAX_DESIGN_ASSETS_PER_OWNER) {
            throw new Refusal(
              refuse(409, `At most ${MAX_DESIGN_ASSETS_PER_OWNER} images are kept for one shopper`, {
                kind: 'design.assetLimitReached',
              }),
            );
          }
          await insertDesignAsset(tx, owner, asset, options.clock.now());
          // Last, so that a refusal or a failed insert leaves no file behind.
          kept = true;
          await store.write(asset.storageKey, image.value.bytes, asset.mediaType);
          await store.write(previewKey(asset.storageKey), image.value.preview, asset.mediaType);
          const { storageKey: _key, ...wire } = asset;
          return wire;
        });
      } catch (error) {
        if (kept)
          await Promise.all([store.remove(asset.storageKey), store.remove(previewKey(asset.storageKey))]);
        throw error;
      }
    });

    mountRoute(api, routes['designDocument.pdf'], deps, async ({ params, tenant, customerId, c }) => {
      const tenantCode = tenant.tenant.code;
      const design = await findDesignDocument(db, { tenantCode, customerId }, params.id);
      if (design === undefined) return DOCUMENT_NOT_FOUND();
      let pdf: Uint8Array;
      try {
        pdf = await renderDesignPrintFile(db, store, tenantCode, design);
      } catch (error) {
        if (!isRendererBusy(error)) throw error;
        c.header('retry-after', '5');
        return refuse(503, 'The shop is busy rendering PDFs: try again in a few seconds', {
          kind: 'service.unavailable',
        });
      }
      return answer(
        new Response(pdf, {
          headers: {
            'content-type': 'application/pdf',
            'content-length': String(pdf.byteLength),
            'content-disposition': `inline; filename="design-${design.id}.pdf"`,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          },
        }),
      );
    });

    mountRoute(api, routes['designDocument.thumbnail'], deps, async ({ params, tenant, customerId }) => {
      const tenantCode = tenant.tenant.code;
      const design = await findDesignDocument(db, { tenantCode, customerId }, params.id);
      if (design === undefined) return DOCUMENT_NOT_FOUND();
      const png = await designThumbnail(db, store, tenantCode, design);
      return answer(
        new Response(new Uint8Array(png), {
          headers: {
            'content-type': 'image/png',
            'content-length': String(png.byteLength),
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          },
        }),
      );
    });

    mountRoute(api, routes['designAsset.preview'], deps, async ({ params, tenant, c }) => {
      const asset = await findDesignAsset(db, tenant.tenant.code, params.id);
      if (asset === undefined) return ASSET_NOT_FOUND();
      const opened = await store.open(previewKey(asset.storageKey));
      if (opened === undefined) {
        // A preview the store lost (restored from an older backup): the image is as good as gone.
        c.get('logger')?.error({ assetId: asset.id }, 'design image preview missing from the store');
        return ASSET_NOT_FOUND();
      }
      return answer(
        new Response(opened.stream, {
          headers: {
            // Previews are PNG for PNG images (and drawn SVGs), JPEG for JPEG ones.
            'content-type': asset.mediaType,
            'content-length': String(opened.sizeBytes),
            'cache-control': 'private, max-age=86400, immutable',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          },
        }),
      );
    });
  };
