import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CartError } from '../errors/errors.js';
import type { Money } from '../money/money.js';
import type { Result } from '../shared/result.js';
import { CART_CURRENCY, taxedTotalArb } from './cart.arb.js';
import {
  addLine,
  type CartLines,
  cartTaxedTotal,
  duplicateLine,
  emptyCart,
  removeLine,
  replaceLine,
} from './cart.js';
import { MAX_CART_LINES, MAX_CART_TAXED_CENTS } from './cart-limits.js';

/** A line of the app carries more than the cart rules look at; it must survive every operation. */
interface Line {
  readonly id: string;
  readonly taxedTotal: Money;
  readonly jobName: string;
}

const eur = (cents: number): Money => ({ cents, currency: CART_CURRENCY });
const line = (id: string, cents: number, jobName = `job ${id}`): Line => ({
  id,
  taxedTotal: eur(cents),
  jobName,
});

// ---- Model-based test: the real cart against an array of line totals -----------------------

/** The model: line totals in cents, in cart order. Nothing else. */
type Model = number[];
interface Real {
  cart: CartLines<Line>;
  nextId: number;
}

const modelSum = (m: Model): number => m.reduce((total, cents) => total + cents, 0);
const realTotals = (r: Real): number[] => r.cart.lines.map((l) => l.taxedTotal.cents);
const kindOf = (result: Result<CartLines<Line>, CartError>): string => (result.ok ? 'ok' : result.error.kind);

/** What the model expects of adding a line worth `cents`. */
const expectedAdd = (m: Model, cents: number): string =>
  m.length >= MAX_CART_LINES
    ? 'cart.tooManyLines'
    : modelSum(m) + cents > MAX_CART_TAXED_CENTS
      ? 'cart.maxPriceExceeded'
      : 'ok';

/** Outcomes met by the runs of the model-based test, cleared when it starts. */
const outcomesSeen = new Set<string>();

function settle(
  m: Model,
  r: Real,
  result: Result<CartLines<Line>, CartError>,
  expected: string,
  onOk: () => void,
) {
  expect(kindOf(result)).toBe(expected);
  outcomesSeen.add(kindOf(result));
  if (result.ok) {
    r.cart = result.value;
    onOk();
  }
  expect(realTotals(r)).toEqual(m);
  expect(r.cart.lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
  expect(cartTaxedTotal(r.cart).cents).toBeLessThanOrEqual(MAX_CART_TAXED_CENTS);
}

const addLineCommand = (cents: number): fc.Command<Model, Real> => ({
  check: () => true,
  run(m, r) {
    const id = `L${r.nextId++}`;
    settle(m, r, addLine(r.cart, line(id, cents)), expectedAdd(m, cents), () => m.push(cents));
  },
  toString: () => `add(${cents})`,
});

const replaceLineCommand = (pick: number, cents: number): fc.Command<Model, Real> => ({
  check: (m) => m.length > 0,
  run(m, r) {
    const index = pick % m.length;
    const stored = r.cart.lines[index] as Line;
    const othersCents = modelSum(m) - (m[index] as number);
    const expected = othersCents + cents > MAX_CART_TAXED_CENTS ? 'cart.maxPriceExceeded' : 'ok';
    const result = replaceLine(r.cart, { ...stored, taxedTotal: eur(cents), jobName: 'edited' });
    settle(m, r, result, expected, () => {
      m[index] = cents;
      expect(r.cart.lines[index]?.jobName).toBe('edited');
    });
  },
  toString: () => `replace(#${pick}, ${cents})`,
});

const removeLineCommand = (pick: number): fc.Command<Model, Real> => ({
  check: (m) => m.length > 0,
  run(m, r) {
    const index = pick % m.length;
    const id = (r.cart.lines[index] as Line).id;
    settle(m, r, removeLine(r.cart, id), 'ok', () => m.splice(index, 1));
    expect(r.cart.lines.some((l) => l.id === id)).toBe(false);
  },
  toString: () => `remove(#${pick})`,
});

const duplicateLineCommand = (pick: number): fc.Command<Model, Real> => ({
  check: (m) => m.length > 0,
  run(m, r) {
    const index = pick % m.length;
    const original = r.cart.lines[index] as Line;
    const cents = m[index] as number;
    const newId = `L${r.nextId++}`;
    settle(m, r, duplicateLine(r.cart, original.id, newId), expectedAdd(m, cents), () => {
      m.push(cents);
      expect(r.cart.lines.at(-1)).toEqual({ ...original, id: newId });
    });
  },
  toString: () => `duplicate(#${pick})`,
});

/** Operations on a line that is not in the cart change nothing and say so. */
const unknownLineCommand = (operation: 'replace' | 'remove' | 'duplicate'): fc.Command<Model, Real> => ({
  check: () => true,
  run(m, r) {
    const ghost = 'not-in-cart';
    const result =
      operation === 'replace'
        ? replaceLine(r.cart, line(ghost, 1))
        : operation === 'remove'
          ? removeLine(r.cart, ghost)
          : duplicateLine(r.cart, ghost, `L${r.nextId++}`);
    settle(m, r, result, 'cart.lineNotFound', () => undefined);
    if (!result.ok) expect(result.error).toMatchObject({ lineId: ghost });
  },
  toString: () => `${operation}(unknown)`,
});

// Small totals let a cart reach 15 lines; the shared ones push it against the price limit.
const centsArb = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 650_000 }), weight: 4 },
  { arbitrary: taxedTotalArb.map((m) => m.cents), weight: 1 },
);
const pickArb = fc.nat({ max: 100 });

