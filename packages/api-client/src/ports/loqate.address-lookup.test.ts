import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLoqateAddressLookup } from './loqate.address-lookup.js';

/** What the fake Loqate answers next: a status and a JSON body (or raw text). */
interface Reply {
  readonly status?: number;
  readonly json?: unknown;
  readonly text?: string;
}

/** A stand-in for Loqate on the loopback: it records each request and answers what the test says. */
let server: Server;
let baseURL: string;
const received: URL[] = [];
let reply: (request: URL) => Reply = () => ({ json: { Items: [] } });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://loqate.test');
    received.push(url);
    const { status = 200, json, text } = reply(url);
    response.writeHead(status, { 'content-type': text === undefined ? 'application/json' : 'text/html' });
    response.end(text ?? JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  received.length = 0;
  reply = () => ({ json: { Items: [] } });
});

const KEY = 'KJ91-MR18-XM94-ZT49';
const lookup = () => createLoqateAddressLookup({ key: KEY, baseURL, timeoutMs: 2000 });

describe('suggest (Find v1.10)', () => {
  it('sends the key, text and country, and answers addresses and groups', async () => {
    reply = () => ({
      json: {
        Items: [
          {
            Id: 'FR|LP|A|12345|12',
            Type: 'Address',
            Text: '12 Rue Oberkampf',
            Highlight: '0-2,3-6',
            Description: '75011 Paris',
          },
          {
            Id: 'FR|LP|S|678',
            Type: 'Street',
            Text: 'Rue Oberkampf',
            Highlight: '',
            Description: '75011 Paris - 180 adresses',
          },
        ],
      },
    });
    expect(await lookup().suggest('12 rue ober', 'FR')).toEqual({
      ok: true,
      value: [
        { id: 'FR|LP|A|12345|12', kind: 'address', text: '12 Rue Oberkampf', description: '75011 Paris' },
        {
          id: 'FR|LP|S|678',
          kind: 'group',
          text: 'Rue Oberkampf',
          description: '75011 Paris - 180 adresses',
        },
      ],
    });
    const [request] = received;
    expect(request?.pathname).toBe('/Capture/Interactive/Find/v1.10/json3.ws');
    expect(request?.searchParams.get('Key')).toBe(KEY);
    expect(request?.searchParams.get('Text')).toBe('12 rue ober');
    expect(request?.searchParams.get('Countries')).toBe('FR');
    expect(request?.searchParams.has('Container')).toBe(false);
  });

  it('opens a group with its id as the container', async () => {
    await lookup().suggest('12 rue ober', 'FR', { container: 'FR|LP|S|678' });
    expect(received[0]?.searchParams.get('Container')).toBe('FR|LP|S|678');
  });

  it('answers no suggestion as an empty list', async () => {
    expect(await lookup().suggest('zzzz', 'FR')).toEqual({ ok: true, value: [] });
  });
});

describe('retrieve (Retrieve v1.2)', () => {
  it('answers the address in the fields of the forms, the first language first', async () => {
    reply = () => ({
      json: {
        Items: [
          {
            Id: 'FR|LP|A|12345|12',
            Language: 'FRE',
            Line1: '12 Rue Oberkampf',
            Line2: 'Bâtiment B',
            City: 'Paris',
            PostalCode: '75011',
            CountryIso2: 'FR',
            CountryName: 'France',
          },
          {
            Id: 'FR|LP|A|12345|12',
            Language: 'ENG',
            Line1: '12 Oberkampf Street',
            City: 'Paris',
            PostalCode: '75011',
            CountryIso2: 'FR',
          },
        ],
      },
    });
    expect(await lookup().retrieve('FR|LP|A|12345|12')).toEqual({
      ok: true,
      value: {
        line1: '12 Rue Oberkampf',
        line2: 'Bâtiment B',
        postalCode: '75011',
        town: 'Paris',
        country: 'FR',
      },
    });
    expect(received[0]?.pathname).toBe('/Capture/Interactive/Retrieve/v1.2/json3.ws');
    expect(received[0]?.searchParams.get('Id')).toBe('FR|LP|A|12345|12');
    expect(received[0]?.searchParams.get('Key')).toBe(KEY);
  });

  it('answers notFound for an id Loqate no longer knows', async () => {
    reply = () => ({
      json: {
        Items: [
          { Error: '1001', Description: 'Id Invalid', Cause: 'The Id parameter supplied was invalid.' },
        ],
      },
    });
    expect(await lookup().retrieve('gone')).toEqual({
      ok: false,
      error: { kind: 'addressLookup.notFound', message: 'Id Invalid' },
    });
  });
});

describe("the provider's errors become the domain's", () => {
  it('a refused key is addressLookup.refused, with its number', async () => {
    reply = () => ({
      json: {
        Items: [
          {
            Error: '2',
            Description: 'Unknown key',
            Cause: 'The key you are using to access the service was not found.',
          },
        ],
      },
    });
    expect(await lookup().suggest('12 rue', 'FR')).toEqual({
      ok: false,
      error: { kind: 'addressLookup.refused', code: '2', message: 'Unknown key' },
    });
  });

  it('an answer of 500 is addressLookup.unavailable', async () => {
    reply = () => ({ status: 500, text: '<html>Server Error</html>' });
    const result = await lookup().retrieve('FR|LP|A|1');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'addressLookup.unavailable', message: 'Loqate answered 500' },
    });
  });

  it('an answer that is not Loqate’s is addressLookup.unavailable', async () => {
    reply = () => ({ json: { items: 'nothing' } });
    const result = await lookup().suggest('12 rue', 'FR');
    expect(result.ok ? undefined : result.error.kind).toBe('addressLookup.unavailable');
  });

  it('a suggestion without its id is addressLookup.unavailable, not a crash', async () => {
    reply = () => ({ json: { Items: [{ Type: 'Address', Text: '12 Rue Oberkampf' }] } });
    const result = await lookup().suggest('12 rue', 'FR');
    expect(result.ok ? undefined : result.error.kind).toBe('addressLookup.unavailable');
  });

  it('no server at all is addressLookup.unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await createLoqateAddressLookup({ key: KEY, baseURL: `http://127.0.0.1:${port}` }).suggest(
      '12 rue',
      'FR',
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'addressLookup.unavailable', message: 'Loqate did not answer' },
    });
  });
});
