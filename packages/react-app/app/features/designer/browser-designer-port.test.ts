import { describe, expect, it } from 'vitest';
import { createBrowserDesignerPort } from './browser-designer-port.js';
import { DESIGNER_IMAGE_PATH, DESIGNER_SAVE_PATH } from './designer-wire.js';

const DESIGN_ID = '6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10';

/** A fetch answering every request with `body` as JSON, and remembering what it was asked. */
function answering(body: unknown, status = 200) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    return Response.json(body, { status });
  }) as typeof fetch;
  return { sent, port: createBrowserDesignerPort(fetcher) };
}

const draft = {
  designId: undefined,
  productId: 'flyers',
  selectedAttributes: { format: 'a5' },
  document: { version: 1, format: {}, pages: [], assets: [] } as never,
};

describe('the designer port in the browser', () => {
  it('posts a save as JSON to the storefront and answers the design id', async () => {
    const { port, sent } = answering({ ok: true, designId: DESIGN_ID });
    expect(await port.saveDocument(draft)).toEqual({ ok: true, value: { designId: DESIGN_ID } });
    expect(sent[0]?.url).toBe(DESIGNER_SAVE_PATH);
    expect(sent[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init?.body))).toMatchObject({ productId: 'flyers' });
  });

  it('keeps the refusal the storefront passed on, in domain kinds', async () => {
    const error = { kind: 'request.conflict', message: 'At most 100 designs', reason: 'design.limitReached' };
    const { port } = answering({ ok: false, error }, 409);
    expect(await port.saveDocument(draft)).toEqual({ ok: false, error });
  });

  it('sends an image as its bytes and answers what the shop measured', async () => {
    const image = { id: DESIGN_ID, mediaType: 'image/jpeg', widthPx: 4000, heightPx: 3000, byteSize: 123 };
    const { port, sent } = answering({ ok: true, image }, 201);
    const file = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    expect(await port.uploadImage({ content: file, mediaType: 'image/jpeg' })).toEqual({
      ok: true,
      value: image,
    });
    expect(sent[0]?.url).toBe(DESIGNER_IMAGE_PATH);
    expect(new Headers(sent[0]?.init?.headers).get('content-type')).toBe('image/jpeg');
  });

  it('reads an answer it does not understand, or none, as the network failing', async () => {
    for (const body of [{ ok: true }, { ok: true, image: { id: 1 } }, 'hello', null]) {
      const { port } = answering(body);
      expect((await port.saveDocument(draft)).ok).toBe(false);
      expect(await port.uploadImage({ content: new Blob([]), mediaType: '' })).toMatchObject({
        ok: false,
        error: { kind: 'http.network' },
      });
    }
    const broken = createBrowserDesignerPort((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(await broken.saveDocument(draft)).toMatchObject({ ok: false, error: { kind: 'http.network' } });
  });
});
