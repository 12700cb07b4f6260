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

/**
 * The code a shopper chose on an offer's page ("Utiliser ce code"), for every product of the
 * browser session: a product page without a code of its own applies it once it is priced.
 */
const CHOSEN_KEY = 'tirage.promo.chosen';

export function chooseShopPromoCode(storage: Storage, code: string): boolean {
  try {
    storage.setItem(CHOSEN_KEY, wrapEntry(code, REMEMBERED_FOR, Temporal.Now.instant()));
    return true;
  } catch {
    return false;
  }
}

export function chosenShopPromoCode(storage: Storage): string | undefined {
  try {
    const value = readEntry(storage.getItem(CHOSEN_KEY), Temporal.Now.instant());
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}
