// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Glossary } from './glossary.js';

afterEach(cleanup);

const entries = [
  { term: 'CMJN', anchor: 'cmjn', definition: 'Les quatre encres.' },
  { term: 'Couché', anchor: 'couche', definition: 'Un papier lisse.' },
  { term: 'Épreuve', anchor: 'epreuve', definition: 'Le fichier tel qu’il sera imprimé.' },
  { term: 'Fond perdu', anchor: 'fond-perdu', definition: '2 mm autour du format.' },
];

describe('the glossary', () => {
  test('each term is a definition at its anchor, a link to itself', () => {
    render(<Glossary entries={entries} />);
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['CMJN', 'Couché', 'Épreuve', 'Fond perdu']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(
      entries.map((entry) => entry.definition),
    );
    expect(screen.getByRole('link', { name: 'Fond perdu' }).getAttribute('href')).toBe('#fond-perdu');
    expect(document.getElementById('fond-perdu')?.textContent).toContain('2 mm autour du format.');
  });

  test('the index has each first letter once, accents folded, linked to its first term', () => {
    render(<Glossary entries={entries} />);
    const index = within(screen.getByRole('navigation', { name: 'Lettres du glossaire' }));
    expect(index.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['C', '#cmjn'],
      ['E', '#epreuve'],
      ['F', '#fond-perdu'],
    ]);
  });
});
