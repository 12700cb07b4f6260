import { postalCodeSchema } from '@tirage/api-client/contract';
import { err, ok, type Result } from '@tirage/domain';

export interface PostalCodeError {
  readonly kind: 'address.postalCodeInvalid';
  readonly message: string;
}

interface PostalCodeRule {
  /** Tested on the normalised code. */
  readonly pattern: RegExp;
  /** What the shopper should have typed, for the message ("5 digits, e.g. 75001"). */
  readonly expected: string;
  /** Puts a code typed another accepted way (lower case, no space) into its written form. */
  readonly normalise?: (code: string) => string;
}

const digits = (count: number, example: string): PostalCodeRule => ({
  pattern: new RegExp(`^[0-9]{${count}}$`),
  expected: `${count} digits, e.g. ${example}`,
});

/** Upper case, without spaces, then one space before the inward code (the last three characters). */
const britishForm = (code: string): string => {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};

/** Upper case, one space between the four digits and the two letters. */
const dutchForm = (code: string): string => {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
};

/** Royal Mail's outward code (area, district, sub-district), a space, the inward code; and GIR 0AA. */
const GB_POSTCODE =
  /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

/** The countries whose postal codes have a known form; the others get the generic shape check. */
export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  FR: digits(5, '75001'),
  MC: digits(5, '98000'),
  DE: digits(5, '10115'),
  IT: digits(5, '00184'),
  ES: digits(5, '28013'),
  BE: digits(4, '1000'),
  LU: digits(4, '1009'),
  CH: digits(4, '1201'),
  GB: { pattern: GB_POSTCODE, expected: 'a UK postcode, e.g. SW1A 1AA', normalise: britishForm },
  // Dutch codes run from 1000 AA: no leading zero.
  NL: {
    pattern: /^[1-9][0-9]{3} [A-Z]{2}$/,
    expected: 'four digits and two letters, e.g. 1012 AB',
    normalise: dutchForm,
  },
};

/**
 * The postal code as the address book keeps it, or why it cannot be one of `country` (an ISO
 * 3166-1 alpha-2 code). Countries without a rule get the contract's generic shape check only.
 */
export function checkPostalCode(country: string, postalCode: string): Result<string, PostalCodeError> {
  const rule = Object.hasOwn(POSTAL_CODE_RULES, country) ? POSTAL_CODE_RULES[country] : undefined;
  if (rule === undefined) {
    const generic = postalCodeSchema.safeParse(postalCode);
    return generic.success
      ? ok(generic.data)
      : err({
          kind: 'address.postalCodeInvalid',
          message: generic.error.issues[0]?.message ?? 'Postal code is not valid',
        });
  }
  const trimmed = postalCode.trim();
  const code = rule.normalise === undefined ? trimmed : rule.normalise(trimmed);
  return rule.pattern.test(code)
    ? ok(code)
    : err({
        kind: 'address.postalCodeInvalid',
        message: `A postal code in ${country} is ${rule.expected}`,
      });
}
