import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
  bearer,
  cartRowCounts,
  customerSession,
  dataOf,
  errorOf,
  flyersLine,
  placeOrder,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type Line = {
  id: string;
  productName: string;
  mcpSku: string;
  variantSKU: string | null;
  price: { centAmount: number };
  merchantInfo: Record<string, unknown>;
};
type Cart = { id: string; lineItems: Record<string, Line> };
type Order = { id: string; lineItems: Line[] };

/** The flyers job of the fixtures (A5, glossy, standard delivery) as the shop describes it. */
const A5_STANDARD = {
  merchantProductName: 'Flyers',
  productPageTitle: 'Flyers',
  thumbnail: '/assets/products/flyers.svg',
  merchantSku: 'TIR-FLY',
  merchantVar: 'default',
  productFamily: 'print',
  productGroup: 'flyers-et-depliants',
  selectedAttributes: {
    format: 'a5',
    paper: 'couche-brillant',
    weight: '135',
    sides: 'recto-verso',
    finishing: 'none',
    colours: 'cmyk',
  },
  pageId: 'product-flyers',
  fileFlow: { fileCheck: false, upload: 'upload' },
  attributesData: [
    { key: 'format', value: 'a5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' },
    { key: 'paper', value: 'couche-brillant', label: 'Papier', valueLabel: 'Couché brillant' },
    { key: 'weight', value: '135', label: 'Grammage', valueLabel: '135 g/m²' },
    { key: 'sides', value: 'recto-verso', label: 'Impression', valueLabel: 'Recto-verso' },
    { key: 'finishing', value: 'none', label: 'Finition', valueLabel: 'Sans finition' },
  ],
  selectedPriority: 'standard',
  selectedProductionTime: 'standard',
  selectedDeliveryOption: 'standard',
  enabledTemplate: true,
  fscCertified: true,
  noPrinting: false,
  selectedUploadType: 'upload',
};

/** The flyers job whose description says something else than its configuration. */
function a4Described(): Record<string, unknown> {
  const line = flyersLine();
  return {
    ...line,
    mcpProdName: 'Flyers A4 premium',
    merchantInfo: {
      ...(line.merchantInfo as Record<string, unknown>),
      selectedAttributes: {
        format: 'a4',
        paper: 'couche-brillant',
        weight: '350',
        finishing: 'pelliculage-brillant',
      },
      attributesData: [
        { key: 'format', value: 'a4', label: 'Format', valueLabel: 'A4 (210 × 297 mm)' },
        { key: 'weight', value: '350', label: 'Grammage', valueLabel: '350 g/m²' },
      ],
      selectedPriority: 'express',
      selectedDeliveryOption: 'express',
    },
  };
}

const withInfo = (info: Record<string, unknown>, line = flyersLine()): Record<string, unknown> => ({
  ...line,
  merchantInfo: { ...(line.merchantInfo as Record<string, unknown>), ...info },
});

const paths = (answer: { json: Record<string, unknown> }) =>
  ((answer.json.errors ?? []) as { path: string }[]).map((error) => error.path).sort();

reportPostgresSkipped('line descriptions');

