import { initError } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

describe('product instructions', () => {
  it('are asked for the pages and answered as title and file', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.productInstructions(['page-flyers'])).toEqual({
      ok: true,
      value: [{ title: 'Gabarit A5', fileUrl: 'https://cdn.tirage.fr/guides/flyers-a5.pdf' }],
    });
    expect(sentTo(requests, 'content.productInstruction')[0]?.body).toEqual({ pages_id: ['page-flyers'] });
  });

  it('are none, without a call, for no page', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.productInstructions([])).toEqual({ ok: true, value: [] });
    expect(requests).toEqual([]);
  });
});

describe('loss-leader offers', () => {
  it('carry the offer and the product it applies to', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.content.lossLeaderInfo('cartes-offertes')).toEqual({
      ok: true,
      value: {
        lossLeaderKey: 'cartes-offertes',
        promocodeId: 'promo-7',
        productConfigurationId: 'conf-2',
        productionTime: '5d',
        selectedPriority: 'standard',
        selectedAttributes: { format: '85x55' },
        quantity: 250,
      },
    });
    expect(new URL(sentTo(requests, 'content.lossLeaderInfo')[0]?.url ?? '').pathname).toBe(
      '/api/v1/content/loss-leader-info/cartes-offertes/',
    );
  });

  it("are 'No loss leader key found' for an unknown key, or one that cannot be a key (without asking)", async () => {
    const { ports, requests } = portsOn({
      'content.lossLeaderInfo': failure(404, 'No loss leader key found', { kind: 'init.noLossLeaderKey' }),
    });
    const missing = { ok: false, error: initError.noLossLeaderKey() };
    expect(await ports.content.lossLeaderInfo('gone')).toEqual(missing);
    expect(await ports.content.lossLeaderInfo('')).toEqual(missing);
    expect(await ports.content.lossLeaderInfo('../admin')).toEqual(missing);
    expect(requests).toHaveLength(1);
  });
});
