/**
 * In the browser zod compiles no parsers: the pages' Content-Security-Policy forbids `eval`, and
 * zod's test for it (a `new Function` it catches) is still reported as a policy violation. Set
 * before any schema is made (zod decides when it makes one): `root.tsx` imports this first. The
 * server, where `eval` is allowed, keeps its compiled parsers.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (what its `config()` writes): setting
 * it there, rather than through `config()`, keeps zod out of the JavaScript of pages that parse
 * nothing with it (its core is 4 kB gzipped). `browser-zod.test.ts` checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
if (typeof document !== 'undefined') {
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

export {};
