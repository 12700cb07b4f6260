// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { type Artwork, type DomainError, err, ok, type PageContent, type Result } from '@tirage/domain';
import { createRoutesStub, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { anArtwork, checked, findings, pendingCheck } from '../../test-support/fake-artworks.js';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { businessCardsLine, placedOrder } from '../../test-support/fake-orders.js';
import OrderDetail, { loader } from './order-detail.js';

afterEach(cleanup);

const flyersLine = { ...businessCardsLine, id: 'line-flyers', productName: 'Flyers', jobName: 'Salon' };
const postersLine = { ...businessCardsLine, id: 'line-posters', productName: 'Affiches', jobName: '' };
const order = placedOrder({ lineItems: [businessCardsLine, flyersLine, postersLine] });
const path = `/personal-area/order-detail/?order_number=${order.orderNumber}`;

/** The files of the order: the cards print-ready, the flyers to fix, the posters without a file. */
const files: readonly Artwork[] = [
  anArtwork({ id: 'upl-1', preflight: checked(findings.transparency) }),
  anArtwork({
    id: 'upl-2',
    lineItemId: 'line-flyers',
    fileName: 'flyer.pdf',
    preflight: checked(findings.lowResolution),
  }),
];

function shop(listed: Result<readonly Artwork[], DomainError>) {
  const list = vi.fn(async () => listed);
  const context = fakeStorefrontContext({
    loggedIn: true,
    ports: {
      order: { getByNumber: async () => ok(order) },
      artwork: { list },
      catalog: { pageContent: async () => ok({ path: '/cartes-de-visite/' } as PageContent) },
    },
  });
  return { context, list };
}

const load = (context: ReturnType<typeof shop>['context']) =>
  loader({ request: new Request(`https://shop.test${path}`), context, params: {} } as unknown as Parameters<
    typeof loader
  >[0]);

async function openScreen(context: ReturnType<typeof shop>['context']) {
  const Stub = createRoutesStub(
    [
      {
        path: '/personal-area/order-detail/',
        Component: OrderDetail,
        HydrateFallback: () => null,
        loader: loader as unknown as LoaderFunction,
      },
    ],
    context,
  );
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole('heading', { level: 1, name: `Commande n° ${order.orderNumber}` });
}

describe('the order detail', () => {
  test('marks each line with files from one read of the order’s files', async () => {
    const { context, list } = shop(ok(files));
    const data = await load(context);
    expect(data.lines.map((line) => [line.id, line.artworkMark])).toEqual([
      ['line-cards', 'verified'],
      ['line-flyers', 'toFix'],
      ['line-posters', undefined],
    ]);
    expect(data.lines[1]?.files.map((file) => file.fileName)).toEqual(['flyer.pdf']);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(order.id);
  });

  test('still shows, without files nor marks, when the files cannot be read', async () => {
    const { context } = shop(err({ kind: 'http.network', message: 'cut' }));
    const data = await load(context);
    expect(data.lines.map((line) => [line.artworkMark, line.files])).toEqual([
      [undefined, []],
      [undefined, []],
      [undefined, []],
    ]);
  });

  test('each line shows its mark: verified, to fix, being checked', async () => {
    const { context } = shop(
      ok([...files, anArtwork({ id: 'upl-3', lineItemId: 'line-posters', preflight: pendingCheck })]),
    );
    await openScreen(context);
    const lineOf = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(within(lineOf('Cartes de visite')).getByText('Fichier vérifié')).toBeTruthy();
    expect(within(lineOf('Flyers')).getByText('À corriger')).toBeTruthy();
    expect(within(lineOf('Affiches')).getByText('En cours de vérification')).toBeTruthy();
  });

  test('an order without files marks no line', async () => {
    const { context } = shop(ok([]));
    await openScreen(context);
    for (const mark of ['Fichier vérifié', 'À corriger', 'En cours de vérification']) {
      expect(screen.queryByText(mark)).toBeNull();
    }
  });
});
