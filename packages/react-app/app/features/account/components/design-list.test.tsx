import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { DesignList, type DesignRow } from './design-list.js';

/** The forms are react-router `<Form>`s: the list renders inside a router, on the design area. */
const render = (designs: readonly DesignRow[], busy = false) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <DesignList designs={designs} busy={busy} /> }], {
        initialEntries: ['/personal-area/my-design-area/'],
      })}
    />,
  );

const flyers: DesignRow = {
  id: 'des-1',
  name: 'Flyers salon du livre',
  productName: 'Flyers',
  savedOn: '18-11-2026',
  imageUrl: '/assets/products/flyers.svg',
  openPath: '/flyers/?design_id=des-1',
};

describe('the design area', () => {
  test('a design: its product picture, name, product, date, and the way to open it', () => {
    const html = render([flyers]);
    expect(html).toContain(
      '<ul class="design-list" aria-label="Vos créations, des plus récentes aux plus anciennes">',
    );
    expect(html).toContain(
      '<img src="/assets/products/flyers.svg" alt="" width="96" height="64" loading="lazy"/>',
    );
    expect(html).toContain('<h2 id="design-des-1">Flyers salon du livre</h2>');
    expect(html).toContain('<p>Produit : Flyers</p><p>Enregistrée le 18-11-2026</p>');
    // Each action says which design it acts on to a screen reader.
    expect(html).toContain(
      '<a class="button-primary" href="/flyers/?design_id=des-1" data-discover="true">Ouvrir<span class="visually-hidden"> « Flyers salon du livre »</span></a>',
    );
  });

  test('renaming and removing are form posts naming the design', () => {
    const html = render([flyers]);
    expect(html).toContain(
      '<summary>Renommer<span class="visually-hidden"> « Flyers salon du livre »</span></summary>',
    );
    expect(html).toContain(
      '<form class="design-rename" data-discover="true" action="/personal-area/my-design-area/" method="post"><input type="hidden" name="intent" value="rename"/><input type="hidden" name="id" value="des-1"/>',
    );
    expect(html).toContain(
      '<label for="design-name-des-1">Nouveau nom</label><input id="design-name-des-1" required="" maxLength="100" name="name" value="Flyers salon du livre"/>',
    );
    expect(html).toContain(
      '<input type="hidden" name="intent" value="delete"/><input type="hidden" name="id" value="des-1"/>',
    );
    expect(html).toContain(
      '<button type="submit">Supprimer<span class="visually-hidden"> « Flyers salon du livre »</span></button>',
    );
  });

  test('while a change is on its way the buttons wait', () => {
    const html = render([flyers], true);
    expect(html).toContain('<button type="submit" disabled="">Enregistrer le nom</button>');
    expect(html).toContain('<button type="submit" disabled="">Supprimer');
  });

  test('a design whose product is no longer sold: no picture, nothing to open, a word why', () => {
    const html = render([{ ...flyers, imageUrl: undefined, openPath: undefined }]);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('>Ouvrir<');
    expect(html).toContain('<p>Ce produit n’est plus proposé.</p>');
    expect(html).toContain('>Supprimer<');
  });

  test('no design yet: the empty state says how to save one', () => {
    expect(render([])).toBe(
      '<div class="empty-state"><p>Aucune création enregistrée</p><p>Configurez un produit puis cliquez sur « Enregistrer ma création » pour le retrouver ici.</p></div>',
    );
  });
});
