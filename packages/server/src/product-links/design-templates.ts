import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/** A template of the design editor: a ready-made artwork the shopper starts from. */
export interface DesignTemplate {
  readonly id: string;
  /** The configuration id of the product it is drawn for (`products.id`). */
  readonly productId: string;
  /** French name shown in the template browser. */
  readonly name: string;
  /** The value of the product's `format` attribute it is drawn for, so the editor can select it. */
  readonly format: string | null;
  /** French keywords the template browser searches, beside the name. */
  readonly tags: readonly string[];
  /** Public path of the thumbnail, served from `assets/design-templates/` (see `design-templates.routes.ts`). */
  readonly thumbnailPath: string;
}

/** Where the thumbnails are served; the files are `packages/server/assets/design-templates/{id}.svg`. */
export const DESIGN_TEMPLATE_THUMBNAILS_PATH = '/assets/design-templates';

/** The thumbnail files shipped with the server (the same directory from `src/` and from `dist/`). */
export const DESIGN_TEMPLATE_THUMBNAILS_DIR = new URL('../../assets/design-templates/', import.meta.url);

const template = (
  id: string,
  productId: string,
  name: string,
  format: string,
  tags: readonly string[],
): DesignTemplate => ({
  id,
  productId,
  name,
  format,
  tags,
  thumbnailPath: `${DESIGN_TEMPLATE_THUMBNAILS_PATH}/${id}.svg`,
});

const flyer = (slug: string, name: string, format: string, tags: readonly string[]) =>
  template(`flyers-${slug}`, 'flyers', name, format, tags);
const card = (slug: string, name: string, format: string, tags: readonly string[]) =>
  template(`cartes-${slug}`, 'business-cards', name, format, tags);

/**
 * The demo templates, in the order the browser lists them: more flyers than one page holds
 * (the design editor shows twenty at a time), and a few business cards.
 */
export const DEMO_DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  flyer('fete-de-quartier', 'Fête de quartier', 'a5', ['événement', 'association']),
  flyer('soiree-concert', 'Soirée concert', 'a5', ['musique', 'événement']),
  flyer('menu-restaurant', 'Menu du restaurant', 'a4', ['restauration', 'menu']),
  flyer('vide-grenier', 'Vide-grenier', 'a5', ['événement', 'brocante']),
  flyer('portes-ouvertes', 'Portes ouvertes', 'a5', ['école', 'entreprise']),
  flyer('cours-de-yoga', 'Cours de yoga', 'a6', ['sport', 'bien-être']),
  flyer('salon-de-coiffure', 'Salon de coiffure', 'dl', ['beauté', 'commerce']),
  flyer('boulangerie', 'Boulangerie artisanale', 'a6', ['commerce', 'alimentation']),
  flyer('agence-immobiliere', 'Agence immobilière', 'a4', ['immobilier', 'entreprise']),
  flyer('marche-de-noel', 'Marché de Noël', 'a5', ['fêtes', 'événement']),
  flyer('soldes-d-ete', "Soldes d'été", 'a5', ['promotion', 'commerce']),
  flyer('rentree-scolaire', 'Rentrée scolaire', 'a5', ['école', 'promotion']),
  flyer('club-de-football', 'Club de football', 'a5', ['sport', 'association']),
  flyer('festival-de-jazz', 'Festival de jazz', 'dl', ['musique', 'festival']),
  flyer('exposition-de-peinture', 'Exposition de peinture', 'a5', ['art', 'culture']),
  flyer('atelier-cuisine', 'Atelier cuisine', 'a6', ['restauration', 'atelier']),
  flyer('garage-automobile', 'Garage automobile', 'dl', ['automobile', 'entreprise']),
  flyer('fleuriste', 'Fleuriste', 'a6', ['commerce', 'fleurs']),
  flyer('pizzeria', 'Pizzeria à emporter', 'dl', ['restauration', 'menu']),
  flyer('salle-de-sport', 'Salle de sport', 'a5', ['sport', 'bien-être']),
  flyer('invitation-mariage', 'Invitation de mariage', 'a6', ['fêtes', 'invitation']),
  flyer('fete-d-anniversaire', "Fête d'anniversaire", 'a6', ['fêtes', 'invitation']),
  flyer('conference', 'Conférence', 'a4', ['entreprise', 'événement']),
  flyer('ouverture-de-boutique', 'Ouverture de boutique', 'a5', ['commerce', 'promotion']),
  flyer('piece-de-theatre', 'Pièce de théâtre', 'a5', ['culture', 'spectacle']),
  flyer('sortie-randonnee', 'Sortie randonnée', 'a5', ['sport', 'nature']),
  flyer('cours-de-musique', 'Cours de musique', 'a6', ['musique', 'atelier']),
  flyer('services-de-jardinage', 'Services de jardinage', 'dl', ['services', 'nature']),
  card('classique', 'Classique', '85x55', ['sobre']),
  card('minimaliste', 'Minimaliste', '85x55', ['sobre', 'moderne']),
  card('artisan', 'Artisan', '85x55', ['commerce']),
  card('photographe', 'Photographe', '85x55-arrondi', ['art', 'créatif']),
  card('coach-sportif', 'Coach sportif', '55x55', ['sport']),
  card('architecte', 'Architecte', '85x55', ['entreprise', 'moderne']),
  card('restaurant', 'Restaurant', '85x55-arrondi', ['restauration']),
  card('cabinet-d-avocats', "Cabinet d'avocats", '85x55', ['entreprise', 'sobre']),
  card('fleuriste', 'Fleuriste', '55x55', ['fleurs', 'commerce']),
];

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
