import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { CompanyProfileForm, parseCompanyProfileForm } from './company-profile-form.js';

type Props = Parameters<typeof CompanyProfileForm>[0];

/** The form is a react-router `<Form>`: it renders inside a router, on the page it posts to. */
const render = (props: Partial<Props> = {}) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <CompanyProfileForm
                category="company"
                company="Atelier Dupont"
                vatNumber="FR12345678901"
                lastResult={undefined}
                error={undefined}
                saved={undefined}
                busy={false}
                {...props}
              />
            ),
          },
        ],
        { initialEntries: ['/personal-area/company-profile/'] },
      )}
    />,
  );

describe('the company profile form schema', () => {
  const parse = (company: string, vatNumber: string) => {
    const posted = new FormData();
    posted.set('company', company);
    posted.set('vatNumber', vatNumber);
    return parseCompanyProfileForm(posted);
  };

  test('a VAT number typed with spaces, dots, dashes or in lower case is compacted; emptied, it is left out', () => {
    expect(parse(' Atelier Dupont ', 'fr 123 456 789 01')).toMatchObject({
      status: 'success',
      value: { company: 'Atelier Dupont', vatNumber: 'FR12345678901' },
    });
    expect(parse('Imprimés Bruxellois', 'BE 0411.905-847')).toMatchObject({
      status: 'success',
      value: { vatNumber: 'BE0411905847' },
    });
    expect(parse('Atelier Dupont', '')).toMatchObject({
      status: 'success',
      value: { company: 'Atelier Dupont', vatNumber: undefined },
    });
  });

  test('each refusal is a French sentence from the dictionary, the contract giving the limits', () => {
    expect(parse('', '12345').reply().error).toEqual({
      company: ['Indiquez le nom de votre entreprise.'],
      vatNumber: ['Le numéro de TVA commence par le code du pays (FR12345678901).'],
    });
    expect(parse('A'.repeat(151), '').reply().error).toEqual({ company: ['150 caractères au plus.'] });
  });
});

describe('the company profile', () => {
  test('a company account: its name and VAT number, labelled, posted to the page itself', () => {
    const html = render();
    expect(html).toContain(
      '<p>Le nom de votre entreprise et son numéro de TVA figurent sur vos factures.</p>',
    );
    expect(html).toMatch(/<form [^>]*action="\/personal-area\/company-profile\/" method="post">/);
    expect(html).toContain(
      '<label for="company-profile-company">Nom de l’entreprise</label><input id="company-profile-company" type="text" autoComplete="organization" name="company" value="Atelier Dupont"/>',
    );
    expect(html).toContain(
      '<label for="company-profile-vatNumber">Numéro de TVA intracommunautaire (facultatif)</label><input id="company-profile-vatNumber" type="text" aria-describedby="company-profile-vatNumber-hint" name="vatNumber" value="FR12345678901"/>',
    );
    expect(html).toContain(
      '<p id="company-profile-vatNumber-hint" class="field-info">Il commence par le code du pays, par exemple FR12345678901.</p>',
    );
    expect(html).toContain('<button type="submit" class="button-primary">Enregistrer</button>');
    // Going back to a private account is the profile's business.
    expect(html).toContain('<a href="/personal-area/profile/" data-discover="true">mon profil</a>');
    expect(html).not.toContain('role="alert"');
  });

  test('a private account is told what a company account is for, and may switch', () => {
    const html = render({ category: 'private', company: '', vatNumber: '' });
    expect(html).toContain('Votre compte est un compte particulier.');
    expect(html).toContain('passez à un compte entreprise');
    expect(html).toContain('name="company" value=""');
    expect(html).toContain(
      '<button type="submit" class="button-primary">Passer à un compte entreprise</button>',
    );
    expect(html).not.toContain('/personal-area/profile/');
  });

  test('a refusal is announced and each field says what is wrong, with what was typed', () => {
    const posted = new FormData();
    posted.set('company', '');
    posted.set('vatNumber', '12345');
    // The action's answer, read with the same schema as in the browser.
    const html = render({
      error: 'Vérifiez les champs signalés.',
      lastResult: parseCompanyProfileForm(posted).reply(),
    });
    expect(html).toContain('<p role="alert" class="alert alert-danger">Vérifiez les champs signalés.</p>');
    expect(html).toContain(
      'aria-invalid="true" aria-describedby="company-profile-company-error" name="company" value=""/><p id="company-profile-company-error" class="field-error">Indiquez le nom de votre entreprise.</p>',
    );
    expect(html).toContain(
      'aria-describedby="company-profile-vatNumber-hint company-profile-vatNumber-error" name="vatNumber" value="12345"/>',
    );
    expect(html).toContain(
      '<p id="company-profile-vatNumber-error" class="field-error">Le numéro de TVA commence par le code du pays (FR12345678901).</p>',
    );
  });

  test('saved, or switched to a company account, it says so; while saving the button waits', () => {
    expect(render({ saved: 'saved' })).toContain(
      '<p class="alert alert-success" role="status">Les informations de votre entreprise ont été enregistrées.</p>',
    );
    expect(render({ saved: 'switched' })).toContain(
      '<p class="alert alert-success" role="status">Votre compte est désormais un compte entreprise.</p>',
    );
    expect(render({ busy: true })).toContain(
      '<button type="submit" class="button-primary" disabled="">Enregistrement…</button>',
    );
  });
});
