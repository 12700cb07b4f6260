import { fc, test } from '@fast-check/vitest';
import {
  COUPON_SERVICE,
  DESIGN_SERVICE,
  defaultCheckoutOptions,
  FILE_CHECK_SERVICE,
  type LineItemDraft,
  maxPriceExceeded,
  tooManyLines,
  UPLOAD_TYPES,
} from '@tirage/domain';
import { address } from '@tirage/domain/testing';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { clientOn, failure, liveTokens } from '../client/test-support/fake-fetch.js';
import { lineItemInputSchema, putCartItemRequestSchema } from '../contract/cart.js';
import { idempotencyKeySchema } from '../contract/headers.js';
import { lineItemToWire } from './cart.mapping.js';
import { createCartPort } from './cart.port-adapter.js';
import { answering, exampleWith, lineItemDraft, portsOn, sentTo } from './test-support/port-fixtures.js';

const eur = (cents: number) => ({ cents, currency: 'EUR' });
const where = { currency: 'EUR', country: 'FR', locale: 'fr-FR' } as const;

describe('the cart port maps the cart answer to the domain', () => {
  it('keys lines by id, with money in hundredths, instants and undefined for the wire nulls', async () => {
    const { ports } = portsOn({
      'cart.get': exampleWith('cart.get', (cart) => {
        cart.shippingAddress = null;
      }),
    });
    const cart = await ports.cart.fetch('cart-1');
    if (!cart.ok) throw new Error(JSON.stringify(cart.error));
    expect(cart.value).toMatchObject({
      id: 'cart-1',
      currency: 'EUR',
      totalPrice: eur(2_990),
      taxedPrice: eur(3_588),
      shippingAddress: undefined,
      billingAddress: {
        id: 'addr-2',
        type: 'billing',
        vatNumber: 'FR12345678901',
        streetComplement: undefined,
        email: undefined,
        hasDeferredPayments: false,
      },
    });
    const line = cart.value.lineItems['line-1'];
    expect(line).toEqual({
      id: 'line-1',
      productId: 'prod-flyers',
      pageId: 'page-flyers',
      productName: 'Flyers A5',
      sku: 'FLY-A5',
      thumbnailUrl: 'https://cdn.tirage.fr/thumbs/flyers-a5.png',
      price: eur(2_500),
      taxRate: 20,
      taxedTotalPriceWithServices: eur(3_588),
      services: [{ key: FILE_CHECK_SERVICE, unitPrice: eur(490), taxRate: 20, inputText: undefined }],
      quantity: 500,
      jobName: 'Salon 2026',
      selection: {
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        uploadType: 'upload',
        deliveryOption: 'standard',
        productionTime: '48h',
        fileCheck: true,
        designId: undefined,
      },
      attributes: [{ key: 'paper', value: 'couche-350', label: 'Papier', valueLabel: 'Couché mat 350 g' }],
      arrivalDate: expect.any(Temporal.PlainDate),
      isMultiArtwork: false,
      multiArtworkSetsNumber: 0,
      multiArtworkDetails: [],
      createdAt: expect.any(Temporal.Instant),
      isFileCheckEditable: true,
    });
    expect(line?.createdAt.equals(Temporal.Instant.from('2026-11-22T08:30:00Z'))).toBe(true);
    expect(line?.arrivalDate?.toString()).toBe('2026-11-27');
  });

  it('reads the legal mention of the cart’s VAT when the server gives one', async () => {
    const { ports } = portsOn({
      'cart.get': exampleWith('cart.get', (cart) => {
        cart.vatMention = 'TVA non applicable, article 294 du CGI.';
      }),
    });
    const cart = await ports.cart.fetch('cart-1');
    expect(cart.ok && cart.value.vatMention).toBe('TVA non applicable, article 294 du CGI.');
    const plain = await portsOn().ports.cart.fetch('cart-1');
    expect(plain.ok && plain.value.vatMention).toBeUndefined();
  });

  it('refuses a line that lost its delivery option or production time, as an invalid answer', async () => {
    const { ports } = portsOn({
      'cart.get': exampleWith('cart.get', (cart) => {
        const lines = cart.lineItems as Record<string, { merchantInfo: Record<string, unknown> }>;
        const info = lines['line-1']?.merchantInfo;
        delete info?.selectedProductionTime;
      }),
    });
    expect(await ports.cart.fetch('cart-1')).toMatchObject({
      ok: false,
      error: {
        kind: 'http.invalidResponse',
        issues: ['Line line-1 names no delivery option or production time'],
      },
    });
  });

  it('reads the delivery option from the priority of lines stored without one', async () => {
    const { ports } = portsOn({
      'cart.get': exampleWith('cart.get', (cart) => {
        const lines = cart.lineItems as Record<string, { merchantInfo: Record<string, unknown> }>;
        const info = lines['line-1']?.merchantInfo;
        if (info === undefined) throw new Error('example line expected');
        delete info.selectedDeliveryOption;
        info.selectedPriority = 'express';
      }),
    });
    const cart = await ports.cart.fetch('cart-1');
    expect(cart.ok && cart.value.lineItems['line-1']?.selection.deliveryOption).toBe('express');
  });

  it('reads the design of a line whose artwork is made online, and no design on another line', async () => {
    const withDesign = (source: 'dex' | 'upload') =>
      exampleWith('cart.get', (cart) => {
        const lines = cart.lineItems as Record<string, Record<string, unknown>>;
        const line = lines['line-1'];
        if (line === undefined) throw new Error('example line expected');
        line.mcpDocsSource = source;
        (line.merchantInfo as Record<string, unknown>).designId = 'design-7';
      });
    const made = await portsOn({ 'cart.get': withDesign('dex') }).ports.cart.fetch('cart-1');
    expect(made.ok && made.value.lineItems['line-1']?.selection.designId).toBe('design-7');
    const uploaded = await portsOn({ 'cart.get': withDesign('upload') }).ports.cart.fetch('cart-1');
    expect(uploaded.ok && uploaded.value.lineItems['line-1']).toMatchObject({
      selection: { uploadType: 'upload', designId: undefined },
    });
  });
});

