// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DesignObject, PrintCheck } from '@tirage/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PrintCheckList, printCheckMessage } from './print-check-list.js';

afterEach(cleanup);

const about = { pageIndex: 0, objectId: 'obj-1' } as const;

describe('the print checks in French', () => {
  test('an image below 300 ppi is a warning, below 150 ppi it cannot be printed', () => {
    expect(printCheckMessage({ kind: 'lowResolution', severity: 'warning', ppi: 220, ...about })).toBe(
      'Image en basse résolution : 220 ppi (300 ppi recommandés).',
    );
    expect(printCheckMessage({ kind: 'lowResolution', severity: 'blocking', ppi: 120, ...about })).toBe(
      'Image en basse résolution : 120 ppi : trop faible pour l’impression (150 ppi au moins).',
    );
  });

  test('where an object sits, named by its label or as "Un objet"', () => {
    expect(
      printCheckMessage({ kind: 'outsideSafeArea', severity: 'warning', ...about }, 'Texte « Jazz »'),
    ).toBe('Texte « Jazz » dépasse la marge de sécurité : il risque d’être coupé.');
    expect(printCheckMessage({ kind: 'shortOfBleed', severity: 'warning', ...about }, 'Rectangle')).toBe(
      'Rectangle n’atteint pas le fond perdu : un liseré blanc peut apparaître.',
    );
    expect(printCheckMessage({ kind: 'offPage', severity: 'warning', ...about })).toBe(
      'Un objet est en dehors de la page.',
    );
  });

  test('a text size with a French decimal comma', () => {
    expect(printCheckMessage({ kind: 'textTooSmall', severity: 'warning', sizePt: 4.5, ...about })).toBe(
      'Texte trop petit : 4,5 pt (6 pt au moins).',
    );
  });

  test('a missing image and an empty design', () => {
    expect(printCheckMessage({ kind: 'missingImage', severity: 'blocking', ...about })).toBe(
      'Image introuvable : remplacez-la.',
    );
    expect(printCheckMessage({ kind: 'emptyDesign', severity: 'blocking' })).toBe('Le design est vide.');
  });
});

const title: DesignObject = {
  kind: 'text',
  id: 'title',
  x: 10,
  y: 10,
  width: 80,
  height: 20,
  rotation: 0,
  text: 'Soirée jazz',
  font: 'Lora',
  sizePt: 4.5,
  colour: '#1a2433',
  align: 'center',
  bold: true,
  italic: false,
};

const checks: readonly PrintCheck[] = [
  { kind: 'textTooSmall', severity: 'warning', pageIndex: 0, objectId: 'title', sizePt: 4.5 },
  { kind: 'lowResolution', severity: 'blocking', pageIndex: 1, objectId: 'photo', ppi: 96 },
];

describe('the list of print checks', () => {
  test('a summary announced politely, blocking checks first, each with its severity in words', () => {
    render(<PrintCheckList checks={checks} objects={[title]} onSelect={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('2 problèmes, dont 1 bloquant');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '⛔ Bloquant Image en basse résolution : 96 ppi : trop faible pour l’impression (150 ppi au moins).',
      '⚠️ Attention Texte trop petit : 4,5 pt (6 pt au moins).',
    ]);
  });

  test('a check about an object selects it on its page', async () => {
    const onSelect = vi.fn();
    render(<PrintCheckList checks={checks} objects={[title]} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Image en basse résolution/ }));
    expect(onSelect).toHaveBeenCalledWith('photo', 1);
  });

  test('nothing to report: the all-clear', () => {
    render(<PrintCheckList checks={[]} onSelect={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Aucun problème d’impression détecté.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('an empty design is said, with nothing to select', () => {
    render(<PrintCheckList checks={[{ kind: 'emptyDesign', severity: 'blocking' }]} onSelect={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('1 problème, dont 1 bloquant');
    expect(screen.getByRole('listitem').textContent).toBe('⛔ Bloquant Le design est vide.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
