import {
  designSelectionOf,
  formatDate,
  initError,
  ORDERS_PER_PAGE,
  orderPageCount,
  type ProductSelection,
} from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newestVerificationToken } from '../api/test-support/email-verification.js';
import { DEMO_LEGACY_CUSTOMER_EMAIL } from '../orders/legacy-orders-seed.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { createMemoryMail, type MemoryMail } from '../test-support/memory-mail.js';
import {
  expectOk,
  PASSWORD,
  registeredCustomer,
  type ServedShop,
  serveShop,
  signIn,
  visitorOf,
} from './test-support/served-shop.js';

/** The product page's selection of a flyers job, as the design area saves it. */
const flyersSelection: ProductSelection = {
  selectedAttributes: { format: 'a5', paper: 'couche-mat' },
  quantity: 2500,
  deliveryOption: 'express',
  productionTime: 'standard',
  uploadType: 'upload',
  fileCheck: false,
  jobName: 'Rentrée littéraire',
  artworks: [],
  promoCode: undefined,
  designId: undefined,
};

/** The API client against the real server, through the domain's ports: legacy orders, designs. */
reportPostgresSkipped('the API client against the shop: legacy orders and designs');

describe.each(eachDatabase)(
  'the API client against the shop: legacy orders and designs on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let shop: ServedShop;
    let mail: MemoryMail;

    beforeAll(async () => {
      handle = await target.open();
      mail = createMemoryMail();
      shop = await serveShop(handle, { mail });
    });
    afterAll(async () => {
      await shop?.close();
      await handle?.cleanup();
    });

    test("the former customer's legacy orders, a page and one by its number; nobody else's", async () => {
      const visitor = visitorOf(shop);
      expectOk(
        await visitor.ports.customer.register({
          email: DEMO_LEGACY_CUSTOMER_EMAIL,
          password: PASSWORD,
          newsletter: false,
          category: 'company',
        }),
      );
      const grant = expectOk(
        await visitor.ports.auth.login({ email: DEMO_LEGACY_CUSTOMER_EMAIL, password: PASSWORD }),
      );
      await signIn(visitor, grant, shop.clock.now());

      // Nothing is shown until the customer proves the email through the mailed link.
      expect(expectOk(await visitor.ports.legacyOrder.list({ page: 1, perPage: ORDERS_PER_PAGE }))).toEqual({
        orders: [],
        page: 1,
        perPage: ORDERS_PER_PAGE,
        total: 0,
        emailVerified: false,
      });
      expect(expectOk(await visitor.ports.legacyOrder.requestEmailVerification())).toEqual({
        sentTo: DEMO_LEGACY_CUSTOMER_EMAIL,
      });
      const token = newestVerificationToken(mail, DEMO_LEGACY_CUSTOMER_EMAIL);
      expect(await visitor.ports.legacyOrder.confirmEmail(token)).toEqual({ ok: true, value: undefined });
      expect(await visitor.ports.legacyOrder.confirmEmail(token)).toMatchObject({
        ok: false,
        error: { kind: 'request.invalid', reason: 'emailVerification.invalidToken' },
      });

      const page = expectOk(await visitor.ports.legacyOrder.list({ page: 1, perPage: ORDERS_PER_PAGE }));
      expect(page).toMatchObject({ total: 4, emailVerified: true });
      expect(orderPageCount(page)).toBe(1);
      const [newest] = page.orders;
      expect(newest).toMatchObject({ orderNumber: 'CMD-2022-00905', status: 'Annulée', lineCount: 1 });
      expect(newest === undefined ? '' : formatDate(newest.placedOn)).toBe('08-11-2022');

      const order = expectOk(await visitor.ports.legacyOrder.getByNumber('CMD-2019-00042'));
      expect(order.lines.map((line) => line.productName)).toEqual(['Flyers A5', 'Cartes de visite']);
      expect(order.taxedPrice).toEqual({ cents: 22_140, currency: 'EUR' });
      expect(order.shippingAddress?.split('\n')).toContain('75005 Paris');

      const stranger = visitorOf(shop);
      await registeredCustomer(shop, stranger, 'legacy-stranger');
      expect(expectOk(await stranger.ports.legacyOrder.list({ page: 1, perPage: 10 }))).toMatchObject({
        total: 0,
        emailVerified: false,
      });
      expect(await stranger.ports.legacyOrder.getByNumber('CMD-2019-00042')).toMatchObject({
        ok: false,
        error: { kind: 'request.notFound' },
      });
    });

    test('a design is saved, reopened as the product page selection, renamed and removed', async () => {
      const visitor = visitorOf(shop);
      await registeredCustomer(shop, visitor, 'designer');
      const saved = expectOk(
        await visitor.ports.design.save({
          name: 'Flyers rentrée',
          productConfigurationId: 'flyers',
          selection: designSelectionOf(flyersSelection),
        }),
      );
      expect(saved).toMatchObject({ name: 'Flyers rentrée', productName: 'Flyers', productPath: '/flyers/' });
      expect(expectOk(await visitor.ports.design.list()).map((design) => design.id)).toEqual([saved.id]);

      const { artworks: _artworks, promoCode: _promoCode, ...kept } = flyersSelection;
      expect(
        await visitor.ports.selectionSource.loadSelection({ kind: 'design', designId: saved.id }),
      ).toEqual({
        ok: true,
        value: kept,
      });

      expect(expectOk(await visitor.ports.design.rename(saved.id, 'Flyers rentrée 2027')).name).toBe(
        'Flyers rentrée 2027',
      );
      const stranger = visitorOf(shop);
      await registeredCustomer(shop, stranger, 'design-stranger');
      expect(
        await stranger.ports.selectionSource.loadSelection({ kind: 'design', designId: saved.id }),
      ).toEqual({
        ok: false,
        error: initError.noCustomSelection(),
      });
      expect(await stranger.ports.design.remove(saved.id)).toMatchObject({
        ok: false,
        error: { kind: 'request.notFound' },
      });

      expectOk(await visitor.ports.design.remove(saved.id));
      expect(expectOk(await visitor.ports.design.list())).toEqual([]);
      expect(await visitor.ports.design.get(saved.id)).toMatchObject({
        ok: false,
        error: { kind: 'request.notFound', reason: 'design.notFound' },
      });
    });

    test('a selection the product does not offer is refused with the field named', async () => {
      const visitor = visitorOf(shop);
      await registeredCustomer(shop, visitor, 'bad-designer');
      const refused = await visitor.ports.design.save({
        name: 'A0',
        productConfigurationId: 'flyers',
        selection: { selectedAttributes: { format: 'a0' } },
      });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          kind: 'request.invalid',
          reason: 'product.invalidSelection',
          fieldErrors: [{ field: 'config.selectedAttributes.format' }],
        },
      });
      expect(expectOk(await visitor.ports.design.list())).toEqual([]);
    });
  },
);
