import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { dataOf, errorOf, flyersLine } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

/** The product configuration as the product page reads it: the test's oracle for descriptions. */
type Configuration = {
  configurationId: string;
  productName: string;
  imageUrl: string | null;
  fscCertified: boolean;
  noPrinting: boolean;
  templateDisabled: boolean;
  productGroups: string[];
  productFamilies: string[];
  configurationGraph: { mcpSku: string; variant: string } & Record<string, string>;
  attributes: {
    key: string;
    label: string;
    hidden: boolean;
    selectedValue: string;
    options: { value: string; label: string }[];
  }[];
  priceOptions: { enabledPrices: { deliverySpeed: string[]; productionTime: string[] } };
  productCustomization: { selectedQuantityModel: { defaultValue: number } };
};
type Line = { merchantInfo: Record<string, unknown>; variantSKU: string | null; productName: string };
type Cart = { id: string; lineItems: Record<string, Line> };

/** Products whose page is at this path; roll labels are left out (their artworks are another test's). */
const PRODUCTS = [
  ['flyers', '/flyers/'],
  ['business-cards', '/cartes-de-visite/'],
  ['posters', '/affiches/'],
  ['folded-leaflets', '/depliants/'],
  ['envelopes', '/enveloppes/'],
] as const;

/** What a client may send for one descriptive field: nothing (where it may), the truth, or something else. */
type Sent<T> =
  | { readonly kind: 'omitted' }
  | { readonly kind: 'true' }
  | { readonly kind: 'false'; readonly value: T };

reportPostgresSkipped('line description properties');