const commandsArb = fc.commands(
  [
    centsArb.map(addLineCommand),
    centsArb.map(addLineCommand),
    fc.tuple(pickArb, centsArb).map(([pick, cents]) => replaceLineCommand(pick, cents)),
    pickArb.map(removeLineCommand),
    pickArb.map(duplicateLineCommand),
    fc.constantFrom('replace' as const, 'remove' as const, 'duplicate' as const).map(unknownLineCommand),
  ],
  { maxCommands: 100, size: 'max' },
);

describe('cart (model-based)', () => {
  it('never holds more than 15 lines nor exceeds the max price; refuses exactly when the model says', () => {
    outcomesSeen.clear();
    fc.assert(
      fc.property(commandsArb, (commands) => {
        fc.modelRun(
          () => ({ model: [], real: { cart: emptyCart<Line>(CART_CURRENCY), nextId: 0 } }),
          commands,
        );
      }),
      { numRuns: 300 },
    );
    // The same runs met every outcome, both refusals included: the limits were really pushed.
    expect([...outcomesSeen].sort()).toEqual([
      'cart.lineNotFound',
      'cart.maxPriceExceeded',
      'cart.tooManyLines',
      'ok',
    ]);
  });
});

describe('cart operations', () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 15 })])(
    'the total is the sum of the line totals',
    (totals) => {
      let cart = emptyCart<Line>(CART_CURRENCY);
      for (const [i, cents] of totals.entries()) {
        const next = addLine(cart, line(`L${i}`, cents));
        if (next.ok) cart = next.value;
      }
      expect(cartTaxedTotal(cart)).toEqual(eur(totals.reduce((a, b) => a + b, 0)));
    },
  );

  it('refuses the 16th line but still lets a full cart be edited', () => {
    let cart = emptyCart<Line>(CART_CURRENCY);
    for (let i = 0; i < 15; i++) {
      const next = addLine(cart, line(`L${i}`, 1000));
      if (!next.ok) throw new Error(next.error.message);
      cart = next.value;
    }
    expect(addLine(cart, line('L15', 1000))).toMatchObject({
      ok: false,
      error: { kind: 'cart.tooManyLines' },
    });
    expect(duplicateLine(cart, 'L0', 'L15')).toMatchObject({
      ok: false,
      error: { kind: 'cart.tooManyLines' },
    });
    const edited = replaceLine(cart, line('L3', 5000, 'bigger run'));
    expect(edited.ok && edited.value.lines[3]).toEqual(line('L3', 5000, 'bigger run'));
  });

  it('throws on an id already in the cart (a bug in the caller)', () => {
    const cart: CartLines<Line> = { currency: CART_CURRENCY, lines: [line('a', 1), line('b', 2)] };
    expect(() => addLine(cart, line('a', 1))).toThrow(/already in the cart/);
    expect(() => duplicateLine(cart, 'a', 'b')).toThrow(/already in the cart/);
  });

  it('throws on a line in another currency (a bug in the caller)', () => {
    const cart: CartLines<Line> = {
      currency: CART_CURRENCY,
      lines: [{ id: 'a', taxedTotal: { cents: 1, currency: 'GBP' }, jobName: '' }],
    };
    expect(() => cartTaxedTotal(cart)).toThrow(/GBP/);
  });
});
