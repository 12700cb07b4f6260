// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { type Artwork, ok } from '@tirage/domain';
import { createRoutesStub, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { anArtwork, checked, findings, unreadableCheck } from '../../test-support/fake-artworks.js';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { businessCardsLine, placedOrder } from '../../test-support/fake-orders.js';
import Upload, { loader } from './upload.js';

afterEach(cleanup);

const flyersLine = {
  ...businessCardsLine,
  id: 'line-flyers',
  productName: 'Flyers',
  jobName: 'Salon',
  selection: { ...businessCardsLine.selection, fileCheck: true },
};
const postersLine = { ...businessCardsLine, id: 'line-posters', productName: 'Affiches', jobName: '' };
const order = placedOrder({ lineItems: [businessCardsLine, flyersLine, postersLine] });
const path = `/personal-area/upload/?order_number=${order.orderNumber}`;

/** The cards' file is unreadable; the flyers' is clean but awaits the professional check they ordered. */
const files: readonly Artwork[] = [
  anArtwork({ id: 'upl-1', preflight: unreadableCheck }),
  anArtwork({ id: 'upl-2', lineItemId: 'line-flyers', preflight: checked(findings.rgb) }),
];

const contextWith = (artworks: readonly Artwork[]) =>
  fakeStorefrontContext({
    loggedIn: true,
    ports: {
      order: { getByNumber: async () => ok(order) },
      artwork: { list: vi.fn(async () => ok(artworks)) },
    },
  });

describe('the upload screen', () => {
  test('its loader marks each line from its files, and a line without files not at all', async () => {
    const data = await loader({
      request: new Request(`https://shop.test${path}`),
      context: contextWith(files),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(data.lines.map((line) => [line.id, line.mark])).toEqual([
      ['line-cards', 'toFix'],
      ['line-flyers', 'checking'],
      ['line-posters', undefined],
    ]);
    expect(data.lines[1]?.files[0]).toMatchObject({ mark: 'checking', check: { awaitingReview: true } });
  });

  test('each line shows its mark under its name', async () => {
    const Stub = createRoutesStub(
      [
        {
          path: '/personal-area/upload/',
          Component: Upload,
          HydrateFallback: () => null,
          loader: loader as unknown as LoaderFunction,
        },
      ],
      contextWith(files),
    );
    render(<Stub initialEntries={[path]} />);
    await screen.findByRole('heading', { level: 1, name: `Fichiers de la commande n° ${order.orderNumber}` });
    const line = (name: string) => screen.getByRole('listitem', { name });
    // The line's mark, then its one file's own.
    expect(within(line('Cartes de visite')).getAllByText('À corriger')).toHaveLength(2);
    expect(within(line('Flyers')).getAllByText('En cours de vérification')).toHaveLength(2);
    expect(within(line('Flyers')).getByText('Reçu, en attente de vérification')).toBeTruthy();
    const posters = line('Affiches');
    for (const mark of ['Fichier vérifié', 'À corriger', 'En cours de vérification']) {
      expect(within(posters).queryByText(mark)).toBeNull();
    }
    // The findings are on the line's own screen.
    expect(screen.queryByRole('region', { name: /^Vérification automatique/ })).toBeNull();
  });
});
