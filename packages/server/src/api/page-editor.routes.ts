import {
  EDITABLE_PAGE_LAYOUTS,
  type FieldError,
  landingContentSchema,
  routes,
} from '@tirage/api-client/contract';
import type { LandingContent } from '@tirage/domain';
import { sql } from 'kysely';
import type { ApiModule } from '../app.js';
import { createStaffAuthenticator, customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { parseStoredPage } from '../catalog/catalog-schema.js';
import type { StoredPage } from '../catalog/catalog-store.js';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import { createPromotionStore } from '../promotions/promotion-store.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import { toWirePage } from './catalog-wire.js';
import { landingOf } from './landing-wire.js';
import type { ShopApiOptions } from './shop-api-options.js';

type EditableLayout = (typeof EDITABLE_PAGE_LAYOUTS)[number];
const isEditable = (layout: string): layout is EditableLayout =>
  (EDITABLE_PAGE_LAYOUTS as readonly string[]).includes(layout);

interface EditedPage {
  readonly page: StoredPage & { readonly layout: EditableLayout };
  /** To the millisecond, as the wire carries it (the database keeps microseconds). */
  readonly updatedAt: string;
}

/** When a page last changed, to the millisecond as the wire carries it (the database keeps microseconds). */
const EDITED_AT = sql<string>`to_json(date_trunc('milliseconds', updated_at)) #>> '{}'`.as('updatedAt');

/** A stored page row as staff edit it; undefined for a layout staff do not edit. */
function editedOf(row: { readonly payload: unknown; readonly updatedAt: string }): EditedPage | undefined {
  const page = parseStoredPage(row.payload);
  if (!isEditable(page.layout)) return undefined;
  return { page: { ...page, layout: page.layout }, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** A page staff may edit, with when it last changed; undefined for another layout or an unknown id. */
async function editablePage(db: Queryable, id: string): Promise<EditedPage | undefined> {
  const row = await queryBuilder(db)
    .selectFrom('contentPages')
    .select(['payload', EDITED_AT])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : editedOf(row);
}

const toWireStaffPage = ({ page, updatedAt }: EditedPage) => ({
  id: page.id,
  path: page.path,
  title: page.title,
  layout: page.layout,
  body: page.body,
  // As the wire types it (mutable arrays); the stored page was checked by the same schema.
  landing: page.landing === undefined ? null : landingContentSchema.parse(page.landing),
  updatedAt,
});

interface Draft {
  readonly title: string;
  readonly body: string;
  readonly landing: LandingContent | null;
}

/**
 * What a draft names that the shop does not have (a promotion, a product), and a landing page
 * without blocks or a standard page with some: field errors, by the draft's paths.
 */
async function draftProblems(
  db: Queryable,
  layout: EditableLayout,
  draft: Draft,
  productIds: ReadonlySet<string>,
): Promise<FieldError[]> {
  if (layout === 'standard') {
    return draft.landing === null
      ? []
      : [{ path: 'landing', message: 'A standard page has no landing blocks' }];
  }
  if (draft.landing === null) return [{ path: 'landing', message: 'A landing page needs its blocks' }];
  const promotions = createPromotionStore(db);
  const problems: FieldError[] = [];
  const promotionKnown = async (id: string, path: string) => {
    if ((await promotions.byId(id)) === undefined) problems.push({ path, message: `No promotion ${id}` });
  };
  if (draft.landing.promotionId !== undefined)
    await promotionKnown(draft.landing.promotionId, 'landing.promotionId');
  for (const [index, block] of draft.landing.blocks.entries()) {
    const at = `landing.blocks.${index}`;
    if (block.kind === 'promoCode' || block.kind === 'countdown')
      await promotionKnown(block.promotionId, `${at}.promotionId`);
    if (block.kind === 'products') {
      for (const [position, id] of block.productIds.entries()) {
        if (!productIds.has(id))
          problems.push({ path: `${at}.productIds.${position}`, message: `No product ${id}` });
      }
    }
    if (block.kind === 'designTemplates' && !productIds.has(block.productId)) {
      problems.push({ path: `${at}.productId`, message: `No product ${block.productId}` });
    }
  }
  return problems;
}

/**
 * The back office's page editor: staff list the landing and standard pages, read one as stored,
 * preview a draft exactly as shoppers would see it, and publish it. A draft is checked whole by
 * the contract (an unknown block kind is refused by name) and against the shop (a promotion or
 * product it names must exist); publishing a page someone changed since it was read is refused
 * (409), so no change is lost.
 */
export const pageEditorRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, reads, logger, tokenSigningKey }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'page editor'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      authenticateStaff: createStaffAuthenticator(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const NOT_FOUND = (id: string) => refuse(404, `No page ${id} to edit`, { kind: 'page.notFound' });

    /** The draft checked against the shop, made into the page it would publish. */
    const checkedDraft = async (edited: EditedPage, draft: Draft) => {
      const products = await reads.listProducts();
      const problems = await draftProblems(db, edited.page.layout, draft, new Set(products.map((p) => p.id)));
      if (problems.length > 0)
        return {
          ok: false as const,
          refusal: refuse(400, 'The page is not valid', { kind: 'request.invalid', errors: problems }),
        };
      const { landing: _previous, ...rest } = edited.page;
      // Checked by the catalogue's own schema too, as every read checks it.
      const page = parseStoredPage({
        ...rest,
        title: draft.title,
        body: draft.body,
        ...(draft.landing === null ? {} : { landing: draft.landing }),
      });
      return { ok: true as const, page, products };
    };

    const wirePageOf = async (
      page: StoredPage,
      tenant: RequestTenant,
      products: Awaited<ReturnType<typeof reads.listProducts>>,
    ) =>
      toWirePage(
        page,
        tenant,
        [],
        page.landing === undefined
          ? undefined
          : await landingOf(
              { id: page.id, path: page.path, landing: page.landing },
              { db, tenant, listProducts: async () => products, log: logger },
            ),
      );

    mountRoute(api, routes['admin.pages'], deps, async () => {
      const rows = await queryBuilder(db)
        .selectFrom('contentPages')
        .select(['payload', EDITED_AT])
        .where(sql<string>`payload->>'layout'`, 'in', [...EDITABLE_PAGE_LAYOUTS])
        .orderBy('path')
        .execute();
      return answer({
        pages: rows.flatMap((row) => {
          let edited: EditedPage | undefined;
          try {
            edited = editedOf(row);
          } catch (error) {
            // One unreadable page does not hide the others; it is said in the log.
            logger.error({ err: error }, 'A stored page cannot be read: left out of the editor’s list');
            return [];
          }
          if (edited === undefined) return [];
          const { page, updatedAt } = edited;
          return [{ id: page.id, path: page.path, title: page.title, layout: page.layout, updatedAt }];
        }),
      });
    });

    mountRoute(api, routes['admin.page'], deps, async ({ params }) => {
      const edited = await editablePage(db, params.id);
      return edited === undefined ? NOT_FOUND(params.id) : answer(toWireStaffPage(edited));
    });

    mountRoute(api, routes['admin.previewPage'], deps, async ({ params, body, tenant }) => {
      const edited = await editablePage(db, params.id);
      if (edited === undefined) return NOT_FOUND(params.id);
      const checked = await checkedDraft(edited, body);
      if (!checked.ok) return checked.refusal;
      return answer(await wirePageOf(checked.page, tenant, checked.products));
    });

    mountRoute(api, routes['admin.savePage'], deps, async ({ params, body, staff }) => {
      const edited = await editablePage(db, params.id);
      if (edited === undefined) return NOT_FOUND(params.id);
      const checked = await checkedDraft(edited, body);
      if (!checked.ok) return checked.refusal;
      // Only if nobody changed the page since the draft was read: else 409, and nothing written.
      // The row is locked while it is compared, so two publications cannot both pass.
      const written = await db.transaction(async (tx) => {
        const current = await queryBuilder(tx)
          .selectFrom('contentPages')
          .select(['payload', EDITED_AT])
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (current === undefined || editedOf(current)?.updatedAt !== body.updatedAt) return false;
        await queryBuilder(tx)
          .updateTable('contentPages')
          .set({ payload: jsonb(checked.page) })
          .where('id', '=', params.id)
          .execute();
        return true;
      });
      if (!written) {
        return refuse(409, 'The page changed since it was read: read it again', { kind: 'request.conflict' });
      }
      logger.info({ pageId: params.id, staffId: staff?.staffId }, 'page published from the back office');
      const published = await editablePage(db, params.id);
      return published === undefined ? NOT_FOUND(params.id) : answer(toWireStaffPage(published));
    });
  };
