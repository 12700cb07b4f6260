import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECTS,
  afterLoginLocation,
  decideAccess,
  keepingReturnTo,
  loginLocation,
  type PageAccess,
  PERSONAL_AREA_PATH,
  RETURN_TO_PARAM,
  safeReturnTo,
} from './access.js';
import { hostilePathArb, localPathArb } from './routing.arb.js';

const accessArb = fc.constantFrom<PageAccess>('public', 'guestOnly', 'loginOnly');

/** Reads a return path back from a login location, as the login page does. */
const returnToOf = (location: string): string | null => {
  const match = new RegExp(`\\?${RETURN_TO_PARAM}=(.*)$`).exec(location);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
};

describe('safeReturnTo', () => {
  test.prop([hostilePathArb])(
    'always gives a single leading / and never a protocol-relative path',
    (path) => {
      const safe = safeReturnTo(path);
      expect(safe.startsWith('/')).toBe(true);
      expect(safe).not.toMatch(/^[/\\]{2}/);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
      expect(safe).not.toMatch(/[\\\u0000-\u001f\u007f-\u009f]/);
      expect(decodeURIComponent(safe)).not.toMatch(/^[/\\]{2}|\\/);
    },
  );

  test.prop([hostilePathArb])('is either the path itself (beyond ASCII percent-encoded) or /', (path) => {
    const encoded = path.replace(/\P{ASCII}+/gu, (text) => encodeURIComponent(text));
    expect([encoded, '/']).toContain(safeReturnTo(path));
  });

  test.prop([fc.string({ unit: 'grapheme' }).map((text) => `/${text.replace(/[/\\]/g, '')}`)])(
    'is ASCII, as a Location header must be',
    (path) => {
      expect(safeReturnTo(path)).toMatch(/^\p{ASCII}*$/u);
    },
  );

  it.each([
    ['/／', '/%EF%BC%8F'],
    ['/catégories/affiches/', '/cat%C3%A9gories/affiches/'],
  ])('percent-encodes %s as %s', (path, safe) => {
    expect(safeReturnTo(path)).toBe(safe);
  });

  test.prop([hostilePathArb])('is idempotent', (path) => {
    expect(safeReturnTo(safeReturnTo(path))).toBe(safeReturnTo(path));
  });

  test.prop([localPathArb])('keeps same-site paths as they are', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    'evil.example',
    '',
    '/100%-off',
    `/%${'25'.repeat(8)}2F`,
  ])('refuses %j', (path) => {
    expect(safeReturnTo(path)).toBe('/');
  });

  it.each([
    '/',
    '/cart/',
    '/personal-area/order-detail/?order_number=AB12',
    '/search/?q=cartes%20de%20visite',
    '/a b/',
  ])('keeps %j', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });
});

describe('decideAccess', () => {
  test.prop([localPathArb, fc.boolean()])(
    'a logged-in shopper on login or registration goes to the personal area',
    (path, justLoggedOut) => {
      expect(decideAccess({ access: 'guestOnly', path, loggedIn: true, justLoggedOut })).toEqual({
        type: 'redirect',
        location: PERSONAL_AREA_PATH,
        reason: 'alreadyLoggedIn',
      });
    },
  );

  test.prop([localPathArb])(
    'a guest on a login-only page goes to login and comes back to the page afterwards',
    (path) => {
      const decision = decideAccess({ access: 'loginOnly', path, loggedIn: false });
      expect(decision).toMatchObject({ type: 'redirect', reason: 'loginRequired' });
      if (decision.type !== 'redirect') return;
      expect(decision.location.startsWith(AUTH_REDIRECTS.login)).toBe(true);
      expect(afterLoginLocation(returnToOf(decision.location))).toBe(path);
    },
  );

  test.prop([localPathArb])('right after logout a guest on a login-only page goes home', (path) => {
    expect(decideAccess({ access: 'loginOnly', path, loggedIn: false, justLoggedOut: true })).toEqual({
      type: 'redirect',
      location: '/',
      reason: 'loggedOut',
    });
  });

  test.prop([accessArb, localPathArb, fc.boolean(), fc.boolean()])(
    'a redirect happens exactly when the page is not for this shopper',
    (access, path, loggedIn, justLoggedOut) => {
      const allowed = access === 'public' || (access === 'guestOnly') !== loggedIn;
      expect(decideAccess({ access, path, loggedIn, justLoggedOut }).type).toBe(
        allowed ? 'allow' : 'redirect',
      );
    },
  );

  test.prop([hostilePathArb])('a login location never carries an unsafe return path', (path) => {
    const returnTo = returnToOf(loginLocation(path));
    expect(returnTo === null || safeReturnTo(returnTo) === returnTo).toBe(true);
  });

  test.prop([fc.constantFrom('/login/', '/registration/'), hostilePathArb])(
    'a link between login and registration never carries an unsafe return path',
    (page, path) => {
      const link = keepingReturnTo(page, path);
      expect(link.startsWith(page)).toBe(true);
      const returnTo = returnToOf(link);
      expect(returnTo === null || safeReturnTo(returnTo) === returnTo).toBe(true);
    },
  );

  test.prop([fc.constantFrom('/login/', '/registration/'), localPathArb])(
    'a link between login and registration keeps a same-site return path, to come back to it',
    (page, path) => {
      expect(afterLoginLocation(returnToOf(keepingReturnTo(page, path)))).toBe(path);
    },
  );

  it('a link between login and registration without a return path is the page itself', () => {
    expect(keepingReturnTo('/registration/', null)).toBe('/registration/');
    expect(keepingReturnTo('/login/', undefined)).toBe('/login/');
    expect(keepingReturnTo('/login/', '/')).toBe('/login/');
    expect(keepingReturnTo('/login/', '//evil.example/')).toBe('/login/');
    expect(keepingReturnTo('/login/', '/checkout/')).toBe('/login/?returnTo=%2Fcheckout%2F');
  });

  it('uses the auth redirect targets of the shop', () => {
    expect(AUTH_REDIRECTS).toEqual({ login: '/login', logout: '/', home: '/', callback: '/login' });
    expect(loginLocation('/')).toBe('/login');
    expect(loginLocation('/personal-area/orders/?page=2')).toBe(
      '/login?returnTo=%2Fpersonal-area%2Forders%2F%3Fpage%3D2',
    );
    expect(afterLoginLocation(undefined)).toBe('/');
    expect(afterLoginLocation(null)).toBe('/');
    expect(afterLoginLocation('//evil.example')).toBe('/');
  });

  it('throws on an access kind it does not know, a bug of the caller', () => {
    expect(() => decideAccess({ access: 'secret' as PageAccess, path: '/', loggedIn: false })).toThrow();
  });
});
