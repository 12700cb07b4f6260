// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TemplateBrowser } from './template-browser.js';

afterEach(cleanup);

const templates = [
  { id: 'flyers-jazz', name: 'Soirée jazz', thumbnailUrl: '/assets/products/flyers.svg' },
  { id: 'flyers-bakery', name: 'Boulangerie', thumbnailUrl: '/assets/products/flyers.svg' },
] as const;

const callbacks = () => ({ onPick: vi.fn(), onBlank: vi.fn(), onRetry: vi.fn() });

describe('the template browser', () => {
  test('ready: a button per template, named once, with its picture; picking one gives its id', async () => {
    const on = callbacks();
    render(<TemplateBrowser status="ready" templates={templates} {...on} />);
    expect(screen.getByRole('heading', { name: 'Choisissez un modèle' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Boulangerie' });
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('Boulangerie');
    await userEvent.click(button);
    expect(on.onPick).toHaveBeenCalledWith('flyers-bakery');
    await userEvent.click(screen.getByRole('button', { name: 'Partir d’une page vierge' }));
    expect(on.onBlank).toHaveBeenCalledOnce();
  });

  test('loading: busy, said in words, a blank page still offered', () => {
    const { container } = render(<TemplateBrowser status="loading" templates={[]} {...callbacks()} />);
    expect(container.querySelector('[aria-busy="true"]')?.textContent).toBe('Chargement des modèles…');
    expect(screen.getByRole('button', { name: 'Partir d’une page vierge' })).toBeTruthy();
  });

  test('error: a French message and a way to try again', async () => {
    const on = callbacks();
    render(<TemplateBrowser status="error" templates={[]} {...on} />);
    expect(screen.getByRole('alert').textContent).toContain('Les modèles n’ont pas pu être chargés.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(on.onRetry).toHaveBeenCalledOnce();
  });

  test('no template for the product: a blank page is the way', () => {
    render(<TemplateBrowser status="ready" templates={[]} {...callbacks()} />);
    expect(screen.getByText('Aucun modèle pour ce produit : partez d’une page vierge.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Partir d’une page vierge',
    ]);
  });
});
