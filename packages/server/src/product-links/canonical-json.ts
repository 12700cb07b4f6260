/**
 * JSON with object keys sorted (by UTF-16 code units, at every depth) and no whitespace, so two
 * equal selections written in a different key order give the same text, and the same key hash.
 * Arrays keep their order (it means something); `undefined` fields are left out, as by
 * `JSON.stringify`.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return current;
    const record = current as Record<string, unknown>;
    // fromEntries defines own properties, so a key named `__proto__` is kept as data.
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}
