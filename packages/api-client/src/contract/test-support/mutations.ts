import type * as z from 'zod';
import { quantitySchema, wireDateSchema } from '../wire-primitives.js';

/**
 * Walks a valid example and its zod schema together, to list the mutations that must make the
 * request invalid, each with the path the error has to name.
 */

export type Path = readonly (string | number)[];

type MutationKind =
  | 'wrongType'
  | 'missingField'
  | 'unknownField'
  | 'badQuantity'
  | 'badCentAmount'
  | 'badDate';

export interface MutationSite {
  readonly kind: MutationKind;
  readonly path: Path;
}

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType !== undefined) current = def.innerType;
    else if (def.type === 'pipe' && def.in !== undefined) current = def.in;
    else return current;
  }
}

/** The schema that reads the value at `path`, or undefined where the walk cannot tell (unions). */
function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    if (current === undefined) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === 'object') current = def.shape?.[String(segment)];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return undefined;
  }
  return current;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path into a JSON value, containers included, root excluded. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [path, ...pathsOf(child, path)];
  });
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, segment) => (current as Record<string | number, unknown>)[segment],
    value,
  );
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `remove`). */
export function withValueAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return replacement;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (remove) delete parent[key];
  else parent[key] = replacement;
  return copy;
}

/** Every mutation of the example that the schema must refuse. */
export function mutationSites(schema: z.ZodType, example: unknown): MutationSite[] {
  // A union (a staff decision: approve, or reject with a reason): the sites of the option the
  // example takes, which the whole union must refuse as that option does.
  const options = (defOf(unwrap(schema)) as { type: string; options?: readonly z.ZodType[] }).options;
  const taken =
    defOf(unwrap(schema)).type === 'union'
      ? options?.find((option) => option.safeParse(example).success)
      : undefined;
  if (taken !== undefined) return mutationSites(taken, example);
  const sites: MutationSite[] = [];
  const objectSites = (path: Path) => {
    const at = schemaAt(schema, path);
    if (at !== undefined && defOf(unwrap(at)).type === 'object') sites.push({ kind: 'unknownField', path });
  };
  objectSites([]);
  for (const path of pathsOf(example)) {
    const at = schemaAt(schema, path);
    if (at === undefined) continue;
    sites.push({ kind: 'wrongType', path });
    objectSites(path);
    const inner = unwrap(at);
    if (inner === quantitySchema) sites.push({ kind: 'badQuantity', path });
    if (inner === wireDateSchema) sites.push({ kind: 'badDate', path });
    if (path[path.length - 1] === 'centAmount') sites.push({ kind: 'badCentAmount', path });
    const parent = schemaAt(schema, path.slice(0, -1));
    const parentIsObject = parent !== undefined && defOf(unwrap(parent)).type === 'object';
    if (parentIsObject && !at.safeParse(undefined).success) sites.push({ kind: 'missingField', path });
  }
  return sites;
}

const SMUGGLED_FIELD = 'unitPriceOverride';

/** Applies a mutation; `bad` is the random wrong value for the kinds that need one. */
export function mutate(example: unknown, site: MutationSite, bad: unknown): unknown {
  switch (site.kind) {
    case 'missingField':
      return withValueAt(example, site.path, undefined, true);
    case 'unknownField': {
      const target = valueAt(example, site.path);
      return withValueAt(example, site.path, { ...(target as object), [SMUGGLED_FIELD]: bad });
    }
    case 'wrongType': {
      const current = valueAt(example, site.path);
      // Containers become text; anything else an object, which no primitive field nor coercion accepts.
      const replacement =
        typeof current === 'object' && current !== null ? 'not-a-container' : { wrong: bad };
      return withValueAt(example, site.path, replacement);
    }
    case 'badQuantity':
    case 'badCentAmount':
    case 'badDate':
      return withValueAt(example, site.path, bad);
  }
}

/** The paths an error names, an unknown field counting as the path of that field. */
export function issuePaths(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...base, key].join('.'));
    return [base.join('.')];
  });
}

/** The path the error must name for a mutation. */
export function expectedPath(site: MutationSite): string {
  const path = site.path.map(String);
  return (site.kind === 'unknownField' ? [...path, SMUGGLED_FIELD] : path).join('.');
}

/** Where a text can be written into a request: a string value, or the key of an object's entry. */
export interface TextSite {
  readonly kind: 'value' | 'key';
  /** The string value's path, or the path of the entry whose key it is. */
  readonly path: Path;
}

/** Every string value and every key of an example (root excluded), the places a text can go. */
export function textSites(example: unknown): TextSite[] {
  return pathsOf(example).flatMap((path): TextSite[] => {
    const sites: TextSite[] = [];
    if (typeof valueAt(example, path) === 'string') sites.push({ kind: 'value', path });
    if (typeof path[path.length - 1] === 'string') sites.push({ kind: 'key', path });
    return sites;
  });
}

/** `text` written at the site, and the path the error must name (a key's path is the new key's). */
export function withTextAt(
  example: unknown,
  site: TextSite,
  write: (current: string) => string,
): { readonly value: unknown; readonly path: string } {
  if (site.kind === 'value') {
    const current = valueAt(example, site.path) as string;
    return { value: withValueAt(example, site.path, write(current)), path: site.path.map(String).join('.') };
  }
  const parentPath = site.path.slice(0, -1);
  const oldKey = String(site.path[site.path.length - 1]);
  const newKey = write(oldKey);
  const parent = valueAt(example, parentPath) as Record<string, unknown>;
  // Rebuilt in the same order, so only the key changes.
  const renamed = Object.fromEntries(
    Object.entries(parent).map(([key, child]) => [key === oldKey ? newKey : key, child]),
  );
  return {
    value: withValueAt(example, parentPath, renamed),
    path: [...parentPath.map(String), newKey].join('.'),
  };
}
