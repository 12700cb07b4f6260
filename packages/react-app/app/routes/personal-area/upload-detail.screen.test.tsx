// @vitest-environment happy-dom

import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopPorts } from '@tirage/api-client/ports';
import { type Artwork, ok, type PageContent } from '@tirage/domain';
import { type ActionFunction, createRoutesStub, type LoaderFunction } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CHECK_POLL_MS } from '../../features/artwork/hooks/use-data-while-checking.js';
import { PortsProvider } from '../../lib/ports-context.js';
import { anArtwork, checked, findings, pendingCheck } from '../../test-support/fake-artworks.js';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { businessCardsLine, placedOrder } from '../../test-support/fake-orders.js';
import UploadDetail, { action, loader } from './upload-detail.js';

const order = placedOrder();
const path = `/personal-area/upload-detail/?order_number=${order.orderNumber}&line_item_id=${businessCardsLine.id}`;

/**
 * The upload detail screen on a shop whose file list answers each of `answers` in turn (the last
 * one from then on); `list` counts the reads.
 */
async function openScreen(...answers: readonly (readonly Artwork[])[]) {
  let read = 0;
  const list = vi.fn(async () => ok(answers[Math.min(read++, answers.length - 1)] ?? []));
  const context = fakeStorefrontContext({
    loggedIn: true,
    ports: {
      order: { getByNumber: async () => ok(order) },
      artwork: { list, remove: async () => ok([]) },
      catalog: { pageContent: async () => ok({ path: '/cartes-de-visite/' } as PageContent) },
    },
  });
  const Stub = createRoutesStub(
    [
      {
        path: '/personal-area/upload-detail/',
        Component: UploadDetail,
        HydrateFallback: () => null,
        loader: loader as unknown as LoaderFunction,
        action: action as unknown as ActionFunction,
      },
    ],
    context,
  );
  render(
    <PortsProvider shop={{ tenant: 'fr', currency: 'EUR' }} ports={{} as ShopPorts}>
      <Stub initialEntries={[path]} />
    </PortsProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Fichiers pour Cartes de visite' });
  return { list };
}

/** Lets the polling interval pass, and what it started finish. */
const afterAPoll = () => act(() => vi.advanceTimersByTimeAsync(CHECK_POLL_MS + 50));

const region = () => screen.getByRole('region', { name: 'Vérification automatique de carte-recto.pdf' });

describe('the upload detail screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('reads the files again while a check runs, and shows the findings without a reload', async () => {
    const { list } = await openScreen(
      [anArtwork({ preflight: pendingCheck })],
      [anArtwork({ preflight: checked(findings.lowResolution, findings.rgb) })],
    );
    expect(within(region()).getByRole('status').textContent).toBe('Vérification automatique en cours…');
    expect(screen.getByText('En cours de vérification')).toBeTruthy();

    await afterAPoll();
    const blocking = await screen.findByRole('region', { name: 'À corriger avant impression' });
    expect(within(blocking).getByRole('listitem').textContent).toBe(findings.lowResolution.message);
    expect(within(screen.getByRole('region', { name: 'À vérifier' })).getByRole('listitem').textContent).toBe(
      findings.rgb.message,
    );
    expect(within(region()).queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('À corriger')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);

    // Nothing runs any more: the page stops reading.
    await afterAPoll();
    await afterAPoll();
    expect(list).toHaveBeenCalledTimes(2);
  });

  test('does not read again while nothing is being checked', async () => {
    const { list } = await openScreen([anArtwork({ preflight: checked() })]);
    expect(within(region()).getByRole('status').textContent).toBe(
      'Aucun problème détecté : votre fichier est prêt pour l’impression.',
    );
    expect(screen.getByText('Fichier vérifié')).toBeTruthy();
    await afterAPoll();
    await afterAPoll();
    expect(list).toHaveBeenCalledTimes(1);
  });

  test('waits while the tab is hidden, and reads again once it is shown', async () => {
    const { list } = await openScreen(
      [anArtwork({ preflight: pendingCheck })],
      [anArtwork({ preflight: checked() })],
    );
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterAPoll();
    await afterAPoll();
    expect(list).toHaveBeenCalledTimes(1);

    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await within(region()).findByText('Aucun problème détecté : votre fichier est prêt pour l’impression.'),
    ).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  test('a notice left by a removal stays while the page reads the files again', async () => {
    const old = anArtwork({
      id: 'upl-old',
      fileName: 'carte-ancienne.pdf',
      preflight: checked(findings.lowResolution),
    });
    const sentAgain = (preflight: Artwork['preflight']) =>
      anArtwork({ id: 'upl-new', createdAt: Temporal.Instant.from('2026-03-03T10:00:00Z'), preflight });
    const { list } = await openScreen(
      [old, sentAgain(pendingCheck)],
      [sentAgain(pendingCheck)],
      [sentAgain(checked())],
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Supprimer le fichier carte-ancienne.pdf' }));
    expect((await screen.findByText('Le fichier a été supprimé.')).getAttribute('role')).toBe('status');
    expect(list).toHaveBeenCalledTimes(2);

    await afterAPoll();
    expect(
      await within(region()).findByText('Aucun problème détecté : votre fichier est prêt pour l’impression.'),
    ).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Le fichier a été supprimé.')).toBeTruthy();
  });

  test('a file to replace asks for a corrected one by the upload form, and offers the professional check', async () => {
    await openScreen([anArtwork({ preflight: checked(findings.lowResolution) })]);
    expect(screen.getByText(/^Envoyez un fichier corrigé/)).toBeTruthy();
    expect(screen.getByLabelText('Fichier à envoyer')).toBeTruthy();
    const offer = screen.getByRole('link', { name: 'Ajouter la vérification professionnelle' });
    expect(offer.getAttribute('href')).toMatch(/^\/cartes-de-visite\/\?/);
  });

  test('an unreadable file says why, and asks for another', async () => {
    await openScreen([
      anArtwork({ preflight: { status: 'unreadable', findings: [findings.unreadable], previewUrls: [] } }),
    ]);
    expect(within(region()).getByRole('status').textContent).toBe(
      'Nous n’avons pas pu lire ce fichier : il ne peut pas être imprimé.',
    );
    expect(within(region()).getByText(findings.unreadable.message)).toBeTruthy();
    expect(screen.getByText(/^Envoyez un fichier corrigé/)).toBeTruthy();
  });
});