describe('the cart port sends the domain requests as the contract takes them', () => {
  it('opens a guest cart with the anonymous id, a customer cart without, or with the guest id to merge', async () => {
    const { ports, requests } = portsOn();
    await ports.cart.open({ kind: 'guest', anonymousId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69' }, where);
    await ports.cart.open({ kind: 'customer' }, where, { forceCreate: true });
    await ports.cart.open(
      { kind: 'customer', mergeAnonymousId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69' },
      where,
    );
    expect(sentTo(requests, 'cart.open').map((request) => request.body)).toEqual([
      {
        anonymousUserId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69',
        currency: 'EUR',
        country: 'FR',
        locale: 'fr-FR',
      },
      { forceCreate: true, currency: 'EUR', country: 'FR', locale: 'fr-FR' },
      {
        anonymousUserId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69',
        currency: 'EUR',
        country: 'FR',
        locale: 'fr-FR',
      },
    ]);
  });

  it('sends a line without any amount, the coupon as the promo code, the file check as a service', async () => {
    const { ports, requests } = portsOn();
    const answer = await ports.cart.putLineItem('cart-1', lineItemDraft(), 'line-1');
    expect(answer.ok).toBe(true);
    const [sent] = sentTo(requests, 'cart.putItem');
    expect(sent?.method).toBe('PUT');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/cart/cart-1/item');
    expect(sent?.body).toEqual({
      currencyCode: 'EUR',
      services: [{ key: FILE_CHECK_SERVICE, serviceAttributes: { inputText: 'Vérifier les marges' } }],
      shipTo: { country: 'FR', postalCode: '75011' },
      uploadedFiles: [],
      jobName: 'Salon 2026',
      userNotes: 'Livrer au stand B12',
      mcpProdName: 'Flyers A5',
      productId: 'prod-flyers',
      mcpSku: 'FLY-A5',
      variantSKU: 'FLY-A5-350',
      productConfig: {
        configurationId: 'conf-1',
        configurationGraph: {
          mcpSku: 'FLY-A5',
          entryId: 'e-1',
          productSku: 'p-1',
          variant: 'v-1',
          version: '3',
        },
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        productionTime: '48h',
        deliveryOption: 'standard',
        promoCode: 'BF25',
      },
      promisedArrivalDate: '27-11-2026',
      quantity: 500,
      merchantInfo: {
        merchantProductName: 'Flyers A5',
        productPageTitle: 'Flyers A5 pas chers',
        thumbnail: 'https://cdn.tirage.fr/thumbs/flyers-a5.png',
        merchantSku: 'FLY-A5',
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        pageId: 'page-flyers',
        fileFlow: { fileCheck: true, upload: 'upload' },
        attributesData: [
          { key: 'format', value: 'A5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' },
          { key: 'paper', value: 'couche-350', label: 'Papier', valueLabel: 'Couché 350 g' },
        ],
        selectedPriority: 'standard',
        selectedProductionTime: '48h',
        selectedDeliveryOption: 'standard',
        enabledTemplate: true,
        fscCertified: true,
        noPrinting: false,
        selectedUploadType: 'upload',
      },
      cartItemId: 'line-1',
    });
    expect(putCartItemRequestSchema.safeParse(sent?.body).success).toBe(true);
  });

  it('sends the design of a line whose artwork is made online', () => {
    const base = lineItemDraft();
    const wire = lineItemToWire(
      lineItemDraft({ selection: { ...base.selection, uploadType: 'dex', designId: 'design-7' } }),
    );
    expect(wire.merchantInfo).toMatchObject({ selectedUploadType: 'dex', designId: 'design-7' });
    expect(lineItemInputSchema.safeParse(wire).success).toBe(true);
    expect(lineItemToWire(base).merchantInfo).not.toHaveProperty('designId');
  });

  it('sends roll-label artworks with their count', () => {
    const wire = lineItemToWire(
      lineItemDraft({
        multiArtworkDetails: [
          { name: 'Recto', quantity: 250, numberOfRolls: 1 },
          { name: 'Verso', quantity: 250, numberOfRolls: undefined },
        ],
      }),
    );
    expect(wire.mcpFulfillmentAttributes).toEqual({
      multiArtworkSetsNumber: 2,
      multiArtworkDetails: [
        { name: 'Recto', quantity: 250, numberOfRolls: 1 },
        { name: 'Verso', quantity: 250 },
      ],
    });
  });

  it('sets a book address with its id and its fields, never the wire nulls', async () => {
    const { ports, requests } = portsOn();
    const shipping = address({ id: 'addr-1', type: 'shipping', phone: '+33 1 23 45 67 89' });
    await ports.cart.setAddress('cart-1', 'shipping', shipping);
    await ports.cart.setAddress('cart-1', 'billing', { ...shipping, type: 'billing' });
    const fields = {
      id: 'addr-1',
      country: 'FR',
      postalCode: '75011',
      firstName: 'Claire',
      lastName: 'Martin',
      street: '12 rue Oberkampf',
      city: 'Paris',
      phone: '+33 1 23 45 67 89',
    };
    expect(sentTo(requests, 'cart.setAddress').map((request) => [request.method, request.body])).toEqual([
      ['PATCH', { shippingAddress: fields }],
      ['PATCH', { billingAddress: fields }],
    ]);
  });

  it('deletes and duplicates a line by its id', async () => {
    const { ports, requests } = portsOn();
    await ports.cart.deleteLineItem('cart-1', 'line-1');
    await ports.cart.duplicateLineItem('cart-1', 'line-1');
    const [deleted] = sentTo(requests, 'cart.deleteItem');
    expect(deleted?.method).toBe('DELETE');
    expect(Object.fromEntries(new URL(deleted?.url ?? '').searchParams)).toEqual({
      cartId: 'cart-1',
      cartItemId: 'line-1',
    });
    expect(sentTo(requests, 'cart.duplicateItem').map((request) => request.body)).toEqual([
      { cartItemId: 'line-1' },
    ]);
  });
});

describe('checkout', () => {
  it('sends a fresh Idempotency-Key with each attempt, and answers the placed order', async () => {
    const { ports, requests, ids } = portsOn();
    const first = await ports.cart.checkout('cart-1', defaultCheckoutOptions());
    await ports.cart.checkout('cart-1', defaultCheckoutOptions());
    expect(first).toEqual({ ok: true, value: { id: 'ord-1', orderNumber: '100245' } });
    const keys = sentTo(requests, 'cart.checkout').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toEqual(ids.issued);
    expect(new Set(keys).size).toBe(2);
  });

  it('makes its keys with crypto.randomUUID when no ids are given', async () => {
    const { client, requests } = clientOn(answering(), { initialTokens: liveTokens });
    const cart = createCartPort(client);
    await cart.checkout('cart-1', defaultCheckoutOptions());
    await cart.checkout('cart-1', defaultCheckoutOptions());
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it('sends the default options as the specification names them, staff options only when set', async () => {
    const { ports, requests } = portsOn();
    await ports.cart.checkout('cart-1', defaultCheckoutOptions());
    await ports.cart.checkout('cart-1', {
      sender: { type: 'custom', customSender: 'Imprimerie Dupont' },
      userNotes: { invoiceRequested: false, comment: 'Avant 10 h' },
      internalCheckout: true,
      skipDocReview: true,
      recapChecks: { termsAccepted: true },
    });
    expect(sentTo(requests, 'cart.checkout').map((request) => request.body)).toEqual([
      { sender_type: 'product', user_notes: { invoiceRequested: true }, recapChecks: {} },
      {
        sender_type: 'custom',
        custom_sender: 'Imprimerie Dupont',
        user_notes: { invoiceRequested: false, comment: 'Avant 10 h' },
        internalCheckout: true,
        skipDocReview: true,
        recapChecks: { termsAccepted: true },
      },
    ]);
  });
});

describe('cart errors are the domain errors', () => {
  it('names the cart limits as the domain does', async () => {
    const limit = (kind: string) => failure(409, 'refused', { kind });
    const { ports } = portsOn({
      'cart.putItem': limit('cart.tooManyLines'),
      'cart.duplicateItem': limit('cart.maxPriceExceeded'),
    });
    expect(await ports.cart.putLineItem('cart-1', lineItemDraft())).toEqual({
      ok: false,
      error: tooManyLines(),
    });
    expect(await ports.cart.duplicateLineItem('cart-1', 'line-1')).toEqual({
      ok: false,
      error: maxPriceExceeded(),
    });
  });

  it('names the missing line', async () => {
    const gone = failure(404, 'Line item not found', { kind: 'cart.lineNotFound' });
    const { ports } = portsOn({ 'cart.deleteItem': gone, 'cart.putItem': gone });
    const expected = {
      ok: false,
      error: { kind: 'cart.lineNotFound', lineId: 'line-9', message: 'Line item not found' },
    };
    expect(await ports.cart.deleteLineItem('cart-1', 'line-9')).toEqual(expected);
    expect(await ports.cart.putLineItem('cart-1', lineItemDraft(), 'line-9')).toEqual(expected);
  });

  it('reports another duplication refusal with the server message (section 8)', async () => {
    const { ports } = portsOn({
      'cart.duplicateItem': failure(409, 'duplication_forbidden_for_design', { kind: 'cart.changed' }),
    });
    expect(await ports.cart.duplicateLineItem('cart-1', 'line-1')).toEqual({
      ok: false,
      error: {
        kind: 'duplication.failed',
        serverMessage: 'duplication_forbidden_for_design',
        message: 'The line item line-1 could not be duplicated',
      },
    });
  });

  it.each([
    [403, 'Forbidden', undefined],
    [404, 'Not found', undefined],
    [500, 'Internal Server Error', 'server.error'],
  ])('reports a %i the domain has no kind for as a failed duplication', async (status, message, kind) => {
    const { ports } = portsOn({
      'cart.duplicateItem': failure(status, message, kind === undefined ? {} : { kind }),
    });
    expect(await ports.cart.duplicateLineItem('cart-1', 'line-1')).toEqual({
      ok: false,
      error: {
        kind: 'duplication.failed',
        serverMessage: message,
        message: 'The line item line-1 could not be duplicated',
      },
    });
  });

  it('keeps transport failures as the client reports them, and other refusals as their domain kinds', async () => {
    const { ports } = portsOn({
      'cart.duplicateItem': () => {
        throw new TypeError('fetch failed');
      },
      'cart.open': failure(400, 'The request is not valid', {
        kind: 'request.invalid',
        errors: [{ path: 'locale', message: 'Locale must look like fr or fr-FR' }],
      }),
    });
    expect(await ports.cart.duplicateLineItem('cart-1', 'line-1')).toMatchObject({
      ok: false,
      error: { kind: 'http.network' },
    });
    expect(await ports.cart.open({ kind: 'customer' }, { ...where, locale: 'french' })).toEqual({
      ok: false,
      error: {
        kind: 'request.invalid',
        message: 'The request is not valid',
        reason: 'request.invalid',
        fieldErrors: [{ field: 'locale', message: 'Locale must look like fr or fr-FR' }],
      },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Laws of the line payload
// ---------------------------------------------------------------------------------------------

const idArb = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,19}$/);
const textArb = fc.string({ maxLength: 40 });
const centsArb = fc.integer({ min: -100_000, max: 100_000 });
const quantityArb = fc.integer({ min: 1, max: 1_000_000 }).map((hundredths) => hundredths / 100);
const serviceArb = fc.record({
  key: fc.constantFrom(FILE_CHECK_SERVICE, DESIGN_SERVICE, COUPON_SERVICE),
  unitPrice: centsArb.map((cents) => ({ cents, currency: 'EUR' as const })),
  taxRate: fc.constant(20),
  inputText: fc.option(fc.stringMatching(/^[A-Z0-9]{1,10}$/), { nil: undefined }),
});

const draftArb: fc.Arbitrary<LineItemDraft> = fc
  .record({
    uploadType: fc.constantFrom(...UPLOAD_TYPES),
    fileCheck: fc.boolean(),
    services: fc.uniqueArray(serviceArb, { selector: (service) => service.key, maxLength: 3 }),
    quantity: quantityArb,
    jobName: textArb,
    productId: idArb,
    deliveryOption: idArb,
    productionTime: idArb,
    promised: fc.option(
      fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    ),
    artworks: fc.array(
      fc.record({
        name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}$/),
        quantity: quantityArb,
        numberOfRolls: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      }),
      { maxLength: 4 },
    ),
  })
  .map((picked) => {
    const base = lineItemDraft();
    return lineItemDraft({
      productId: picked.productId,
      quantity: picked.quantity,
      jobName: picked.jobName,
      selection: {
        ...base.selection,
        uploadType: picked.uploadType,
        fileCheck: picked.fileCheck,
        deliveryOption: picked.deliveryOption,
        productionTime: picked.productionTime,
      },
      services: picked.services,
      promisedArrivalDate:
        picked.promised === null
          ? undefined
          : Temporal.PlainDate.from(picked.promised.toISOString().slice(0, 10)),
      multiArtworkDetails: picked.artworks,
    });
  });

/** Every key at any depth of a JSON value. */
const keysOf = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);

describe('the line payload', () => {
  test.prop([draftArb])('is a line the contract accepts', (draft) => {
    const parsed = lineItemInputSchema.safeParse(lineItemToWire(draft));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  test.prop([draftArb])('carries no amount: the server prices every line', (draft) => {
    const keys = keysOf(lineItemToWire(draft));
    for (const priced of ['price', 'unitPrice', 'totalPrice', 'taxRate', 'taxCode', 'centAmount']) {
      expect(keys).not.toContain(priced);
    }
  });

  test.prop([draftArb])(
    'orders the file check exactly when the selection has it and it applies, as the server checks',
    (draft) => {
      const wire = lineItemToWire(draft);
      const ordered = wire.services.some((service) => service.key === FILE_CHECK_SERVICE);
      const { fileCheck, uploadType } = draft.selection;
      expect(ordered).toBe(fileCheck && uploadType !== 'hds');
      expect(wire.merchantInfo.fileFlow.fileCheck).toBe(ordered);
      expect(wire.services.some((service) => service.key === DESIGN_SERVICE)).toBe(uploadType === 'hds');
      expect(wire.services.some((service) => service.key === COUPON_SERVICE)).toBe(false);
      const coupon = draft.services.find((service) => service.key === COUPON_SERVICE);
      expect(wire.productConfig.promoCode).toBe(coupon?.inputText);
    },
  );
});
