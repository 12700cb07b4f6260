import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { DesignDocumentList, type DesignDocumentRow } from './design-document-list.js';

const render = (documents: readonly DesignDocumentRow[], busy = false) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '*', element: <DesignDocumentList documents={documents} busy={busy} /> }],
        { initialEntries: ['/personal-area/my-design-area/'] },
      )}
    />,
  );

const flyer: DesignDocumentRow = {
  id: '6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10',
  productName: 'Flyers',
  format: '148 × 210 mm, recto-verso',
  objectCount: 5,
  savedOn: '06-12-2026',
  openPath: '/designer/?product=flyers&design=6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10',
};

describe('the designs made online in the design area', () => {
  test('each with its product, size, contents and date, the way back to the designer and its removal', () => {
    const html = render([flyer]);
    expect(html).toContain('<h3>Design 1 : Flyers</h3>');
    expect(html).toContain(
      '<p>148 × 210 mm, recto-verso</p><p>5 élément(s)</p><p>Enregistrée le 06-12-2026</p>',
    );
    expect(html).toContain(
      `<a class="button-primary" href="${flyer.openPath.replace('&', '&amp;')}" data-discover="true">Modifier<span class="visually-hidden"> : Design 1 : Flyers</span></a>`,
    );
    expect(html).toContain(`<input type="hidden" name="id" value="${flyer.id}"/>`);
    expect(html).toContain('<button type="submit" value="deleteDocument" name="intent">Supprimer');
  });

  test('a removal under way disables the buttons; none made yet says how to make one', () => {
    expect(render([flyer], true)).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Supprimer/);
    expect(render([])).toContain(
      'Aucun design créé en ligne : choisissez « Je crée mon design en ligne » sur un produit.',
    );
  });
});
