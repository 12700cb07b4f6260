import { fc, test } from '@fast-check/vitest';
import {
  type DomainError,
  designMissing,
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
import * as z from 'zod';
import type { ApiError, HttpStatusError } from '../client/api-error.js';
import { validationErrorEnvelope } from '../contract/envelope.js';
import { domainErrorOf, httpStatusOf, refusedQuery } from './domain-errors.js';

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
    ['cart.designMissing', designMissing()],
    ['quote.emptyQuantities', quoteError.emptyQuantities()],
    ['quote.noArrivalDates', quoteError.noArrivalDates()],
  ])('turns the server kind %s into the domain error with its own message', (kind, expected) => {
    expect(domainErrorOf(refused(kind))).toEqual(expected);
  });

  it('names the page and the line when the call knows them, else answers not found with the server kind', () => {
    expect(domainErrorOf(refused('page.notFound', 404), { pagePath: '/nope/' })).toEqual(
      pageNotFound('/nope/'),
    );
    expect(domainErrorOf(refused('cart.lineNotFound', 404), { lineId: 'line-9' })).toEqual({
      kind: 'cart.lineNotFound',
      lineId: 'line-9',
      message: 'from the server',
    });
    expect(domainErrorOf(refused('cart.lineNotFound', 404))).toEqual({
      kind: 'request.notFound',
      message: 'from the server',
      reason: 'cart.lineNotFound',
    });
    expect(domainErrorOf(refused('page.notFound', 404))).toEqual({
      kind: 'request.notFound',
      message: 'from the server',
      reason: 'page.notFound',
    });
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

  it('keeps a 503 that names another kind as its reason: the payment provider down is not the shop down', () => {
    const providerDown = { ...refused('payment.providerUnavailable', 503), retryAfterSeconds: 30 };
    expect(domainErrorOf(providerDown)).toEqual({
      kind: 'request.failed',
      message: 'from the server',
      reason: 'payment.providerUnavailable',
    });
    expect(domainErrorOf(refused(undefined, 500))).toEqual({
      kind: 'request.failed',
      message: 'from the server',
    });
  });

  it('does not take the names of Object.prototype for kinds', () => {
    for (const kind of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(domainErrorOf(refused(kind))).toEqual({
        kind: 'request.conflict',
        message: 'from the server',
        reason: kind,
      });
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
    ) as fc.Arbitrary<ApiError>,
  ])('leaves a failure that is not an error answer exactly as the client reported it', (error) => {
    expect(domainErrorOf(error)).toBe(error);
  });
});

describe('domainErrorOf, for an answer that names none of the domain’s own kinds', () => {
  it.each([400, 422])('reads a %i as request.invalid, with the fields at fault by name', (status) => {
    expect(
      domainErrorOf({
        ...refused('request.invalid', status),
        fieldErrors: [
          { path: 'locale', message: 'Locale must look like fr or fr-FR' },
          { path: 'lines.0.quantity', message: 'Too small' },
        ],
      }),
    ).toEqual({
      kind: 'request.invalid',
      message: 'from the server',
      reason: 'request.invalid',
      fieldErrors: [
        { field: 'locale', message: 'Locale must look like fr or fr-FR' },
        { field: 'lines.0.quantity', message: 'Too small' },
      ],
    });
  });

  it('reads a 400 that names no field as request.invalid with no field errors', () => {
    expect(domainErrorOf(refused(undefined, 400))).toEqual({
      kind: 'request.invalid',
      message: 'from the server',
      fieldErrors: [],
    });
  });

  it.each<[number, DomainError['kind']]>([
    [401, 'session.unauthorized'],
    [403, 'request.forbidden'],
    [404, 'request.notFound'],
    [410, 'request.notFound'],
    [409, 'request.conflict'],
    [413, 'request.tooLarge'],
    [415, 'request.unsupportedType'],
    [429, 'request.tooManyAttempts'],
    [418, 'request.failed'],
    [500, 'request.failed'],
    [501, 'request.failed'],
  ])('reads a %i as %s, with the server kind as its reason', (status, kind) => {
    expect(domainErrorOf(refused('some.rule', status))).toEqual({
      kind,
      message: 'from the server',
      reason: 'some.rule',
    });
    expect(domainErrorOf(refused(undefined, status))).toEqual({ kind, message: 'from the server' });
  });

  // A login's limit, a promo code's, and the API's general limit per client address.
  it.each(['auth.throttled', 'promocode.throttled', 'request.throttled'])(
    'keeps the wait a 429 asked for (%s)',
    (serverKind) => {
      expect(domainErrorOf({ ...refused(serverKind, 429), retryAfterSeconds: 60 })).toEqual({
        kind: 'request.tooManyAttempts',
        message: 'from the server',
        reason: serverKind,
        retryAfterSeconds: 60,
      });
    },
  );

  test.prop([fc.integer({ min: 400, max: 599 }), fc.string().filter((kind) => !kind.includes('.'))])(
    'never answers an HTTP status, and keeps the message and the server kind',
    (status, serverKind) => {
      const mapped = domainErrorOf(refused(serverKind, status));
      expect(mapped.kind).not.toBe('http.status');
      expect(mapped).not.toHaveProperty('status');
      if (mapped.kind === 'service.unavailable') return;
      expect(mapped).toMatchObject({ message: 'from the server', reason: serverKind });
    },
  );
});

describe('httpStatusOf', () => {
  test.prop([fc.constantFrom(400, 401, 403, 404, 409, 413, 415, 429), fc.string()])(
    'gives back the status of an answer that names no kind',
    (status, message) => {
      expect(httpStatusOf(domainErrorOf({ kind: 'http.status', status, message }))).toBe(status);
    },
  );

  it('says a shop that cannot answer with 503, and an unreadable or missing answer with 502', () => {
    const network: DomainError = { kind: 'http.network', message: 'down' };
    const timeout: DomainError = { kind: 'http.timeout', message: 'slow' };
    const failed: DomainError = { kind: 'request.failed', message: 'boom' };
    expect(httpStatusOf(serviceUnavailable(30))).toBe(503);
    expect(httpStatusOf(network)).toBe(502);
    expect(httpStatusOf(timeout)).toBe(502);
    expect(httpStatusOf(sessionExpired())).toBe(401);
    expect(httpStatusOf(failed)).toBe(500);
  });
});

describe('refusedQuery', () => {
  it('answers a query the contract refuses as the server would: request.invalid, its kind, the fields at fault', () => {
    const parsed = z.object({ page: z.number().int().positive() }).safeParse({ page: 0 });
    if (parsed.success) throw new Error('a refusal expected');
    const envelope = validationErrorEnvelope(parsed.error);
    expect(refusedQuery(parsed.error)).toEqual({
      kind: 'request.invalid',
      message: envelope.message,
      reason: 'request.invalid',
      fieldErrors: [{ field: 'page', message: envelope.errors?.[0]?.message }],
    });
  });
});
