import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

/** The same JSON value with the keys of every object in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  );
}

describe('canonical JSON', () => {
  it('sorts keys at every depth and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('leaves undefined fields out and keeps a key named __proto__', () => {
    const withProto = JSON.parse('{"__proto__":"a5","b":1}') as Record<string, unknown>;
    expect(canonicalJson({ ...withProto, gone: undefined })).toBe('{"__proto__":"a5","b":1}');
  });

  test.prop([fc.jsonValue()])('does not depend on the order of keys', (value) => {
    expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
  });

  test.prop([fc.jsonValue()])('reads back as the value it was written from', (value) => {
    expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
