import { describe, expect, it } from 'vitest';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

describe('the towns of a postal code', () => {
  it('are asked for the country and code, and answered by name', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.towns.ofPostalCode('FR', '01000')).toEqual({
      ok: true,
      value: [
        { name: 'Bourg-en-Bresse', postalLabel: 'BOURG-EN-BRESSE' },
        { name: 'Saint-Denis-lès-Bourg', postalLabel: 'SAINT-DENIS-LES-BOURG' },
      ],
    });
    const url = new URL(sentTo(requests, 'address.towns')[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ country: 'FR', postalCode: '01000' });
  });

  it('are not asked for a code the shop would refuse: the field is named, nothing is sent', async () => {
    const { ports, requests } = portsOn();
    const result = await ports.towns.ofPostalCode('BE', '1000');
    expect(result.ok).toBe(false);
    if (!result.ok && result.error.kind === 'request.invalid')
      expect(result.error.fieldErrors.map((error) => error.field).sort()).toEqual(['country', 'postalCode']);
    else expect.unreachable('a request.invalid error');
    expect(requests).toEqual([]);
  });
});
