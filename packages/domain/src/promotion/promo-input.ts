import { err, ok, type Result } from '../shared/result.js';

/** Status of a promo code typed by the shopper or stored for the line, as the server reports it. */
export type PromoInputStatus =
  | 'valid'
  | 'empty_value'
  | 'generic_error'
  | 'invalid_selection'
  | 'no_longer_valid';

/** Codes are typed loosely ("  bf25 ") and compared as the back office writes them ("BF25"). */
export function checkPromoInput(raw: string): Result<string, 'empty_value'> {
  const code = raw.trim().toUpperCase();
  return code === '' ? err('empty_value') : ok(code);
}

/** The answer of the promo-code check (`isValid`, `promocodeStatus`), parsed at the edge. */
export interface PromoCheckResult {
  readonly isValid: boolean;
  /** Absent when the server gave no reason. */
  readonly promocodeStatus?: PromoInputStatus;
}

/** Status to show for a code the shopper has just submitted; a refusal without reason is generic. */
export function promoInputStatus(check: PromoCheckResult): PromoInputStatus {
  if (check.isValid) return 'valid';
  return check.promocodeStatus === undefined || check.promocodeStatus === 'valid'
    ? 'generic_error'
    : check.promocodeStatus;
}

/** Why a stored code was dropped: it does not apply to this selection, or it has expired. */
export type StoredPromoWarning = 'invalid_selection' | 'no_longer_valid';

export type StoredPromoOutcome =
  | { readonly action: 'keep'; readonly code: string }
  | { readonly action: 'drop'; readonly code: string; readonly warning: StoredPromoWarning };

/**
 * What happens to a stored code when the selection changes and it is checked again: kept only
 * if still valid. An expired code warns `no_longer_valid`; any other refusal means the code does
 * not fit what is now selected, `invalid_selection`.
 */
export function recheckStoredPromo(code: string, check: PromoCheckResult): StoredPromoOutcome {
  if (check.isValid) return { action: 'keep', code };
  const warning = check.promocodeStatus === 'no_longer_valid' ? 'no_longer_valid' : 'invalid_selection';
  return { action: 'drop', code, warning };
}
