import type { DomainError } from '../errors/errors.js';
import type { Result } from '../shared/result.js';
import type { Ttl } from '../support/expiring-storage.js';

/**
 * Small string values kept between pages (last order, promo input per variant). A value that
 * is missing, expired or unreadable reads as `null`.
 */
export interface StoragePort {
  get(key: string): Promise<Result<string | null, DomainError>>;
  /** A lifetime such as '30s', '5m', '2h', '7d', as `wrapEntry` reads it; without one, 5 minutes. */
  set(key: string, value: string, ttl?: Ttl): Promise<Result<void, DomainError>>;
  remove(key: string): Promise<Result<void, DomainError>>;
}
