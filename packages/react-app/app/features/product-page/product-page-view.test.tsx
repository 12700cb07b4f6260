import {
  cents,
  DEMO_CATALOG,
  ok,
  productPageActors,
  productPageMachine,
  toProductConfiguration,
} from '@tirage/domain';
import { fakeProductPorts, flyersPage } from '@tirage/domain/testing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { createActor, type Snapshot, waitFor } from 'xstate';
import { fromTransferJson, toTransferJson } from '../../lib/transfer-json.js';
import { isSettled } from './product-page.server.js';
import { type AddToCartState, ProductPageView } from './product-page-view.js';

const idle: AddToCartState = { busy: false, error: undefined };

async function settled(cartTaxedCents = 0, ports = fakeProductPorts()) {
  const actor = createActor(productPageMachine.provide({ actors: productPageActors(ports) }), {
    input: {
      page: { kind: 'path', path: flyersPage.path },
      source: { kind: 'default' },
      cart: { taxedTotal: cents(cartTaxedCents, 'EUR'), editedLineTaxed: undefined },
      market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
    },
  });
  actor.start();
  await waitFor(actor, isSettled);
  return actor;
}

function render(
  actor: Awaited<ReturnType<typeof settled>>,
  addToCart: AddToCartState = idle,
  extra: { readonly editing?: boolean; readonly saveDesign?: ReactNode } = {},
) {
  const snapshot = actor.getSnapshot();
  // Intl separates digit groups and the currency with no-break spaces; the test reads plain ones.
  return renderToStaticMarkup(
    <ProductPageView
      title="Flyers"
      state={{
        context: snapshot.context,
        ready: snapshot.matches({ pipeline: 'ready' }),
        failed: snapshot.matches({ pipeline: 'failed' }),
      }}
      send={() => undefined}
      locale="fr-FR"
      editing={extra.editing ?? false}
      saveDesign={extra.saveDesign}
      addToCart={addToCart}
      onAddToCart={() => undefined}
    />,
  ).replace(/[\u00a0\u202f]/g, ' ');
}

