import { fc, test } from '@fast-check/vitest';
import { MESSAGES } from '@tirage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HttpMethod, type RouteName, routeList } from '../contract/routes.js';
import { RETRY_STATUSES } from './api-client.js';
import {
  clientOn,
  failure,
  json,
  liveTokens,
  type SentRequest,
  untilAborted,
} from './test-support/fake-fetch.js';
import { callableRoutes, callLoosely, exampleResponse } from './test-support/route-calls.js';

/** Section 7's list, written out here so that the client's own constant is checked against it. */
const SECTION_7_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

/** What the fake server does with one request: answer with a status, or fail without an answer. */
type Reply = { readonly status: number } | { readonly networkFailure: true };

const replyArb: fc.Arbitrary<Reply> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 200, max: 599 }).map((status) => ({ status })) },
  { weight: 2, arbitrary: fc.constantFrom(...SECTION_7_STATUSES).map((status) => ({ status })) },
  { weight: 1, arbitrary: fc.constant({ networkFailure: true as const }) },
);

/** The server answers the replies in order, the example answer standing for every 2xx. */
function scripted(name: RouteName, replies: readonly Reply[]) {
  return (_request: SentRequest, index: number): Response => {
    const reply = replies[index] ?? { status: 200 };
    if ('networkFailure' in reply) throw new TypeError('fetch failed');
    if (NULL_BODY.has(reply.status)) return new Response(null, { status: reply.status });
    if (reply.status >= 200 && reply.status < 300) return json(exampleResponse(name), reply.status);
    return failure(reply.status, `failure ${reply.status}`);
  };
}

/** Statuses that cannot carry a body (`Response` refuses one): a 2xx among them is no usable answer. */
const NULL_BODY = new Set([204, 205, 304]);
const answersData = (reply: Reply): boolean =>
  'status' in reply && reply.status >= 200 && reply.status < 300 && !NULL_BODY.has(reply.status);

const retryable = (reply: Reply): boolean =>
  'networkFailure' in reply || SECTION_7_STATUSES.includes(reply.status);

const namesBy = (methods: readonly HttpMethod[]) =>
  callableRoutes.filter((route) => methods.includes(route.method)).map((route) => route.name);
const writeRoutes = namesBy(['POST', 'PUT', 'PATCH', 'DELETE']);
const readRoutes = namesBy(['GET']);

describe('retries (section 7: idempotent GETs once on 408, 409, 425, 429, 5xx)', () => {
  it('has writes and reads of every method to test', () => {
    expect(new Set(routeList.map((route) => route.method))).toEqual(
      new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
  });

  test.prop([fc.constantFrom(...writeRoutes), fc.array(replyArb, { minLength: 1, maxLength: 4 })])(
    'a POST, PUT, PATCH or DELETE is sent exactly once whatever the answers',
    async (name, replies) => {
      const { client, requests } = clientOn(scripted(name, replies), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      expect(requests).toHaveLength(1);
      const [first] = replies;
      expect(result.ok).toBe(first !== undefined && answersData(first));
    },
  );

  test.prop([fc.constantFrom(...readRoutes), fc.array(replyArb, { minLength: 1, maxLength: 4 })], {
    examples: [['order.get', [{ status: 304 }, { networkFailure: true }]]],
  })('a GET is sent at most twice, twice only when the first answer is retryable', async (name, replies) => {
    const { client, requests } = clientOn(scripted(name, replies), { initialTokens: liveTokens });
    const result = await callLoosely(client, name);
    const [first] = replies;
    const expected = first !== undefined && retryable(first) ? 2 : 1;
    expect(requests).toHaveLength(expected);
    // The answer is the last one received.
    const last = replies[expected - 1] ?? { status: 200 };
    if ('networkFailure' in last)
      expect(result).toMatchObject({ ok: false, error: { kind: 'http.network' } });
    else if (answersData(last)) expect(result.ok).toBe(true);
    else if (last.status < 300)
      expect(result).toMatchObject({ ok: false, error: { kind: 'http.invalidResponse' } });
    else expect(result).toMatchObject({ ok: false, error: { kind: 'http.status', status: last.status } });
  });

  it('retries a GET on the statuses section 7 lists and on no other', async () => {
    expect([...RETRY_STATUSES].sort()).toEqual(SECTION_7_STATUSES);
    for (let status = 400; status <= 599; status += 1) {
      const { client, requests } = clientOn(scripted('customer.get', [{ status }]), {
        initialTokens: liveTokens,
      });
      await client.call('customer.get');
      expect({ status, sent: requests.length }).toEqual({
        status,
        sent: SECTION_7_STATUSES.includes(status) ? 2 : 1,
      });
    }
  });

  it('retries a GET at once, without waiting', async () => {
    vi.useFakeTimers();
    try {
      const { client, requests } = clientOn(scripted('customer.get', [{ status: 503 }]), {
        initialTokens: liveTokens,
      });
      const result = await client.call('customer.get');
      expect(result.ok).toBe(true);
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('timeout (section 9: 25 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers http.timeout after 25 s without an answer, and does not retry even a GET', async () => {
    vi.useFakeTimers();
    const { client, requests } = clientOn(untilAborted, { initialTokens: liveTokens });
    let settled = false;
    const pending = client.call('customer.get').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'http.timeout' } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('gives the retry of a GET a timeout of its own', async () => {
    vi.useFakeTimers();
    const { client, requests } = clientOn(
      (request, index) => (index === 0 ? failure(503, 'busy') : untilAborted(request)),
      { initialTokens: liveTokens },
    );
    let settled = false;
    const pending = client.call('customer.get').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'http.timeout' } });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.signal?.aborted).toBe(true);
  });

  it('keeps the timeout when the caller passes a signal of its own', async () => {
    const controller = new AbortController();
    const { client, requests } = clientOn(untilAborted, { initialTokens: liveTokens, timeoutMs: 50 });
    const result = await client.call('customer.get', { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http.timeout' } });
    expect(requests).toHaveLength(1);
    expect(controller.signal.aborted).toBe(false);
  });

  it('takes its own timeout', async () => {
    vi.useFakeTimers();
    const { client } = clientOn(untilAborted, { timeoutMs: 1_000 });
    const pending = client.call('product.validate', {
      body: {
        mcpSku: 'FLY-A5',
        entryId: 'e-1',
        productSku: 'p',
        variant: 'v',
        version: 1,
        configuration: {},
      } as never,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'http.timeout' } });
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    const { client } = clientOn(() => json(exampleResponse('session.get')));
    await client.call('session.get');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('network failures and aborts', () => {
  it('answers http.network when fetch fails without an answer', async () => {
    const { client, requests } = clientOn(() => {
      throw new TypeError('fetch failed');
    });
    const result = await client.call('auth.login', { body: { email: 'ana@example.fr', password: 'x' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http.network' } });
    expect(requests).toHaveLength(1);
  });

  it("answers 'Your request was aborted.' when the caller aborts, without retrying", async () => {
    const controller = new AbortController();
    const { client, requests } = clientOn((request) => {
      queueMicrotask(() => controller.abort());
      return untilAborted(request);
    });
    const result = await client.call('session.get', { signal: controller.signal });
    expect(result).toEqual({ ok: false, error: { kind: 'http.network', message: MESSAGES.requestAborted } });
    expect(requests).toHaveLength(1);
  });

  it('sends nothing when the caller aborted before the call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, requests } = clientOn(() => json(exampleResponse('session.get')));
    const result = await client.call('session.get', { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http.network' } });
    expect(requests).toHaveLength(0);
  });
});
