import { fc, test } from '@fast-check/vitest';
import { CURRENCIES } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import {
  authenticatedRequestHeadersSchema,
  bearer,
  commonRequestHeadersSchema,
  HEADER,
  idempotentRequestHeadersSchema,
  TENANTS,
} from './headers.js';

const base = { 'fe-x-tenant': 'fr', 'fe-x-active-currency': 'EUR' };

describe('request headers (section 7)', () => {
  test.prop([fc.constantFrom(...TENANTS), fc.constantFrom(...CURRENCIES)])(
    'accept every tenant and currency of the shop',
    (tenant, currency) => {
      expect(
        commonRequestHeadersSchema.safeParse({ [HEADER.tenant]: tenant, [HEADER.activeCurrency]: currency })
          .success,
      ).toBe(true);
    },
  );

  test.prop([fc.string().filter((value) => !(TENANTS as readonly string[]).includes(value))])(
    'refuse an unknown tenant at its header',
    (tenant) => {
      const parsed = commonRequestHeadersSchema.safeParse({ ...base, [HEADER.tenant]: tenant });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual([HEADER.tenant]);
    },
  );

  it('refuses an unknown currency and a missing tenant', () => {
    expect(commonRequestHeadersSchema.safeParse({ ...base, 'fe-x-active-currency': 'USD' }).success).toBe(
      false,
    );
    expect(commonRequestHeadersSchema.safeParse({ 'fe-x-active-currency': 'EUR' }).success).toBe(false);
  });

  it('takes the tracking id only when present', () => {
    expect(commonRequestHeadersSchema.safeParse(base).success).toBe(true);
    expect(commonRequestHeadersSchema.safeParse({ ...base, 'tracking-id': 'trk-42' }).success).toBe(true);
    expect(commonRequestHeadersSchema.safeParse({ ...base, 'tracking-id': '' }).success).toBe(false);
  });

  test.prop([fc.stringMatching(/^[A-Za-z0-9\-._~+/]{1,60}$/)])(
    'accept a bearer token built by bearer()',
    (token) => {
      expect(
        authenticatedRequestHeadersSchema.safeParse({ ...base, authorization: bearer(token) }).success,
      ).toBe(true);
    },
  );

  it('require "Bearer <token>" where a token is needed', () => {
    expect(authenticatedRequestHeadersSchema.safeParse(base).success).toBe(false);
    expect(authenticatedRequestHeadersSchema.safeParse({ ...base, authorization: 'Basic abc' }).success).toBe(
      false,
    );
    expect(authenticatedRequestHeadersSchema.safeParse({ ...base, authorization: 'Bearer ' }).success).toBe(
      false,
    );
  });

  test.prop([fc.uuid()])('require a UUID Idempotency-Key on checkout and payments', (key) => {
    const headers = { ...base, authorization: bearer('t0k3n'), 'idempotency-key': key };
    expect(idempotentRequestHeadersSchema.safeParse(headers).success).toBe(true);
    expect(
      idempotentRequestHeadersSchema.safeParse({ ...headers, 'idempotency-key': undefined }).success,
    ).toBe(false);
    expect(
      idempotentRequestHeadersSchema.safeParse({ ...headers, 'idempotency-key': 'retry-1' }).success,
    ).toBe(false);
  });
});
