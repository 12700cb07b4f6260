import type { QuantityError } from '../errors/errors.js';
import { roundHalfAwayFromZero } from '../money/money.js';
import { assertNever, err, ok, type Result } from '../shared/result.js';

/**
 * How a product's quantities are offered (price options in the product configuration).
 * Rules come from the server and are parsed at the edge: their numbers are finite. They are
 * read in hundredths like quantities; an increment that is not positive counts as none.
 */
export interface QuantityRule {
  readonly type: 'listOfRanges' | 'listOfValues';
  readonly minimum: number;
  readonly maximum?: number;
  readonly increment?: number;
  readonly availableOptions?: readonly number[];
}

/** A range without a maximum or with a tiny increment could yield millions of options. */
export const MAX_QUANTITY_OPTIONS = 10_000;

// Relative tolerance: enough for the noise of summing tenths, far below one hundredth.
const FLOAT_NOISE = 1e-10;

/** A finite quantity as an integer number of hundredths, rounded half away from zero. */
export function toHundredths(quantity: number): number {
  return roundHalfAwayFromZero(quantity * 100);
}

function hundredthsOf(quantity: number): Result<number, QuantityError> {
  if (!Number.isFinite(quantity)) {
    return err({ kind: 'quantity.notANumber', message: `Quantity must be a finite number, got ${quantity}` });
  }
  const exact = quantity * 100;
  // Beyond safe integers hundredths can no longer be counted exactly.
  const tooLarge = Math.abs(exact) > Number.MAX_SAFE_INTEGER;
  const rounded = tooLarge ? 0 : toHundredths(quantity);
  if (tooLarge || Math.abs(exact - rounded) > FLOAT_NOISE * Math.max(1, Math.abs(exact))) {
    return err({
      kind: 'quantity.notHundredths',
      message: `Quantity must be a whole number of hundredths, got ${quantity}`,
    });
  }
  return ok(rounded);
}

interface RuleInHundredths {
  readonly minimum: number;
  readonly maximum: number | undefined;
  /** Undefined when the rule has none, or one that is not positive (it could not step). */
  readonly increment: number | undefined;
}

function ruleInHundredths(rule: QuantityRule): RuleInHundredths {
  const increment = rule.increment === undefined ? undefined : toHundredths(rule.increment);
  return {
    minimum: toHundredths(rule.minimum),
    maximum: rule.maximum === undefined ? undefined : toHundredths(rule.maximum),
    increment: increment !== undefined && increment > 0 ? increment : undefined,
  };
}

const fromHundredths = (hundredths: number): number => hundredths / 100;

/**
 * One quantity or two? Compared in hundredths, so float noise (0.1 + 0.2 against 0.3) is one
 * quantity; a value that is not a finite number equals only itself and never throws.
 */
export function sameQuantity(a: number, b: number): boolean {
  return Number.isFinite(a) && Number.isFinite(b) ? toHundredths(a) === toHundredths(b) : Object.is(a, b);
}

/**
 * Checks a quantity against a rule, all in integer hundredths so float noise
 * (`0.1 + 0.2`) never decides. On success the value is the quantity cleaned of that noise.
 * Membership in `availableOptions` is not required: free quantity mode accepts other values.
 */
export function validateQuantity(quantity: number, rule: QuantityRule): Result<number, QuantityError> {
  const parsed = hundredthsOf(quantity);
  if (!parsed.ok) return parsed;
  const q = parsed.value;
  const { minimum, maximum, increment } = ruleInHundredths(rule);
  if (q <= 0) {
    return err({ kind: 'quantity.notPositive', message: `Quantity must be positive, got ${quantity}` });
  }
  if (q < minimum) {
    return err({
      kind: 'quantity.belowMinimum',
      message: `Quantity must be at least ${minimum / 100}, got ${quantity}`,
      minimum: minimum / 100,
    });
  }
  if (maximum !== undefined && q > maximum) {
    return err({
      kind: 'quantity.aboveMaximum',
      message: `Quantity must be at most ${maximum / 100}, got ${quantity}`,
      maximum: maximum / 100,
    });
  }
  if (increment !== undefined && (q - minimum) % increment !== 0) {
    return err({
      kind: 'quantity.notOnIncrement',
      message: `Quantity must be ${minimum / 100} plus a multiple of ${increment / 100}, got ${quantity}`,
      increment: increment / 100,
    });
  }
  return ok(fromHundredths(q));
}

function rangeOptions(rule: QuantityRule): readonly number[] {
  const { minimum, maximum, increment = 100 } = ruleInHundredths(rule);
  // Quantities must be positive: skip the steps of a range that starts at or below zero.
  const first = minimum > 0 ? minimum : minimum + (Math.floor(-minimum / increment) + 1) * increment;
  // Without a maximum the range is open: offer its first quantity and let the shopper type others.
  const last = maximum ?? first;
  if (last < first) return [];
  const count = Math.min(Math.floor((last - first) / increment) + 1, MAX_QUANTITY_OPTIONS);
  return Array.from({ length: count }, (_, i) => fromHundredths(first + i * increment));
}

function valueOptions(rule: QuantityRule): readonly number[] {
  const valid = new Map<number, number>();
  for (const option of rule.availableOptions ?? []) {
    const checked = validateQuantity(option, rule);
    if (checked.ok) valid.set(toHundredths(checked.value), checked.value);
  }
  return [...valid.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, MAX_QUANTITY_OPTIONS)
    .map(([, value]) => value);
}

/**
 * The quantities a shopper can pick, ascending and without duplicates, each valid for the rule.
 * `listOfRanges` steps from minimum to maximum by increment (1 when absent) and gives only the
 * minimum when there is no maximum; `listOfValues` keeps the valid `availableOptions`.
 * At most `MAX_QUANTITY_OPTIONS` entries.
 */
export function quantityOptions(rule: QuantityRule): readonly number[] {
  switch (rule.type) {
    case 'listOfRanges':
      return rangeOptions(rule);
    case 'listOfValues':
      return valueOptions(rule);
    default:
      return assertNever(rule.type, 'quantity rule type');
  }
}

/**
 * Free quantity mode: the shopper's own quantity joins the offered list when it is a positive,
 * finite number. The result is ascending and without duplicates either way.
 */
export function withFreeQuantity(options: readonly number[], userQuantity: number): readonly number[] {
  const all = Number.isFinite(userQuantity) && userQuantity > 0 ? [...options, userQuantity] : options;
  return [...new Set(all)].sort((a, b) => a - b);
}
