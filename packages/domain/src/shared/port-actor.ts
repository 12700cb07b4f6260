import { fromPromise, type PromiseActorLogic } from 'xstate';
import { type DomainError, internalError } from '../errors/errors.js';
import type { Result } from './result.js';

/**
 * Adapts a port method to an xstate actor: an ok result is the actor's output, an error result
 * rejects with the `DomainError` itself so that `onError` receives it.
 */
export function fromPort<TOutput, TInput>(
  call: (input: TInput) => Promise<Result<TOutput, DomainError>>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    const result = await call(input);
    if (result.ok) return result.value;
    throw result.error;
  });
}

/** The placeholder of an actor the app must provide with `.provide()`: it always fails. */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The "${name}" actor was not provided.`)),
  );
}

function isDomainError(value: unknown): value is DomainError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** What an actor rejected with, as a domain error; anything unexpected is an internal error. */
export function toDomainError(error: unknown): DomainError {
  return isDomainError(error) ? error : internalError();
}
