import {
  DEMO_CATALOG,
  DEMO_DESIGN_TEMPLATES as DEMO_LAYOUTS,
  defaultAttributes,
  designSvg,
  findProduct,
  printFormatOf,
} from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/** A template of the design editor: a ready-made artwork the shopper starts from. */
export interface DesignTemplate {
  readonly id: string;
  /** The configuration id of the product it is drawn for (`products.id`). */
  readonly productId: string;
  /** French name shown in the template browser. */
  readonly name: string;
  /** The value of the product's `format` attribute it is drawn for; null when it fits every format. */
  readonly format: string | null;
  /** French keywords the template browser searches, beside the name. */
  readonly tags: readonly string[];
  /** Public path of the thumbnail, under `DESIGN_TEMPLATE_THUMBNAILS_PATH` (see `design-templates.routes.ts`). */
  readonly thumbnailPath: string;
}

/** Where the thumbnails are served: `{path}/{id}.svg`, drawn from the template's document. */
export const DESIGN_TEMPLATE_THUMBNAILS_PATH = '/assets/design-templates';

/**
 * The demo templates, as the template browser lists them: the domain's layouts
 * (`DEMO_DESIGN_TEMPLATES` of `@tirage/domain`), each fitting every format of its product, so
 * none is drawn for one format only.
 */
export const DEMO_TEMPLATE_ROWS: readonly DesignTemplate[] = DEMO_LAYOUTS.map((layout) => ({
  id: layout.id,
  productId: layout.productId,
  name: layout.name,
  format: null,
  tags: layout.tags,
  thumbnailPath: `${DESIGN_TEMPLATE_THUMBNAILS_PATH}/${layout.id}.svg`,
}));

const thumbnails = new Map<string, string>();

/**
 * The thumbnail of a demo template: its recto on the product's default format, drawn once and
 * kept; undefined for an id no demo template has.
 */
export function templateThumbnail(id: string): string | undefined {
  const known = thumbnails.get(id);
  if (known !== undefined) return known;
  const layout = DEMO_LAYOUTS.find((candidate) => candidate.id === id);
  const product = layout === undefined ? undefined : findProduct(DEMO_CATALOG, layout.productId);
  const format = product === undefined ? undefined : printFormatOf(product.id, defaultAttributes(product));
  if (layout === undefined || format === undefined) return undefined;
  const svg = designSvg(layout.documentFor(format), { title: layout.name });
  thumbnails.set(id, svg);
  return svg;
}

/** The search text of names and tags: accents dropped, then lower case (both sides alike). */
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY';
const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] ?? letter]));

/** What a search term is compared as: `Fête` and `fete` find the same templates. */
export function searchFold(text: string): string {
  return [...text.trim()]
    .map((letter) => PLAIN_OF.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

/** A `like` pattern matching `term` anywhere, its own `%`, `_` and `\` taken literally. */
const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

export async function insertDesignTemplate(
  db: Queryable,
  entry: DesignTemplate,
  sortIndex: number,
): Promise<void> {
  await queryBuilder(db)
    .insertInto('designTemplates')
    .values({
      id: entry.id,
      productId: entry.productId,
      name: entry.name,
      format: entry.format,
      tags: jsonb(entry.tags),
      thumbnailPath: entry.thumbnailPath,
      sortIndex,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export interface DesignTemplateQuery {
  readonly productId: string;
  /** Matched in the name or a tag, ignoring case and accents; none or blank: every template. */
  readonly search: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

export interface DesignTemplatePage {
  readonly templates: readonly DesignTemplate[];
  /** How many templates match, on every page. */
  readonly total: number;
}

/** One page of a product's templates, in the shop's order. */
export async function findDesignTemplates(
  db: Queryable,
  query: DesignTemplateQuery,
): Promise<DesignTemplatePage> {
  const term = query.search === undefined ? '' : searchFold(query.search);
  const pattern = term === '' ? null : containsPattern(term);
  // Raw SQL: the accent-folding search over the name and every jsonb tag (translate, lower,
  // jsonb_array_elements_text, like … escape) is clearer as SQL than as a builder of fragments.
  const matching = `from design_templates t
    where t.product_id = $1
      and ($2::text is null
        or lower(translate(t.name, $3, $4)) like $2 escape '\\'
        or exists (select 1 from jsonb_array_elements_text(t.tags) as tag
                   where lower(translate(tag, $3, $4)) like $2 escape '\\'))`;
  const params = [query.productId, pattern, ACCENTED, PLAIN] as const;
  const [counted, rows] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total ${matching}`, params),
    db.query<{
      id: string;
      product_id: string;
      name: string;
      format: string | null;
      tags: string[];
      thumbnail_path: string;
    }>(
      `select t.id, t.product_id, t.name, t.format, t.tags, t.thumbnail_path ${matching}
       order by t.sort_index, t.id
       limit $5 offset $6`,
      [...params, query.limit, query.offset],
    ),
  ]);
  return {
    total: counted[0]?.total ?? 0,
    templates: rows.map((row) => ({
      id: row.id,
      productId: row.product_id,
      name: row.name,
      format: row.format,
      tags: row.tags,
      thumbnailPath: row.thumbnail_path,
    })),
  };
}
