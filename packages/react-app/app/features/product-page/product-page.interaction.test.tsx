// @vitest-environment happy-dom
import {
  cents,
  type DomainError,
  err,
  type InitError,
  initError,
  ok,
  type ProductPagePorts,
  productPageActors,
  productPageMachine,
  type SelectionSource,
  serviceUnavailable,
} from '@tirage/domain';
import { fakePriceSet, fakeProductPorts, flyersConfiguration, flyersPage } from '@tirage/domain/testing';
import { act } from 'react';
import { type ActionFunction, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { PortsProvider } from '../../lib/ports-context.js';
import { toTransferJson } from '../../lib/transfer-json.js';
import { screenPerTest } from '../../test-support/dom.js';
import { scriptedPorts } from '../../test-support/fake-context.js';
import { ProductPage } from './product-page.js';
import { isSettled } from './product-page.server.js';
import { initErrorMessage } from './product-page-view.js';

const MAINTENANCE =
  'Ce produit est momentanément indisponible : nous mettons à jour sa configuration. Revenez dans quelques minutes.';

const unavailable: DomainError = serviceUnavailable();

/**
 * The product page's flow run as the server runs it (until priced, failed or unable to open),
 * and the transfer JSON the browser receives: the state is returned with the actor's final snapshot.
 */
async function settle(ports: ProductPagePorts, source: SelectionSource = { kind: 'default' }) {
  const actor = createActor(productPageMachine.provide({ actors: productPageActors(ports) }), {
    input: {
      page: { kind: 'path', path: flyersPage.path },
      source,
      cart: { taxedTotal: cents(0, 'EUR'), editedLineTaxed: undefined },
      market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
    },
  });
  actor.start();
  const snapshot = await waitFor(actor, isSettled);
  const transfer = toTransferJson(actor.getPersistedSnapshot());
  actor.stop();
  return { snapshot, transfer };
}

const screen = screenPerTest();

beforeEach(() => {
  sessionStorage.clear();
});

/** The page in the browser, carrying on from the server's state on the browser's ports. */
async function show(
  transfer: string,
  ports: ProductPagePorts,
  action?: ActionFunction,
  priceDisplay?: 'exclVat' | 'inclVat',
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        ...(action === undefined ? {} : { action }),
        element: (
          <PortsProvider shop={{ tenant: 'fr', currency: 'EUR' }} ports={scriptedPorts(ports)}>
            <ProductPage
              transfer={transfer}
              title="Flyers"
              locale="fr-FR"
              lineItemId={undefined}
              design={{ loggedIn: false, loginPath: '/login/?returnTo=%2Fflyers%2F' }}
              {...(priceDisplay === undefined ? {} : { priceDisplay })}
            />
          </PortsProvider>
        ),
      },
    ],
    { initialEntries: ['/flyers/'] },
  );
  await screen.render(<RouterProvider router={router} />);
}

// Intl separates digit groups and the currency with no-break spaces; the test reads plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const alert = () => screen.host.querySelector('[role="alert"]');

const button = (name: string) => {
  const found = [...screen.host.querySelectorAll('button')].find(
    (candidate) => plain(candidate.textContent) === name,
  );
  if (found === undefined) throw new Error(`No button ${name}`);
  return found;
};

const buttonNames = () =>
  [...screen.host.querySelectorAll('button')].map((found) => plain(found.textContent));

const vatRadio = (label: 'HT' | 'TTC') => {
  const found = [...screen.host.querySelectorAll<HTMLLabelElement>('.vat-toggle label')].find(
    (candidate) => candidate.textContent === label,
  );
  const input = found?.querySelector('input');
  if (input == null) throw new Error(`No VAT choice ${label}`);
  return input;
};

/** The visible price of every cell of the table, by quantity then delivery option. */
const cellPrices = () =>
  [...screen.host.querySelectorAll('.price-table tbody tr')].map((row) =>
    [...row.querySelectorAll('td .price')].map((price) => plain(price.textContent)),
  );

