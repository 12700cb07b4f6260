// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AddressLookupPort, type AddressSuggestion, ok, type Town } from '@tirage/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type AddressLookupFactory, PortsProvider } from '../../../lib/ports-context.js';
import { scriptedPorts } from '../../../test-support/fake-context.js';
import { ADDRESS_SEARCH_DELAY_MS, AddressFields } from './address-fields.js';

afterEach(cleanup);

const ROUEN: Town = { name: 'Rouen', postalLabel: 'ROUEN' };
const BOURG: readonly Town[] = [
  { name: 'Bourg-en-Bresse', postalLabel: 'BOURG-EN-BRESSE' },
  { name: 'Saint-Denis-lès-Bourg', postalLabel: 'SAINT-DENIS-LES-BOURG' },
];

/** The shop's towns: 76000 is Rouen, 01000 two communes, any other code none. */
const townsPort = () => ({
  ofPostalCode: vi.fn(async (_country: string, code: string) =>
    ok(code === '76000' ? [ROUEN] : code === '01000' ? BOURG : []),
  ),
});

const SUGGESTIONS: readonly AddressSuggestion[] = [
  { id: 'FR|A|1', kind: 'address', text: '12 Rue Oberkampf', description: '75011 Paris' },
  { id: 'FR|A|2', kind: 'address', text: '12 Rue Oberlin', description: '67000 Strasbourg' },
  { id: 'FR|S|3', kind: 'group', text: 'Rue Obernai', description: '3 adresses' },
];

/** A lookup that suggests the addresses above and retrieves the first one. */
const fakeLookup = () => {
  const port = {
    suggest: vi.fn<AddressLookupPort['suggest']>(async () => ok(SUGGESTIONS)),
    retrieve: vi.fn<AddressLookupPort['retrieve']>(async () =>
      ok({
        line1: '12 Rue Oberkampf',
        line2: 'Bâtiment B',
        postalCode: '75011',
        town: 'Paris',
        country: 'FR',
      }),
    ),
  };
  const factory = vi.fn<AddressLookupFactory>(() => port);
  return { port, factory };
};