describe('the product page', () => {
  test('a reverse-charged quote shows its legal mention under the prices; a standard one shows none', async () => {
    const ports = fakeProductPorts();
    const mention = 'Autoliquidation : livraison intracommunautaire exonérée de TVA';
    const reverse = {
      ...ports,
      quote: {
        ...ports.quote,
        quotePrices: async (request: Parameters<typeof ports.quote.quotePrices>[0]) => {
          const quoted = await ports.quote.quotePrices(request);
          return quoted.ok
            ? ok({
                ...quoted.value,
                vat: { rate: 0, regime: 'reverseCharge' as const, area: null, mention },
              })
            : quoted;
        },
      },
    };
    expect(render(await settled(0, reverse))).toContain(`<p class="vat-mention">${mention}</p>`);
    expect(render(await settled())).not.toContain('vat-mention');
  });

  test('a priced page shows every quantity × delivery price, the arrival dates and the recap', async () => {
    const html = render(await settled());
    // 500 copies, standard delivery: 15 € + 500 × 0,07 € = 50,00 € excl. VAT, 60,00 € incl.
    expect(html).toMatch(
      /aria-pressed="true"><span class="visually-hidden">500 exemplaires, livraison Standard :(<!-- -->)? <\/span><span class="price">50,00 €<\/span><span class="visually-hidden"> (<!-- -->)?HT/,
    );
    expect(html).toMatch(/Livraison le 30-11-2026/);
    expect(html).toContain('data-testid="recap-total-excl">50,00 €');
    expect(html).toContain('data-testid="recap-total-incl">60,00 €');
    expect(html).toContain('>Ajouter au panier</button>');
    expect(html).not.toContain('disabled=""');
  });

  test('the recap says when the chosen quantity arrives with the chosen delivery, and follows the shopper’s choices', async () => {
    const ports = fakeProductPorts();
    // Larger runs take a day longer: the date depends on the quantity as well as the speed.
    const days: Readonly<Record<string, number>> = { economy: 9, standard: 7, express: 5 };
    const actor = await settled(0, {
      ...ports,
      quote: {
        ...ports.quote,
        deliveries: async (request) =>
          ({
            ok: true,
            value: request.deliveryOptions.map((deliveryOption) => ({
              deliveryOption,
              arrivalDate: Temporal.PlainDate.from('2026-11-23').add({
                days: (days[deliveryOption] ?? 7) + (request.quantity >= 1000 ? 1 : 0),
              }),
              caveats: [],
            })),
          }) as const,
      },
    });
    const arrival = () => /data-testid="recap-arrival">([^<]*)</.exec(render(actor))?.[1];
    expect(arrival()).toBe('Livraison prévue le 30-11-2026');
    actor.send({ type: 'user.changeDelivery', deliveryOption: 'express' });
    await waitFor(actor, isSettled);
    expect(arrival()).toBe('Livraison prévue le 28-11-2026');
    actor.send({ type: 'user.changeQuantity', quantity: 1000 });
    await waitFor(actor, (snapshot) => snapshot.context.loading.delivery);
    // While the dates of the new quantity are calculated, the date keeps its place as a skeleton.
    expect(render(actor)).toMatch(
      /data-testid="recap-arrival"><span class="skeleton skeleton-wide" aria-hidden="true"><\/span><\/p>/,
    );
    await waitFor(actor, isSettled);
    expect(arrival()).toBe('Livraison prévue le 29-11-2026');
  });

  test('attributes are sorted by their index and hidden ones are not shown', async () => {
    const html = render(await settled());
    expect(html.indexOf('>Format</label>')).toBeLessThan(html.indexOf('>Papier</label>'));
    expect(html).not.toContain('Couleurs');
  });

  test('a cart near its maximum warns and refuses the product', async () => {
    const html = render(await settled(9_999_000));
    expect(html).toContain('votre panier dépasserait 100 000 € TTC');
    expect(html).toMatch(/<button type="button" class="button-primary" disabled="">Ajouter au panier/);
  });

  test('a refused add shows its message, and the button waits while the cart answers', async () => {
    const actor = await settled();
    expect(render(actor, { busy: false, error: 'Votre panier contient déjà 15 produits' })).toContain(
      'role="alert">Votre panier contient déjà 15 produits',
    );
    expect(render(actor, { busy: true, error: undefined })).toContain('disabled="">Ajout en cours…');
  });

  test('the state the server settled renders the same page once it has travelled to the browser', async () => {
    const actor = await settled();
    const travelled = createActor(
      productPageMachine.provide({ actors: productPageActors(fakeProductPorts()) }),
      {
        snapshot: fromTransferJson<Snapshot<unknown>>(toTransferJson(actor.getPersistedSnapshot())),
        input: actor.getSnapshot().context.input,
      },
    );
    expect(render(travelled)).toBe(render(actor));
  });

  test('saving the selection as a design sits under the cart button, and not while a line is edited', async () => {
    const actor = await settled();
    const saveDesign = <p data-testid="save-design">Enregistrer ma création</p>;
    const html = render(actor, idle, { saveDesign });
    expect(html.indexOf('data-testid="save-design"')).toBeGreaterThan(
      html.indexOf('>Ajouter au panier</button>'),
    );
    expect(render(actor, idle, { saveDesign, editing: true })).not.toContain('data-testid="save-design"');
    expect(render(actor)).not.toContain('data-testid="save-design"');
  });

  test('a ready-made design shows its gallery and what it is instead of choices; no artwork to send, no design to save', async () => {
    const poster = DEMO_CATALOG.products.find((product) => product.id === 'affiche-paris-s-eveille');
    if (poster === undefined) throw new Error('The demo shop sells a ready-made poster');
    const ports = fakeProductPorts();
    const actor = await settled(0, {
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(toProductConfiguration(poster)) },
    });
    const html = render(actor, idle, { saveDesign: <p data-testid="save-design">Enregistrer</p> });
    expect(html).toContain('aria-label="Photos du produit"');
    expect(html).toContain('src="/assets/ready-made/pod-paris-s-eveille/design.svg"');
    expect(html).toContain('alt="Le design « Paris s’éveille » en entier"');
    expect(html).toContain(
      'aria-label="Afficher : L’affiche « Paris s’éveille » encadrée, accrochée au mur d’un salon"',
    );
    expect(html).toContain('Le design « Paris s’éveille », créé par Camille Roux.');
    expect(html).toContain('<dt>Papier</dt><dd>Papier photo satiné 200 g/m²</dd>');
    // The hidden attributes stay hidden; nothing to choose, nothing to send, nothing to save.
    expect(html).not.toContain('Quadrichromie');
    expect(html).not.toContain('name="uploadType"');
    expect(html).not.toContain('name="paper"');
    expect(html).not.toContain('data-testid="save-design"');
    expect(actor.getSnapshot().context.selection?.fileCheck).toBe(false);
    // An ordinary product keeps its choices.
    expect(render(await settled())).toContain('name="uploadType"');
  });
});
