import { keyHash, readEntry, wrapEntry } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';

/**
 * The promo code a shopper typed for a product variant, remembered for the browser session
 * (specification section 9) so that it is there again when they come back to the product.
 */
const keyOf = (variant: string) => `tirage.promo.${keyHash(variant)}`;

/** How long a remembered code lasts at most within the session. */
const REMEMBERED_FOR = '1d';

export function rememberedPromoCode(storage: Storage, variant: string): string | undefined {
  try {
    const value = readEntry(storage.getItem(keyOf(variant)), Temporal.Now.instant());
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    // Storage the browser refuses (private mode, quota) remembers nothing.
    return undefined;
  }
}

export function rememberPromoCode(storage: Storage, variant: string, code: string): void {
  try {
    storage.setItem(keyOf(variant), wrapEntry(code, REMEMBERED_FOR, Temporal.Now.instant()));
  } catch {
    // Nothing is remembered; the code still applies now.
  }
}
