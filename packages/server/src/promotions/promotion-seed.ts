import { cents } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { insertPromotion, type NewPromotion } from './promotion-store.js';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

/** The loss-leader offer on flyers (seeded with the product links) applies this promotion by id. */
export const FLYERS_DISCOVERY_PROMOTION_ID = 'promo-flyers-decouverte';

/**
 * The demo shop's promotions, windows in Paris time: running ones, an ended one (the back to
 * school offer), ones to come (Christmas, the French Days), one reserved to the Black Friday campaign, one for new
 * customers, and one code (`IMPRESSION`) with a better rate on labels that wins by priority.
 */
export const DEMO_PROMOTIONS: readonly NewPromotion[] = [
  {
    id: FLYERS_DISCOVERY_PROMOTION_ID,
    code: 'DECOUVERTE-FLYERS',
    label: 'Offre découverte : -20 % sur vos flyers',
    discount: { kind: 'percent', percent: 20 },
    filterDateStart: at('2026-01-01T00:00:00+01:00'),
    filterDateEnd: at('2027-12-31T23:59:59+01:00'),
    priority: 10,
    productIds: ['flyers'],
  },
  {
    id: 'promo-bienvenue',
    code: 'BIENVENUE10',
    label: 'Bienvenue : -10 % sur votre première commande',
    discount: { kind: 'percent', percent: 10 },
    filterDateStart: at('2026-01-01T00:00:00+01:00'),
    filterDateEnd: at('2027-12-31T23:59:59+01:00'),
    customerTarget: 'newCustomer',
    priority: 5,
  },
  {
    id: 'promo-black-friday-2026',
    code: 'BLACKFRIDAY',
    label: 'Black Friday : -25 % sur tout le site',
    discount: { kind: 'percent', percent: 25 },
    filterDateStart: at('2026-11-16T00:00:00+01:00'),
    filterDateEnd: at('2026-11-30T23:59:59+01:00'),
    campaignParameter: 'black-friday',
    priority: 30,
  },
  {
    id: 'promo-french-days-2027',
    code: 'FRENCHDAYS',
    label: 'French Days : -15 % sur tout le catalogue',
    discount: { kind: 'percent', percent: 15 },
    filterDateStart: at('2027-05-05T00:00:00+02:00'),
    filterDateEnd: at('2027-05-11T23:59:59+02:00'),
    priority: 20,
  },
  {
    id: 'promo-rentree-2026',
    code: 'RENTREE2026',
    label: 'Rentrée : -15 % sur les flyers et les dépliants',
    discount: { kind: 'percent', percent: 15 },
    filterDateStart: at('2026-08-24T00:00:00+02:00'),
    filterDateEnd: at('2026-09-30T23:59:59+02:00'),
    priority: 10,
    productIds: ['flyers', 'folded-leaflets'],
  },
  {
    id: 'promo-noel-2026',
    code: 'NOEL2026',
    label: 'Noël : 10 € offerts sur votre commande',
    discount: { kind: 'amount', amount: cents(1000, 'EUR') },
    filterDateStart: at('2026-12-01T00:00:00+01:00'),
    filterDateEnd: at('2026-12-24T23:59:59+01:00'),
    priority: 10,
  },
  {
    id: 'promo-cartes-de-visite',
    code: 'CARTES5',
    label: '5 € de remise sur vos cartes de visite',
    discount: { kind: 'amount', amount: cents(500, 'EUR') },
    filterDateStart: at('2026-01-01T00:00:00+01:00'),
    filterDateEnd: at('2027-06-30T23:59:59+02:00'),
    priority: 0,
    productIds: ['business-cards'],
  },
  {
    id: 'promo-impression',
    code: 'IMPRESSION',
    label: '-5 % sur toutes vos impressions',
    discount: { kind: 'percent', percent: 5 },
    filterDateStart: at('2026-01-01T00:00:00+01:00'),
    filterDateEnd: at('2027-12-31T23:59:59+01:00'),
    priority: 0,
  },
  {
    id: 'promo-impression-etiquettes',
    code: 'IMPRESSION',
    label: '-12 % sur les étiquettes et les stickers',
    discount: { kind: 'percent', percent: 12 },
    filterDateStart: at('2026-01-01T00:00:00+01:00'),
    filterDateEnd: at('2027-12-31T23:59:59+01:00'),
    priority: 10,
    productIds: ['roll-labels', 'stickers'],
  },
];

/** Inserts the demo promotions that are missing; never overwrites one the shop owner changed. */
export async function seedPromotions(tx: Queryable, promotions = DEMO_PROMOTIONS): Promise<void> {
  for (const promotion of promotions) await insertPromotion(tx, promotion);
}
