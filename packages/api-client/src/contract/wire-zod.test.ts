import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { commonRequestHeadersSchema, HEADER, idempotentRequestHeadersSchema } from './headers.js';
import { routeList } from './routes.js';
import { issuePaths, type TextSite, textSites, withTextAt } from './test-support/mutations.js';
import { routeExamples } from './test-support/route-examples.js';
import { attributesSchema } from './wire-primitives.js';
import * as z from './wire-zod.js';
import { isWellFormedText, wellFormedText } from './wire-zod.js';

const ILL_FORMED_UNITS = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;

/**
 * A text with one NUL or one half of a surrogate pair somewhere in it. The texts around it are
 * whole characters, so they cannot complete the half into a pair.
 */
const illFormedTextArb = fc
  .tuple(
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom(...ILL_FORMED_UNITS),
    fc.string({ unit: 'grapheme' }),
  )
  .map(([before, bad, after]) => ({ before, bad, after }));

describe('isWellFormedText', () => {
  test.prop([fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'))])(
    'accepts every text made of whole characters and no NUL',
    (text) => {
      expect(isWellFormedText(text)).toBe(true);
    },
  );

  test.prop([illFormedTextArb])('refuses a text with a NUL or a lone half of a pair anywhere', (text) => {
    expect(isWellFormedText(`${text.before}${text.bad}${text.after}`)).toBe(false);
  });

  it('takes a surrogate pair for the one character it is, and refuses its halves apart or reversed', () => {
    expect(isWellFormedText('Affiche 🖨️')).toBe(true);
    expect(isWellFormedText('\uD83D\uDDA8')).toBe(true);
    expect(isWellFormedText('\uDDA8\uD83D')).toBe(false);
    expect(isWellFormedText('\uD83D')).toBe(false);
    expect(isWellFormedText('A\u0000B')).toBe(false);
  });
});

interface Def {
  readonly type: string;
  readonly checks?: readonly unknown[];
  readonly innerType?: zod.ZodType;
  readonly in?: zod.ZodType;
  readonly out?: zod.ZodType;
  readonly shape?: Record<string, zod.ZodType>;
  readonly element?: zod.ZodType;
  readonly keyType?: zod.ZodType;
  readonly valueType?: zod.ZodType;
  readonly catchall?: zod.ZodType;
  readonly options?: readonly zod.ZodType[];
  readonly left?: zod.ZodType;
  readonly right?: zod.ZodType;
  readonly items?: readonly zod.ZodType[];
  readonly rest?: zod.ZodType | null;
  readonly getter?: () => zod.ZodType;
}

/** The paths, in a schema, of the text schemas that do not refuse ill-formed texts. */
function uncheckedTexts(schema: zod.ZodType, path = '', seen = new Set<zod.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { def: Def }).def;
  const walk = (child: zod.ZodType | null | undefined, segment: string) =>
    child === undefined || child === null ? [] : uncheckedTexts(child, `${path}${segment}`, seen);
  switch (def.type) {
    case 'string':
      return def.checks?.includes(wellFormedText) === true ? [] : [path || '(root)'];
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `.${key}`)),
        ...walk(def.catchall, '.*'),
      ];
    case 'record':
      return [...walk(def.keyType, '.(key)'), ...walk(def.valueType, '.*')];
    case 'array':
      return walk(def.element, '[]');
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, index) => walk(item, `[${index}]`)),
        ...walk(def.rest, '[]'),
      ];
    case 'union':
      return (def.options ?? []).flatMap((option, index) => walk(option, `|${index}`));
    case 'intersection':
      return [...walk(def.left, ''), ...walk(def.right, '')];
    case 'pipe':
      return [...walk(def.in, ''), ...walk(def.out, '')];
    case 'lazy':
      return walk(def.getter?.(), '');
    default:
      return walk(def.innerType, '');
  }
}

type Part = 'request' | 'query' | 'params' | 'headers';
const PARTS: readonly Part[] = ['request', 'query', 'params', 'headers'];

/** Every schema the contract reads a request with, and a valid example of it. */
const requestSchemas: readonly (readonly [string, zod.ZodType, unknown])[] = [
  ...routeList.flatMap((route) =>
    PARTS.flatMap((part) => {
      const schema = route[part];
      return schema === undefined
        ? []
        : [[`${route.name} ${part}`, schema, routeExamples[route.name][part]] as const];
    }),
  ),
  [
    'the headers of every call',
    idempotentRequestHeadersSchema,
    {
      [HEADER.tenant]: 'fr',
      [HEADER.activeCurrency]: 'EUR',
      [HEADER.trackingId]: 'GA1.2.3',
      [HEADER.authorization]: 'Bearer abc.def.ghi',
      [HEADER.idempotencyKey]: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    },
  ],
  [
    'the headers of every call',
    commonRequestHeadersSchema,
    { [HEADER.tenant]: 'fr', [HEADER.activeCurrency]: 'EUR', [HEADER.trackingId]: 'GA1.2.3' },
  ],
];

describe('texts of every request', () => {
  it('are all made by the contract’s text schemas, record keys included', () => {
    const unchecked = requestSchemas.flatMap(([name, schema]) =>
      uncheckedTexts(schema).map((path) => `${name} ${path}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('the walk finds a text schema made by zod itself', () => {
    const plain = zod.strictObject({ name: zod.string(), tags: zod.record(zod.string(), z.string()) });
    expect(uncheckedTexts(plain)).toEqual(['.name', '.tags.(key)']);
    expect(uncheckedTexts(attributesSchema)).toEqual([]);
  });

  // Header names and path parameter names are the contract's own, not texts a client writes.
  const sitesOf = (name: string, example: unknown) =>
    textSites(example).filter((site) => site.kind === 'value' || !/headers|params$/.test(name));

  describe.each(
    requestSchemas
      .map(([name, schema, example]) => [name, schema, example, sitesOf(name, example)] as const)
      .filter(([, , , sites]) => sites.length > 0),
  )('%s', (_name, schema, example, sites) => {
    if (sites.length === 0) return;
    test.prop([fc.constantFrom(...sites), illFormedTextArb, fc.nat()])(
      'refuses a NUL or a lone surrogate anywhere in a text, naming that field',
      (site: TextSite, text, position) => {
        const changed = withTextAt(example, site, (current) => {
          // Between two whole characters of the current text, so the bad unit stays alone.
          const cuts = [...current].map((_, index) => [...current].slice(0, index).join('').length);
          const at = [...cuts, current.length][position % (cuts.length + 1)] ?? 0;
          return `${current.slice(0, at)}${text.before}${text.bad}${text.after}${current.slice(at)}`;
        });
        const parsed = schema.safeParse(changed.value);
        expect(parsed.success).toBe(false);
        if (!parsed.success) {
          // A bad key is named, or the field it no longer spells: a union of object kinds stops at
          // its missing discriminator before it reads the other keys.
          const named =
            site.kind === 'key' ? [changed.path, site.path.map(String).join('.')] : [changed.path];
          expect(issuePaths(parsed.error).filter((path) => named.includes(path))).not.toEqual([]);
        }
      },
    );
  });
});