describe.each(eachDatabase)('line description properties on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  const products = new Map<string, { configuration: Configuration; page: { id: string; title: string } }>();

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
    for (const [id, path] of PRODUCTS) {
      const configuration = dataOf<Configuration>(
        'content.productConfiguration',
        await shop.call('content.productConfiguration', { query: { id } }),
      );
      const page = dataOf<{ id: string; title: string }>(
        'content.page',
        await shop.call('content.page', { query: { path } }),
      );
      products.set(id, { configuration, page });
    }
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('whatever description a client sends, the stored line describes the configuration that was priced', async () => {
    const cartId = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { anonymousUserId: randomUUID(), currency: 'EUR', country: 'FR', locale: 'fr' },
      }),
    ).id;

    const job = fc.constantFrom(...PRODUCTS.map(([id]) => id)).chain((id) => {
      const { configuration } = products.get(id) ?? fail(id);
      const { deliverySpeed, productionTime } = configuration.priceOptions.enabledPrices;
      // Each attribute: left to the product's default, or one of its options.
      const chosen = fc.tuple(
        ...configuration.attributes.map((attribute) =>
          fc.option(fc.constantFrom(...attribute.options.map((option) => option.value)), { nil: undefined }),
        ),
      );
      return fc.record({
        id: fc.constant(id),
        chosen,
        delivery: fc.constantFrom(...deliverySpeed),
        production: fc.constantFrom(...productionTime),
      });
    });
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() === value);
    const sent = <T>(other: fc.Arbitrary<T>, optional: boolean): fc.Arbitrary<Sent<T>> =>
      fc.oneof(
        ...(optional ? [fc.constant({ kind: 'omitted' } as const)] : []),
        fc.constant({ kind: 'true' } as const),
        other.map((value) => ({ kind: 'false', value }) as const),
      );
    const description = fc.record({
      mcpProdName: sent(text, false),
      variantSKU: sent(text, true),
      merchantProductName: sent(text, false),
      productPageTitle: sent(text, false),
      thumbnail: sent(fc.constant('https://example.com/other.png'), true),
      merchantSku: sent(fc.constant('TIR-OTHER'), false),
      merchantVar: sent(text, true),
      productFamily: sent(fc.constantFrom('print', 'labels', 'other'), true),
      productGroup: sent(text, true),
      pageId: sent(fc.constantFrom('product-flyers', 'product-posters', 'home', 'no-such-page'), false),
      selectedPriority: sent(fc.constantFrom('economy', 'standard', 'express'), false),
      selectedDeliveryOption: sent(fc.constantFrom('economy', 'standard', 'express'), false),
      selectedProductionTime: sent(fc.constantFrom('standard', 'express', 'slow'), false),
      enabledTemplate: sent(fc.boolean(), false),
      fscCertified: sent(fc.boolean(), false),
      noPrinting: sent(fc.boolean(), false),
      // The attribute maps: another value for one attribute (maybe one the product does not have).
      selectedAttributes: sent(fc.tuple(fc.nat(), fc.constantFrom('a0', 'gold', '350', 'recto')), false),
      merchantAttributes: sent(fc.tuple(fc.nat(), fc.constantFrom('a0', 'gold', '350', 'recto')), true),
      // The labels: all of them, some of them (`true`), or one of them renamed.
      attributesData: sent(fc.tuple(fc.nat(), fc.constantFrom('value', 'label', 'valueLabel')), false),
      attributesDataCount: fc.nat(),
    });

    // Half the clients are honest (every field they send is true): both outcomes are exercised.
    const honestOrNot = fc
      .tuple(description, fc.boolean())
      .map(([client, honest]) =>
        honest
          ? (Object.fromEntries(
              Object.entries(client).map(([field, choice]) => [
                field,
                typeof choice === 'object' && choice.kind === 'false' ? { kind: 'true' } : choice,
              ]),
            ) as typeof client)
          : client,
      );
    const outcomes = { stored: 0, refused: 0 };

    await fc.assert(
      fc.asyncProperty(job, honestOrNot, async ({ id, chosen, delivery, production }, client) => {
        const { configuration, page } = products.get(id) ?? fail(id);
        const graph = configuration.configurationGraph;
        const selected = Object.fromEntries(
          configuration.attributes.flatMap((attribute, index) =>
            chosen[index] === undefined ? [] : [[attribute.key, chosen[index]]],
          ),
        );
        // The server's description of the priced configuration, from the product configuration call.
        const priced = Object.fromEntries(
          configuration.attributes.map((attribute) => [
            attribute.key,
            selected[attribute.key] ?? attribute.selectedValue,
          ]),
        );
        const labels = configuration.attributes
          .filter((attribute) => !attribute.hidden)
          .map((attribute) => ({
            key: attribute.key,
            value: priced[attribute.key] ?? '',
            label: attribute.label,
            valueLabel:
              attribute.options.find((option) => option.value === priced[attribute.key])?.label ?? '',
          }));
        const truth: Record<string, unknown> = {
          mcpProdName: configuration.productName,
          variantSKU: graph.variant,
          merchantProductName: configuration.productName,
          productPageTitle: page.title,
          thumbnail: configuration.imageUrl,
          merchantSku: graph.mcpSku,
          merchantVar: graph.variant,
          productFamily: configuration.productFamilies[0],
          productGroup: configuration.productGroups[0],
          pageId: page.id,
          selectedPriority: delivery,
          selectedDeliveryOption: delivery,
          selectedProductionTime: production,
          enabledTemplate: !configuration.templateDisabled,
          fscCertified: configuration.fscCertified,
          noPrinting: configuration.noPrinting,
          selectedAttributes: priced,
          merchantAttributes: priced,
          attributesData: labels,
        };

        // What the client sends, and which of the fields it sent are false.
        const top: Record<string, unknown> = {};
        const info: Record<string, unknown> = {};
        const falseFields: string[] = [];
        const put = (field: string, value: unknown) => {
          if (field === 'mcpProdName' || field === 'variantSKU') top[field] = value;
          else info[field] = value;
        };
        const pathOf = (field: string) =>
          field === 'mcpProdName' || field === 'variantSKU' ? field : `merchantInfo.${field}`;
        for (const [field, choice] of Object.entries(client)) {
          if (field === 'attributesDataCount' || typeof choice !== 'object' || choice === null) continue;
          const c = choice as Sent<unknown>;
          if (c.kind === 'omitted') continue;
          if (field === 'selectedAttributes' || field === 'merchantAttributes') {
            // Every attribute the client names says the priced value, but for the one changed.
            const map = { ...priced };
            if (c.kind === 'false') {
              const [index, value] = c.value as [number, string];
              const key = configuration.attributes[index % configuration.attributes.length]?.key ?? 'format';
              if (map[key] !== value) {
                map[key] = value;
                falseFields.push(pathOf(field));
              }
            }
            put(field, map);
          } else if (field === 'attributesData') {
            const some = labels.slice(0, client.attributesDataCount % (labels.length + 1));
            if (c.kind === 'false' && labels.length > 0) {
              const [index, part] = c.value as [number, 'value' | 'label' | 'valueLabel'];
              const all = labels.map((entry) => ({ ...entry }));
              const entry = all[index % all.length];
              if (entry !== undefined) entry[part] = `${entry[part]} (autre)`;
              falseFields.push(pathOf(field));
              put(field, all);
            } else put(field, some);
          } else if (c.kind === 'true') put(field, truth[field]);
          else {
            put(field, c.value);
            if (c.value !== truth[field]) falseFields.push(pathOf(field));
          }
        }

        const base = flyersLine();
        const body = {
          ...base,
          ...top,
          productId: configuration.configurationId,
          mcpSku: graph.mcpSku,
          quantity: configuration.productCustomization.selectedQuantityModel.defaultValue,
          productConfig: {
            configurationId: configuration.configurationId,
            configurationGraph: graph,
            selectedAttributes: selected,
            productionTime: production,
            deliveryOption: delivery,
          },
          merchantInfo: {
            fileFlow: { fileCheck: false, upload: 'upload' },
            selectedUploadType: 'upload',
            ...info,
          },
        };
        const answer = await shop.call('cart.putItem', { params: { id: cartId }, body });
        if (falseFields.length > 0) {
          // Refused, and every field at fault is named; nothing else is.
          const paths = ((errorOf(answer, 400).errors ?? []) as { path: string }[]).map(
            (error) => error.path,
          );
          // A title is judged against the page named: a page not the product's is refused by itself.
          const named = falseFields.includes('merchantInfo.pageId')
            ? falseFields.filter((field) => field !== 'merchantInfo.productPageTitle')
            : falseFields;
          for (const field of named)
            expect(
              paths.some((path) => path.startsWith(field)),
              field,
            ).toBe(true);
          for (const path of paths) expect(falseFields.some((field) => path.startsWith(field))).toBe(true);
          outcomes.refused++;
          return;
        }
        const cart = dataOf<Cart>('cart.putItem', answer);
        const [lineId, line] = Object.entries(cart.lineItems)[0] ?? fail('one line');
        await shop.call('cart.deleteItem', { query: { cartId, cartItemId: lineId } });
        expect(line.productName).toBe(truth.mcpProdName);
        expect(line.variantSKU).toBe(truth.variantSKU);
        const { mcpProdName: _name, variantSKU: _variant, ...described } = truth;
        expect(line.merchantInfo).toMatchObject(described);
        outcomes.stored++;
      }),
      { numRuns: 60 },
    );
    expect(outcomes.stored).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(5);
  });
});

function fail(what: string): never {
  throw new Error(`missing: ${what}`);
}
