import type { DesignerOwner } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { saveDesignDocumentRequestSchema } from '../contract/design-document.js';
import { routeExamples } from '../contract/test-support/route-examples.js';
import { createDesignerPort } from './designer.port-adapter.js';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

const example = routeExamples['designDocument.create'].request as {
  productId: string;
  selectedAttributes: Record<string, string>;
  document: Parameters<ReturnType<typeof createDesignerPort>['saveDocument']>[0]['document'];
};
const GUEST = '0b8f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f';
const DESIGN_ID = '6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10';

const designerOn = (...args: Parameters<typeof portsOn>) => {
  const { client, requests } = portsOn(...args);
  return { requests, guest: createDesignerPort(client, { kind: 'guest', anonymousId: GUEST }), client };
};
const draft = (designId: string | undefined) => ({
  designId,
  productId: example.productId,
  selectedAttributes: example.selectedAttributes,
  document: example.document,
});

describe('the designer port', () => {
  it("stores a guest's new design under its anonymous id, then saves the next revision by id", async () => {
    const { guest, requests } = designerOn();
    expect(await guest.saveDocument(draft(undefined))).toEqual({ ok: true, value: { designId: DESIGN_ID } });
    expect(await guest.saveDocument(draft(DESIGN_ID))).toEqual({ ok: true, value: { designId: DESIGN_ID } });
    const [created] = sentTo(requests, 'designDocument.create');
    expect(created?.method).toBe('POST');
    expect(created?.body).toEqual({ ...draft(undefined), designId: undefined, anonymousUserId: GUEST });
    expect(saveDesignDocumentRequestSchema.safeParse(created?.body).success).toBe(true);
    const [updated] = sentTo(requests, 'designDocument.update');
    expect(updated?.method).toBe('PUT');
    expect(new URL(updated?.url ?? '').pathname).toBe(`/api/v1/design-documents/${DESIGN_ID}`);
  });

  it("sends no anonymous id for a customer's design: the session says whose it is", async () => {
    const { client, requests } = portsOn();
    const customer = createDesignerPort(client, { kind: 'customer' });
    expect((await customer.saveDocument(draft(undefined))).ok).toBe(true);
    expect(sentTo(requests, 'designDocument.create')[0]?.body).not.toHaveProperty('anonymousUserId');
  });

  it('reads a design back in domain terms', async () => {
    const { guest } = designerOn();
    expect(await guest.loadDocument(DESIGN_ID)).toEqual({
      ok: true,
      value: {
        designId: DESIGN_ID,
        productId: 'flyers',
        selectedAttributes: { format: 'a5', sides: 'recto' },
        document: example.document,
        revision: 2,
        updatedAt: '2026-11-21T17:05:00Z',
      },
    });
  });

  it('claims the guest’s designs at login and answers how many joined the account', async () => {
    const { client, requests } = portsOn();
    expect(await createDesignerPort(client, { kind: 'customer' }).claimGuestDesigns(GUEST)).toEqual({
      ok: true,
      value: 1,
    });
    expect(sentTo(requests, 'designDocument.claim')[0]?.body).toEqual({ anonymousUserId: GUEST });
  });

  it('keeps the server refusal in domain kinds; an id no design can have is not found without a call', async () => {
    const { guest, requests } = designerOn({
      'designDocument.get': failure(404, 'Design document not found', { kind: 'design.notFound' }),
      'designDocument.create': failure(400, 'The request is not valid', {
        kind: 'request.invalid',
        errors: [{ path: 'document.format', message: 'The document is laid out for another format' }],
      }),
    });
    expect(await guest.loadDocument(DESIGN_ID)).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound', reason: 'design.notFound' },
    });
    expect(await guest.saveDocument(draft(undefined))).toMatchObject({
      ok: false,
      error: { kind: 'request.invalid', fieldErrors: [{ field: 'document.format' }] },
    });
    const before = requests.length;
    expect(await guest.loadDocument('dsn-1')).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound' },
    });
    expect(await guest.saveDocument(draft('dsn-1'))).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound' },
    });
    expect(requests.length).toBe(before);
  });
});

