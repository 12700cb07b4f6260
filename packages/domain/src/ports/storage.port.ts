import type { Temporal } from 'temporal-polyfill';
import type { DomainError } from '../errors/errors.js';
import type { Result } from '../shared/result.js';

/**
 * Small string values kept between pages (last order, promo input per variant). A value that
 * is missing, expired or unreadable reads as `null`.
 */
export interface StoragePort {
  get(key: string): Promise<Result<string | null, DomainError>>;
  /** Without `ttl` the adapter's default applies (5 minutes). */
  set(key: string, value: string, ttl?: Temporal.Duration): Promise<Result<void, DomainError>>;
  remove(key: string): Promise<Result<void, DomainError>>;
}
