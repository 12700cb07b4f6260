import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LEGAL_LINKS, SiteFooter } from './site-footer.js';
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

  test('the footer links every legal page, in a labelled navigation', () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    expect(html).toContain('<nav aria-label="Informations légales">');
    for (const link of LEGAL_LINKS) expect(html).toContain(`<a href="${link.path}">${link.label}</a>`);
  });
});
