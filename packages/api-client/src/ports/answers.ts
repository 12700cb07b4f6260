import { type DomainError, err, type Money, ok, parseDate, type Result } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { type ApiError, invalidResponse } from '../client/api-error.js';
import { type RouteName, routes } from '../contract/routes.js';
import { moneyFromWire, type WireMoney } from '../contract/wire-primitives.js';
import { domainErrorOf } from './domain-errors.js';

/**
 * An answer the contract accepts but the domain cannot hold (an amount beyond a safe integer, an
 * instant Temporal refuses, a line that names no delivery option). Thrown by the mappers below
 * and turned into `http.invalidResponse` by `fromAnswer`, so a mapper reads as plain code.
 */
export class UnmappableAnswer extends Error {
  override readonly name = 'UnmappableAnswer';
}

/** Wire money to the domain's `{ cents, currency }`. */
export function moneyOf(wire: WireMoney): Money {
  const value = moneyFromWire(wire);
  if (!value.ok) throw new UnmappableAnswer(value.error.message);
  return value.value;
}

/** An ISO 8601 instant with its offset, as the contract sends creation times and banner windows. */
export function instantOf(text: string): Temporal.Instant {
  try {
    return Temporal.Instant.from(text);
  } catch {
    throw new UnmappableAnswer(`Not an instant: ${text}`);
  }
}

/** A DD-MM-YYYY calendar date, read by the domain's `parseDate`. */
export function dateOf(text: string): Temporal.PlainDate {
  const date = parseDate(text);
  if (date === null) throw new UnmappableAnswer(`Not a DD-MM-YYYY date: ${text}`);
  return date;
}

/** The wire writes "none" as null; the domain as `undefined`. */
export const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * The domain's answer to a call: the wire data mapped by `map`, or the call's error as a
 * `DomainError` (`onError`, by default `domainErrorOf`). An answer the mapper cannot hold becomes
 * `http.invalidResponse`, like an answer that does not match the contract.
 */
export function fromAnswer<Data, Value>(
  route: RouteName,
  answer: Result<Data, ApiError>,
  map: (data: Data) => Value,
  onError: (error: ApiError) => DomainError = domainErrorOf,
): Result<Value, DomainError> {
  if (!answer.ok) return err(onError(answer.error));
  try {
    return ok(map(answer.value));
  } catch (error) {
    if (!(error instanceof UnmappableAnswer)) throw error;
    const { method, path } = routes[route];
    return err(invalidResponse(`${method} ${path}`, [error.message]));
  }
}
