// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DesignerToolbar } from './designer-toolbar.js';

afterEach(cleanup);

const callbacks = () => ({
  onAddText: vi.fn(),
  onImageFile: vi.fn(),
  onAddShape: vi.fn(),
  onBackground: vi.fn(),
  onUndo: vi.fn(),
  onRedo: vi.fn(),
  onDuplicate: vi.fn(),
  onRemove: vi.fn(),
  onReorder: vi.fn(),
  onZoomIn: vi.fn(),
  onZoomOut: vi.fn(),
  onPage: vi.fn(),
  onSave: vi.fn(),
  onOrder: vi.fn(),
  onPdfPreview: vi.fn(),
});

const state = {
  canUndo: true,
  canRedo: false,
  hasSelection: false,
  saving: false,
  twoSided: true,
  pageIndex: 0,
  background: null,
  zoomPercent: 125,
} as const;

describe('the designer toolbar', () => {
  test('what cannot be done is disabled; the zoom is shown', () => {
    render(<DesignerToolbar {...state} {...callbacks()} />);
    const disabled = screen
      .getAllByRole('button')
      .filter((button) => (button as HTMLButtonElement).disabled)
      .map((button) => button.textContent);
    expect(disabled).toEqual([
      'Rétablir',
      'Dupliquer',
      'Supprimer',
      'Premier plan',
      'Avancer',
      'Reculer',
      'Arrière-plan',
    ]);
    expect(screen.getByRole('toolbar', { name: 'Outils du design' }).textContent).toMatch(/Zoom : 125\s%/);
  });

  test('the sides of a two-sided format, the one shown pressed', async () => {
    const on = callbacks();
    render(<DesignerToolbar {...state} {...on} />);
    expect(screen.getByRole('button', { name: 'Recto' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Verso' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Verso' }));
    expect(on.onPage).toHaveBeenCalledWith(1);
    cleanup();
    render(<DesignerToolbar {...state} twoSided={false} {...on} />);
    expect(screen.queryByRole('button', { name: 'Verso' })).toBeNull();
  });

  test('an image file chosen, a shape, a layer move and the background colour in lower case', async () => {
    const on = callbacks();
    const { container } = render(<DesignerToolbar {...state} hasSelection {...on} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('image/png,image/jpeg,image/svg+xml');
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(input as HTMLInputElement, file);
    expect(on.onImageFile).toHaveBeenCalledWith(file);
    await userEvent.click(screen.getByRole('button', { name: 'Ellipse' }));
    expect(on.onAddShape).toHaveBeenCalledWith('ellipse');
    await userEvent.click(screen.getByRole('button', { name: 'Arrière-plan' }));
    expect(on.onReorder).toHaveBeenCalledWith('toBack');
    fireEvent.change(screen.getByLabelText('Couleur de fond'), { target: { value: '#0B5CAB' } });
    expect(on.onBackground).toHaveBeenCalledWith('#0b5cab');
  });

  test('the arrow keys move the focus along the tools', async () => {
    render(<DesignerToolbar {...state} {...callbacks()} />);
    screen.getByRole('button', { name: 'Ajouter un texte' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Ajouter une image');
    // From the first tool, back round to the last.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Commander ce design');
  });
});