describe('the designer port’s images', () => {
  it('sends a guest’s image under its anonymous id, as a file, and answers what the server measured', async () => {
    const { guest, requests } = designerOn();
    const image = await guest.uploadImage({
      content: new Uint8Array([0xff, 0xd8, 0xff]),
      mediaType: 'image/jpeg',
    });
    expect(image).toEqual({
      ok: true,
      value: {
        id: '9a7c2e14-5b3d-4f6a-8c1e-2d4f6a8b0c13',
        mediaType: 'image/jpeg',
        widthPx: 4000,
        heightPx: 3000,
        byteSize: 2_480_133,
      },
    });
    const [sent] = sentTo(requests, 'designAsset.upload');
    expect(sent?.method).toBe('POST');
    expect(new URL(sent?.url ?? '').searchParams.get('anonymousUserId')).toBe(GUEST);
  });

  it('reads the owner at each call: a shopper who logs in sends as the customer from then on', async () => {
    const { client, requests } = portsOn();
    let owner: DesignerOwner = { kind: 'guest', anonymousId: GUEST };
    const designer = createDesignerPort(client, async () => owner);
    await designer.uploadImage({ content: new Uint8Array([1]), mediaType: 'image/png' });
    owner = { kind: 'customer' };
    await designer.uploadImage({ content: new Uint8Array([1]), mediaType: 'image/png' });
    expect(
      sentTo(requests, 'designAsset.upload').map((request) =>
        new URL(request.url).searchParams.get('anonymousUserId'),
      ),
    ).toEqual([GUEST, null]);
  });
});

describe('the designer port’s templates', () => {
  it('asks for a product’s templates twenty at a time and answers them in domain terms', async () => {
    const { guest, requests } = designerOn();
    const page = await guest.templates({ mcpSku: 'TIR-FLY', offset: 20 });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.value.templates[0]).toEqual({
      id: 'tpl-1',
      name: 'Menu bistrot',
      thumbnailUrl: 'https://cdn.tirage.fr/templates/tpl-1.png',
      format: 'A5',
    });
    const query = new URL(sentTo(requests, 'design.templates')[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ mcpSku: 'TIR-FLY', limit: '20', offset: '20' });
  });
});

describe('the designer port’s files', () => {
  it.each([
    ['printFile', 'designDocument.pdf', 'application/pdf', 'pdf'],
    ['thumbnail', 'designDocument.thumbnail', 'image/png', 'thumbnail'],
  ] as const)(
    '%s passes the file on as it comes, with the session, and a refusal in domain kinds',
    async (method, route, mediaType, path) => {
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
      const { client, requests } = portsOn({
        [route]: new Response(bytes, { headers: { 'content-type': mediaType } }),
      });
      const customer = createDesignerPort(client, { kind: 'customer' });
      const file = await customer[method](DESIGN_ID);
      if (!file.ok) throw new Error(JSON.stringify(file.error));
      expect(file.value.headers.get('content-type')).toBe(mediaType);
      expect(new Uint8Array(await file.value.arrayBuffer())).toEqual(bytes);
      const [sent] = sentTo(requests, route);
      expect(new URL(sent?.url ?? '').pathname).toBe(`/api/v1/design-documents/${DESIGN_ID}/${path}`);
      expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);

      const { client: refusing } = portsOn({
        [route]: failure(404, 'Design document not found', { kind: 'design.notFound' }),
      });
      expect(await createDesignerPort(refusing, { kind: 'customer' })[method](DESIGN_ID)).toMatchObject({
        ok: false,
        error: { kind: 'request.notFound', reason: 'design.notFound' },
      });
      // An id that cannot be one is not asked for.
      const { client: unasked, requests: none } = portsOn();
      expect(await createDesignerPort(unasked, { kind: 'customer' })[method]('../x')).toMatchObject({
        ok: false,
      });
      expect(none).toHaveLength(0);
    },
  );
});

describe('the designer port’s list', () => {
  it('lists the customer’s designs in domain terms and removes one by its id', async () => {
    const { client, requests } = portsOn();
    const customer = createDesignerPort(client, { kind: 'customer' });
    const listed = await customer.listDocuments();
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.value).toEqual([
      {
        designId: DESIGN_ID,
        productId: 'flyers',
        selectedAttributes: { format: 'a5', sides: 'recto' },
        format: example.document.format,
        objectCount: 1,
        revision: 2,
        updatedAt: '2026-11-21T17:05:00Z',
      },
    ]);
    expect(await customer.removeDocument(DESIGN_ID)).toEqual({ ok: true, value: undefined });
    expect(sentTo(requests, 'designDocument.delete')[0]?.method).toBe('DELETE');
    expect(await customer.removeDocument('dsn-1')).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound' },
    });
  });
});