function renderForm(
  options: {
    readonly key?: string | null;
    readonly lookup?: AddressLookupFactory;
    readonly towns?: ReturnType<typeof townsPort>;
  } = {},
) {
  const towns = options.towns ?? townsPort();
  const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <PortsProvider
      shop={{ tenant: 'fr', currency: 'EUR' }}
      ports={scriptedPorts({ towns })}
      {...(options.lookup === undefined ? {} : { addressLookup: options.lookup })}
    >
      <form onSubmit={submitted}>
        <AddressFields
          prefix="shipping"
          countries={['FR', 'BE']}
          defaultCountry="FR"
          locale="fr-FR"
          addressLookupKey={options.key ?? null}
        />
      </form>
    </PortsProvider>,
  );
  return { towns, submitted, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the town follows a French postal code', () => {
  test('a code of one commune fills the town, and says so', async () => {
    const { towns, user } = renderForm();
    await user.type(field('Code postal'), '76000');
    await waitFor(() => expect(field('Ville').value).toBe('Rouen'));
    expect(towns.ofPostalCode).toHaveBeenLastCalledWith('FR', '76000');
    expect(screen.getByText('Ville trouvée pour ce code postal : Rouen.').getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  test('a code of several communes offers them in the town field’s list, and fills nothing', async () => {
    const { user } = renderForm();
    await user.type(field('Code postal'), '01000');
    await screen.findByText(
      '2 communes pour ce code postal : choisissez la vôtre dans la liste du champ Ville.',
    );
    const city = field('Ville');
    expect(city.value).toBe('');
    const list = document.getElementById(city.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'Bourg-en-Bresse',
      'Saint-Denis-lès-Bourg',
    ]);
    await user.type(city, 'Saint-Denis-lès-Bourg');
    expect(city.value).toBe('Saint-Denis-lès-Bourg');
  });

  test('a town typed by hand is kept', async () => {
    const { user } = renderForm();
    await user.type(field('Ville'), 'Mont-Saint-Aignan');
    await user.type(field('Code postal'), '76000');
    await screen.findByText('Ville trouvée pour ce code postal : Rouen.');
    expect(field('Ville').value).toBe('Mont-Saint-Aignan');
  });

  test('the town it filled follows a new code, and is emptied for a choice', async () => {
    const { user } = renderForm();
    await user.type(field('Code postal'), '76000');
    await waitFor(() => expect(field('Ville').value).toBe('Rouen'));
    await user.clear(field('Code postal'));
    await user.type(field('Code postal'), '01000');
    await screen.findByText(/^2 communes/);
    expect(field('Ville').value).toBe('');
  });

  test('an unknown code asks the shopper to type the town', async () => {
    const { user } = renderForm();
    await user.type(field('Code postal'), '12345');
    await screen.findByText('Aucune commune connue pour ce code postal : saisissez la ville.');
    expect(field('Ville').value).toBe('');
  });

  test('nothing is asked before five digits, nor for another country', async () => {
    const { towns, user } = renderForm();
    await user.selectOptions(field('Pays'), 'BE');
    await user.type(field('Code postal'), '76000');
    await user.selectOptions(field('Pays'), 'FR');
    await waitFor(() => expect(field('Ville').value).toBe('Rouen'));
    expect(towns.ofPostalCode.mock.calls).toEqual([['FR', '76000']]);
  });
});

describe('without JavaScript (as the server renders it)', () => {
  test('the form is the plain form: no list, no suggestions, no status', () => {
    const html = renderToStaticMarkup(
      <AddressFields prefix="shipping" countries={['FR']} defaultCountry="FR" locale="fr-FR" />,
    );
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('role="listbox"');
    expect(html).not.toContain('list=');
    expect(html).toContain('name="shipping.city"');
    expect(html).toContain('name="shipping.postalCode"');
  });
});

describe('addresses suggested as the first line is typed (with the shop’s key)', () => {
  test('suggestions come after a pause, browsed with the arrows; Enter fills the fields and sends nothing', async () => {
    const { port, factory } = fakeLookup();
    const { submitted, user } = renderForm({ key: 'KJ91-MR18-XM94-ZT49', lookup: factory });
    const street = screen.getByRole('combobox', { name: 'Adresse' }) as HTMLInputElement;
    await user.type(street, '12 rue ober');
    const options = within(await screen.findByRole('listbox', { name: 'Adresses proposées' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      '12 Rue Oberkampf 75011 Paris',
      '12 Rue Oberlin 67000 Strasbourg',
      'Rue Obernai 3 adresses',
    ]);
    // One search for the whole word typed, not one per key.
    expect(port.suggest).toHaveBeenCalledTimes(1);
    expect(port.suggest).toHaveBeenCalledWith('12 rue ober', 'FR', {});
    expect(factory).toHaveBeenCalledWith('KJ91-MR18-XM94-ZT49');
    expect(street.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/^3 adresse\(s\) proposée\(s\)/).getAttribute('aria-live')).toBe('polite');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(street.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(street.value).toBe('12 Rue Oberkampf'));
    expect(port.retrieve).toHaveBeenCalledWith('FR|A|1');
    expect(field('Complément d’adresse (facultatif)').value).toBe('Bâtiment B');
    expect(field('Code postal').value).toBe('75011');
    expect(field('Ville').value).toBe('Paris');
    expect(street.getAttribute('aria-expanded')).toBe('false');
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText('Adresse choisie : les champs sont remplis, vérifiez-les.')).toBeTruthy();
    // Filling the first line is no typing: no new search comes after the pause.
    await new Promise((resolve) => setTimeout(resolve, ADDRESS_SEARCH_DELAY_MS + 100));
    expect(port.suggest).toHaveBeenCalledTimes(1);
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  test('an address chosen with Enter still fills the fields when the shopper leaves the field at once', async () => {
    const { port, factory } = fakeLookup();
    let answer: (() => void) | undefined;
    port.retrieve.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              ok({ line1: '12 Rue Oberkampf', line2: '', postalCode: '75011', town: 'Paris', country: 'FR' }),
            );
        }),
    );
    const { user } = renderForm({ key: 'KJ91-MR18-XM94-ZT49', lookup: factory });
    const street = screen.getByRole('combobox', { name: 'Adresse' }) as HTMLInputElement;
    await user.type(street, '12 rue ober');
    await screen.findByRole('listbox', { name: 'Adresses proposées' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    answer?.();
    await waitFor(() => expect(field('Ville').value).toBe('Paris'));
    expect(street.value).toBe('12 Rue Oberkampf');
  });

  test('a group opens its addresses; Escape closes the list and keeps what was typed', async () => {
    const { port, factory } = fakeLookup();
    const { user } = renderForm({ key: 'KJ91-MR18-XM94-ZT49', lookup: factory });
    const street = screen.getByRole('combobox', { name: 'Adresse' }) as HTMLInputElement;
    await user.type(street, 'rue obern');
    await user.pointer({
      keys: '[MouseLeft]',
      target: await screen.findByRole('option', { name: /Rue Obernai/ }),
    });
    await waitFor(() =>
      expect(port.suggest).toHaveBeenLastCalledWith('rue obern', 'FR', { container: 'FR|S|3' }),
    );
    await within(screen.getByRole('listbox', { name: 'Adresses proposées' })).findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(street.getAttribute('aria-expanded')).toBe('false');
    expect(street.value).toBe('rue obern');
    expect(port.retrieve).not.toHaveBeenCalled();
  });

  test('without a key nothing is suggested: the first line is a plain field', async () => {
    const { factory } = fakeLookup();
    const { user } = renderForm({ key: null, lookup: factory });
    await user.type(field('Adresse'), '12 rue oberkampf');
    expect(screen.queryByRole('combobox', { name: 'Adresse' })).toBeNull();
    expect(document.getElementById('shipping-street-suggestions')).toBeNull();
    expect(factory).not.toHaveBeenCalled();
  });
});
