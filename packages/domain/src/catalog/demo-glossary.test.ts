import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_GLOSSARY_ANCHORS,
  GLOSSARY_PATH,
  glossaryAnchor,
  glossaryLink,
  searchGlossary,
} from '../model/content.js';
import { DEMO_CATALOG } from './demo-catalog.js';

const glossaryPage = DEMO_CATALOG.pages.find((page) => page.path === GLOSSARY_PATH);
const entries = glossaryPage?.glossary ?? [];

describe('the demo glossary', () => {
  it('is a page of the catalogue with printing terms, in alphabetical order', () => {
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const terms = entries.map((entry) => entry.term);
    expect([...terms].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(terms);
    for (const term of ['Fond perdu', 'Grammage', 'Pelliculage', 'CMJN', 'Zone de sécurité']) {
      expect(terms).toContain(term);
    }
  });

  it('gives each term an anchor of its own, as links write them', () => {
    const anchors = entries.map((entry) => entry.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('explains every attribute the product page links to it, and every such attribute is sold', () => {
    const anchors = new Set(entries.map((entry) => entry.anchor));
    const attributeKeys = new Set(
      DEMO_CATALOG.products.flatMap((product) => product.attributes.map((attribute) => attribute.key)),
    );
    for (const [key, anchor] of Object.entries(ATTRIBUTE_GLOSSARY_ANCHORS)) {
      expect(anchors.has(anchor), `${key} → ${anchor}`).toBe(true);
      expect(attributeKeys.has(key), key).toBe(true);
    }
  });
});

describe('glossaryAnchor', () => {
  it.each([
    ['Fond perdu', 'fond-perdu'],
    ['Zone de sécurité', 'zone-de-securite'],
    ['Sens d’enroulement', 'sens-d-enroulement'],
    ['  PPP (points par pouce) ', 'ppp-points-par-pouce'],
  ])('%s is at #%s', (term, anchor) => {
    expect(glossaryAnchor(term)).toBe(anchor);
  });

  it('links to the glossary page', () => {
    expect(glossaryLink('fond-perdu')).toBe('/glossaire/#fond-perdu');
  });
});

describe('searchGlossary', () => {
  it('finds terms by the start of their words, whatever the accents and the case', () => {
    expect(searchGlossary(entries, 'fond perd').map((entry) => entry.anchor)).toEqual(['fond-perdu']);
    expect(searchGlossary(entries, 'SECURITE').map((entry) => entry.anchor)).toEqual(['zone-de-securite']);
    expect(searchGlossary(entries, 'ppp').map((entry) => entry.anchor)).toEqual(['ppp']);
  });

  it('finds nothing for an empty search or a word no term has', () => {
    expect(searchGlossary(entries, '  ')).toEqual([]);
    expect(searchGlossary(entries, 'flyers')).toEqual([]);
  });
});