const chosenCell = () => {
  const chosen = screen.host.querySelector('.price-table button[aria-pressed="true"]');
  return {
    price: plain(chosen?.querySelector('.price')?.textContent),
    unit: plain(chosen?.querySelector('.unit-price')?.textContent),
    name: plain(chosen?.textContent),
  };
};

const recapTotals = () => ({
  excl: plain(screen.host.querySelector('[data-testid="recap-total-excl"]')?.textContent),
  incl: plain(screen.host.querySelector('[data-testid="recap-total-incl"]')?.textContent),
});

/** Lets the flow's port calls answer, until `done` holds (or fails after 50 rounds). */
async function until(done: () => boolean) {
  for (let round = 0; round < 50 && !done(); round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  expect(done()).toBe(true);
}

const euros = (amountCents: number) =>
  plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amountCents / 100));

/** What the fake shop charges for each quoted quantity and delivery option, excl. or incl. VAT. */
const expectedTable = (inclVat: boolean) =>
  [100, 250, 500, 1000].map((quantity) =>
    ['economy', 'standard', 'express'].map((option) => {
      const set = fakePriceSet(quantity, option);
      return euros((inclVat ? set.amountInclTax : set.amountExclTax).cents);
    }),
  );

describe('the product page’s excl./incl. VAT switch', () => {
  test('prices are shown excluding VAT first; "TTC" changes every price of the table and the chosen cell’s name, "HT" brings them back', async () => {
    const ports = fakeProductPorts();
    const { transfer } = await settle(ports);
    const quotePrices = vi.spyOn(ports.quote, 'quotePrices');
    await show(transfer, ports);

    expect(vatRadio('HT').checked).toBe(true);
    expect(vatRadio('TTC').checked).toBe(false);
    expect(cellPrices()).toEqual(expectedTable(false));
    // 500 copies, standard delivery: 15 € + 500 × 0,07 € = 50,00 € excl. VAT.
    expect(chosenCell()).toEqual({
      price: '50,00 €',
      unit: '0,10 € / unité',
      name: '500 exemplaires, livraison Standard : 50,00 € HT 0,10 € / unité',
    });

    await act(async () => vatRadio('TTC').click());
    expect(vatRadio('TTC').checked).toBe(true);
    expect(vatRadio('HT').checked).toBe(false);
    expect(cellPrices()).toEqual(expectedTable(true));
    expect(chosenCell()).toEqual({
      price: '60,00 €',
      unit: '0,12 € / unité',
      name: '500 exemplaires, livraison Standard : 60,00 € TTC 0,12 € / unité',
    });

    await act(async () => vatRadio('HT').click());
    expect(cellPrices()).toEqual(expectedTable(false));
    expect(chosenCell().price).toBe('50,00 €');
    // Switching shows the prices already quoted: nothing is asked of the shop again.
    expect(quotePrices).not.toHaveBeenCalled();
  });

  test('the recap keeps both totals whichever the switch shows, and the chosen cell stays chosen', async () => {
    const ports = fakeProductPorts();
    const { transfer } = await settle(ports);
    await show(transfer, ports);
    const before = recapTotals();
    expect(before).toEqual({ excl: '50,00 €', incl: '60,00 €' });
    await act(async () => vatRadio('TTC').click());
    expect(recapTotals()).toEqual(before);
    expect(screen.host.querySelectorAll('.price-table button[aria-pressed="true"]')).toHaveLength(1);
    expect(chosenCell().name).toMatch(/^500 exemplaires, livraison Standard/);
  });
});

