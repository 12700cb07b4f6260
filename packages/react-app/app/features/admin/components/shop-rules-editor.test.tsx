// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { DEFAULT_SHOP_RULES } from '@tirage/domain';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { formValuesOf } from '../shop-rules-form.js';
import { ShopRulesEditor } from './shop-rules-editor.js';

afterEach(cleanup);

function shown(props: Parameters<typeof ShopRulesEditor>[0]) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ShopRulesEditor {...props} /> }]);
  render(<Stub initialEntries={['/admin/base-configs-console']} />);
}

const values = formValuesOf('fr', 2, DEFAULT_SHOP_RULES);

describe('the shop rules editor', () => {
  test('shows the stored rules under French labels, with the version read', () => {
    shown({ values, defaultCountry: 'FR', errors: {}, notice: undefined, busy: false });
    expect(screen.getByRole('heading', { name: 'Règles de vente de la boutique fr' })).toBeTruthy();
    expect((screen.getByLabelText('Nombre maximal de lignes') as HTMLInputElement).value).toBe('15');
    expect((screen.getByLabelText('Montant maximal TTC') as HTMLInputElement).value).toBe('100000.00');
    expect((screen.getByLabelText('Taille maximale d’un fichier (Mo)') as HTMLInputElement).value).toBe(
      '200',
    );
    expect((screen.getByLabelText('Prix de la vérification de fichier') as HTMLInputElement).value).toBe(
      '4.90',
    );
    expect((screen.getByLabelText('Pays livrés') as HTMLInputElement).value).toBe('FR, BE, LU, MC, CH');
    const types = within(screen.getByRole('group', { name: 'Types de fichiers acceptés' }));
    expect(types.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const form = screen.getByRole('button', { name: 'Enregistrer les règles' }).closest('form');
    expect(new FormData(form as HTMLFormElement).get('version')).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('each refusal is said at its field, which is marked invalid; what was typed is shown', () => {
    shown({
      values: { ...values, maxLines: '40', acceptedTypes: [] },
      defaultCountry: 'FR',
      errors: {
        form: 'Certaines valeurs ne conviennent pas : rien n’a été enregistré.',
        maxLines: 'Saisissez une valeur entre 1 et 15.',
        acceptedTypes: 'Cochez au moins un type de fichier.',
      },
      notice: undefined,
      busy: false,
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Certaines valeurs ne conviennent pas : rien n’a été enregistré.',
    );
    const maxLines = screen.getByLabelText('Nombre maximal de lignes') as HTMLInputElement;
    expect(maxLines.value).toBe('40');
    expect(maxLines.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(maxLines.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Saisissez une valeur entre 1 et 15.',
    );
    expect(screen.getByLabelText('Montant maximal TTC').getAttribute('aria-invalid')).toBeNull();
    const types = screen.getByRole('group', { name: 'Types de fichiers acceptés' });
    expect(types.getAttribute('aria-invalid')).toBe('true');
    expect(within(types).getByText('Cochez au moins un type de fichier.')).toBeTruthy();
    expect(
      within(types)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  test('a save is said, and the button waits while one is under way', () => {
    shown({
      values,
      defaultCountry: 'FR',
      errors: {},
      notice: 'Les règles de la boutique fr sont enregistrées.',
      busy: true,
    });
    expect(screen.getByRole('status').textContent).toBe('Les règles de la boutique fr sont enregistrées.');
    expect(
      (screen.getByRole('button', { name: 'Enregistrer les règles' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
