import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelopeSchema, HEADER, type RouteName, routeList } from '@tirage/api-client/contract';
import {
  type RouteExample,
  routeExamples,
  type TextSite,
  textSites,
  withTextAt,
} from '@tirage/api-client/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession, dataOf, uniqueEmail } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

/**
 * Texts no request may carry: PostgreSQL stores neither NUL nor half of a surrogate pair, so a
 * request holding one is refused at the contract (400 naming the field), never let through to
 * fail in the database (500).
 */
const ILL_FORMED = [
  ['NUL', '\u0000'],
  ['a lone high surrogate', '\uD83D'],
  ['a lone low surrogate', '\uDE00'],
] as const;

const inTheMiddle = (text: string, bad: string) =>
  `${text.slice(0, Math.ceil(text.length / 2))}${bad}${text.slice(Math.ceil(text.length / 2))}`;

/**
 * A path or query text as percent-encoding writes it. A URL cannot carry a lone surrogate (UTF-8
 * has no bytes for it): it goes as the bytes a careless encoder writes (`%ED%A0%BD`), which are
 * not UTF-8 either.
 */
function encodeText(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(unit);
  });
}

type Part = 'request' | 'query' | 'params';
const PARTS: readonly Part[] = ['request', 'query', 'params'];

interface Case {
  readonly part: Part;
  readonly site: TextSite;
  readonly label: string;
  readonly bad: string;
}

function casesOf(route: (typeof routeList)[number], example: RouteExample): Case[] {
  return PARTS.flatMap((part) =>
    route[part] === undefined
      ? []
      : textSites(example[part])
          // A path parameter's name is the route's, not the client's.
          .filter((site) => part !== 'params' || site.kind === 'value')
          .flatMap((site) => ILL_FORMED.map(([label, bad]) => ({ part, site, label, bad }))),
  );
}

const stringsOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, text]) => [key, String(text)]),
  );

reportPostgresSkipped('ill-formed texts in requests');

describe.each(eachDatabase)('ill-formed texts in requests on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let customer: Record<string, string>;
  let staff: Record<string, string>;
  let clients = 0;
  let filesDir: string;

  beforeAll(async () => {
    handle = await target.open();
    filesDir = await mkdtemp(join(tmpdir(), 'tirage-ill-formed-'));
    shop = await openShop(handle, {
      // Each request from its own address, so no throttle stands between a request and its parse.
      clientIp: () => `192.0.2.${++clients % 250}:${clients}`,
      artworks: { store: createDiskArtworkStore(join(filesDir, 'uploads')) },
      shopAssets: { store: createDiskArtworkStore(join(filesDir, 'media')) },
      designAssets: { store: createDiskArtworkStore(join(filesDir, 'design-assets')) },
    });
    customer = bearer((await customerSession(shop, 'texte')).token);
    const email = uniqueEmail('conseil');
    const created = await addStaffMember(handle.db, { email, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    staff = bearer(
      dataOf<{ access_token: string }>(
        'admin.login',
        await shop.call('admin.login', { body: { email, password: created.password } }),
      ).access_token,
    );
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (filesDir !== undefined) await rm(filesDir, { recursive: true, force: true });
  });

  /** Sends the route's example with one text changed; bodies go as JSON, texts in the URL percent-encoded. */
  async function send(name: RouteName, example: RouteExample, changed: Case & { readonly value: unknown }) {
    const route = routeList.find((candidate) => candidate.name === name);
    if (route === undefined) throw new Error(name);
    const part = (which: Part) => (which === changed.part ? changed.value : example[which]);
    const params = part('params') as Record<string, unknown> | undefined;
    const path = route.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, key: string) =>
      encodeText(String(params?.[key])),
    );
    const query = part('query') as Record<string, unknown> | undefined;
    const search =
      query === undefined
        ? ''
        : `?${Object.entries(stringsOf(query))
            .map(([key, text]) => `${encodeText(key)}=${encodeText(text)}`)
            .join('&')}`;
    const auth = route.auth === 'staff' ? staff : route.auth === 'required' ? customer : {};
    const headers: Record<string, string> = {
      ...auth,
      ...(example.headers as Record<string, string> | undefined),
      ...(route.idempotencyKey === true ? { [HEADER.idempotencyKey]: randomUUID() } : {}),
      'content-type': route.fileBody?.[0] ?? 'application/json',
    };
    const body =
      route.fileBody !== undefined ? 'file' : route.request === undefined ? undefined : part('request');
    const response = await shop.app.request(`http://localhost${path}${search}`, {
      method: route.method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  }

  const withCases = routeList
    .map((route) => [route.name, route, casesOf(route, routeExamples[route.name])] as const)
    .filter(([, , cases]) => cases.length > 0);

  test.each(withCases)(
    '%s refuses NUL and lone surrogates in each of its texts, naming the field',
    async (name, _route, cases) => {
      const wrong: string[] = [];
      for (const one of cases) {
        const changed = withTextAt(routeExamples[name][one.part], one.site, (text) =>
          inTheMiddle(text, one.bad),
        );
        const answer = await send(name, routeExamples[name], { ...one, value: changed.value });
        const where = `${one.label} in the ${one.site.kind} at ${one.part} ${one.site.path.join('.')}`;
        const parsed = errorEnvelopeSchema.safeParse(JSON.parse(answer.text));
        const paths = parsed.success ? (parsed.data.errors ?? []).map((error) => error.path) : [];
        // In a URL a lone surrogate arrives as bytes no text has; the contract reads them as text.
        const inUrl = one.part !== 'request' && one.bad !== '\u0000';
        // A bad key is named, or the field it no longer spells: a union of object kinds stops at
        // its missing discriminator before it reads the other keys.
        const named = one.site.kind === 'key' ? [changed.path, one.site.path.join('.')] : [changed.path];
        if (inUrl) {
          if (answer.status >= 500) wrong.push(`${where}: ${answer.status} ${answer.text}`);
        } else if (answer.status !== 400 || !paths.some((path) => named.includes(path))) {
          wrong.push(`${where}: ${answer.status} ${answer.text}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
