import type { Database } from '../db/database.js';
import { rateCounter } from '../http/rate-limits.js';

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
  /**
   * The account the attempt is counted against: the email as normalised for lookup (lower case),
   * or another name of one shopper. Absent (a guest): counted against the address only.
   */
  readonly email?: string | undefined;
  readonly ip: string;
}

/**
 * How an allowed attempt ended:
 * - `failure`: it stays counted;
 * - `success`: the account's failures are forgotten and the attempt is taken back from the
 *   address (a login with the right password, an account made);
 * - `takenBack`: the attempt alone is taken back from both counts, earlier ones stay (a promo code
 *   that exists: only guesses count, and a known code must not wipe them out).
 */
type AttemptOutcome = 'failure' | 'success' | 'takenBack';

type ThrottleDecision =
  | {
      readonly allowed: true;
      /** Says how the attempt ended: see `AttemptOutcome`. */
      readonly settle: (outcome: AttemptOutcome) => Promise<void>;
    }
  | { readonly allowed: false; readonly retryAfterS: number };

/**
 * Counts attempts per account and per client address in a fixed window, through
 * `rate-limiter-flexible` (`src/http/rate-limits.ts`): in the `rate_limits` table on PostgreSQL,
 * so that every server process counts the same attempts, and in the process's memory on the
 * embedded database (one process opens it; a restart forgets the counts).
 */
export interface LoginThrottle {
  /**
   * Refuses the attempt past a limit; otherwise counts it as a failure at once, before the
   * password is checked, so that parallel guesses see each other (each count is one atomic
   * statement). An attempt refused for its account is not counted against its address.
   */
  begin(attempt: LoginAttempt): Promise<ThrottleDecision>;
}

/**
 * The throttle named `name` (`login`, `staff-login`, `registration`…): throttles of one name on
 * one database share their counts, whichever app or process made them.
 */
export function createLoginThrottle(
  db: Database,
  name: string,
  limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE,
): LoginThrottle {
  const perAccount = rateCounter(db, {
    name: `${name}:account`,
    points: limits.maxFailuresPerAccount,
    windowS: limits.windowS,
  });
  const perAddress = rateCounter(db, {
    name: `${name}:address`,
    points: limits.maxFailuresPerIp,
    windowS: limits.windowS,
  });

  return {
    async begin({ email, ip }) {
      if (email !== undefined) {
        const account = await perAccount.take(email);
        if (!account.allowed) {
          // Allowed again once both counts are under their limits.
          return { allowed: false, retryAfterS: Math.max(account.retryAfterS, await perAddress.wait(ip)) };
        }
      }
      const address = await perAddress.take(ip);
      if (!address.allowed) {
        // Not counted against the account: the address's refusal says nothing about it.
        if (email !== undefined) await perAccount.giveBack(email);
        const accountWait = email === undefined ? 0 : await perAccount.wait(email);
        return { allowed: false, retryAfterS: Math.max(address.retryAfterS, accountWait) };
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (outcome === 'failure') return;
          await Promise.all([
            email === undefined
              ? undefined
              : outcome === 'success'
                ? perAccount.forget(email)
                : perAccount.giveBack(email),
            perAddress.giveBack(ip),
          ]);
        },
      };
    },
  };
}