describe.each(eachDatabase)('line descriptions on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  const openGuestCart = async () =>
    dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { anonymousUserId: randomUUID(), currency: 'EUR', country: 'FR', locale: 'fr' },
      }),
    );
  const put = (cartId: string, body: unknown, headers: Record<string, string> = {}) =>
    shop.call('cart.putItem', { params: { id: cartId }, body, headers });
  const onlyLine = (cart: Cart): Line => {
    const lines = Object.values(cart.lineItems);
    expect(lines).toHaveLength(1);
    return lines[0] as Line;
  };

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('an A5 job described as A4, 350 g, laminated, express is refused field by field, and nothing is stored', async () => {
    const cart = await openGuestCart();
    const before = await cartRowCounts(handle);
    const answer = await put(cart.id, a4Described());
    errorOf(answer, 400);
    expect(paths(answer)).toEqual([
      'mcpProdName',
      'merchantInfo.attributesData.0.value',
      'merchantInfo.attributesData.0.valueLabel',
      'merchantInfo.attributesData.1.value',
      'merchantInfo.attributesData.1.valueLabel',
      'merchantInfo.selectedAttributes.finishing',
      'merchantInfo.selectedAttributes.format',
      'merchantInfo.selectedAttributes.weight',
      'merchantInfo.selectedDeliveryOption',
      'merchantInfo.selectedPriority',
    ]);
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('values the product does not have are refused by name', async () => {
    const cart = await openGuestCart();
    const cases: [Record<string, unknown>, string][] = [
      [withInfo({ selectedAttributes: { format: 'a0' } }), 'merchantInfo.selectedAttributes.format'],
      [withInfo({ selectedAttributes: { cover: 'gold' } }), 'merchantInfo.selectedAttributes.cover'],
      [withInfo({ merchantAttributes: { format: 'a4' } }), 'merchantInfo.merchantAttributes.format'],
      [
        withInfo({
          attributesData: [{ key: 'colours', value: 'cmyk', label: 'Couleurs', valueLabel: 'CMJN' }],
        }),
        'merchantInfo.attributesData.0.key',
      ],
      [
        withInfo({
          attributesData: [
            { key: 'format', value: 'a5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' },
            { key: 'format', value: 'a5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' },
          ],
        }),
        'merchantInfo.attributesData.1.key',
      ],
      [
        withInfo({ attributesData: [{ ...A5_STANDARD.attributesData[0], label: 'Taille' }] }),
        'merchantInfo.attributesData.0.label',
      ],
      [withInfo({ merchantProductName: 'Affiches' }), 'merchantInfo.merchantProductName'],
      [withInfo({ merchantSku: 'TIR-PST' }), 'merchantInfo.merchantSku'],
      [withInfo({ merchantVar: 'premium' }), 'merchantInfo.merchantVar'],
      [withInfo({ productFamily: 'labels' }), 'merchantInfo.productFamily'],
      [withInfo({ productGroup: 'affiches' }), 'merchantInfo.productGroup'],
      [withInfo({ thumbnail: 'https://example.com/a4.png' }), 'merchantInfo.thumbnail'],
      [withInfo({ selectedProductionTime: 'express' }), 'merchantInfo.selectedProductionTime'],
      [withInfo({ fscCertified: false }), 'merchantInfo.fscCertified'],
      [withInfo({ noPrinting: true }), 'merchantInfo.noPrinting'],
      [withInfo({ enabledTemplate: false }), 'merchantInfo.enabledTemplate'],
      [withInfo({ pageId: 'product-posters' }), 'merchantInfo.pageId'],
      [withInfo({ pageId: 'no-such-page' }), 'merchantInfo.pageId'],
      [withInfo({ productPageTitle: 'Flyers A4 premium' }), 'merchantInfo.productPageTitle'],
      [withInfo({ instructionFileUrl: 'https://example.com/guide.pdf' }), 'merchantInfo.instructionFileUrl'],
      [withInfo({ designPreviewUrl: 'https://example.com/preview.png' }), 'merchantInfo.designPreviewUrl'],
      [{ ...flyersLine(), variantSKU: 'premium' }, 'variantSKU'],
      [{ ...flyersLine(), mcpProdName: 'Affiches' }, 'mcpProdName'],
    ];
    const before = await cartRowCounts(handle);
    for (const [body, path] of cases) {
      const answer = await put(cart.id, body);
      errorOf(answer, 400);
      expect(paths(answer), path).toEqual([path]);
    }
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('the design service comes with artwork made by the designers, and only with it', async () => {
    const cart = await openGuestCart();
    const hdsWithout = withInfo({ selectedUploadType: 'hds', fileFlow: { fileCheck: false, upload: 'hds' } });
    expect(paths(await put(cart.id, hdsWithout))).toEqual(['services']);
    const serviceWithUpload = { ...flyersLine(), services: [{ key: 'SVC-pixart-design-service' }] };
    expect(paths(await put(cart.id, serviceWithUpload))).toEqual(['services']);
    const hds = { ...hdsWithout, services: [{ key: 'SVC-pixart-design-service' }] };
    const line = onlyLine(dataOf<Cart>('cart.putItem', await put(cart.id, hds)));
    expect(line.merchantInfo.selectedUploadType).toBe('hds');
  });

  test('a description left out is the shop’s; the cart, its copy, the order and its edit all say it', async () => {
    const customer = await customerSession(shop, 'described');
    const auth = bearer(customer.token);
    const minimal = () => {
      const { variantSKU: _variant, ...line } = withInfo({ attributesData: [] });
      return line;
    };
    const cart = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: auth }),
    );
    const line = onlyLine(dataOf<Cart>('cart.putItem', await put(cart.id, minimal(), auth)));
    expect(line).toMatchObject({ productName: 'Flyers', mcpSku: 'TIR-FLY', variantSKU: 'default' });
    const { deliveryDateWithFallback, merchantAttributes, ...described } = line.merchantInfo;
    expect(described).toEqual(A5_STANDARD);
    expect(merchantAttributes).toEqual(A5_STANDARD.selectedAttributes);
    expect(deliveryDateWithFallback).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    // A copy is the same job.
    const copied = dataOf<Cart>(
      'cart.duplicateItem',
      await shop.call('cart.duplicateItem', {
        params: { id: cart.id },
        body: { cartItemId: line.id },
        headers: auth,
      }),
    );
    for (const copy of Object.values(copied.lineItems)) expect(copy.merchantInfo).toEqual(line.merchantInfo);
    await shop.call('cart.deleteItem', {
      query: {
        cartId: cart.id,
        cartItemId: Object.keys(copied.lineItems).find((id) => id !== line.id) ?? '',
      },
      headers: auth,
    });

    // The order records the job that was priced.
    const placed = await placeOrder(shop, auth, 0);
    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const [ordered] = order.lineItems;
    expect(ordered?.merchantInfo).toEqual(line.merchantInfo);

    // An edit that describes another job is refused; one that changes the format says A4.
    const before = await cartRowCounts(handle);
    const refused = await shop.call('order.editItem', {
      body: { orderId: order.id, lineItem: { ...a4Described(), id: ordered?.id }, refererUrl: '/' },
      headers: auth,
    });
    errorOf(refused, 400);
    expect(paths(refused)).toContain('merchantInfo.selectedAttributes.format');
    expect(await cartRowCounts(handle)).toEqual(before);

    const a4 = withInfo({ selectedAttributes: { format: 'a4' }, attributesData: [] });
    Object.assign(a4.productConfig as object, { selectedAttributes: { format: 'a4' } });
    const draft = dataOf<{ orderDto: Order }>(
      'order.editItem',
      await shop.call('order.editItem', {
        body: { orderId: order.id, lineItem: { ...a4, id: ordered?.id }, refererUrl: '/' },
        headers: auth,
      }),
    );
    const edited = draft.orderDto.lineItems[0];
    expect(edited?.merchantInfo.selectedAttributes).toEqual({
      ...A5_STANDARD.selectedAttributes,
      format: 'a4',
    });
    expect(edited?.merchantInfo.attributesData).toEqual([
      { key: 'format', value: 'a4', label: 'Format', valueLabel: 'A4 (210 × 297 mm)' },
      ...A5_STANDARD.attributesData.slice(1),
    ]);
  });

  test('a printing guide of the product’s page is kept; a date the shop does not promise is refused', async () => {
    await handle.db.query(
      `update content_pages
       set payload = jsonb_set(payload, '{instructions}', $1::jsonb)
       where id = 'product-flyers'`,
      [JSON.stringify([{ title: 'Gabarit A5', fileUrl: 'https://cdn.example/flyers-a5.pdf' }])],
    );
    const cart = await openGuestCart();
    const line = onlyLine(
      dataOf<Cart>(
        'cart.putItem',
        await put(cart.id, withInfo({ instructionFileUrl: 'https://cdn.example/flyers-a5.pdf' })),
      ),
    );
    expect(line.merchantInfo.instructionFileUrl).toBe('https://cdn.example/flyers-a5.pdf');
    const late = await put(cart.id, withInfo({ deliveryDateWithFallback: '31-12-2030' }));
    expect(errorOf(late, 409).kind).toBe('cart.arrivalDateChanged');
  });
});
