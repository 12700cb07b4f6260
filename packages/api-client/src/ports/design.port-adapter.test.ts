import { designSelectionOf, type ProductSelection } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { saveDesignRequestSchema } from '../contract/design.js';
import { configOfSelection, selectionOfConfig } from './design.mapping.js';
import { exampleWith, portsOn, sentTo } from './test-support/port-fixtures.js';

const pageSelection: ProductSelection = {
  selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
  quantity: 1000,
  deliveryOption: 'express',
  productionTime: 'standard',
  uploadType: 'upload',
  fileCheck: true,
  jobName: 'Salon du livre',
  artworks: [{ name: 'Visuel 1', quantity: 1000 }],
  promoCode: 'BF25',
  designId: undefined,
};

describe('the design port', () => {
  it('lists the designs in domain terms: instants, the product page and picture, the selection', async () => {
    const { ports, requests } = portsOn();
    const listed = await ports.design.list();
    expect(new URL(sentTo(requests, 'design.list')[0]?.url ?? '').pathname).toBe('/api/v1/designs/');
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.value).toHaveLength(1);
    const [design] = listed.value;
    expect(design).toMatchObject({
      id: 'des-1',
      name: 'Flyers salon du livre',
      productConfigurationId: 'conf-1',
      productName: 'Flyers',
      productPath: '/flyers/',
      imageUrl: '/assets/products/flyers.svg',
      selection: {
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        quantity: 1000,
        deliveryOption: 'express',
        productionTime: '48h',
      },
    });
    expect(design?.createdAt.equals(Temporal.Instant.from('2026-11-20T09:30:00Z'))).toBe(true);
    expect(design?.updatedAt.equals(Temporal.Instant.from('2026-11-21T17:05:00Z'))).toBe(true);
  });

  it('reads a design whose product is no longer sold: no page and no picture', async () => {
    const { ports } = portsOn({
      'design.get': exampleWith('design.get', (design) => {
        design.productPath = null;
        design.imageUrl = null;
        design.productName = 'conf-1';
      }),
    });
    expect(await ports.design.get('des-1')).toMatchObject({
      ok: true,
      value: { productPath: undefined, imageUrl: undefined, productName: 'conf-1' },
    });
  });

  it("saves the product page's selection as the wire's config, without artworks or promo code", async () => {
    const { ports, requests } = portsOn();
    const saved = await ports.design.save({
      name: 'Flyers salon du livre',
      productConfigurationId: 'flyers',
      selection: designSelectionOf(pageSelection),
    });
    expect(saved.ok).toBe(true);
    const [sent] = sentTo(requests, 'design.save');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      name: 'Flyers salon du livre',
      productConfigurationId: 'flyers',
      config: {
        selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
        quantity: 1000,
        selectedPriority: 'express',
        productionTime: 'standard',
        uploadType: 'upload',
        fileCheck: true,
        jobName: 'Salon du livre',
      },
    });
    expect(saveDesignRequestSchema.safeParse(sent?.body).success).toBe(true);
  });

  it('maps a selection to the config and back unchanged', () => {
    const selection = designSelectionOf(pageSelection);
    expect(selectionOfConfig(configOfSelection(selection))).toEqual(selection);
    expect(selectionOfConfig(configOfSelection({ selectedAttributes: {} }))).toEqual({
      selectedAttributes: {},
    });
  });

  it('renames and removes a design by its id', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.design.rename('des-1', 'Flyers salon 2027')).toMatchObject({
      ok: true,
      value: { id: 'des-1', name: 'Flyers salon 2027' },
    });
    expect(await ports.design.remove('des-1')).toEqual({ ok: true, value: undefined });
    const [rename] = sentTo(requests, 'design.rename');
    expect(rename?.method).toBe('PATCH');
    expect(new URL(rename?.url ?? '').pathname).toBe('/api/v1/designs/des-1');
    expect(rename?.body).toEqual({ name: 'Flyers salon 2027' });
    const [removal] = sentTo(requests, 'design.delete');
    expect(removal?.method).toBe('DELETE');
    expect(new URL(removal?.url ?? '').pathname).toBe('/api/v1/designs/des-1');
  });

  it('keeps the server refusal: the limit, a design that is not the customer’s, a bad name', async () => {
    const { ports } = portsOn({
      'design.save': failure(409, 'A customer keeps at most 100 designs', { kind: 'design.limitReached' }),
      'design.get': failure(404, 'Design not found', { kind: 'design.notFound' }),
      'design.rename': failure(400, 'The request is not valid', {
        kind: 'request.invalid',
        errors: [{ path: 'name', message: 'A design needs a name' }],
      }),
    });
    expect(
      await ports.design.save({
        name: 'x',
        productConfigurationId: 'flyers',
        selection: { selectedAttributes: {} },
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'request.conflict', reason: 'design.limitReached' },
    });
    expect(await ports.design.get('des-9')).toEqual({
      ok: false,
      error: { kind: 'request.notFound', message: 'Design not found', reason: 'design.notFound' },
    });
    expect(await ports.design.rename('des-1', ' ')).toMatchObject({
      ok: false,
      error: { kind: 'request.invalid', fieldErrors: [{ field: 'name', message: 'A design needs a name' }] },
    });
  });

  it('answers an id no design can have as not found, without a call', async () => {
    const { ports, requests } = portsOn();
    // The same error the server's 404 reads as.
    const notFound = {
      ok: false,
      error: { kind: 'request.notFound', message: 'Design not found', reason: 'design.notFound' },
    };
    expect(await ports.design.get('')).toEqual(notFound);
    expect(await ports.design.rename('x'.repeat(201), 'Nom')).toEqual(notFound);
    expect(await ports.design.remove('   ')).toEqual(notFound);
    expect(requests).toEqual([]);
  });

  it('refuses a list holding more designs than a customer may keep', async () => {
    const { ports } = portsOn({
      'design.list': exampleWith('design.list', (data) => {
        const [design] = data.designs as unknown[];
        data.designs = Array.from({ length: 101 }, () => design);
      }),
    });
    expect(await ports.design.list()).toMatchObject({ ok: false, error: { kind: 'http.invalidResponse' } });
  });
});
