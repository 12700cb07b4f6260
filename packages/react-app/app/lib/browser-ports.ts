import { createApiClient, createMemoryTokenStore } from '@tirage/api-client';
import type { Tenant } from '@tirage/api-client/contract';
import {
  createLoqateAddressLookup,
  createShopPorts,
  createXhrArtworkUploader,
  type ShopPorts,
} from '@tirage/api-client/ports';
import type { AddressLookupPort, CurrencyCode } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';

/** The shop the page was rendered for: the browser's client speaks for the same one. */
export interface ShopIdentity {
  readonly tenant: string;
  readonly currency: string;
  /** The visit's active campaign, sent with every call; null or absent when it has none. */
  readonly campaign?: string | null;
  /** The analytics id the visit is counted under, sent as `tracking-id`; null or absent: none. */
  readonly trackingId?: string | null;
}

/**
 * The ports of the browser: an API client on the page's own origin, for the page's shop, currency
 * (`fe-x-active-currency`, the visit's session's), campaign and tracking id, read at each call (`shop` gives the latest the pages were rendered with). It calls the public catalogue and pricing calls only (the session stays in the
 * HttpOnly cookie, used by the server's actions), so it holds no token. Artwork files go through
 * XMLHttpRequest, which tells the upload's progress, to the storefront's upload route
 * (`uploadFilePath`), which passes them on to the API with the session.
 */
export function createBrowserPorts(shop: () => ShopIdentity): ShopPorts {
  const client = createApiClient({
    baseURL: '',
    tenant: () => shop().tenant as Tenant,
    currency: () => shop().currency as CurrencyCode,
    campaign: () => shop().campaign ?? undefined,
    trackingId: () => shop().trackingId ?? undefined,
    tokens: createMemoryTokenStore(null),
    clock: () => Temporal.Now.instant(),
  });
  const ports = createShopPorts(client);
  const uploader = createXhrArtworkUploader({ url: uploadFilePath });
  return { ...ports, artwork: { ...ports.artwork, upload: uploader.upload } };
}

/**
 * The address lookup of the browser: Loqate, called from the page with the shop's public key
 * (Loqate accepts it from the shop's domains only; the pages' policy allows its host).
 */
export function createBrowserAddressLookup(key: string): AddressLookupPort {
  return createLoqateAddressLookup({ key });
}

/** The storefront's route an artwork file is sent to (`routes/personal-area/upload-file.ts`). */
function uploadFilePath(target: {
  readonly orderId: string;
  readonly lineItemId: string;
  readonly fileName: string;
}): string {
  const query = new URLSearchParams({
    order_id: target.orderId,
    line_item_id: target.lineItemId,
    file_name: target.fileName,
  });
  return `/personal-area/upload-file/?${query}`;
}
