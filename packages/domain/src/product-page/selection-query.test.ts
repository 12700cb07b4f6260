import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { SelectionSource } from '../model/product.js';
import { editsStoredJob, selectionQueryOf, selectionSourceFromQuery } from './selection-query.js';

const idArb = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== '');

const sourceArb: fc.Arbitrary<SelectionSource> = fc.oneof(
  fc.constant({ kind: 'default' as const }),
  idArb.map((lineId) => ({ kind: 'cartLine' as const, lineId })),
  fc.record({ orderId: idArb, lineItemId: idArb }).map((ids) => ({ kind: 'orderItem' as const, ...ids })),
  idArb.map((encoded) => ({ kind: 'preconfigured' as const, encoded })),
  idArb.map((key) => ({ kind: 'shortKey' as const, key })),
  idArb.map((designId) => ({ kind: 'design' as const, designId })),
  idArb.map((key) => ({ kind: 'lossLeader' as const, key })),
);

/** What a URL gives back for the query: the first value of each name. */
function parse(query: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) values[name] ??= value;
  return values;
}

describe('product page query hooks', () => {
  test.prop([sourceArb])('the query of a source opens the page on that same source', (source) => {
    expect(selectionSourceFromQuery(parse(selectionQueryOf(source)))).toEqual(source);
  });

  it('opens the default selection without hooks, or with a half order-item hook', () => {
    expect(selectionSourceFromQuery({})).toEqual({ kind: 'default' });
    expect(selectionSourceFromQuery({ order_id: 'o-1' })).toEqual({ kind: 'default' });
    expect(selectionSourceFromQuery({ line_item_id: '  ' })).toEqual({ kind: 'default' });
  });

  it('keeps an empty preconfigured hook, so the page reports the missing link', () => {
    expect(selectionSourceFromQuery({ preconfigured: '' })).toEqual({
      kind: 'preconfigured',
      encoded: undefined,
    });
  });

  it('opens a loss leader by its key', () => {
    expect(selectionSourceFromQuery({ loss_leader: ' flyers-decouverte ' })).toEqual({
      kind: 'lossLeader',
      key: 'flyers-decouverte',
    });
  });

  it('gives the cart line precedence over the other hooks', () => {
    expect(selectionSourceFromQuery({ config_key: 'k', line_item_id: 'l-1' })).toEqual({
      kind: 'cartLine',
      lineId: 'l-1',
    });
  });

  test.prop([sourceArb])('only editing a cart line or an order item hides the frame', (source) => {
    expect(editsStoredJob(source)).toBe(source.kind === 'cartLine' || source.kind === 'orderItem');
  });
});
