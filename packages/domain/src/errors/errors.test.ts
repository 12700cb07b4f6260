import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type DomainError,
  initError,
  internalError,
  isLoggedOnly,
  isMaintenanceError,
  isServiceUnavailable,
  MESSAGES,
  missingDictionaryVoice,
  needsReload,
  pageNotFound,
  quoteError,
  refusalReason,
  serviceUnavailable,
  sessionExpired,
  tenantInvalid,
} from './errors.js';

// The exact texts of the specification, written out once here so a changed message fails.
const SPEC_MESSAGES = [
  [initError.missingPreconfiguredUrl(), 'Missing preconfigured URL'],
  [initError.productFetchFailed(), 'Attempt to fetch the product was not successfully'],
  [initError.noPositiveProduct(), 'No positive product retrieved'],
  [initError.noCustomSelection(), 'No custom product selection found'],
  [initError.noLossLeaderKey(), 'No loss leader key found'],
  [initError.noConfigurationData(), 'No data retrieved from product configuration.'],
  [initError.emptyProductionTimes(), 'validProductionTimes configuration is empty!'],
  [initError.emptyConfiguration(), 'Product configuration is empty!'],
  [quoteError.emptyQuantities(), 'Quantities list is empty!'],
  [quoteError.emptyPrices(), 'Prices list is empty!'],
  [quoteError.noDeliveries(), 'No deliveries available for this quantity!'],
  [quoteError.noArrivalDates(), 'No arrival dates found for those deliveries!'],
  [tenantInvalid(), 'Tenant domain not valid'],
  [internalError(), 'Internal Server Error'],
  [sessionExpired(), 'Both token and refresh token have expired.'],
  [missingDictionaryVoice('cart_title'), 'Missing dictionary voice'],
  [serviceUnavailable(), 'Service Unavailable'],
] as const satisfies readonly (readonly [DomainError, string])[];

describe('the error catalogue', () => {
  it.each(SPEC_MESSAGES)('%o carries the message of the specification', (error, message) => {
    expect(error.message).toBe(message);
  });

  it('gives every kind of the list a distinct kind', () => {
    const kinds = SPEC_MESSAGES.map(([error]) => error.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('pairs an expired session with the aborted request message', () => {
    expect(sessionExpired()).toMatchObject({ abortMessage: 'Your request was aborted.' });
    expect(MESSAGES.requestAborted).toBe('Your request was aborted.');
  });

  test.prop([fc.webPath()])('a missing page names its path', (path) => {
    expect(pageNotFound(path)).toEqual({
      kind: 'page.notFound',
      path,
      message: `Page Not Found: ${path}`,
    });
    expect(MESSAGES.pageNotFoundTitle).toBe('Page Not Found');
  });

  test.prop([fc.oneof(fc.integer(), fc.double(), fc.constant(undefined))])(
    'an unavailable shop keeps the wait it asked for exactly when it is whole seconds, never negative',
    (seconds) => {
      const error = serviceUnavailable(seconds);
      expect(error.kind).toBe('service.unavailable');
      const whole = seconds !== undefined && Number.isSafeInteger(seconds) && seconds >= 0;
      expect(error.retryAfterSeconds).toBe(whole ? seconds : undefined);
      expect('retryAfterSeconds' in error).toBe(whole);
    },
  );

  it('tells an unavailable shop from every other error', () => {
    const all: DomainError[] = [...SPEC_MESSAGES.map(([error]) => error), pageNotFound('/x/')];
    expect(all.filter(isServiceUnavailable).map((e) => e.kind)).toEqual(['service.unavailable']);
  });

  it('names the rule of a refused request or session, and of nothing else', () => {
    expect(refusalReason({ kind: 'request.conflict', message: 'Taken', reason: 'customer.emailTaken' })).toBe(
      'customer.emailTaken',
    );
    expect(
      refusalReason({ kind: 'session.unauthorized', message: 'No', reason: 'auth.invalidCredentials' }),
    ).toBe('auth.invalidCredentials');
    expect(refusalReason({ kind: 'request.notFound', message: 'Gone' })).toBeUndefined();
    // An artwork refusal's own reason is not a rule the shop named on the wire.
    expect(
      refusalReason({ kind: 'artwork.notAccepted', message: 'Closed', reason: 'orderClosed' }),
    ).toBeUndefined();
  });

  it('puts the product page in maintenance only when no configuration data came back', () => {
    const all: DomainError[] = [...SPEC_MESSAGES.map(([error]) => error), pageNotFound('/x/')];
    expect(all.filter(isMaintenanceError).map((e) => e.kind)).toEqual(['init.noConfigurationData']);
  });

  it('tells logged-only errors and reloads apart from shown ones', () => {
    expect(isLoggedOnly(missingDictionaryVoice('k'))).toBe(true);
    expect(isLoggedOnly({ kind: 'config.missingDefaultLink', message: 'no link', id: 'cart' })).toBe(true);
    expect(isLoggedOnly(tenantInvalid())).toBe(false);
    expect(needsReload({ kind: 'app.chunkLoadFailed', message: 'chunk' })).toBe(true);
    expect(needsReload(internalError())).toBe(false);
  });
});
