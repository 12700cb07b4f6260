import { type RouteName, routePath, routes } from '@tirage/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { TestDatabase } from '../../test-support/databases.js';

export interface LinkAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON (a thumbnail). */
  readonly json: Record<string, unknown> | undefined;
}

export interface LinkRequest {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Scheme and host the request is made to; `http://localhost` unless given. */
  readonly origin?: string;
}

async function answerOf(response: Response): Promise<LinkAnswer> {
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Calls a route of the contract by name, filling its `:params` (which `openShop`'s `call` does not). */
export async function callRoute(
  app: Hono<AppEnv>,
  name: RouteName,
  request: LinkRequest = {},
): Promise<LinkAnswer> {
  const route = routes[name];
  const search = request.query === undefined ? '' : `?${new URLSearchParams(request.query)}`;
  const path = routePath(route.path, request.params ?? {});
  return fetchPath(app, `${path}${search}`, { ...request, method: route.method });
}

/** A request to any path of the app (thumbnails, malformed paths). */
export async function fetchPath(
  app: Hono<AppEnv>,
  path: string,
  request: LinkRequest & { readonly method?: string } = {},
): Promise<LinkAnswer> {
  const response = await app.request(`${request.origin ?? 'http://localhost'}${path}`, {
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return answerOf(response);
}

/** Row counts of the tables the product-link calls write or read, to show a refusal wrote nothing. */
export async function linkRowCounts(handle: TestDatabase): Promise<Record<string, number>> {
  const [row] = await handle.db.query<Record<string, number>>(
    `select (select count(*)::int from product_custom_configs) as custom_configs,
            (select count(*)::int from loss_leaders) as loss_leaders,
            (select count(*)::int from design_templates) as design_templates,
            (select count(*)::int from products) as products,
            (select count(*)::int from customers) as customers`,
  );
  return row ?? {};
}
