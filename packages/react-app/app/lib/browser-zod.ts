import { config } from 'zod';

/**
 * In the browser zod compiles no parsers: the pages' Content-Security-Policy forbids `eval`, and
 * zod's test for it (a `new Function` it catches) is still reported as a policy violation. Set
 * before any schema is made (zod decides when it makes one): `root.tsx` imports this first. The
 * server, where `eval` is allowed, keeps its compiled parsers.
 */
if (typeof document !== 'undefined') config({ jitless: true });
