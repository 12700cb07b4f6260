import type { ClockPort } from '@tirage/domain';

export interface LoginThrottleLimits {
  /** Failed logins for one email within the window before that email is refused. */
  readonly maxFailuresPerAccount: number;
  /** Failed logins from one client address within the window before it is refused. */
  readonly maxFailuresPerIp: number;
  readonly windowS: number;
}

/** 10 failures per account and 50 per address (an office shares one) in 15 minutes. */
const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 50,
  windowS: 15 * 60,
};

interface LoginAttempt {
  /** The email as normalised for lookup (lower case). */
  readonly email: string;
  readonly ip: string;
}

type ThrottleDecision =
  | {
      readonly allowed: true;
      /** Says how the attempt ended: a success takes back what `begin` counted. */
      readonly settle: (outcome: 'success' | 'failure') => void;
    }
  | { readonly allowed: false; readonly retryAfterS: number };

/**
 * Counts failed logins per account and per client address in a sliding window, in memory: each
 * process counts its own, and a restart forgets. Enough for one process; several processes
 * behind a balancer each allow the limit (a shared store is the next step).
 */
export interface LoginThrottle {
  /**
   * Refuses the attempt past a limit; otherwise counts it as a failure at once, before the
   * password is checked, so that parallel guesses see each other. A success then clears the
   * account's failures and takes back this attempt's count on the address.
   */
  begin(attempt: LoginAttempt): ThrottleDecision;
}

/** Past this many tracked keys, windows that have run out are dropped before adding. */
const PRUNE_ABOVE = 10_000;

export function createLoginThrottle(
  clock: ClockPort,
  limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE,
): LoginThrottle {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowS * 1000;
  const nowMs = () => clock.now().epochMilliseconds;

  const recent = (key: string, now: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((at) => at > now - windowMs && at <= now);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const keys = (attempt: LoginAttempt) =>
    [
      [`account:${attempt.email}`, limits.maxFailuresPerAccount],
      [`ip:${attempt.ip}`, limits.maxFailuresPerIp],
    ] as const;

  return {
    begin(attempt) {
      const now = nowMs();
      let retryAfterMs = 0;
      for (const [key, max] of keys(attempt)) {
        const list = recent(key, now);
        if (list.length >= max) {
          // Allowed again when enough of the oldest failures leave the window.
          const freeing = list[list.length - max] ?? now;
          retryAfterMs = Math.max(retryAfterMs, freeing + windowMs - now);
        }
      }
      if (retryAfterMs > 0) return { allowed: false, retryAfterS: Math.ceil(retryAfterMs / 1000) };

      if (failures.size > PRUNE_ABOVE) for (const key of [...failures.keys()]) recent(key, now);
      for (const [key] of keys(attempt)) failures.set(key, [...recent(key, now), now]);
      return {
        allowed: true,
        settle(outcome) {
          if (outcome === 'failure') return;
          failures.delete(`account:${attempt.email}`);
          const ipKey = `ip:${attempt.ip}`;
          const list = failures.get(ipKey) ?? [];
          const index = list.lastIndexOf(now);
          if (index >= 0) list.splice(index, 1);
          if (list.length === 0) failures.delete(ipKey);
        },
      };
    },
  };
}
