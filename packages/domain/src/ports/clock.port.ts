import type { Temporal } from 'temporal-polyfill';

/** Time comes from outside the domain: the app injects a real clock, tests a fixed one. */
export interface ClockPort {
  now(): Temporal.Instant;
}

/** Ids come from outside too (UUIDs for anonymous users, idempotency keys). */
export interface IdGeneratorPort {
  newId(): string;
}
