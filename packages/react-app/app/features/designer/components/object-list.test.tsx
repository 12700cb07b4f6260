// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DesignObject } from '@tirage/domain';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ObjectList } from './object-list.js';

afterEach(cleanup);

const box = { x: 0, y: 0, width: 20, height: 10, rotation: 0 } as const;
const shape = { fill: '#0b5cab', stroke: null, strokeWidthMm: 0 } as const;

/** In drawing order: the band at the back, the long text on top. */
const objects: readonly DesignObject[] = [
  { kind: 'rectangle', id: 'band', ...box, ...shape },
  { kind: 'image', id: 'photo', ...box, assetId: 'asset-1' },
  {
    kind: 'text',
    id: 'title',
    ...box,
    text: 'Soirée jazz au jardin des plantes\nsamedi 12 juin',
    font: 'Inter',
    sizePt: 18,
    colour: '#000000',
    align: 'left',
    bold: false,
    italic: false,
  },
];

describe('the list of a page’s objects', () => {
  test('top-most first, each named in French, a long text cut short', () => {
    render(<ObjectList objects={objects} selectedId="photo" onSelect={() => {}} onRemove={() => {}} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Texte « Soirée jazz au jardin des pla… »',
      'Image',
      'Rectangle',
    ]);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    // One tab stop: the selected object.
    expect(options.map((option) => option.tabIndex)).toEqual([-1, 0, -1]);
  });

  test('ArrowDown selects the object below, ArrowUp the one above, the focus follows', async () => {
    const selected: string[] = [];
    /** The list with its selection kept, as the designer keeps it. */
    function Selecting() {
      const [selectedId, setSelectedId] = useState<string | null>('photo');
      return (
        <ObjectList
          objects={objects}
          selectedId={selectedId}
          onSelect={(id) => {
            selected.push(id);
            setSelectedId(id);
          }}
          onRemove={() => {}}
        />
      );
    }
    render(<Selecting />);
    screen.getByRole('option', { name: 'Image' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(selected).toEqual(['band']);
    expect(document.activeElement?.textContent).toBe('Rectangle');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Rectangle');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected).toEqual(['band', 'photo', 'title']);
    expect(document.activeElement?.textContent).toBe('Texte « Soirée jazz au jardin des pla… »');
  });

  test('Delete removes the focused object', async () => {
    const onRemove = vi.fn();
    render(<ObjectList objects={objects} selectedId="photo" onSelect={() => {}} onRemove={onRemove} />);
    screen.getByRole('option', { name: 'Image' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledWith('photo');
  });

  test('a click selects an object', async () => {
    const onSelect = vi.fn();
    render(<ObjectList objects={objects} selectedId={null} onSelect={onSelect} onRemove={() => {}} />);
    await userEvent.click(screen.getByRole('option', { name: 'Rectangle' }));
    expect(onSelect).toHaveBeenCalledWith('band');
  });

  test('an empty page says so', () => {
    render(<ObjectList objects={[]} selectedId={null} onSelect={() => {}} onRemove={() => {}} />);
    expect(screen.getByText('Aucun objet sur cette page.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
