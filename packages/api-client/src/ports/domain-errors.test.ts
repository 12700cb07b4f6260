import { fc, test } from '@fast-check/vitest';
import {
  initError,
  maxPriceExceeded,
  pageNotFound,
  quoteError,
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
