import type { ShopPorts } from '@tirage/api-client/ports';
import { ok } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { lazyPorts } from './ports-context.js';

describe('lazy ports', () => {
  test('load the real ports once, on the first call, and answer as they do', async () => {
    let loads = 0;
    const real = {
      promotion: {
        async checkPromoCode(request: { code: string }) {
          return ok({ code: request.code, status: 'valid' as const, discount: undefined });
        },
      },
    } as unknown as ShopPorts;
    const { ports } = lazyPorts(async () => {
      loads += 1;
      return real;
    });
    expect(loads).toBe(0);
    const request = {
      code: 'BIENVENUE10',
      mcpSku: 'TIR-FLY',
      variant: 'std',
      market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
    } as const;
    expect(await ports.promotion.checkPromoCode(request)).toEqual(
      ok({ code: 'BIENVENUE10', status: 'valid', discount: undefined }),
    );
    await ports.promotion.checkPromoCode(request);
    expect(loads).toBe(1);
  });

  test('a failed load is tried again by the next call', async () => {
    let attempts = 0;
    const { ports, preload } = lazyPorts(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { catalog: { validateConfiguration: async () => ok({}) } } as unknown as ShopPorts;
    });
    preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const graph = { mcpSku: 'a', entryId: 'b', productSku: 'c', variant: 'd', version: '1' };
    expect(
      await ports.catalog.validateConfiguration({ configurationGraph: graph, selectedAttributes: {} }),
    ).toEqual(ok({}));
    expect(attempts).toBe(2);
  });
});
