import type { DomainError } from '../errors/errors.js';
import type { CurrencyCode } from '../money/money.js';
import type { Session } from '../session/session.js';
import type { Result } from '../shared/result.js';

/** The visit's stored session (specification section 3): what the shopper chose for the visit. */
export interface SessionPort {
  /** The session of the visit (GET /session/). */
  read(): Promise<Result<Session, DomainError>>;
  /**
   * Switches the visit's currency (PUT /session/); a currency the shop does not sell is refused
   * and the session stays as it was.
   */
  switchCurrency(currency: CurrencyCode): Promise<Result<Session, DomainError>>;
}
