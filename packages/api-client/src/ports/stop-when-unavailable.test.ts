import { fc, test } from '@fast-check/vitest';
import { type DomainError, err, ok, pageNotFound, type Result, serviceUnavailable } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import {
  DEFAULT_RETRY_AFTER_SECONDS,
  notingUnavailable,
  stopWhenUnavailable,
  unavailableAnswer,
} from './stop-when-unavailable.js';
import { portsOn } from './test-support/port-fixtures.js';

/** What a call threw, or `undefined` when it answered. */
async function thrownBy(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

/** One port with one method answering `answer`. */
const portsAnswering = (answer: Result<unknown, DomainError>) =>
  stopWhenUnavailable({ catalog: { pageContent: async (_path: string) => answer } });

describe('the answer of a page while the shop is unavailable', () => {
  it('is a 503 never cached, with the wait the shop asked for and the domain error as JSON', async () => {
    const answer = unavailableAnswer(serviceUnavailable(300));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('300');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual(serviceUnavailable(300));
  });

  it('asks for a few minutes when the shop did not say how long', () => {
    expect(unavailableAnswer(serviceUnavailable()).headers.get('retry-after')).toBe(
      String(DEFAULT_RETRY_AFTER_SECONDS),
    );
    expect(DEFAULT_RETRY_AFTER_SECONDS).toBe(120);
  });
});

describe('ports that stop the page when the shop is unavailable', () => {
  it('throw the 503 answer instead of answering service.unavailable', async () => {
    const thrown = await thrownBy(
      portsAnswering(err(serviceUnavailable(45))).catalog.pageContent('/flyers/'),
    );
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('45');
    expect(await answer.json()).toEqual(serviceUnavailable(45));
  });

  test.prop([
    fc.oneof(
      fc.jsonValue().map((value) => ok(value)),
      fc.webPath().map((path) => err(pageNotFound(path))),
      fc
        .record({
          kind: fc.constantFrom(
            'request.notFound' as const,
            'request.conflict' as const,
            'request.failed' as const,
          ),
          message: fc.string(),
          reason: fc.string(),
        })
        .map((error) => err(error)),
    ),
  ])('answer every other result as the port did, the same object', async (answer) => {
    expect(await portsAnswering(answer).catalog.pageContent('/flyers/')).toBe(answer);
  });

  it('leave what is not a call answering a promise alone, and keep stopping once spread', async () => {
    const ports = stopWhenUnavailable({
      artwork: {
        limit: 20,
        downloadUrl: (id: string) => `/files/${id}`,
        remove: async () => err(serviceUnavailable()),
      },
    });
    expect(ports.artwork.limit).toBe(20);
    expect(ports.artwork.downloadUrl('upl-1')).toBe('/files/upl-1');
    expect(ports.artwork).toBe(ports.artwork);
    const spread = { ...ports.artwork };
    expect(await thrownBy(spread.remove())).toBeInstanceOf(Response);
  });

  it('are watched instead by a flow that collects its errors: the first unavailable answer is noted', async () => {
    let calls = 0;
    const stopping = stopWhenUnavailable({
      catalog: {
        pageContent: async (_path: string) => {
          calls += 1;
          return calls === 1 ? ok('page') : err(serviceUnavailable(calls));
        },
      },
    });
    const { ports, unavailable } = notingUnavailable(stopping);
    expect(await ports.catalog.pageContent('/flyers/')).toEqual(ok('page'));
    expect(unavailable()).toBeUndefined();
    expect(await ports.catalog.pageContent('/flyers/')).toEqual(err(serviceUnavailable(2)));
    expect(await ports.catalog.pageContent('/flyers/')).toEqual(err(serviceUnavailable(3)));
    expect(unavailable()).toEqual(serviceUnavailable(2));
    // The same ports, unwrapped or not, are watched alike.
    const plain = notingUnavailable({ catalog: { pageContent: async () => err(serviceUnavailable()) } });
    expect(await plain.ports.catalog.pageContent()).toEqual(err(serviceUnavailable()));
    expect(plain.unavailable()).toEqual(serviceUnavailable());
  });

  it('stop on the answer of the API itself: 503 service.unavailable with its Retry-After', async () => {
    const unavailable = () => {
      const response = failure(503, 'Service Unavailable', { kind: 'service.unavailable' });
      response.headers.set('retry-after', '90');
      return response;
    };
    const { ports } = portsOn({ 'content.page': unavailable, 'content.categories': unavailable });
    const stopping = stopWhenUnavailable(ports);
    const thrown = await thrownBy(stopping.catalog.pageContent({ kind: 'path', path: '/flyers/' }));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('retry-after')).toBe('90');
    expect(await thrownBy(stopping.content.categories())).toBeInstanceOf(Response);
  });
});
