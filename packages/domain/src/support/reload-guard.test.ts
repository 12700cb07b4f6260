import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { decideReload, EMPTY_RELOAD_GUARD, RELOAD_GUARD_MS, type ReloadGuardState } from './reload-guard.js';

const pathArb = fc.constantFrom('/', '/flyers/', '/cart/', '__proto__', 'constructor', 'toString');
/** Reload attempts in time order: a path and the milliseconds since the previous attempt. */
const attemptsArb = fc.array(fc.tuple(pathArb, fc.nat({ max: 15_000 })), { maxLength: 40 });

function replay(attempts: readonly (readonly [string, number])[]) {
  let state: ReloadGuardState = EMPTY_RELOAD_GUARD;
  let clock = 1_700_000_000_000;
  const reloads: { path: string; at: number }[] = [];
  for (const [path, gap] of attempts) {
    clock += gap;
    const decision = decideReload(state, path, Temporal.Instant.fromEpochMilliseconds(clock));
    state = decision.state;
    if (decision.reload) reloads.push({ path, at: clock });
  }
  return reloads;
}

describe('decideReload', () => {
  test.prop([attemptsArb])('reloads a path at most once in any 10 s', (attempts) => {
    const reloads = replay(attempts);
    for (const [index, reload] of reloads.entries()) {
      const previous = reloads.slice(0, index).findLast((other) => other.path === reload.path);
      if (previous !== undefined) expect(reload.at - previous.at).toBeGreaterThanOrEqual(RELOAD_GUARD_MS);
    }
  });

  test.prop([attemptsArb])('matches a model that remembers every reload', (attempts) => {
    const model: { path: string; at: number }[] = [];
    let clock = 1_700_000_000_000;
    for (const [path, gap] of attempts) {
      clock += gap;
      const last = model.findLast((reload) => reload.path === path);
      if (last === undefined || clock - last.at >= RELOAD_GUARD_MS) model.push({ path, at: clock });
    }
    expect(replay(attempts)).toEqual(model);
  });

  test.prop([pathArb, fc.nat({ max: 10 ** 12 })])(
    'the first failure on a path always reloads',
    (path, ms) => {
      expect(decideReload(EMPTY_RELOAD_GUARD, path, Temporal.Instant.fromEpochMilliseconds(ms)).reload).toBe(
        true,
      );
    },
  );

  it('keeps only marks that can still block', () => {
    const at = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms);
    const first = decideReload(EMPTY_RELOAD_GUARD, '/a/', at(0)).state;
    const second = decideReload(first, '/b/', at(RELOAD_GUARD_MS)).state;
    expect(second).toEqual({ '/b/': RELOAD_GUARD_MS });
  });

  it('treats a clock that went backwards as too soon', () => {
    const at = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms);
    const state = decideReload(EMPTY_RELOAD_GUARD, '/a/', at(50_000)).state;
    expect(decideReload(state, '/a/', at(20_000)).reload).toBe(false);
  });
});
