import { type RouteName, routePath, routes } from '@tirage/api-client/contract';
import type { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { createApp } from '../../app.js';
import { createReferenceCache } from '../../cache/reference-cache.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrations.js';
import { seed } from '../../db/seed.js';
import type { AppEnv } from '../../http/app-env.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { TestDatabase } from '../../test-support/databases.js';
import { type CapturedLogs, captureLogs } from '../../test-support/log-capture.js';
import { createShopApi, type ShopApiOptions } from '../shop-api.js';

/** A clock the test sets: Wednesday 18 November 2026, 09:00 in Paris, unless moved. */
interface TestClock {
  now(): Temporal.Instant;
  set(instant: Temporal.Instant): void;
}

export const WEDNESDAY_9AM_PARIS = Temporal.Instant.from('2026-11-18T08:00:00Z');

function testClock(start: Temporal.Instant = WEDNESDAY_9AM_PARIS): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (instant) => {
      current = instant;
    },
  };
}

/** The signing key of the test shops (a fixed one: tokens of one suite verify in another app). */
export const TEST_SIGNING_KEY = 'test-signing-key-of-at-least-32-characters-long';

export interface ShopClient {
  readonly app: Hono<AppEnv>;
  readonly clock: TestClock;
  /** Everything the app logged, with the production redaction. */
  readonly logs: CapturedLogs;
  /** Calls a route of the contract by name; `origin` sets the host the request is made to. */
  call(
    name: RouteName,
    options?: {
      readonly body?: unknown;
      readonly query?: Readonly<Record<string, string>>;
      /** Values of the path's `:name` parameters. */
      readonly params?: Readonly<Record<string, string>>;
      readonly headers?: Readonly<Record<string, string>>;
      readonly origin?: string;
      readonly rawBody?: string;
    },
  ): Promise<{ readonly status: number; readonly json: Record<string, unknown> }>;
}

/**
 * A migrated, seeded database behind the shop API, every answer checked against the contract.
 * `process` makes it one of several processes of a shop: its own handle on the database, and
 * the job queue its mail is posted through.
 */
export async function openShop(
  handle: TestDatabase,
  options: Partial<Omit<ShopApiOptions, 'clock'>> = {},
  process: { readonly db?: Database; readonly jobs?: JobQueue } = {},
): Promise<ShopClient> {
  const db = process.db ?? handle.db;
  await migrate(db);
  await seed(db);
  const clock = testClock();
  const logs = captureLogs();
  const app = createApp({
    db,
    ...(process.jobs === undefined ? {} : { jobs: process.jobs }),
    reads: await createReferenceCache(db),
    logger: logs.logger,
    tokenSigningKey: TEST_SIGNING_KEY,
    apiModules: createShopApi({ validateResponses: true, ...options, clock }),
  });
  return {
    app,
    clock,
    logs,
    async call(name, options = {}) {
      const route = routes[name];
      const search = options.query === undefined ? '' : `?${new URLSearchParams(options.query)}`;
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      const response = await app.request(
        `${options.origin ?? 'http://localhost'}${routePath(route.path, options.params ?? {})}${search}`,
        {
          method: route.method,
          headers: { 'content-type': 'application/json', ...options.headers },
          ...(body === undefined ? {} : { body }),
        },
      );
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
  };
}

/** Row counts of every table the shop API reads, to show that a refused request wrote nothing. */
export async function rowCounts(handle: TestDatabase): Promise<unknown> {
  return handle.db.query(
    `select (select count(*)::int from tenants) as tenants,
            (select count(*)::int from tenant_hosts) as hosts,
            (select count(*)::int from currencies) as currencies,
            (select count(*)::int from products) as products,
            (select count(*)::int from content_pages) as pages,
            (select count(*)::int from customers) as customers,
            (select count(*)::int from refresh_tokens) as refresh_tokens,
            (select count(*)::int from schema_migrations) as migrations`,
  );
}

/** A quote the demo flyers accept: two quantities, two delivery options, shipped to Paris. */
export const FLYERS_QUOTE = {
  currency: 'EUR',
  country: 'FR',
  zip: '75001',
  quantities: [100, 500],
  priorities: ['standard', 'express'],
  attributes: {
    mcpSku: 'TIR-FLY',
    entryId: 'flyers',
    productSku: 'FLY',
    variant: 'default',
    version: '1',
    productionTime: 'standard',
    selectedAttributes: { format: 'a5', paper: 'couche-mat' },
  },
} as const;
