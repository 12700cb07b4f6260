import { artworkErrors, type DomainError, MAX_ARTWORK_BYTES, serviceUnavailable } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/api-client.js';
import { clientOn, failure, json, liveTokens, type SentRequest } from '../client/test-support/fake-fetch.js';
import { errorEnvelopeSchema } from '../contract/envelope.js';
import { routes } from '../contract/routes.js';
import { artworkToWire, uploadErrorEnvelope } from './artwork.mapping.js';
import { createArtworkPort } from './artwork.port-adapter.js';
import { createXhrArtworkUploader } from './artwork-xhr.port-adapter.js';
import { domainErrorOf } from './domain-errors.js';
import { exampleAnswer, portsOn, routeOf, sentTo } from './test-support/port-fixtures.js';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const file = { name: 'flyer recto.pdf', mediaType: 'application/pdf', sizeBytes: 8, content: pdfBytes };

describe('the artwork port', () => {
  it('lists the files of an order, with their instants and no rejection reason as undefined', async () => {
    const { ports, requests } = portsOn();
    const listed = await ports.artwork.list('ord-1');
    expect(new URL(sentTo(requests, 'artwork.list')[0]?.url ?? '').pathname).toBe(
      '/api/v1/order/ord-1/artwork/',
    );
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.value).toEqual([
      {
        id: 'upl-1',
        orderId: 'ord-1',
        lineItemId: 'line-1',
        fileName: 'flyer recto.pdf',
        mediaType: 'application/pdf',
        sizeBytes: 2_457_600,
        status: 'received',
        rejectionReason: undefined,
        createdAt: Temporal.Instant.from('2026-11-18T08:12:00Z'),
        preflight: {
          status: 'checked',
          findings: [expect.objectContaining({ code: 'bleed.missing', severity: 'blocking', page: 1 })],
          previewUrls: [],
        },
      },
    ]);
  });

  it('sends the file as the body, with its type and its name in the query, and reports it stored', async () => {
    const { ports, requests } = portsOn();
    const progress: [number, number][] = [];
    const stored = await ports.artwork.upload({
      orderId: 'ord-1',
      lineItemId: 'line-1',
      file,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const [sent] = sentTo(requests, 'artwork.upload');
    const url = new URL(sent?.url ?? '');
    expect(sent?.method).toBe('PUT');
    expect(url.pathname).toBe('/api/v1/order/ord-1/item/line-1/artwork/');
    expect(url.searchParams.get('fileName')).toBe('flyer recto.pdf');
    expect(sent?.headers.get('content-type')).toBe('application/pdf');
    expect(sent?.body).toBe(pdfBytes);
    expect(stored.ok && stored.value.status).toBe('received');
    expect(progress).toEqual([[2_457_600, 2_457_600]]);
  });

  it('gives a file as long as it takes: the per-call timeout does not cut an upload', async () => {
    const slow = (request: SentRequest) =>
      new Promise<Response>((resolve) =>
        setTimeout(
          () =>
            resolve(
              routeOf(request) === 'artwork.upload' ? json(exampleAnswer('artwork.upload'), 201) : json({}),
            ),
          60,
        ),
      );
    const { client } = clientOn(slow, { timeoutMs: 10, initialTokens: liveTokens });
    const stored = await createArtworkPort(client).upload({ orderId: 'o', lineItemId: 'l', file });
    expect(stored.ok).toBe(true);
  });

  it('declares the type of the extension, or plain bytes, when the file has no type', async () => {
    const { ports, requests } = portsOn();
    await ports.artwork.upload({
      orderId: 'o',
      lineItemId: 'l',
      file: { ...file, name: 'scan.tif', mediaType: '' },
    });
    await ports.artwork.upload({
      orderId: 'o',
      lineItemId: 'l',
      file: { ...file, name: 'maquette', mediaType: '' },
    });
    expect(sentTo(requests, 'artwork.upload').map((request) => request.headers.get('content-type'))).toEqual([
      'image/tiff',
      'application/octet-stream',
    ]);
  });

  it('refuses a name that is a path without sending the file', async () => {
    const { ports, requests } = portsOn();
    const refused = await ports.artwork.upload({
      orderId: 'o',
      lineItemId: 'l',
      file: { ...file, name: '../../flyer.pdf' },
    });
    expect(refused.ok ? undefined : refused.error.kind).toBe('artwork.invalidName');
    expect(sentTo(requests, 'artwork.upload')).toHaveLength(0);
  });

  it('turns the server’s refusals into the domain’s artwork errors', async () => {
    const cases = [
      [
        failure(413, 'A file is at most 209715200 bytes', { kind: 'artwork.tooLarge' }),
        artworkErrors.tooLarge(MAX_ARTWORK_BYTES),
      ],
      [failure(415, 'Only PDF…', { kind: 'artwork.unsupportedType' }), artworkErrors.unsupportedType()],
      [failure(400, 'The file is empty', { kind: 'artwork.empty' }), artworkErrors.empty()],
      [failure(409, 'closed', { kind: 'artwork.orderClosed' }), artworkErrors.notAccepted('orderClosed')],
      [failure(409, 'hds', { kind: 'artwork.designService' }), artworkErrors.notAccepted('designService')],
      [failure(409, 'full', { kind: 'artwork.tooManyFiles' }), artworkErrors.notAccepted('tooManyFiles')],
      [failure(507, 'disk full', { kind: 'artwork.storageUnavailable' }), artworkErrors.storageUnavailable()],
    ] as const;
    for (const [answer, expected] of cases) {
      const { ports } = portsOn({ 'artwork.upload': answer });
      const refused = await ports.artwork.upload({ orderId: 'o', lineItemId: 'l', file });
      expect(refused).toEqual({ ok: false, error: expected });
    }
  });

  it('removes a file and answers the files left; a checked file is not removable', async () => {
    const { ports, requests } = portsOn();
    const left = await ports.artwork.remove('ord-1', 'upl-1');
    const [sent] = sentTo(requests, 'artwork.remove');
    expect(sent?.method).toBe('DELETE');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/order/ord-1/artwork/upl-1');
    expect(
      left.ok && left.value.map((artwork) => [artwork.id, artwork.status, artwork.rejectionReason]),
    ).toEqual([['upl-2', 'rejected', 'Fond perdu absent']]);
    const refused = await portsOn({
      'artwork.remove': failure(409, 'A file that is approved can no longer be removed', {
        kind: 'artwork.notRemovable',
      }),
    }).ports.artwork.remove('ord-1', 'upl-1');
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'artwork.notRemovable', message: 'A file that is approved can no longer be removed' },
    });
  });

  it('passes a downloaded file on as it comes, with the session, and a refusal in domain kinds', async () => {
    const { ports, requests } = portsOn({
      'artwork.download': new Response(pdfBytes, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
      }),
    });
    const downloaded = await ports.artwork.download('ord-1', 'upl-1');
    if (!downloaded.ok) throw new Error(JSON.stringify(downloaded.error));
    expect(downloaded.value.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
    expect(new Uint8Array(await downloaded.value.arrayBuffer())).toEqual(pdfBytes);
    const [sent] = sentTo(requests, 'artwork.download');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/order/ord-1/artwork/upl-1/file');
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);

    const { ports: refusing } = portsOn({
      'artwork.download': failure(404, 'Artwork not found', { kind: 'artwork.notFound' }),
    });
    expect(await refusing.artwork.download('ord-1', 'upl-9')).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound' },
    });
  });

  it('never reads a file answer through the client', async () => {
    const client = createApiClient({
      baseURL: 'https://shop.test',
      tenant: 'fr',
      currency: 'EUR',
      tokens: { get: async () => null, set: async () => undefined, clear: async () => undefined },
      clock: () => Temporal.Now.instant(),
      fetch: () => Promise.reject(new Error('no call expected')),
    });
    await expect(
      client.call('artwork.download', { params: { orderId: 'o', uploadId: 'u' } }),
    ).rejects.toThrow(/answers a file/);
    expect(routes['artwork.download'].fileAnswer).toContain('application/pdf');
  });
});

