/** Whole seconds, as `Retry-After: 120` writes them. */
const DELAY_SECONDS = /^\d+$/;

/**
 * The wait a `Retry-After` header asks for, in whole seconds (RFC 9110 section 10.2.3): a delay
 * (`120`) as it is, a date (`Wed, 21 Oct 2026 07:28:00 GMT`) as the seconds from `nowMs` to it,
 * never negative. Anything else says nothing: `undefined`.
 */
export function retryAfterSeconds(header: string | null | undefined, nowMs: number): number | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  if (DELAY_SECONDS.test(value)) {
    const seconds = Number(value);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  // An HTTP date names its day of the week and its zone; a bare number or word is not one.
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
