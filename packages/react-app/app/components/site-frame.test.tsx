import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

describe('the frame of every page', () => {
  test('the header leads back to the home page', () => {
    expect(renderToStaticMarkup(<SiteHeader />)).toContain('<a class="site-logo" href="/">Tirage</a>');
  });

  test('a guest is offered to log in; a customer, the personal area and logging out', () => {
    const guest = renderToStaticMarkup(<SiteHeader loggedIn={false} />);
    expect(guest).toContain('<a href="/login/">Se connecter</a>');
    expect(guest).not.toContain('Se déconnecter');
    const customer = renderToStaticMarkup(<SiteHeader loggedIn />);
    expect(customer).toContain('<a href="/personal-area/">Mon compte</a>');
    expect(customer).toContain(
      '<form action="/logout/" method="post"><button type="submit">Se déconnecter</button></form>',
    );
    expect(customer).not.toContain('Se connecter');
  });

  test('the footer links the legal pages where the shop says they are, in a labelled navigation', () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        links={[
          { id: 'cgv', path: '/cgv-2027/' },
          { id: 'livraison', path: '/livraison/' },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="Informations légales">');
    expect(html).toContain('<a href="/cgv-2027/">Conditions générales de vente</a>');
    expect(html).toContain('<a href="/livraison/">Livraison</a>');
    expect(html.match(/<a /g)).toHaveLength(2);
  });
});
