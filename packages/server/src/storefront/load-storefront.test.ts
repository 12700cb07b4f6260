import { describe, expect, it } from 'vitest';
import { loadStorefront } from './load-storefront.js';

describe('loadStorefront', () => {
  it('stops the start with the route module’s own error, such as an unknown middleware', async () => {
    const planError = new Error(
      'The route routes/checkout.tsx declares the middleware "valid_cart", which does not exist (known: auth, session-id, valid-cart).',
    );
    await expect(loadStorefront({}, () => Promise.reject(planError))).rejects.toBe(planError);
  });

  it('says to build the storefront when its build is missing', async () => {
    const missing = Object.assign(new Error("Cannot find module 'build/server/index.js'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    await expect(loadStorefront({}, () => Promise.reject(missing))).rejects.toThrow(
      'The storefront is not built (packages/react-app/build/ is missing)',
    );
  });
});
