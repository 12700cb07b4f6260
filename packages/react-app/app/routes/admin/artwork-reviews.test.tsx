// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ArtworkReview,
  type ArtworkReviewDecision,
  type DomainError,
  err,
  ok,
  type Result,
} from '@tirage/domain';
import { type ActionFunction, createRoutesStub, type LoaderFunction } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { settle } from '../../test-support/dom.js';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import ArtworkReviews, { action, loader, shouldRevalidate } from './artwork-reviews.js';

afterEach(cleanup);

const BLEED =
  'Fond perdu manquant (0 mm au lieu de 2 mm) : agrandissez le fond de 2 mm de chaque côté au-delà du format fini.';
const RGB = 'Couleurs en RVB : elles seront converties en CMJN, les teintes vives peuvent ternir.';

/** Flyers for a trade fair, sent on 18-11-2026, whose automatic check found a blocking flaw and a warning. */
const flyers: ArtworkReview = {
  orderId: 'ord-1',
  orderNumber: 'TIR-100042',
  line: { id: 'line-1', productName: 'Flyers', jobName: 'Salon 2027' },
  artwork: {
    id: 'upl-1',
    orderId: 'ord-1',
    lineItemId: 'line-1',
    fileName: 'flyer-salon.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 2_516_582,
    status: 'received',
    rejectionReason: undefined,
    createdAt: Temporal.Instant.from('2026-11-18T09:12:00+01:00'),
    preflight: {
      status: 'checked',
      findings: [
        {
          code: 'color.rgb',
          severity: 'warning',
          page: null,
          measured: 'RVB',
          expected: 'CMJN',
          message: RGB,
        },
        {
          code: 'bleed.missing',
          severity: 'blocking',
          page: 1,
          measured: '0 mm',
          expected: '2 mm',
          message: BLEED,
        },
      ],
      previewUrls: ['/api/v1/admin/artwork-reviews/upl-1/preview/1'],
    },
  },
};

/** Business cards sent the next day, still in their automatic check. */
const cards: ArtworkReview = {
  orderId: 'ord-2',
  orderNumber: 'TIR-100051',
  line: { id: 'line-7', productName: 'Cartes de visite', jobName: '' },
  artwork: {
    ...flyers.artwork,
    id: 'upl-2',
    orderId: 'ord-2',
    lineItemId: 'line-7',
    fileName: 'carte.png',
    mediaType: 'image/png',
    sizeBytes: 870_400,
    createdAt: Temporal.Instant.from('2026-11-19T14:30:00+01:00'),
    preflight: { status: 'pending', findings: [], previewUrls: [] },
  },
};

type Decide = (id: string, decision: ArtworkReviewDecision) => Result<ArtworkReview, DomainError>;

/**
 * The shop's review queue for a logged-in staff member: a decided file leaves it. `decide` says how
 * the shop answers a decision (recorded by default); `list` how it answers the list.
 */
function shop(
  queue: readonly ArtworkReview[],
  options: {
    readonly decide?: Decide;
    readonly list?: () => Result<readonly ArtworkReview[], DomainError>;
  } = {},
) {
  let waiting = [...queue];
  const recorded: Decide = (id, decision) => {
    const review = waiting.find((candidate) => candidate.artwork.id === id);
    if (review === undefined) return err({ kind: 'request.notFound', message: 'Upload not found' });
    const status = decision.decision === 'approve' ? 'approved' : 'rejected';
    const reason = decision.decision === 'reject' ? decision.reason : undefined;
    return ok({ ...review, artwork: { ...review.artwork, status, rejectionReason: reason } });
  };
  const reviewArtwork = vi.fn(async (_token: string, id: string, decision: ArtworkReviewDecision) => {
    // Whatever the answer, the file is no longer waiting (decided now, or by someone else before).
    const answer = (options.decide ?? recorded)(id, decision);
    waiting = waiting.filter((review) => review.artwork.id !== id);
    return answer;
  });
  const artworkReviews = vi.fn(async (_token: string) => (options.list ?? (() => ok(waiting)))());
  const base = fakeStorefrontContext({
    ports: {
      admin: {
        me: async () => ok({ id: 'st-1', email: 'marie@tirage.example', displayName: 'Marie Conseil' }),
        artworkReviews,
        reviewArtwork,
      },
    },
  });
  const context = { ...base, staff: { ...base.staff, recognised: true, agentToken: () => 'staff-token' } };
  return { context, reviewArtwork, artworkReviews };
}

