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
  test.prop([inputArb])(
    'the active currency is the one asked for if the shop sells it, else EUR',
    (input) => {
      const session = createSession(input);
      expect(session.activeCurrency).toBe(
        isCurrencyCode(input.activeCurrency) ? input.activeCurrency : 'EUR',
      );
    },
  );

  test.prop([inputArb])('the active tenant is the custom one when set, else the domain one', (input) => {
    const session = createSession(input);
    const custom = input.customTenant?.trim();
    expect(activeTenant(session)).toBe(custom ? custom : input.domainTenant);
  });

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
