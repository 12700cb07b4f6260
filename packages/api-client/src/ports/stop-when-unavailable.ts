import { type DomainError, isServiceUnavailable, type ServiceUnavailableError } from '@tirage/domain';

/** The wait a page asks for when the shop did not say how long: "a few minutes". */
export const DEFAULT_RETRY_AFTER_SECONDS = 120;

/**
 * What a page of the shop answers while the shop is unavailable: 503 with `Retry-After` (the
 * shop's own wait, else `DEFAULT_RETRY_AFTER_SECONDS`), never kept by a cache, and the domain
 * error as JSON, which the page's error screen reads back by its kind.
 */
export function unavailableAnswer(error: ServiceUnavailableError): Response {
  return Response.json(error, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: {
      'retry-after': String(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

const isFailure = (answer: unknown): answer is { readonly ok: false; readonly error: DomainError } =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { readonly ok?: unknown }).ok === false &&
  typeof (answer as { readonly error?: unknown }).error === 'object';

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The ports each stopping proxy stands for, so that `notingUnavailable` can watch them instead. */
const unstopped = new WeakMap<object, object>();

type Reaction = (error: ServiceUnavailableError) => void;

function watchedPort(port: object, react: Reaction): object {
  return new Proxy(port, {
    get(target, name, receiver) {
      const member: unknown = Reflect.get(target, name, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const answer: unknown = member.apply(target, args);
        if (!isPromise(answer)) return answer;
        return answer.then((settled) => {
          if (isFailure(settled) && isServiceUnavailable(settled.error)) react(settled.error);
          return settled;
        });
      };
    },
  });
}

/** The ports, each call answering `service.unavailable` told to `react` first (which may throw). */
function watched<Ports extends object>(ports: Ports, react: Reaction): Ports {
  const watchedPorts = new Map<PropertyKey, { readonly port: object; readonly watched: object }>();
  return new Proxy(ports, {
    get(target, name, receiver) {
      const port: unknown = Reflect.get(target, name, receiver);
      if (typeof port !== 'object' || port === null) return port;
      let known = watchedPorts.get(name);
      if (known?.port !== port) {
        known = { port, watched: watchedPort(port, react) };
        watchedPorts.set(name, known);
      }
      return known.watched;
    },
  });
}

/**
 * The ports of a request a page is rendered for, stopping it when the shop is unavailable: a call
 * that answers `service.unavailable` throws `unavailableAnswer` instead, as a page's loader throws
 * the answer it ends with, so that every page, whatever it asked for, says the shop is
 * unavailable (its other failures are answered as they were). Other calls are the ports' own.
 */
export function stopWhenUnavailable<Ports extends object>(ports: Ports): Ports {
  const stopping = watched(ports, (error) => {
    throw unavailableAnswer(error);
  });
  unstopped.set(stopping, ports);
  return stopping;
}

/**
 * The ports `stopWhenUnavailable` wraps (or these ports), answering `service.unavailable` as the
 * error it is, and noting the first such answer: for a flow that collects its errors itself and
 * may drop that one (the product page's machine), the page stops once the flow has settled.
 */
export function notingUnavailable<Ports extends object>(
  ports: Ports,
): { readonly ports: Ports; readonly unavailable: () => ServiceUnavailableError | undefined } {
  let noted: ServiceUnavailableError | undefined;
  const answering = (unstopped.get(ports) as Ports | undefined) ?? ports;
  return {
    ports: watched(answering, (error) => {
      noted ??= error;
    }),
    unavailable: () => noted,
  };
}