/** The review desk with its own loader and action, on the fake shop's request context. */
async function open(context: ReturnType<typeof shop>['context']) {
  const Stub = createRoutesStub(
    [
      {
        path: '/admin/artwork-reviews/',
        Component: ArtworkReviews,
        HydrateFallback: () => <p>Chargement…</p>,
        loader: loader as unknown as LoaderFunction,
        action: action as unknown as ActionFunction,
        shouldRevalidate,
      },
    ],
    context,
  );
  render(<Stub initialEntries={['/admin/artwork-reviews/']} />);
  await screen.findByRole('heading', { level: 1, name: 'Vérification professionnelle des fichiers' });
  return userEvent.setup();
}

/** The entry of a file on the desk, found by its heading. */
const entry = (heading: string) => screen.getByRole('article', { name: heading });

const FLYERS = 'Commande TIR-100042 · Flyers · Salon 2027';
const CARDS = 'Commande TIR-100051 · Cartes de visite';

describe('the review desk', () => {
  test('lists the files awaiting the check, oldest first, each with its download, its findings by severity and its preview', async () => {
    await open(shop([flyers, cards]).context);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      FLYERS,
      CARDS,
    ]);

    const first = within(entry(FLYERS));
    const link = first.getByRole('link', { name: 'flyer-salon.pdf' });
    expect(link.getAttribute('href')).toBe('/admin/order-file/?order_number=TIR-100042&upload_id=upl-1');
    expect(link.hasAttribute('download')).toBe(true);
    expect(first.getByText(/Envoyé le 18-11-2026/)).toBeTruthy();
    // The most serious first, whatever order the check gave them in.
    expect(first.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Bloquant',
      'À signaler',
    ]);
    expect(first.getByText(`Page 1 : ${BLEED}`)).toBeTruthy();
    expect(first.getByText(RGB)).toBeTruthy();
    expect(first.getByRole('img', { name: 'Aperçu de flyer-salon.pdf, page 1' }).getAttribute('src')).toBe(
      '/admin/artwork-preview/?upload_id=upl-1&page=1',
    );

    const second = within(entry(CARDS));
    expect(second.getByText('Vérification automatique en cours')).toBeTruthy();
    expect(second.queryByRole('img')).toBeNull();
    expect(second.queryAllByRole('heading', { level: 4 })).toEqual([]);
    expect(second.getByRole('button', { name: 'Approuver carte.png' })).toBeTruthy();
    expect(second.getByRole('button', { name: 'Refuser carte.png' })).toBeTruthy();
    expect(second.getByRole('textbox', { name: 'Raison du refus' }).getAttribute('maxlength')).toBe('1000');
  });

  test('approving a file records it with the staff token, says so, and the list goes on without it', async () => {
    const { context, reviewArtwork } = shop([flyers, cards]);
    const user = await open(context);
    await user.click(within(entry(FLYERS)).getByRole('button', { name: 'Approuver flyer-salon.pdf' }));
    await settle();

    expect(reviewArtwork.mock.calls).toEqual([['staff-token', 'upl-1', { decision: 'approve' }]]);
    expect((await screen.findByRole('status')).textContent).toBe('Fichier approuvé.');
    expect(screen.queryByRole('article', { name: FLYERS })).toBeNull();
    expect(entry(CARDS)).toBeTruthy();
  });

  test('rejecting a file sends its reason, trimmed; the customer is told by e-mail, and the list goes on without it', async () => {
    const { context, reviewArtwork } = shop([flyers, cards]);
    const user = await open(context);
    const cardsEntry = within(entry(CARDS));
    await user.type(
      cardsEntry.getByRole('textbox', { name: 'Raison du refus' }),
      '  Le logo est pixellisé : envoyez-le en vectoriel.  ',
    );
    await user.click(cardsEntry.getByRole('button', { name: 'Refuser carte.png' }));
    await settle();

    expect(reviewArtwork.mock.calls).toEqual([
      [
        'staff-token',
        'upl-2',
        { decision: 'reject', reason: 'Le logo est pixellisé : envoyez-le en vectoriel.' },
      ],
    ]);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fichier refusé : le client a été prévenu par e-mail.',
    );
    expect(screen.queryByRole('article', { name: CARDS })).toBeNull();
    expect(entry(FLYERS)).toBeTruthy();
  });

  test('a rejection without a reason is refused under the field, in French, and nothing is sent', async () => {
    const { context, reviewArtwork } = shop([flyers]);
    const user = await open(context);
    const flyersEntry = within(entry(FLYERS));
    await user.click(flyersEntry.getByRole('button', { name: 'Refuser flyer-salon.pdf' }));
    await settle();

    const reason = flyersEntry.getByRole('textbox', { name: 'Raison du refus' });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const described = (reason.getAttribute('aria-describedby') ?? '').split(' ');
    const error = described.map((id) => document.getElementById(id)?.textContent);
    expect(error).toContain('Indiquez la raison du refus.');
    expect(reviewArtwork).not.toHaveBeenCalled();
    expect(entry(FLYERS)).toBeTruthy();
  });

  test('with no file waiting, says so', async () => {
    await open(shop([]).context);
    expect(screen.getByText('Aucun fichier en attente de vérification.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  test('a list the shop cannot give is said in French, with no list', async () => {
    const { context } = shop([flyers], { list: () => err({ kind: 'http.timeout', message: 'timed out' }) });
    await open(context);
    expect(screen.getByRole('alert').textContent).toBe(
      'Les fichiers à vérifier n’ont pas pu être lus : le service est momentanément indisponible. Réessayez dans un instant.',
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('Aucun fichier en attente de vérification.')).toBeNull();
  });

  test.each<[string, DomainError, string]>([
    [
      'a file another reviewer decided first',
      {
        kind: 'request.conflict',
        message: 'This file was already approved',
        reason: 'artwork.alreadyReviewed',
      },
      'Ce fichier a déjà été vérifié : il n’est plus dans la liste.',
    ],
    [
      'a file the shop no longer holds',
      { kind: 'request.notFound', message: 'Upload not found', reason: 'artwork.notFound' },
      'Ce fichier est introuvable : il a peut-être été supprimé.',
    ],
    [
      'a shop that does not answer',
      { kind: 'http.network', message: 'fetch failed' },
      'La décision n’a pas pu être enregistrée : le service est momentanément indisponible. Réessayez dans un instant.',
    ],
  ])(
    '%s: the decision’s failure is said in French, and the list is read again',
    async (_case, refusal, text) => {
      const { context, artworkReviews } = shop([flyers, cards], { decide: () => err(refusal) });
      const user = await open(context);
      await user.click(within(entry(FLYERS)).getByRole('button', { name: 'Approuver flyer-salon.pdf' }));
      await settle();

      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.queryByRole('status')).toBeNull();
      expect(artworkReviews).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('article', { name: FLYERS })).toBeNull();
    },
  );
});

