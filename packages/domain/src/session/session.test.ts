import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, isCurrencyCode } from '../money/money.js';
import { activeTenant, createSession, type SessionInput, withActiveCurrency } from './session.js';

const currencyTextArb = fc.oneof(
  fc.constantFrom(...CURRENCIES),
  fc.string({ maxLength: 4 }),
  fc.constant('eur'),
);
const inputArb: fc.Arbitrary<SessionInput> = fc.record(
  {
    domainTenant: fc.constantFrom('tirage-fr', 'tirage-be'),
    customTenant: fc.option(fc.constantFrom('tirage-preview', '', ' '), { nil: undefined }),
    userDomain: fc.constantFrom('www.tirage.fr', 'www.tirage.be'),
    activeCurrency: fc.option(currencyTextArb, { nil: undefined }),
    isLoggedInAs: fc.option(fc.boolean(), { nil: undefined }),
    trackingId: fc.option(fc.uuid(), { nil: undefined }),
  },
  { requiredKeys: ['domainTenant', 'userDomain'] },
);

describe('createSession', () => {
  // The currencies of the specification, written out rather than read from the code under test.
  const soldArb = fc.constantFrom('EUR', 'CHF', 'GBP');
  const unsoldArb = fc.oneof(
    fc.constantFrom('eur', 'USD', '', ' EUR', 'EURO'),
    fc.string({ maxLength: 4 }).filter((text) => !['EUR', 'CHF', 'GBP'].includes(text)),
  );

  test.prop([inputArb, soldArb])(
    'the active currency is the one asked for when the shop sells it',
    (input, code) => {
      expect(createSession({ ...input, activeCurrency: code }).activeCurrency).toBe(code);
    },
  );

  test.prop([inputArb, fc.option(unsoldArb, { nil: undefined })])(
    'any other currency, or none, gives EUR',
    (input, code) => {
      expect(createSession({ ...input, activeCurrency: code }).activeCurrency).toBe('EUR');
    },
  );

  const paddingArb = fc.constantFrom('', ' ', '  ', '\t', '\n');

  test.prop([inputArb, fc.constantFrom('tirage-preview', 'tirage-ch'), paddingArb, paddingArb])(
    'a custom tenant, trimmed, overrides the domain one',
    (input, custom, before, after) => {
      const session = createSession({ ...input, customTenant: before + custom + after });
      expect(session.customTenant).toBe(custom);
      expect(activeTenant(session)).toBe(custom);
    },
  );

  test.prop([inputArb, fc.option(paddingArb, { nil: undefined })])(
    'without a custom tenant, or with a blank one, the domain decides',
    (input, blank) => {
      const session = createSession({ ...input, customTenant: blank });
      expect(session.customTenant).toBeNull();
      expect(activeTenant(session)).toBe(input.domainTenant);
    },
  );

  test.prop([inputArb])('missing fields take their defaults', (input) => {
    const session = createSession(input);
    expect(session.isLoggedInAs).toBe(input.isLoggedInAs ?? false);
    expect(session.trackingId).toBe(input.trackingId ?? null);
    expect(session.userDomain).toBe(input.userDomain);
  });

  it('starts a guest session in EUR', () => {
    expect(createSession({ domainTenant: 'tirage-fr', userDomain: 'www.tirage.fr' })).toEqual({
      domainTenant: 'tirage-fr',
      customTenant: null,
      userDomain: 'www.tirage.fr',
      activeCurrency: 'EUR',
      isLoggedInAs: false,
      trackingId: null,
    });
  });
});

describe('withActiveCurrency', () => {
  test.prop([inputArb, currencyTextArb])(
    'switches to a currency the shop sells and ignores anything else',
    (input, currency) => {
      const session = createSession(input);
      const switched = withActiveCurrency(session, currency);
      expect(switched.activeCurrency).toBe(isCurrencyCode(currency) ? currency : session.activeCurrency);
      expect({ ...switched, activeCurrency: session.activeCurrency }).toEqual(session);
      if (!isCurrencyCode(currency)) expect(switched).toBe(session);
    },
  );

  it('switches from EUR to CHF', () => {
    const session = createSession({ domainTenant: 'tirage-ch', userDomain: 'shop.tirage.ch' });
    expect(withActiveCurrency(session, 'CHF').activeCurrency).toBe('CHF');
  });
});