describe('the product page’s VAT display for the visit', () => {
  const clearChoice = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie pages wrote.
    document.cookie = 'tirage_prices=; Path=/; Max-Age=0';
  };
  beforeEach(clearChoice);
  afterEach(clearChoice);

  test('opens in the display it is given (a guest’s: incl. VAT) and keeps the shopper’s switch in a session cookie', async () => {
    const ports = fakeProductPorts();
    const { transfer } = await settle(ports);
    await show(transfer, ports, undefined, 'inclVat');
    expect(vatRadio('TTC').checked).toBe(true);
    expect(cellPrices()).toEqual(expectedTable(true));
    expect(document.cookie).not.toContain('tirage_prices');

    await act(async () => vatRadio('HT').click());
    expect(cellPrices()).toEqual(expectedTable(false));
    expect(document.cookie).toContain('tirage_prices=exclVat');
    await act(async () => vatRadio('TTC').click());
    expect(document.cookie).toContain('tirage_prices=inclVat');
  });
});

describe('the product page that cannot open', () => {
  test('a configuration that cannot be loaded puts the page in maintenance, said in French, with a way to try again', async () => {
    const ports = fakeProductPorts();
    const { snapshot, transfer } = await settle({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => err(unavailable) },
    });
    expect(snapshot.matches('maintenance')).toBe(true);
    expect(snapshot.context.initError?.kind).toBe('init.noConfigurationData');

    await show(transfer, ports);
    expect(screen.host.querySelector('h1')?.textContent).toBe('Flyers');
    expect(alert()?.textContent).toBe(MAINTENANCE);
    expect(alert()?.className).toBe('alert alert-warning');
    expect(screen.host.querySelector('.price-table')).toBeNull();
    expect(buttonNames()).toEqual(['Réessayer']);
  });

  test('"Réessayer" on the maintenance screen loads the configuration again: once it answers, the page is priced', async () => {
    const ports = fakeProductPorts();
    const { transfer } = await settle({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => err(unavailable) },
    });
    // The browser's ports: the configuration is back.
    const productConfiguration = vi.spyOn(ports.catalog, 'productConfiguration');
    await show(transfer, ports);
    expect(alert()?.textContent).toBe(MAINTENANCE);

    await act(async () => button('Réessayer').click());
    await until(() => screen.host.querySelector('[data-testid="recap-total-excl"]') !== null);
    expect(productConfiguration).toHaveBeenCalledWith('flyers');
    expect(screen.host.textContent).not.toContain(MAINTENANCE);
    expect(chosenCell().price).toBe('50,00 €');
  });

  test('a configuration the shop answers empty (no data) is maintenance too', async () => {
    const ports = fakeProductPorts();
    const { snapshot, transfer } = await settle({
      ...ports,
      catalog: { ...ports.catalog, productConfiguration: async () => ok(undefined) },
    });
    expect(snapshot.matches('maintenance')).toBe(true);
    await show(transfer, ports);
    expect(alert()?.textContent).toBe(MAINTENANCE);
  });

  test.each<{
    readonly why: string;
    readonly ports: (ports: ProductPagePorts) => ProductPagePorts;
    readonly source?: SelectionSource;
    readonly reason: string;
  }>([
    {
      why: 'the page cannot be read',
      ports: (ports) => ({
        ...ports,
        catalog: { ...ports.catalog, pageContent: async () => err(unavailable) },
      }),
      reason: 'la page du produit n’a pas pu être chargée.',
    },
    {
      why: 'the page offers no product',
      ports: (ports) => ({
        ...ports,
        catalog: {
          ...ports.catalog,
          pageContent: async () => ok({ ...flyersPage, productConfigurationId: undefined }),
        },
      }),
      reason: 'aucun produit n’est proposé sur cette page.',
    },
    {
      why: 'the product has no production time',
      ports: (ports) => ({
        ...ports,
        catalog: {
          ...ports.catalog,
          productConfiguration: async () => ok({ ...flyersConfiguration, productionTimes: [] }),
        },
      }),
      reason: 'aucun délai de fabrication n’est proposé.',
    },
    {
      why: 'the short key is unknown',
      ports: (ports) => ({
        ...ports,
        selectionSource: {
          loadSelection: async () => err({ kind: 'request.notFound', message: 'Not Found' }),
        },
      }),
      source: { kind: 'shortKey', key: 'inconnue' },
      reason: 'la configuration demandée est introuvable.',
    },
    {
      why: 'the preconfigured link is empty',
      ports: (ports) => ports,
      source: { kind: 'preconfigured', encoded: undefined },
      reason: 'le lien de configuration est incomplet.',
    },
  ])(
    'when $why, the page says why in French (an init error), offers to try again and shows no price',
    async ({ ports: broken, source, reason }) => {
      const ports = fakeProductPorts();
      const { snapshot, transfer } = await settle(broken(ports), source);
      expect(snapshot.matches('initFailed')).toBe(true);
      await show(transfer, ports);
      expect(alert()?.textContent).toBe(`Ce produit ne peut pas être affiché : ${reason}`);
      expect(alert()?.className).toBe('alert alert-danger');
      expect(screen.host.textContent).not.toContain(MAINTENANCE);
      expect(screen.host.querySelector('.price-table')).toBeNull();
      expect(button('Réessayer')).toBeDefined();
    },
  );

  test.each(Object.entries(initError).map(([name, make]) => ({ name, error: make() as InitError })))(
    'the init error $name has its own French reason',
    ({ error }) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const message = initErrorMessage(error);
      expect(message).toMatch(/^Ce produit ne peut pas être affiché : \S.+\.$/);
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    },
  );
});

