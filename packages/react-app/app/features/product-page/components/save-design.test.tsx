import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SaveDesign, type SaveDesignState } from './save-design.js';

const idle: SaveDesignState = { busy: false, error: undefined, savedName: undefined };

const render = (props: Partial<Parameters<typeof SaveDesign>[0]> = {}) =>
  renderToStaticMarkup(
    <SaveDesign
      loggedIn={true}
      loginPath="/login/?returnTo=%2Fflyers%2F%3Fdesign_id%3Dd-1"
      defaultName="Flyers"
      selection='{"quantity":500}'
      disabled={false}
      state={idle}
      onSave={() => undefined}
      {...props}
    />,
  );

describe('saving the selection as a design', () => {
  test('a customer opens "Enregistrer ma création" to name it; the form posts the selection', () => {
    const html = render();
    expect(html).toContain('<details class="save-design"><summary>Enregistrer ma création</summary>');
    expect(html).toContain('<form method="post"><input type="hidden" name="intent" value="saveDesign"/>');
    expect(html).toContain('<input type="hidden" name="selection" value="{&quot;quantity&quot;:500}"/>');
    expect(html).toContain(
      '<label for="design-name">Nom de la création</label><input id="design-name" required="" maxLength="100" name="name" value="Flyers"/>',
    );
    expect(html).toContain('<button type="submit">Enregistrer</button>');
    expect(html).not.toContain('role="alert"');
  });

  test('a guest is offered to log in and come back to the page', () => {
    expect(render({ loggedIn: false })).toBe(
      '<p class="save-design"><a href="/login/?returnTo=%2Fflyers%2F%3Fdesign_id%3Dd-1">Connectez-vous pour enregistrer votre création</a></p>',
    );
  });

  test('nothing to save while the page is priced, and no second save while one is on its way', () => {
    expect(render({ disabled: true })).toContain('<button type="submit" disabled="">Enregistrer</button>');
    expect(render({ state: { ...idle, busy: true } })).toContain(
      '<button type="submit" disabled="">Enregistrement…</button>',
    );
  });

  test('once saved: its name and the way to the design area', () => {
    expect(render({ state: { ...idle, savedName: 'Flyers salon' } })).toContain(
      '<p class="alert alert-success" role="status">Création « Flyers salon » enregistrée. <a href="/personal-area/my-design-area/">Voir mes créations</a></p>',
    );
  });

  test('a refusal is announced', () => {
    expect(render({ state: { ...idle, error: 'Donnez un nom.' } })).toContain(
      '<p class="alert alert-danger" role="alert">Donnez un nom.</p>',
    );
  });
});
