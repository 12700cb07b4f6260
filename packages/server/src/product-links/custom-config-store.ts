import { generateCustomConfigUrlRequestSchema } from '@tirage/api-client/contract';
import { keyHash } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import { canonicalJson } from './canonical-json.js';
import type { ProductSelection } from './selection-check.js';

/** A selection saved behind a short key, and the product it was checked against (if any). */
export interface SavedSelection {
  readonly productConfigurationId: string | null;
  readonly config: ProductSelection;
}

/**
 * How many seeds of the key hash are tried before giving up. Each further seed is needed only
 * when the previous key already holds another selection (a 10-character hash collision), so
 * reaching the end means something is wrong with the table, not bad luck.
 */
const MAX_KEY_SEEDS = 8;

/**
 * The text a selection's key is the hash of, and the only form stored (see `saveSelection`): the
 * request body as the contract reads it, so a stored row parses with the request's own schema.
 */
export function selectionText(selection: SavedSelection): string {
  const { productConfigurationId, config } = selection;
  return canonicalJson(productConfigurationId === null ? { config } : { config, productConfigurationId });
}

/**
 * Saves a selection and answers its key: `keyHash` of the canonical JSON, so the same selection
 * gets the same key and is stored once. On the rare collision (the key holds another selection)
 * the next seed of the hash is tried; a row is never overwritten, so nobody can take over a key
 * already handed out.
 *
 * The selection is stored as canonical JSON text rather than jsonb: jsonb refuses some strings
 * JSON allows (`\u0000` in a job name), and the text is what the key is compared with.
 */
export async function saveSelection(db: Queryable, selection: SavedSelection): Promise<string> {
  const text = selectionText(selection);
  for (let seed = 0; seed < MAX_KEY_SEEDS; seed++) {
    const key = keyHash(text, seed);
    // Raw SQL: a data-modifying `with` joined by `union all` to a read in one statement (one
    // snapshot). The select does not see the row the insert adds: it answers the row that was
    // there before, so exactly one of the two parts returns a row.
    const [row] = await db.query<{ selection: string }>(
      `with inserted as (
         insert into product_custom_configs (key, product_configuration_id, selection)
         values ($1, $2, $3)
         on conflict (key) do nothing
         returning selection
       )
       select selection from inserted
       union all
       select selection from product_custom_configs where key = $1`,
      [key, selection.productConfigurationId, text],
    );
    if (row?.selection === text) return key;
  }
  throw new Error(`No free key for a product selection after ${MAX_KEY_SEEDS} seeds`);
}

/** The selection saved behind a key, or `undefined` for a key nobody was given. */
export async function findSelection(db: Queryable, key: string): Promise<SavedSelection | undefined> {
  const row = await queryBuilder(db)
    .selectFrom('productCustomConfigs')
    .select('selection')
    .where('key', '=', key)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  // Rows are written by `saveSelection` only; one that no longer parses is a bug, answered 500.
  const parsed = generateCustomConfigUrlRequestSchema.parse(JSON.parse(row.selection));
  return { productConfigurationId: parsed.productConfigurationId ?? null, config: parsed.config };
}
