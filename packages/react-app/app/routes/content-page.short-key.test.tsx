// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import {
  err,
  HOME_PATH,
  ok,
  type PageContent,
  type PageRef,
  type ProductPageContext,
  pageNotFound,
  type SelectionDraft,
  type StoredSelectionSource,
} from '@tirage/domain';
import { fakePriceSet, fakeProductPorts, flyersPage } from '@tirage/domain/testing';
import { createRoutesStub, type LoaderFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PortsProvider } from '../lib/ports-context.js';
import { fromTransferJson } from '../lib/transfer-json.js';
import type { StorefrontContext } from '../load-context.js';
import { fakeStorefrontContext, scriptedPorts } from '../test-support/fake-context.js';
import ContentPage, { loader } from './content-page.js';

const homePage: PageContent = {
  ...flyersPage,
  id: 'home',
  path: HOME_PATH,
  title: 'Accueil',
  layout: 'home',
  productConfigurationId: undefined,
};

/** The selection saved behind the key `CFG-42`: A6 on matt paper, 1 000 copies, express. */
const stored: SelectionDraft = {
  selectedAttributes: { format: 'a6', paper: 'couche-mat', colours: 'cmyk' },
  quantity: 1000,
  deliveryOption: 'express',
};

/** The shop's ports: the flyers page, its prices, and the selection behind each known key. */
function shopPorts() {
  const product = fakeProductPorts();
  const loadSelection = vi.fn(async (source: StoredSelectionSource) =>
    source.kind === 'shortKey' && source.key === 'CFG-42'
      ? ok(stored)
      : err({ kind: 'request.notFound' as const, message: 'Not Found' }),
  );
  const pageContent = vi.fn(async (ref: PageRef) => {
    if (ref.kind === 'path' && ref.path === flyersPage.path) return ok(flyersPage);
    if (ref.kind === 'path' && ref.path === HOME_PATH) return ok(homePage);
    return err(pageNotFound(ref.kind === 'path' ? ref.path : ''));
  });
  const ports = {
    ...product,
    catalog: { ...product.catalog, pageContent },
    selectionSource: { loadSelection },
  };
  return { ports, loadSelection };
}

type LoaderArgs = Parameters<typeof loader>[0];

/** The content page's loader, run as the server runs it for `url`, with a guest's request. */
async function load(context: StorefrontContext, url: string) {
  return loader({ request: new Request(url), context, params: { '*': '' } } as unknown as LoaderArgs);
}

/** The flow's state in the transfer JSON the page is rendered from. */
const settledContext = (transfer: string) =>
  fromTransferJson<{ readonly value: unknown; readonly context: ProductPageContext }>(transfer);

describe('a product page opened with a short preconfigured key (`?config_key=`)', () => {
  test('the loader asks the selection-source port for the key and prices the page on the stored selection', async () => {
    const { ports, loadSelection } = shopPorts();
    const context = fakeStorefrontContext({ ports });
    const data = await load(context, 'https://shop.test/flyers/?config_key=CFG-42');

    expect(loadSelection).toHaveBeenCalledTimes(1);
    expect(loadSelection).toHaveBeenCalledWith({ kind: 'shortKey', key: 'CFG-42' });
    const product = data.product;
    if (product === undefined) throw new Error('The flyers page should be a product page');
    // A new key is a new flow in the browser, and a key is no edit of a stored job.
    expect(product.key).toBe('product-flyers?config_key=CFG-42');
    expect(product.editing).toBe(false);
    expect(product.lineItemId).toBeUndefined();
    const { value, context: flow } = settledContext(product.transfer);
    expect(value).toMatchObject({ pipeline: 'ready' });
    expect(flow.initError).toBeUndefined();
    expect(flow.selection).toMatchObject({
      selectedAttributes: { format: 'a6', paper: 'couche-mat', colours: 'cmyk' },
      quantity: 1000,
      deliveryOption: 'express',
    });
    expect(flow.recap?.totalExclTax).toEqual(fakePriceSet(1000, 'express').amountExclTax);
  });

  test('the key is read trimmed', async () => {
    const { ports, loadSelection } = shopPorts();
    await load(fakeStorefrontContext({ ports }), 'https://shop.test/flyers/?config_key=%20CFG-42%20');
    expect(loadSelection).toHaveBeenCalledWith({ kind: 'shortKey', key: 'CFG-42' });
  });

  test('an empty key is no hook: the page opens on the default selection without asking for a stored one', async () => {
    const { ports, loadSelection } = shopPorts();
    const data = await load(fakeStorefrontContext({ ports }), 'https://shop.test/flyers/?config_key=');
    expect(loadSelection).not.toHaveBeenCalled();
    const flow = settledContext(data.product?.transfer ?? '').context;
    expect(flow.selection?.selectedAttributes.format).toBe('a5');
    expect(flow.selection?.quantity).toBe(500);
  });

  test('a key the shop does not know is the init error "no custom selection"', async () => {
    const { ports } = shopPorts();
    const data = await load(fakeStorefrontContext({ ports }), 'https://shop.test/flyers/?config_key=UNKNOWN');
    const { value, context: flow } = settledContext(data.product?.transfer ?? '');
    expect(value).toBe('initFailed');
    expect(flow.initError?.kind).toBe('init.noCustomSelection');
  });
});

describe('the product page opened with a short key, as the shopper sees it', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(cleanup);

  async function open(path: string) {
    const { ports, loadSelection } = shopPorts();
    const context = fakeStorefrontContext({ ports });
    const Stub = createRoutesStub(
      [
        {
          path: '*',
          Component: ContentPage,
          HydrateFallback: () => <p>Chargement…</p>,
          loader: loader as unknown as LoaderFunction,
        },
      ],
      context,
    );
    render(
      <PortsProvider shop={{ tenant: 'fr', currency: 'EUR' }} ports={scriptedPorts(ports)}>
        <Stub initialEntries={[path]} />
      </PortsProvider>,
    );
    // The page is there once it has its title, or says why it has none.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1 }) ?? screen.queryByRole('alert')).not.toBeNull(),
    );
    return { loadSelection };
  }

  const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const selectValue = (label: string) =>
    screen.getByRole<HTMLSelectElement>('combobox', { name: label }).value;

  test('the page shows the stored selection, priced: its attributes, its quantity and delivery chosen in the table', async () => {
    const { loadSelection } = await open('/flyers/?config_key=CFG-42');
    expect(loadSelection).toHaveBeenCalledWith({ kind: 'shortKey', key: 'CFG-42' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flyers');
    expect(selectValue('Format')).toBe('a6');
    expect(selectValue('Papier')).toBe('couche-mat');
    const chosen = within(screen.getByRole('table')).getByRole('button', { pressed: true });
    expect(plain(chosen.textContent)).toMatch(/^1 000 exemplaires, livraison Express : /);
    expect(plain(screen.getByTestId('recap-total-excl').textContent)).toBe(
      plain(
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
          fakePriceSet(1000, 'express').amountExclTax.cents / 100,
        ),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an unknown key says so in French instead of opening the default product', async () => {
    await open('/flyers/?config_key=UNKNOWN');
    expect(screen.getByRole('alert').textContent).toBe(
      'Ce produit ne peut pas être affiché : la configuration demandée est introuvable.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
