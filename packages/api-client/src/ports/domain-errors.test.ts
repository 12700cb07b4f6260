import { fc, test } from '@fast-check/vitest';
import {
  initError,
  maxPriceExceeded,
  pageNotFound,
  quoteError,
  serviceUnavailable,
  sessionExpired,
  tenantInvalid,
  tooManyLines,
} from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import type { ApiError, HttpStatusError } from '../client/api-error.js';
import { domainErrorOf } from './domain-errors.js';

const refused = (serverKind: string | undefined, status = 409): HttpStatusError => ({
  kind: 'http.status',
  status,
  message: 'from the server',
  ...(serverKind === undefined ? {} : { serverKind }),
});

describe('domainErrorOf', () => {
  it.each([
    ['tenant.invalid', tenantInvalid()],
    ['init.noCustomSelection', initError.noCustomSelection()],
    ['init.noLossLeaderKey', initError.noLossLeaderKey()],
    ['cart.tooManyLines', tooManyLines()],
    ['cart.maxPriceExceeded', maxPriceExceeded()],
    ['quote.emptyQuantities', quoteError.emptyQuantities()],
    ['quote.noArrivalDates', quoteError.noArrivalDates()],
  ])('turns the server kind %s into the domain error with its own message', (kind, expected) => {
    expect(domainErrorOf(refused(kind))).toEqual(expected);
  });

  it('names the page and the line when the call knows them, else keeps the HTTP error', () => {
    expect(domainErrorOf(refused('page.notFound', 404), { pagePath: '/nope/' })).toEqual(
      pageNotFound('/nope/'),
    );
    expect(domainErrorOf(refused('cart.lineNotFound', 404), { lineId: 'line-9' })).toEqual({
      kind: 'cart.lineNotFound',
      lineId: 'line-9',
      message: 'from the server',
    });
    const unnamed = refused('cart.lineNotFound', 404);
    expect(domainErrorOf(unnamed)).toBe(unnamed);
  });

  it('reads an order that can no longer be edited as the order edit error', () => {
    expect(domainErrorOf(refused('order.notEditable'))).toEqual({
      kind: 'orderEdit.notEditable',
      message: 'from the server',
    });
  });

  it('reads a shop that cannot answer for now as service.unavailable, with the wait it asked for', () => {
    expect(domainErrorOf({ ...refused('service.unavailable', 503), retryAfterSeconds: 120 })).toEqual(
      serviceUnavailable(120),
    );
    expect(domainErrorOf(refused('service.unavailable', 503))).toEqual(serviceUnavailable());
    // Whatever status carries the kind: the API names it, the status is the transport's.
    expect(domainErrorOf(refused('service.unavailable', 500))).toEqual(serviceUnavailable());
  });

  test.prop([fc.constantFrom(502, 503, 504), fc.option(fc.nat(), { nil: undefined })])(
    'reads a 502, 503 or 504 that names no kind (a proxy, a maintenance page) as service.unavailable',
    (status, wait) => {
      const error: HttpStatusError = {
        ...refused(undefined, status),
        ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
      };
      expect(domainErrorOf(error)).toEqual(serviceUnavailable(wait));
    },
  );

  it('keeps a 503 that names another kind: the payment provider down is not the shop down', () => {
    const providerDown = { ...refused('payment.providerUnavailable', 503), retryAfterSeconds: 30 };
    expect(domainErrorOf(providerDown)).toBe(providerDown);
    const serverError = refused(undefined, 500);
    expect(domainErrorOf(serverError)).toBe(serverError);
  });

  it('does not take the names of Object.prototype for kinds', () => {
    for (const kind of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const error = refused(kind);
      expect(domainErrorOf(error)).toBe(error);
    }
  });

  test.prop([
    fc.oneof(
      fc.record({ kind: fc.constantFrom('http.network', 'http.timeout'), message: fc.string() }),
      fc.record({
        kind: fc.constant('http.invalidResponse'),
        message: fc.string(),
        issues: fc.array(fc.string()),
      }),
      fc.constant(sessionExpired()),
      fc.record({
        kind: fc.constant('http.status'),
        status: fc.integer({ min: 400, max: 599 }),
        message: fc.string(),
        serverKind: fc.string().filter((kind) => !kind.includes('.')),
      }),
    ) as fc.Arbitrary<ApiError>,
  ])('leaves every other failure exactly as the client reported it', (error) => {
    expect(domainErrorOf(error)).toBe(error);
  });
});
