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

export const routeNames: readonly RouteName[] = routeList.map((route) => route.name);
export const exampleResponse = (name: RouteName): unknown => routeExamples[name].response;
