import {
  cents,
  type DomainError,
  type Inventory,
  ok,
  type ProductPagePorts,
  productPageActors,
  productPageMachine,
  type Result,
} from '@tirage/domain';
import { fakeProductPorts, flyersConfiguration, flyersPage } from '@tirage/domain/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { StockStatus } from './components/stock-status.js';
import { ProductPageView } from './product-page-view.js';

const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ').replace(/<!-- -->/g, '');
const day = (text: string) => Temporal.PlainDate.from(text);

describe('the stock block', () => {
  const render = (props: Parameters<typeof StockStatus>[0]) =>
    plain(renderToStaticMarkup(<StockStatus {...props} />));
  const base = { loading: false, failed: false, quantity: 2500, locale: 'fr-FR' };

  test('a configuration printed to order shows nothing', () => {
    expect(render({ ...base, status: undefined })).toBe('');
  });

  test('the whole quantity in stock', () => {
    const html = render({ ...base, status: { kind: 'inStock', immediateQuantity: 12_000 } });
    expect(html).toContain('En stock : vos 2 500 exemplaires partent en fabrication sans attendre.');
    expect(html).toContain('aria-busy="false"');
  });

  test('part in stock, with the date the restocks make up the quantity (DD-MM-YYYY)', () => {
    const html = render({
      ...base,
      status: { kind: 'partial', immediateQuantity: 800, completeOn: day('2026-12-07') },
    });
    expect(html).toContain('Stock limité : 800 exemplaires disponibles aujourd’hui.');
    expect(html).toContain('Vos 2 500 exemplaires seront disponibles le 07-12-2026.');
  });

  test('out of stock with no restock planned', () => {
    const html = render({ ...base, status: { kind: 'outOfStock', completeOn: undefined } });
    expect(html).toContain('Épuisé pour le moment.');
    expect(html).toContain('Aucun réassort n’est prévu pour le reste');
  });

  test('while the stock is read, a skeleton keeps its place; a failed read says so', () => {
    const loading = render({ ...base, status: undefined, loading: true });
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('class="skeleton skeleton-wide"');
    expect(loading).not.toContain('En stock');
    expect(render({ ...base, status: undefined, failed: true })).toContain(
      'Le stock n’a pas pu être vérifié',
    );
  });
});

/** The flyers made from stock, with an inventory port the test answers when it wants. */
function stockedPorts(answer: () => Promise<Result<Inventory, DomainError>>): ProductPagePorts {
  const ports = fakeProductPorts();
  return {
    ...ports,
    catalog: {
      ...ports.catalog,
      productConfiguration: async () => ok({ ...flyersConfiguration, madeFromStock: true }),
      inventory: answer,
    },
  };
}

function startPage(ports: ProductPagePorts) {
  return createActor(productPageMachine.provide({ actors: productPageActors(ports) }), {
    input: {
      page: { kind: 'path', path: flyersPage.path },
      source: { kind: 'default' },
      cart: { taxedTotal: cents(0, 'EUR'), editedLineTaxed: undefined },
      market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
    },
  }).start();
}

function renderPage(actor: ReturnType<typeof startPage>, editing = false) {
  const snapshot = actor.getSnapshot();
  return plain(
    renderToStaticMarkup(
      <ProductPageView
        title="Flyers"
        state={{
          context: snapshot.context,
          ready: snapshot.matches({ pipeline: 'ready' }),
          failed: snapshot.matches({ pipeline: 'failed' }),
        }}
        send={() => undefined}
        locale="fr-FR"
        editing={editing}
        addToCart={{ busy: false, error: undefined }}
        onAddToCart={() => undefined}
      />,
    ),
  );
}

describe('the product page of a product made from stock', () => {
  test('shows a skeleton while the stock is read, then the stock of the chosen quantity', async () => {
    let release: (value: Result<Inventory, DomainError>) => void = () => undefined;
    const actor = startPage(
      stockedPorts(
        () =>
          new Promise((resolve) => {
            release = resolve;
          }),
      ),
    );
    await waitFor(actor, (s) => s.context.loading.inventory);
    const waiting = renderPage(actor);
    expect(waiting).toMatch(/<section class="stock-status"[^>]*aria-busy="true"/);
    expect(waiting).not.toContain('Stock limité');
    release(
      ok({
        hasInventory: true,
        immediateQuantity: 100,
        futureAvailability: [{ date: day('2026-12-07'), quantity: 5_000 }],
      }),
    );
    await waitFor(actor, (s) => s.matches({ pipeline: 'ready' }));
    const html = renderPage(actor);
    expect(html).toContain('Stock limité : 100 exemplaires disponibles aujourd’hui.');
    expect(html).toContain('seront disponibles le 07-12-2026.');
    // Stock is information: the shopper may still add the job to the cart.
    expect(html).toMatch(/<button type="button" class="button-primary">Ajouter au panier<\/button>/);
  });

  test('a flyer printed to order has no stock block', async () => {
    const actor = startPage(fakeProductPorts());
    await waitFor(actor, (s) => s.matches({ pipeline: 'ready' }));
    expect(renderPage(actor)).not.toContain('stock-status');
  });
});

describe('loading flags show as skeletons', () => {
  test('arrival dates while the delivery dates load; service prices while they load', async () => {
    let releaseDates: () => void = () => undefined;
    let releasePrices: () => void = () => undefined;
    const ports = fakeProductPorts();
    const actor = startPage({
      ...ports,
      quote: {
        ...ports.quote,
        deliveries: async (request) => {
          await new Promise<void>((resolve) => {
            releaseDates = resolve;
          });
          return ports.quote.deliveries(request);
        },
        servicePrices: async (request) => {
          await new Promise<void>((resolve) => {
            releasePrices = resolve;
          });
          return ports.quote.servicePrices(request);
        },
      },
    });
    await waitFor(actor, (s) => s.context.loading.delivery);
    let html = renderPage(actor);
    expect(html).toMatch(/data-testid="arrival-standard"><span class="skeleton" aria-hidden="true"><\/span>/);
    expect(html).not.toContain('Livraison le');
    expect(html).toMatch(
      /data-testid="recap-arrival"><span class="skeleton skeleton-wide" aria-hidden="true">/,
    );
    releaseDates();
    await waitFor(actor, (s) => s.context.loading.fileCheck);
    html = renderPage(actor);
    expect(html).toContain('Livraison le');
    expect(html).toContain('data-testid="recap-arrival">Livraison prévue le 30-11-2026</p>');
    expect(html).toMatch(
      /Vérification professionnelle de mes fichiers<span class="service-price"> <span class="skeleton" aria-hidden="true">/,
    );
    releasePrices();
    await waitFor(actor, (s) => s.matches({ pipeline: 'ready' }));
    html = renderPage(actor);
    expect(html).toMatch(
      /Vérification professionnelle de mes fichiers<span class="service-price"> \+ [\d,]+ € HT/,
    );
  });
});

describe('the maintenance screen', () => {
  test('editing a cart line, it leads back to the cart (the header and footer are hidden then)', async () => {
    const ports = fakeProductPorts();
    const actor = startPage({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(undefined) },
    });
    await waitFor(actor, (s) => s.matches('maintenance'));
    const html = renderPage(actor, true);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="/cart/">Retour au panier</a>');
  });
});
