import type { Queryable } from '../db/database.js';
import { importLegacyOrder, type LegacyOrderImport } from './legacy-order-import.js';

/**
 * The email of the demo's former customer: registering with it shows the legacy orders below
 * in the personal area (`/personal-area/legacy-orders/`).
 */
export const DEMO_LEGACY_CUSTOMER_EMAIL = 'ancien.client@tirage.example';

const BOOKSHOP = 'Claire Dubois\nLibrairie des Quais\n14 quai de la Tournelle\n75005 Paris\nFrance';
const BOOKSHOP_BILLING =
  'Librairie des Quais SARL\nService comptabilité\n14 quai de la Tournelle\n75005 Paris\nFrance';

/** Four print jobs of a Paris bookshop on the previous site, 2019 to 2022 (VAT 20 %). */
export const DEMO_LEGACY_ORDERS: readonly LegacyOrderImport[] = [
  {
    tenantCode: 'fr',
    orderNumber: 'CMD-2019-00042',
    customerEmail: DEMO_LEGACY_CUSTOMER_EMAIL,
    placedOn: '2019-03-14',
    status: 'Livrée',
    currency: 'EUR',
    totalExclCents: 18_450,
    totalInclCents: 22_140,
    shippingAddress: BOOKSHOP,
    billingAddress: BOOKSHOP_BILLING,
    lines: [
      {
        productName: 'Flyers A5',
        quantity: 2500,
        attributes: 'A5 (148 × 210 mm), couché brillant 135 g, recto verso, quadrichromie',
        totalExclCents: 12_450,
        totalInclCents: 14_940,
      },
      {
        productName: 'Cartes de visite',
        quantity: 500,
        attributes: '85 × 55 mm, couché mat 350 g, recto verso',
        totalExclCents: 6_000,
        totalInclCents: 7_200,
      },
    ],
  },
  {
    tenantCode: 'fr',
    orderNumber: 'CMD-2020-01187',
    customerEmail: DEMO_LEGACY_CUSTOMER_EMAIL,
    placedOn: '2020-10-02',
    status: 'Livrée',
    currency: 'EUR',
    totalExclCents: 18_900,
    totalInclCents: 22_680,
    shippingAddress: BOOKSHOP,
    billingAddress: BOOKSHOP_BILLING,
    lines: [
      {
        productName: 'Affiches A2',
        quantity: 50,
        attributes: 'A2 (420 × 594 mm), papier photo 200 g, pelliculage brillant',
        totalExclCents: 18_900,
        totalInclCents: 22_680,
      },
    ],
  },
  {
    tenantCode: 'fr',
    orderNumber: 'CMD-2021-00318',
    customerEmail: DEMO_LEGACY_CUSTOMER_EMAIL,
    placedOn: '2021-05-21',
    status: 'Livrée',
    currency: 'EUR',
    totalExclCents: 24_120,
    totalInclCents: 28_944,
    shippingAddress: BOOKSHOP,
    billingAddress: null,
    lines: [
      {
        productName: 'Dépliants 3 volets',
        quantity: 1000,
        attributes: 'A4 plié en 3 (roulé), couché mat 170 g',
        totalExclCents: 14_280,
        totalInclCents: 17_136,
      },
      {
        productName: 'Étiquettes en rouleau',
        quantity: 2000,
        attributes: 'Rondes Ø 50 mm, vinyle blanc, 4 rouleaux de 500',
        totalExclCents: 9_840,
        totalInclCents: 11_808,
      },
    ],
  },
  {
    tenantCode: 'fr',
    orderNumber: 'CMD-2022-00905',
    customerEmail: DEMO_LEGACY_CUSTOMER_EMAIL,
    placedOn: '2022-11-08',
    status: 'Annulée',
    currency: 'EUR',
    totalExclCents: 5_490,
    totalInclCents: 6_588,
    shippingAddress: BOOKSHOP,
    billingAddress: null,
    lines: [
      {
        productName: 'Stickers',
        quantity: 250,
        attributes: 'Ronds Ø 80 mm, vinyle brillant, découpe à la forme',
        totalExclCents: 5_490,
        totalInclCents: 6_588,
      },
    ],
  },
];

/** The demo's legacy orders, those missing only (the seed runs at every start). */
export async function seedLegacyOrders(tx: Queryable): Promise<void> {
  for (const order of DEMO_LEGACY_ORDERS) await importLegacyOrder(tx, order);
}
