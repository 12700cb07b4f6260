import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { NotFoundScreen } from './not-found-screen.js';
import { ServerErrorScreen } from './server-error-screen.js';
import { ServiceUnavailableScreen } from './service-unavailable-screen.js';

const categories = [
  { id: 'category-affiches', name: 'Affiches', path: '/categories/affiches/' },
  { id: 'category-papeterie', name: 'Papeterie', path: '/categories/papeterie/' },
];

describe('error screens (specification section 8)', () => {
  test('the 404 screen keeps the specification’s title and message: Page Not Found: {path}', () => {
    const html = renderToStaticMarkup(<NotFoundScreen path="/nulle-part/" />);
    expect(html).toContain('<title>Page Not Found</title>');
    expect(html).toContain('<p class="not-found-path">Page Not Found: /nulle-part/</p>');
  });

  test('around them the 404 screen is French: its heading, why, the search, the home page and the categories', () => {
    const html = renderToStaticMarkup(<NotFoundScreen path="/nulle-part/" categories={categories} />);
    expect(html).toContain('<h1>Cette page est introuvable</h1>');
    expect(html).toContain('Cherchez un produit, ou repartez de l’accueil ou de l’une de nos catégories.');
    expect(html).toContain(
      '<search class="not-found-search"><form action="/search/" method="get"><label for="not-found-q">Que cherchez-vous ?</label>',
    );
    expect(html).toMatch(/<input id="not-found-q" type="search" [^>]*name="q"\/>/);
    expect(html).toContain('<button type="submit">Rechercher</button>');
    expect(html).toContain(
      '<nav aria-labelledby="not-found-ways"><h2 id="not-found-ways">Continuer vos achats</h2>',
    );
    const links = [...html.matchAll(/<a class="not-found-link" href="([^"]*)">([^<]*)<\/a>/g)].map(
      ([, href, text]) => [href, text],
    );
    expect(links).toEqual([
      ['/', 'Retour à l’accueil'],
      ['/categories/affiches/', 'Affiches'],
      ['/categories/papeterie/', 'Papeterie'],
    ]);
  });

  test('without categories (they could not be read) the 404 screen still leads home and to the search', () => {
    const html = renderToStaticMarkup(<NotFoundScreen path="/nulle-part/" />);
    expect(html).toContain('<a class="not-found-link" href="/">Retour à l’accueil</a>');
    expect(html).toContain('action="/search/"');
    expect(html.match(/class="not-found-link"/g)).toHaveLength(1);
  });

  test('the 500 screen says Internal Server Error and shows no details', () => {
    const html = renderToStaticMarkup(<ServerErrorScreen />);
    expect(html).toContain('<h1>Internal Server Error</h1>');
    expect(html).not.toMatch(/Error:|at \w+ \(/);
  });

  test('the unavailable screen says in French that the shop is coming back, and tries the same page again', () => {
    const html = renderToStaticMarkup(<ServiceUnavailableScreen retryHref="/flyers/?quantity=500" />);
    expect(html).toContain('<title>Site momentanément indisponible</title>');
    expect(html).toContain('<h1>Le site est momentanément indisponible</h1>');
    expect(html).toContain(
      '<p>Nous sommes en train de remettre la boutique en service. Réessayez dans quelques minutes.</p>',
    );
    expect(html).toContain('<a class="service-unavailable-retry" href="/flyers/?quantity=500">Réessayer</a>');
    expect(html).not.toMatch(/Error:|at \w+ \(|503/);
  });

  test('search engines are asked not to index the unavailable screen', () => {
    const html = renderToStaticMarkup(<ServiceUnavailableScreen retryHref="/" />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
