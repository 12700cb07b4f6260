export { BANNER_REFRESH_MS, type BannerWindow, isBannerVisible } from './banner.js';
export { decodeBase64Url, decodeBase64UrlJson, encodeBase64Url, encodeBase64UrlJson } from './base64url.js';
export { BUILD_POLL_MS, type BuildStamp, isNewBuild } from './build-watch.js';
export { formatDate, parseDate, SHOP_TIME_ZONE } from './dates.js';
export { escapeMarkup } from './escape-markup.js';
export {
  DEFAULT_TTL,
  DEFAULT_TTL_MS,
  parseTtl,
  readEntry,
  type StoredEntry,
  type Ttl,
  ttlToMilliseconds,
  wrapEntry,
} from './expiring-storage.js';
export { cyrb53, KEY_HASH_LENGTH, keyHash } from './key-hash.js';
export {
  decideReload,
  EMPTY_RELOAD_GUARD,
  RELOAD_GUARD_MS,
  type ReloadDecision,
  type ReloadGuardState,
} from './reload-guard.js';
export { isWithinWindow } from './time-window.js';
export { decodeUtf8, encodeUtf8 } from './utf8.js';
