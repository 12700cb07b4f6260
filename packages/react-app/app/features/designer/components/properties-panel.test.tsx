// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShapeObject, TextObject } from '@tirage/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PropertiesPanel } from './properties-panel.js';

afterEach(cleanup);

const title: TextObject = {
  kind: 'text',
  id: 'title',
  x: 10,
  y: 12,
  width: 80,
  height: 20,
  rotation: 0,
  text: 'Soirée jazz',
  font: 'Lora',
  sizePt: 24,
  colour: '#1a2433',
  align: 'center',
  bold: true,
  italic: false,
};

const band: ShapeObject = {
  kind: 'rectangle',
  id: 'band',
  x: -2,
  y: -2,
  width: 152,
  height: 40,
  rotation: 0,
  fill: '#0b5cab',
  stroke: null,
  strokeWidthMm: 0.5,
};

describe('the properties panel', () => {
  test('nothing selected: what to do', () => {
    render(<PropertiesPanel object={null} onChange={() => {}} />);
    expect(screen.getByText('Sélectionnez un objet pour le modifier.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('a text: editing its words, font, size, alignment and weight each reports a patch', async () => {
    const onChange = vi.fn();
    render(<PropertiesPanel object={title} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Texte'), { target: { value: 'Soirée swing' } });
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Soirée swing' });
    await userEvent.selectOptions(screen.getByLabelText('Police'), 'Pacifico');
    expect(onChange).toHaveBeenLastCalledWith({ font: 'Pacifico' });
    fireEvent.change(screen.getByLabelText('Taille (pt)'), { target: { value: '32' } });
    expect(onChange).toHaveBeenLastCalledWith({ sizePt: 32 });
    await userEvent.click(screen.getByRole('radio', { name: 'Droite' }));
    expect(onChange).toHaveBeenLastCalledWith({ align: 'right' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Italique' }));
    expect(onChange).toHaveBeenLastCalledWith({ italic: true });
    expect(screen.getByRole('radio', { name: 'Centre' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Gras' })).toHaveProperty('checked', true);
  });

  test('an empty or invalid number reports nothing; a valid one its patch', () => {
    const onChange = vi.fn();
    render(<PropertiesPanel object={title} onChange={onChange} />);
    const width = screen.getByLabelText('Largeur (mm)');
    fireEvent.change(width, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Taille (pt)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('X (mm)'), { target: { value: 'abc' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(width, { target: { value: '62.5' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ width: 62.5 });
  });

  test('a rotation is kept within a turn', () => {
    const onChange = vi.fn();
    render(<PropertiesPanel object={title} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Rotation (°)'), { target: { value: '-90' } });
    expect(onChange).toHaveBeenLastCalledWith({ rotation: 270 });
  });

  test('a shape: its fill, an outline given or taken away, no text fields', async () => {
    const onChange = vi.fn();
    render(<PropertiesPanel object={band} onChange={onChange} />);
    expect(screen.queryByLabelText('Texte')).toBeNull();
    expect(screen.getByLabelText('Contour')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aucun (Contour)' }));
    expect(onChange).toHaveBeenLastCalledWith({ stroke: '#000000' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aucun (Remplissage)' }));
    expect(onChange).toHaveBeenLastCalledWith({ fill: null });
    fireEvent.change(screen.getByLabelText('Épaisseur du contour (mm)'), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith({ strokeWidthMm: 1 });
  });
});

describe('the panel follows the selection', () => {
  test('from a text to a rectangle and back, only the selected object’s fields are shown', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PropertiesPanel object={title} onChange={onChange} />);
    expect(screen.getByLabelText('Texte')).toBeDefined();
    rerender(<PropertiesPanel object={band} onChange={onChange} />);
    expect(screen.queryByLabelText('Texte')).toBeNull();
    expect(screen.queryByLabelText('Police')).toBeNull();
    expect(screen.getAllByText('Remplissage').length).toBeGreaterThan(0);
    rerender(<PropertiesPanel object={title} onChange={onChange} />);
    expect((screen.getByLabelText('Texte') as HTMLTextAreaElement).value).toBe('Soirée jazz');
    expect(screen.queryByText('Remplissage')).toBeNull();
  });
});
