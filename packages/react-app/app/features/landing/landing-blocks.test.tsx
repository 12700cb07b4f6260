// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type PageBlockData, PageBlocks } from '../../components/page-blocks.js';
import { chosenShopPromoCode } from '../../lib/remembered-promo.js';
import { OfferCountdown } from './components/offer-countdown.js';
import { OfferNotice } from './components/offer-notice.js';
import { PromoCodeBlock } from './components/promo-code-block.js';
import { offerDateTime } from './offer-time.js';

/** The server rendered the page at 22:59:50 UTC on 30 November: 23:59:50 in Paris. */
const RENDERED_AT = '2026-11-30T22:59:50Z';
const WINDOW = { start: '2026-11-16T00:00:00+01:00', end: '2026-11-30T23:59:59+01:00' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(RENDERED_AT));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('offer dates', () => {
  test.each([
    ['2026-11-30T22:59:59Z', 'lundi 30 novembre à 23 h 59'],
    // Summer time (UTC+2), the night the clocks go back, winter time (UTC+1).
    ['2026-10-25T00:30:00Z', 'dimanche 25 octobre à 2 h 30'],
    ['2026-10-25T01:30:00Z', 'dimanche 25 octobre à 2 h 30'],
    ['2026-12-01T08:05:00Z', 'mardi 1er décembre à 9 h 05'],
  ])('%s is said on the shop’s clock (Paris): %s', (iso, said) => {
    expect(offerDateTime(iso)).toBe(said);
  });
});

describe('the countdown', () => {
  test('counts down every second, then says the offer is over at its end, without a reload', async () => {
    render(<OfferCountdown title="L’offre se termine dans" window={WINDOW} renderedAt={RENDERED_AT} />);
    const clock = () => document.querySelector('.offer-countdown-clock')?.textContent;
    expect(clock()).toBe('0jour00heure00minute09secondes');
    expect(screen.getByText('Jusqu’au lundi 30 novembre à 23 h 59, heure de Paris.')).toBeTruthy();
    await wait(4_000);
    expect(clock()).toBe('0jour00heure00minute05secondes');
    await wait(5_000);
    // The last second of the offer still counts: it is included.
    expect(clock()).toBe('0jour00heure00minute00seconde');
    await wait(1_000);
    expect(screen.getByRole('status').textContent).toBe('Offre terminée');
    expect(clock()).toBeUndefined();
  });

  test('before the offer opens, it says when it starts', () => {
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    render(<OfferCountdown title="Bientôt" window={WINDOW} renderedAt="2026-11-01T10:00:00Z" />);
    expect(screen.getByText('Cette offre commence le lundi 16 novembre à 0 h 00.')).toBeTruthy();
  });

  test('the server’s answer and the browser’s first render read alike: the page hydrates without a mismatch', async () => {
    const block = <OfferCountdown title="L’offre se termine dans" window={WINDOW} renderedAt={RENDERED_AT} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(block);
    expect(host.textContent).toContain('lundi 30 novembre à 23 h 59');
    // The browser's clock is a few seconds on: its first render still reads the server's time.
    vi.setSystemTime(new Date('2026-11-30T22:59:53Z'));
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(host, block, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // Once hydrated, it counts on the browser's clock.
    expect(host.querySelector('.offer-countdown-clock')?.textContent).toBe('0jour00heure00minute06secondes');
    await act(async () => root?.unmount());
  });
});

describe('the promo code block', () => {
  test('copies the code and says so; the code is withdrawn when the offer ends', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <PromoCodeBlock
        code="BLACKFRIDAY"
        label="Black Friday : -25 %"
        window={WINDOW}
        forNewCustomers={false}
        visitor="unknown"
        renderedAt={RENDERED_AT}
      />,
    );
    expect(screen.getByTestId('promo-code').textContent).toBe('BLACKFRIDAY');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    });
    expect(writeText).toHaveBeenCalledWith('BLACKFRIDAY');
    expect(screen.getByRole('status').textContent).toContain('Code copié');
    await wait(10_000);
    expect(screen.queryByTestId('promo-code')).toBeNull();
    expect(screen.getByText('Offre terminée')).toBeTruthy();
  });

  test('when the browser refuses the clipboard, the shopper is told to select the code', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <PromoCodeBlock
        code="NOEL2026"
        label="Noël"
        window={WINDOW}
        forNewCustomers={false}
        visitor="unknown"
        renderedAt={RENDERED_AT}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Le code n’a pas pu être copié : sélectionnez-le pour le copier.',
    );
  });
});

