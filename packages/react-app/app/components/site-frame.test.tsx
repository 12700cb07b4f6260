import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LEGAL_LINKS, SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

describe('the frame of every page', () => {
  test('the header leads back to the home page', () => {
    expect(renderToStaticMarkup(<SiteHeader />)).toContain('<a class="site-logo" href="/">Tirage</a>');
  });

  test('the footer links every legal page, in a labelled navigation', () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    expect(html).toContain('<nav aria-label="Informations légales">');
    for (const link of LEGAL_LINKS) expect(html).toContain(`<a href="${link.path}">${link.label}</a>`);
  });
});
