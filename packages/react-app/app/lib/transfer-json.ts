import { Temporal } from 'temporal-polyfill';

/**
 * JSON that keeps Temporal values: loader data travels from the server to the browser as text,
 * and a product page's state holds dates (arrival dates) and instants (line creation times).
 */
const TAG = '$temporal';

type Tagged = { readonly [TAG]: 'PlainDate' | 'Instant'; readonly value: string };

function isTagged(value: unknown): value is Tagged {
  return (
    typeof value === 'object' &&
    value !== null &&
    TAG in value &&
    typeof (value as { value?: unknown }).value === 'string'
  );
}

/** `value` as JSON text; Temporal dates and instants are tagged so that `fromTransferJson` revives them. */
export function toTransferJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, shown: unknown) {
    // `shown` has been through `toJSON` already; the holder still has the value itself.
    // Tags rather than `instanceof`, as the domain's `formatDate` does: any Temporal copy counts.
    const tag = Object.prototype.toString.call(this[key]);
    if (tag === '[object Temporal.PlainDate]') return { [TAG]: 'PlainDate', value: String(this[key]) };
    if (tag === '[object Temporal.Instant]') return { [TAG]: 'Instant', value: String(this[key]) };
    return shown;
  });
}

/** The value `toTransferJson` wrote, with its Temporal values back. */
export function fromTransferJson<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (!isTagged(value)) return value;
    return value[TAG] === 'PlainDate'
      ? Temporal.PlainDate.from(value.value)
      : Temporal.Instant.from(value.value);
  }) as T;
}
