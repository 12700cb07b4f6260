// @vitest-environment happy-dom

import { describe, expect, test } from 'vitest';

describe("zod's settings in the browser", () => {
  test('zod reads the setting the page makes before it: no compiled parsers', async () => {
    await import('./browser-zod.js');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // A schema made now parses without compiling (a compiled one would call `new Function`).
    const made: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), quantity: z.number() });
      expect(schema.parse({ name: 'Flyers', quantity: 500 })).toEqual({ name: 'Flyers', quantity: 500 });
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });
});
