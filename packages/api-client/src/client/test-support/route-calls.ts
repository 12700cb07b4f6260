import type { Result } from '@tirage/domain';
import type { RouteName } from '../../contract/routes.js';
import { routeList } from '../../contract/routes.js';
import { routeExamples } from '../../contract/test-support/route-examples.js';
import type { ApiClient } from '../api-client.js';
import type { ApiError } from '../api-error.js';

/** A key for routes whose example carries none. */
export const IDEMPOTENCY_KEY = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

/** The contract's example input of a route, as `call` takes it. */
export function exampleInput(name: RouteName): Record<string, unknown> {
  const example = routeExamples[name];
  const headers = (example.headers ?? {}) as Record<string, string>;
  const route = routeList.find((candidate) => candidate.name === name);
  return {
    params: example.params,
    query: example.query,
    body: example.request,
    // A file body: a few bytes of the route's first type (the server reads the real type).
    file:
      route?.fileBody === undefined
        ? undefined
        : { content: new Uint8Array([0x25, 0x50, 0x44, 0x46]), mediaType: route.fileBody[0] },
    idempotencyKey:
      route?.idempotencyKey === true ? (headers['idempotency-key'] ?? IDEMPOTENCY_KEY) : undefined,
  };
}

/** Calls any route with loosely typed input, as the table-driven tests need. */
export function callLoosely(
  client: ApiClient,
  name: RouteName,
  input: Record<string, unknown> = exampleInput(name),
): Promise<Result<unknown, ApiError>> {
  const call = client.call as (name: RouteName, input?: unknown) => Promise<Result<unknown, ApiError>>;
  return call(name, input);
}

/**
 * The routes the client calls: all but those answering a file, which a browser follows as a link
 * (the client refuses to call them).
 */
export const callableRoutes = routeList.filter((route) => route.fileAnswer === undefined);
export const routeNames: readonly RouteName[] = callableRoutes.map((route) => route.name);
export const exampleResponse = (name: RouteName): unknown => routeExamples[name].response;
