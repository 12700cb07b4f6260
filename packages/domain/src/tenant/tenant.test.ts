import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalizeHost, parseCustomTenant, resolveTenant, withCustomTenant } from './tenant.js';

const tenantArb = fc.constantFrom<string>('tirage-fr', 'tirage-be', 'tirage-ch', 'constructor');
const hostArb = fc.constantFrom<string>(
  'www.tirage.fr',
  'www.tirage.be',
  'shop.tirage.ch',
  'preview.tirage.dev',
  'toString',
);
const domainsArb = fc.dictionary(hostArb, tenantArb, { maxKeys: 4 });
const knownArb = fc.uniqueArray(tenantArb, { maxLength: 4 });

/** A spelling of a host a browser or proxy may send: any case, a port, a trailing dot. */
function variantOf(host: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: host.length, maxLength: host.length }),
      fc.option(fc.integer({ min: 1, max: 65535 })),
      fc.boolean(),
    )
    .map(([upper, port, dot]) => {
      const cased = [...host].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
      return `${cased}${dot ? '.' : ''}${port === null ? '' : `:${port}`}`;
    });
}

describe('resolveTenant', () => {
  test.prop([hostArb, hostArb, domainsArb, knownArb])(
    'a mapped host gives its tenant, else the default domain decides; unknown tenants fail',
    (host, defaultDomain, domains, knownTenants) => {
      const expected = Object.hasOwn(domains, host)
        ? domains[host]
        : Object.hasOwn(domains, defaultDomain)
          ? domains[defaultDomain]
          : defaultDomain;
      const result = resolveTenant({ host, defaultDomain, domains, knownTenants });
      if (expected !== undefined && knownTenants.includes(expected))
        expect(result).toEqual({ ok: true, value: expected });
      else
        expect(result).toEqual({
          ok: false,
          error: { kind: 'tenant.invalid', message: 'Tenant domain not valid' },
        });
    },
  );

  test.prop([
    hostArb.chain((host) => fc.tuple(fc.constant(host), variantOf(host))),
    hostArb,
    domainsArb,
    knownArb,
  ])(
    'hosts compare without case, port or trailing dot',
    ([host, variant], defaultDomain, domains, knownTenants) => {
      expect(resolveTenant({ host: variant, defaultDomain, domains, knownTenants })).toEqual(
        resolveTenant({ host, defaultDomain, domains, knownTenants }),
      );
    },
  );

  test.prop([tenantArb, hostArb, hostArb, domainsArb, knownArb])(
    'a custom tenant overrides every domain, and must be known',
    (customTenant, host, defaultDomain, domains, knownTenants) => {
      const result = resolveTenant({ host, defaultDomain, domains, knownTenants, customTenant });
      expect(result.ok).toBe(knownTenants.includes(customTenant));
      if (result.ok) expect(result.value).toBe(customTenant);
    },
  );

  test.prop([fc.constantFrom(null, undefined, '', '  '), hostArb, hostArb, domainsArb, knownArb])(
    'an empty custom tenant is no custom tenant',
    (customTenant, host, defaultDomain, domains, knownTenants) => {
      expect(resolveTenant({ host, defaultDomain, domains, knownTenants, customTenant })).toEqual(
        resolveTenant({ host, defaultDomain, domains, knownTenants }),
      );
    },
  );

  const config = {
    defaultDomain: 'www.tirage.fr',
    domains: { 'www.tirage.fr': 'tirage-fr', 'WWW.Tirage.BE': 'tirage-be' },
    knownTenants: ['tirage-fr', 'tirage-be', 'tirage-preview'],
  };

  it('resolves the shops of the platform', () => {
    expect(resolveTenant({ ...config, host: 'www.tirage.be:443' })).toEqual({ ok: true, value: 'tirage-be' });
    expect(resolveTenant({ ...config, host: 'localhost:3000' })).toEqual({ ok: true, value: 'tirage-fr' });
    expect(resolveTenant({ ...config, host: '' })).toEqual({ ok: true, value: 'tirage-fr' });
    expect(resolveTenant({ ...config, host: 'www.tirage.be', customTenant: 'tirage-preview' })).toEqual({
      ok: true,
      value: 'tirage-preview',
    });
  });

  it('fails with "Tenant domain not valid" when no tenant is active', () => {
    const invalid = { ok: false, error: { kind: 'tenant.invalid', message: 'Tenant domain not valid' } };
    expect(resolveTenant({ ...config, host: 'x', defaultDomain: 'www.unknown.fr' })).toEqual(invalid);
    expect(resolveTenant({ ...config, host: 'x', defaultDomain: '' })).toEqual(invalid);
    expect(resolveTenant({ ...config, host: 'x', customTenant: 'tirage-xx' })).toEqual(invalid);
  });

  it('normalises hosts, IPv6 included', () => {
    expect(normalizeHost(' WWW.Tirage.FR.:8080 ')).toBe('www.tirage.fr');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost('[::1]')).toBe('[::1]');
  });
});

describe('withCustomTenant', () => {
  test.prop([fc.constantFrom('tirage-preview', 'tirage-ch'), fc.constantFrom('', ' ', '\t'), tenantArb])(
    'a custom tenant, trimmed, wins; a blank or missing one leaves the other',
    (custom, padding, other) => {
      expect(withCustomTenant(padding + custom + padding, other)).toBe(custom);
      expect(withCustomTenant(padding, other)).toBe(other);
      expect(withCustomTenant(null, other)).toBe(other);
      expect(withCustomTenant(undefined, other)).toBe(other);
      expect(parseCustomTenant(padding)).toBeNull();
    },
  );
});
