import { describe, expect, it } from 'vitest';
import { READY_MADE_DESIGNS, readyMadeDesign } from '../designer/demo-templates.js';
import { printChecks } from '../designer/print-checks.js';
import { DEMO_CATALOG } from './demo-catalog.js';
import { printOnDemandOffer, readyMadeDocument, readyMadePicturePath } from './print-on-demand.js';
import { defaultAttributes, toProductConfiguration } from './product-configuration.js';

const readyMade = DEMO_CATALOG.products.filter((product) => product.printOnDemand !== undefined);

describe('print-on-demand products', () => {
  it('are in the demo catalogue, each naming a ready-made design of the shop', () => {
    expect(readyMade.map((product) => product.id)).toEqual([
      'affiche-paris-s-eveille',
      'affiche-marees-de-bretagne',
    ]);
    for (const product of readyMade) {
      expect(readyMadeDesign(product.printOnDemand?.designId ?? '')).toBeDefined();
      // The shopper never brings the artwork: no designer, no design service.
      expect(product.templateDisabled).toBe(true);
      expect(product.humanDesignService).toBe(false);
    }
    expect(new Set(READY_MADE_DESIGNS.map((design) => design.id)).size).toBe(READY_MADE_DESIGNS.length);
  });

  it('offer no choice but the quantity: every attribute has one value', () => {
    for (const product of readyMade) {
      for (const attribute of product.attributes) expect(attribute.options).toHaveLength(1);
    }
  });

  it('print a design laid out cleanly on their format: nothing to warn of, nothing that blocks', () => {
    for (const product of readyMade) {
      const document = readyMadeDocument(product.printOnDemand?.designId ?? '', defaultAttributes(product));
      expect(document?.format).toMatchObject({ trimWidthMm: 420, trimHeightMm: 594, sides: ['recto'] });
      expect(document === undefined ? ['no document'] : printChecks(document)).toEqual([]);
    }
  });

  it('have no document for a design or a format the shop does not know', () => {
    const attributes = { format: 'a2', paper: 'photo-200', sides: 'recto' };
    expect(readyMadeDocument('pod-paris-s-eveille', attributes)).toBeDefined();
    expect(readyMadeDocument('pod-paris-s-eveille', { ...attributes, format: 'b7' })).toBeUndefined();
    expect(readyMadeDocument('gone', attributes)).toBeUndefined();
    // A template of the designer is not a ready-made design.
    expect(readyMadeDocument('tpl-poster-expo', attributes)).toBeUndefined();
  });

  it('show the design’s name, its designer and three described pictures on their page', () => {
    const offer = printOnDemandOffer({ designId: 'pod-paris-s-eveille', designer: 'Camille Roux' });
    expect(offer?.designName).toBe('Paris s’éveille');
    expect(offer?.designer).toBe('Camille Roux');
    expect(offer?.gallery.map((picture) => picture.url)).toEqual([
      '/assets/ready-made/pod-paris-s-eveille/design.svg',
      '/assets/ready-made/pod-paris-s-eveille/wall.svg',
      '/assets/ready-made/pod-paris-s-eveille/detail.svg',
    ]);
    for (const picture of offer?.gallery ?? []) expect(picture.alt).toContain('Paris s’éveille');
    expect(printOnDemandOffer({ designId: 'gone', designer: 'x' })).toBeUndefined();
    expect(readyMadePicturePath('a b/c', 'wall')).toBe('/assets/ready-made/a%20b%2Fc/wall.svg');
  });

  it('open their page without the file check, and say what they are', () => {
    for (const product of readyMade) {
      const configuration = toProductConfiguration(product);
      expect(configuration.productCustomization.selectedProductFileFlow.fileCheck).toBe(false);
      expect(configuration.printOnDemand?.gallery).toHaveLength(3);
    }
    const flyers = DEMO_CATALOG.products.find((product) => product.id === 'flyers');
    if (flyers === undefined) throw new Error('no flyers');
    expect(toProductConfiguration(flyers).printOnDemand).toBeUndefined();
    expect(toProductConfiguration(flyers).productCustomization.selectedProductFileFlow.fileCheck).toBe(true);
  });
});