/** A fake `XMLHttpRequest`: records what is sent, and lets the test play the upload's events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const blobFile = { ...file, content: new Blob([pdfBytes]) };

const xhrUploader = () =>
  createXhrArtworkUploader({
    url: ({ orderId, lineItemId, fileName }) =>
      `/personal-area/upload-file/?order_id=${orderId}&line_item_id=${lineItemId}&file_name=${encodeURIComponent(fileName)}`,
    headers: () => ({ 'fe-x-tenant': 'fr' }),
    createRequest: () => new FakeXhr() as unknown as XMLHttpRequest,
  });

describe('the browser’s artwork uploader', () => {
  it('reports the progress of the body as it goes out, then the stored file read with the contract', async () => {
    const progress: [number, number][] = [];
    const pending = xhrUploader().upload({
      orderId: 'ord-1',
      lineItemId: 'line-1',
      file: blobFile,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = FakeXhr.last;
    if (xhr === undefined) throw new Error('no request made');
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(
      '/personal-area/upload-file/?order_id=ord-1&line_item_id=line-1&file_name=flyer%20recto.pdf',
    );
    expect(xhr.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/pdf',
      'fe-x-tenant': 'fr',
    });
    expect(xhr.body).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ loaded: 3, total: 8, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 8, total: 0, lengthComputable: false });
    xhr.answer(201, exampleAnswer('artwork.upload'));
    const stored = await pending;
    expect(progress).toEqual([
      [3, 8],
      [8, 8],
    ]);
    expect(stored.ok && stored.value.id).toBe('upl-1');
  });

  it('refuses an answer that breaks the contract', async () => {
    const pending = xhrUploader().upload({ orderId: 'o', lineItemId: 'l', file: blobFile });
    FakeXhr.last?.answer(201, { status: 'success', code: 201, data: { id: 'upl-1' } });
    const answered = await pending;
    expect(answered.ok ? undefined : answered.error.kind).toBe('http.invalidResponse');
  });

  it('gives the server’s refusal as the domain’s error', async () => {
    const pending = xhrUploader().upload({ orderId: 'o', lineItemId: 'l', file: blobFile });
    FakeXhr.last?.answer(415, {
      status: 'error',
      code: 415,
      message: 'Only PDF, PNG, JPEG and TIFF files are accepted',
      kind: 'artwork.unsupportedType',
    });
    expect(await pending).toEqual({ ok: false, error: artworkErrors.unsupportedType() });
  });

  it('says when the connection broke or the upload was stopped', async () => {
    const broken = xhrUploader().upload({ orderId: 'o', lineItemId: 'l', file: blobFile });
    FakeXhr.last?.onerror?.();
    expect((await broken).ok ? undefined : ((await broken) as { error: { kind: string } }).error.kind).toBe(
      'http.network',
    );
    const stopped = xhrUploader().upload({ orderId: 'o', lineItemId: 'l', file: blobFile });
    FakeXhr.last?.onabort?.();
    expect(await stopped).toEqual({
      ok: false,
      error: { kind: 'http.network', message: 'Your request was aborted.' },
    });
  });

  it('refuses a name that is a path without a request', async () => {
    FakeXhr.last = undefined;
    const refused = await xhrUploader().upload({
      orderId: 'o',
      lineItemId: 'l',
      file: { ...blobFile, name: 'a\\b.pdf' },
    });
    expect(refused.ok ? undefined : refused.error.kind).toBe('artwork.invalidName');
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('a page of the shop passing uploads on', () => {
  it('answers a stored file as the upload call does', () => {
    const stored = {
      id: 'upl-1',
      orderId: 'ord-1',
      lineItemId: 'line-1',
      fileName: 'flyer recto.pdf',
      mediaType: 'application/pdf' as const,
      sizeBytes: 10,
      status: 'received' as const,
      rejectionReason: undefined,
      createdAt: Temporal.Instant.from('2026-11-18T08:12:00Z'),
      preflight: { status: 'pending' as const, findings: [], previewUrls: [] },
    };
    const wire = { status: 'success', code: 201, data: artworkToWire(stored) };
    expect(routes['artwork.upload'].response.safeParse(wire).success).toBe(true);
    expect(wire.data).toMatchObject({ rejectionReason: null, createdAt: '2026-11-18T08:12:00Z' });
  });

  it('answers a refusal with the status and kind the client reads back as the same error', () => {
    const errors: DomainError[] = [
      artworkErrors.tooLarge(MAX_ARTWORK_BYTES),
      artworkErrors.unsupportedType(),
      artworkErrors.empty(),
      artworkErrors.notAccepted('orderClosed'),
      artworkErrors.notAccepted('designService'),
      artworkErrors.notAccepted('tooManyFiles'),
      artworkErrors.storageUnavailable(),
      serviceUnavailable(),
      { kind: 'request.notFound', message: 'Order not found', reason: 'order.notFound' },
      { kind: 'request.forbidden', message: 'Not yours' },
      { kind: 'request.conflict', message: 'Already sent', reason: 'order.alreadySent' },
      { kind: 'request.tooManyAttempts', message: 'Slow down' },
      { kind: 'request.failed', message: 'Internal Server Error' },
      {
        kind: 'request.invalid',
        message: 'The request is not valid',
        reason: 'request.invalid',
        fieldErrors: [{ field: 'fileName', message: 'A file name cannot be empty' }],
      },
    ];
    for (const error of errors) {
      const envelope = uploadErrorEnvelope(error);
      expect(errorEnvelopeSchema.safeParse(envelope).success).toBe(true);
      const read = domainErrorOf({
        kind: 'http.status',
        status: envelope.code,
        message: envelope.message,
        ...(envelope.kind === undefined ? {} : { serverKind: envelope.kind }),
        ...(envelope.errors === undefined ? {} : { fieldErrors: envelope.errors }),
      });
      expect(read).toEqual(error);
    }
    expect(uploadErrorEnvelope(artworkErrors.invalidName('A file name cannot be empty'))).toMatchObject({
      code: 400,
      kind: 'request.invalid',
      errors: [{ path: 'fileName', message: 'A file name cannot be empty' }],
    });
    expect(uploadErrorEnvelope(artworkErrors.notRemovable('approved')).code).toBe(409);
    expect(uploadErrorEnvelope({ kind: 'request.notFound', message: 'Order not found' }).code).toBe(404);
    const invalid: DomainError = {
      kind: 'request.invalid',
      message: 'The request is not valid',
      reason: 'request.invalid',
      fieldErrors: [{ field: 'fileName', message: 'A file name cannot be empty' }],
    };
    expect(uploadErrorEnvelope(invalid)).toEqual({
      status: 'error',
      code: 400,
      message: 'The request is not valid',
      kind: 'request.invalid',
      errors: [{ path: 'fileName', message: 'A file name cannot be empty' }],
    });
    expect(uploadErrorEnvelope({ kind: 'http.timeout', message: 'slow' }).code).toBe(502);
    expect(uploadErrorEnvelope({ kind: 'session.unauthorized', message: 'no' })).toMatchObject({
      code: 401,
      kind: 'auth.required',
    });
    expect(uploadErrorEnvelope({ kind: 'app.internal', message: 'Internal Server Error' }).code).toBe(500);
  });
});
