import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { exampleWith, portsOn, sentTo } from './test-support/port-fixtures.js';

describe('the session port', () => {
  it('reads the visit’s session as the domain’s, without the cart and guest ids', async () => {
    const { ports } = portsOn();
    expect(await ports.session.read()).toEqual({
      ok: true,
      value: {
        domainTenant: 'fr',
        customTenant: null,
        userDomain: 'www.tirage.fr',
        activeCurrency: 'EUR',
        isLoggedInAs: false,
        trackingId: 'trk-42',
      },
    });
  });

  it('switches the currency with PUT /session/ and answers the stored session', async () => {
    const { ports, requests } = portsOn({
      'session.update': exampleWith('session.update', (data) => {
        data.activeCurrency = 'GBP';
      }),
    });
    const switched = await ports.session.switchCurrency('GBP');
    expect(switched).toMatchObject({ ok: true, value: { activeCurrency: 'GBP' } });
    expect(sentTo(requests, 'session.update').map((request) => request.body)).toEqual([
      { activeCurrency: 'GBP' },
    ]);
  });

  it('a currency the shop does not sell is the server’s field error', async () => {
    const { ports } = portsOn({
      'session.update': failure(400, 'The request is not valid', {
        kind: 'request.invalid',
        errors: [{ path: 'activeCurrency', message: 'The shop fr does not sell in CHF' }],
      }),
    });
    const refused = await ports.session.switchCurrency('CHF');
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'request.invalid',
        fieldErrors: [{ field: 'activeCurrency', message: 'The shop fr does not sell in CHF' }],
      },
    });
  });
});