describe('the brief for the design service', () => {
  test('choosing "Un graphiste crée mon design" asks for the brief; the texts to print are needed before the job goes to the cart, and it travels with it', async () => {
    const ports = fakeProductPorts();
    const { transfer } = await settle(ports);
    const posted: FormData[] = [];
    await show(transfer, ports, async ({ request }) => {
      posted.push(await request.formData());
      return { error: 'refusé pour le test' };
    });
    expect(screen.host.querySelector('.design-brief')).toBeNull();

    const hds = [...screen.host.querySelectorAll<HTMLLabelElement>('.upload-options label')]
      .find((label) => label.textContent?.includes('Un graphiste crée mon design'))
      ?.querySelector('input');
    await act(async () => hds?.click());
    await until(
      () => screen.host.querySelector('.design-brief') !== null && !button('Ajouter au panier').disabled,
    );

    // Without the texts to print, nothing is sent: the field says why and takes the focus.
    await act(async () => button('Ajouter au panier').click());
    const texts = screen.host.querySelector<HTMLTextAreaElement>('#design-brief-texts');
    expect(texts?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.host.textContent).toContain('Indiquez les textes à imprimer');
    expect(document.activeElement).toBe(texts);
    expect(posted).toEqual([]);

    const type = async (selector: string, value: string) => {
      const field = screen.host.querySelector<HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement>(
        selector,
      );
      if (field === null) throw new Error(`No field ${selector}`);
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
        setter?.call(field, value);
        field.dispatchEvent(
          new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
      });
    };
    await type('#design-brief-texts', 'Boulangerie Martin\nPain au levain tous les jours');
    await type('#design-brief-style', 'elegant');
    expect(screen.host.textContent).toContain('48 / 1500 caractères');
    // Another artwork choice and back: what was typed is still there.
    const upload = [...screen.host.querySelectorAll<HTMLLabelElement>('.upload-options label')]
      .find((label) => label.textContent?.includes('J’envoie mes fichiers'))
      ?.querySelector('input');
    if (upload == null) throw new Error('No upload choice');
    await act(async () => upload.click());
    expect(screen.host.querySelector('.design-brief')).toBeNull();
    await act(async () => hds?.click());
    expect(screen.host.querySelector<HTMLTextAreaElement>('#design-brief-texts')?.value).toBe(
      'Boulangerie Martin\nPain au levain tous les jours',
    );
    await until(() => !button('Ajouter au panier').disabled);
    await act(async () => button('Ajouter au panier').click());
    await until(() => posted.length === 1);
    expect(posted[0]?.get('designBrief')).toBe(
      'Textes à imprimer :\n  Boulangerie Martin\n  Pain au levain tous les jours\nStyle :\n  Élégant',
    );
  });
});