describe('the review desk’s action, before the page is hydrated', () => {
  /** The action, called as the server calls it for a form the browser posted itself. */
  async function post(fields: Record<string, string>) {
    const { context, reviewArtwork } = shop([flyers]);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request('https://shop.test/admin/artwork-reviews/', { method: 'POST', body });
    const answer = (await action({ request, context, params: {} } as unknown as Parameters<
      typeof action
    >[0])) as { data?: { result?: { error?: Record<string, string[]> } }; init?: { status?: number } };
    return { status: answer.init?.status ?? 200, errors: answer.data?.result?.error, reviewArtwork };
  }

  test.each([
    ['no reason', ''],
    ['a reason of spaces only', '   \n '],
  ])('a rejection with %s is refused (400) under the field, and nothing is sent', async (_case, reason) => {
    const { status, errors, reviewArtwork } = await post({ uploadId: 'upl-1', decision: 'reject', reason });
    expect(status).toBe(400);
    expect(errors?.reason).toEqual(['Indiquez la raison du refus.']);
    expect(reviewArtwork).not.toHaveBeenCalled();
  });

  test('a reason longer than the shop takes says the limit, and nothing is sent', async () => {
    const { status, errors, reviewArtwork } = await post({
      uploadId: 'upl-1',
      decision: 'reject',
      reason: 'x'.repeat(1001),
    });
    expect(status).toBe(400);
    expect(errors?.reason).toEqual(['1000 caractères au plus.']);
    expect(reviewArtwork).not.toHaveBeenCalled();
  });

  test('a post naming no file or no known decision is refused, and nothing is sent', async () => {
    const posts: Record<string, string>[] = [
      { decision: 'approve' },
      { uploadId: 'upl-1', decision: 'publish' },
    ];
    for (const fields of posts) {
      const { status, reviewArtwork } = await post(fields);
      expect(status).toBe(400);
      expect(reviewArtwork).not.toHaveBeenCalled();
    }
  });
});
