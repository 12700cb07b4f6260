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

/** Finite even in hundredths (`1e307` is finite, `1e307 * 100` is not). */
const countable = (quantity: number): boolean => Number.isFinite(quantity * 100);

/**
 * One quantity or two? Compared in hundredths, so float noise (0.1 + 0.2 against 0.3) is one
 * quantity; a value that is not a finite number of hundredths equals only itself and never throws.
 */
export function sameQuantity(a: number, b: number): boolean {
  return countable(a) && countable(b) ? toHundredths(a) === toHundredths(b) : Object.is(a, b);
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

/** Steps of a range in hundredths: its first positive quantity, increment and number of steps. */
function rangeSteps(rule: QuantityRule): {
  readonly first: number;
  readonly increment: number;
  readonly count: number;
} {
  const { minimum, maximum, increment = 100 } = ruleInHundredths(rule);
  // Quantities must be positive: skip the steps of a range that starts at or below zero.
  const first = minimum > 0 ? minimum : minimum + (Math.floor(-minimum / increment) + 1) * increment;
  // Without a maximum the range is open: offer its first quantity and let the shopper type others.
  const last = maximum ?? first;
  const count = last < first ? 0 : Math.floor((last - first) / increment) + 1;
  return { first, increment, count };
}

/** Keeps a long list short but never hides its largest quantity: it stays the last option. */
function capKeepingLargest<T>(sorted: readonly T[]): readonly T[] {
  if (sorted.length <= MAX_QUANTITY_OPTIONS) return sorted;
  return [...sorted.slice(0, MAX_QUANTITY_OPTIONS - 1), sorted[sorted.length - 1] as T];
}

function rangeOptions(rule: QuantityRule): readonly number[] {
  const { first, increment, count } = rangeSteps(rule);
  const step = (i: number): number => fromHundredths(first + i * increment);
  if (count <= MAX_QUANTITY_OPTIONS) return Array.from({ length: count }, (_, i) => step(i));
  return [...Array.from({ length: MAX_QUANTITY_OPTIONS - 1 }, (_, i) => step(i)), step(count - 1)];
}

function validValues(rule: QuantityRule): readonly number[] {
  const valid = new Map<number, number>();
  for (const option of rule.availableOptions ?? []) {
    const checked = validateQuantity(option, rule);
    if (checked.ok) valid.set(toHundredths(checked.value), checked.value);
  }
  return [...valid.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
}

/**
 * The quantities a shopper can pick, ascending and without duplicates, each valid for the rule.
 * `listOfRanges` steps from minimum to maximum by increment (1 when absent) and gives only the
 * minimum when there is no maximum; `listOfValues` keeps the valid `availableOptions`.
 * At most `MAX_QUANTITY_OPTIONS` entries: a longer list keeps its first `MAX_QUANTITY_OPTIONS - 1`
 * quantities and ends with its largest, so the maximum can always be picked
 * (`isQuantityListTruncated` tells when quantities in between were left out).
 */
export function quantityOptions(rule: QuantityRule): readonly number[] {
  switch (rule.type) {
    case 'listOfRanges':
      return rangeOptions(rule);
    case 'listOfValues':
      return capKeepingLargest(validValues(rule));
    default:
      return assertNever(rule.type, 'quantity rule type');
  }
}

/**
 * True when `quantityOptions(rule)` left out valid quantities between its last two options
 * because the full list is longer than `MAX_QUANTITY_OPTIONS`.
 */
export function isQuantityListTruncated(rule: QuantityRule): boolean {
  switch (rule.type) {
    case 'listOfRanges':
      return rangeSteps(rule).count > MAX_QUANTITY_OPTIONS;
    case 'listOfValues':
      return validValues(rule).length > MAX_QUANTITY_OPTIONS;
    default:
      return assertNever(rule.type, 'quantity rule type');
  }
}

/**
 * Free quantity mode: the shopper's own quantity joins the offered list when it is a positive,
 * finite number of hundredths. The result is ascending and without duplicates either way,
 * compared in hundredths (`0.1 + 0.2` and `0.3` are one quantity), each value cleaned of float
 * noise; a value too large to count in hundredths is dropped.
 */
export function withFreeQuantity(options: readonly number[], userQuantity: number): readonly number[] {
  const byHundredths = new Map<number, number>();
  const add = (quantity: number): void => {
    if (!countable(quantity)) return;
    const hundredths = toHundredths(quantity);
    if (!byHundredths.has(hundredths)) byHundredths.set(hundredths, fromHundredths(hundredths));
  };
  for (const option of options) add(option);
  if (countable(userQuantity) && toHundredths(userQuantity) > 0) add(userQuantity);
  return [...byHundredths.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
}
