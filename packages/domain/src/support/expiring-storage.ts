import type { Temporal } from 'temporal-polyfill';

/** A storage lifetime: a positive whole number of seconds, minutes, hours or days. */
export type Ttl = `${number}${'s' | 'm' | 'h' | 'd'}`;

/** Entries live five minutes unless told otherwise (specification section 9). */
export const DEFAULT_TTL: Ttl = '5m';
export const DEFAULT_TTL_MS = 5 * 60 * 1000;

const UNIT_MS = { s: 1000, m: 60 * 1000, h: 60 * 60 * 1000, d: 24 * 60 * 60 * 1000 } as const;

const TTL_PATTERN = /^(\d+)([smhd])$/;

/** Milliseconds of a TTL such as '30s', '5m', '2h', '7d'; null when it is not one. */
export function parseTtl(ttl: string): number | null {
  const match = TTL_PATTERN.exec(ttl);
  if (match === null) return null;
  const amount = Number(match[1]);
  const ms = amount * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return amount > 0 && Number.isSafeInteger(ms) ? ms : null;
}

/**
 * Milliseconds of a TTL, the default five minutes when it is not a valid one: a typo in a
 * cache lifetime should not break the page that caches.
 */
export function ttlToMilliseconds(ttl: string | undefined): number {
  return (ttl === undefined ? null : parseTtl(ttl)) ?? DEFAULT_TTL_MS;
}

/** What is written to storage: the value and when it stops being valid. */
export interface StoredEntry {
  readonly value: unknown;
  /** Epoch milliseconds; the entry is gone from this instant on. */
  readonly expiresAt: number;
}

/** Serialises a value with its expiry, for localStorage/sessionStorage. */
export function wrapEntry(value: unknown, ttl: string | undefined, now: Temporal.Instant): string {
  const entry: StoredEntry = { value, expiresAt: now.epochMilliseconds + ttlToMilliseconds(ttl) };
  return JSON.stringify(entry);
}

/**
 * The stored value, or null when there is nothing, the text is not an entry written by
 * {@link wrapEntry} (parse failure, foreign data) or it has expired.
 */
export function readEntry(raw: string | null, now: Temporal.Instant): unknown | null {
  if (raw === null) return null;
  const entry = parseEntry(raw);
  if (entry === null || now.epochMilliseconds >= entry.expiresAt) return null;
  return entry.value;
}

function parseEntry(raw: string): StoredEntry | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('expiresAt' in parsed) || !('value' in parsed)) {
    return null;
  }
  const { expiresAt, value } = parsed;
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? { value, expiresAt } : null;
}
