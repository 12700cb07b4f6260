// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { CurrencyChooser } from './currency-chooser.js';
import { SiteHeader } from './site-header.js';

afterEach(cleanup);

describe('the currency chooser', () => {
  test('a form posted to the currency route, the current currency selected, the page to come back to', () => {
    render(<CurrencyChooser currencies={['CHF', 'EUR']} current="CHF" back="/cart/?x=1" />);
    const select = screen.getByLabelText('Devise') as HTMLSelectElement;
    expect(select.value).toBe('CHF');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['CHF', 'CHF (devise actuelle)'],
      ['EUR', 'EUR'],
    ]);
    const form = select.form as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/currency/');
    expect(Object.fromEntries(new FormData(form))).toEqual({ back: '/cart/?x=1', currency: 'CHF' });
  });

  test('works from the keyboard: the list, then the button, in order', async () => {
    const user = userEvent.setup();
    render(<CurrencyChooser currencies={['EUR', 'GBP']} current="EUR" back="/" />);
    await user.tab();
    const select = screen.getByLabelText('Devise') as HTMLSelectElement;
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'GBP');
    expect(select.value).toBe('GBP');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Changer de devise' }));
    expect(Object.fromEntries(new FormData(select.form as HTMLFormElement))).toMatchObject({
      currency: 'GBP',
    });
  });

  test('a shop selling in one currency shows no chooser', () => {
    expect(renderToStaticMarkup(<CurrencyChooser currencies={['EUR']} current="EUR" back="/" />)).toBe('');
  });

  test('the header shows it when given the shop’s currencies', () => {
    const header = renderToStaticMarkup(
      <SiteHeader currency={{ currencies: ['CHF', 'EUR'], current: 'EUR', back: '/' }} />,
    );
    expect(header).toContain('action="/currency/"');
    expect(renderToStaticMarkup(<SiteHeader />)).not.toContain('action="/currency/"');
  });
});