describe('a welcome code', () => {
  const welcome = (visitor: 'unknown' | 'new' | 'returning') =>
    render(
      <PromoCodeBlock
        code="BIENVENUE10"
        label="Bienvenue : -10 % sur votre première commande"
        window={WINDOW}
        forNewCustomers={true}
        visitor={visitor}
        renderedAt={RENDERED_AT}
      />,
    );

  test('a returning customer is told why it is not for them, and is not offered it', () => {
    welcome('returning');
    expect(screen.queryByTestId('promo-code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier le code' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain(
      'Vous avez déjà commandé chez nous : il ne s’applique donc pas à vos commandes.',
    );
    expect(screen.getByRole('link', { name: 'Voir nos bons plans du moment' }).getAttribute('href')).toBe(
      '/printing-deals/',
    );
  });

  test('a new customer is told it is theirs; a guest that it is for a first order', () => {
    welcome('new');
    expect(screen.getByText(/ce code s’applique à votre première commande/)).toBeTruthy();
    cleanup();
    welcome('unknown');
    expect(screen.getByText(/Réservé à la première commande d’un nouveau client/)).toBeTruthy();
  });

  test('"Utiliser ce code" keeps it for the visit: product pages apply it', async () => {
    sessionStorage.clear();
    welcome('new');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utiliser ce code' }));
    });
    expect(screen.getByRole('status').textContent).toContain('Code retenu');
    expect(chosenShopPromoCode(sessionStorage)).toBe('BIENVENUE10');
  });
});

describe('the page’s offer notice', () => {
  test('shows nothing while the offer runs, and "Offre terminée" once it is over, the page staying', async () => {
    render(<OfferNotice window={WINDOW} renderedAt={RENDERED_AT} />);
    expect(screen.queryByRole('status')).toBeNull();
    await wait(10_000);
    expect(screen.getByRole('status').textContent).toBe(
      'Offre terminée Elle a pris fin le lundi 30 novembre à 23 h 59. Nos produits restent disponibles à leurs prix habituels.',
    );
  });
});

describe('landing blocks on a page', () => {
  test('a hero is the page’s heading; questions open on demand; templates open the designer', () => {
    const blocks: PageBlockData[] = [
      {
        kind: 'hero',
        id: 'h',
        title: 'Black Friday',
        text: '-25 % sur tout le site',
        imageUrl: '/assets/products/flyers.svg',
        imageAlt: 'Des flyers',
        link: { label: 'Voir les flyers', path: '/flyers/' },
      },
      { kind: 'faq', id: 'f', title: 'Questions', items: [{ question: 'Comment ?', answer: 'Ainsi.' }] },
      {
        kind: 'designTemplates',
        id: 'd',
        title: 'Modèles',
        productName: 'Flyers',
        templates: [
          {
            id: 'tpl-flyer-concert',
            name: 'Concert',
            thumbnailUrl: '/assets/design-templates/tpl-flyer-concert.svg',
            designerPath: '/designer/?product=flyers&template=tpl-flyer-concert',
          },
        ],
      },
    ];
    render(<PageBlocks blocks={blocks} locale="fr-FR" renderedAt={RENDERED_AT} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Black Friday');
    expect(screen.getByRole('link', { name: 'Voir les flyers' }).getAttribute('href')).toBe('/flyers/');
    expect(screen.getByText('Comment ?').closest('details')).not.toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Personnaliser le modèle « Concert » (Flyers) dans l’éditeur' })
        .getAttribute('href'),
    ).toBe('/designer/?product=flyers&template=tpl-flyer-concert');
  });
});
