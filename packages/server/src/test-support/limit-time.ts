import { vi } from 'vitest';

/**
 * The shop's limits count in the process's own time (`Date.now`, see `src/http/rate-limits.ts`),
 * not in the shop's clock that tests set. A test that checks a window's end freezes that time
 * (`Retry-After` is then the whole window after requests made at one instant), moves it on with the
 * shop's clock, and gives it back after (`releaseLimitTime`, in an `afterEach`).
 */
export function freezeLimitTime(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
}

/** Moves the frozen time on by `seconds`. */
export function moveLimitTime(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

export function releaseLimitTime(): void {
  vi.useRealTimers();
}
