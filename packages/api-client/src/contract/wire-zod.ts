import * as zod from 'zod';

/**
 * zod as the contract uses it: the same namespace, except that every text schema it makes
 * (`string`, `email`, `url`, `uuid`) refuses a NUL character and half of a surrogate pair. No
 * keyboard types them, PostgreSQL stores neither, and a JSON body can still carry both
 * (`"\u0000"`, `"\ud800"`); refused here, at the one place texts are made, every text of every
 * request is covered (bodies, queries, path parameters, headers, the keys of records), and the
 * answer is a 400 naming the field rather than a database error. The contract's files import
 * this module as `z` in place of zod (biome.json refuses a direct import there).
 */
export * from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds no NUL character and no half of a surrogate pair. */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export const ILL_FORMED_TEXT_MESSAGE = 'Text cannot hold a NUL character or an unpaired surrogate';

/** The check every text of the contract carries; it stops the field's other checks, which would only add noise. */
export const wellFormedText = zod.refine<string>(isWellFormedText, {
  message: ILL_FORMED_TEXT_MESSAGE,
  abort: true,
});

export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).check(wellFormedText);
}

export function email(params?: string | zod.core.$ZodEmailParams): zod.ZodEmail {
  return zod.email(params).check(wellFormedText);
}

export function url(params?: string | zod.core.$ZodURLParams): zod.ZodURL {
  return zod.url(params).check(wellFormedText);
}

export function uuid(params?: string | zod.core.$ZodUUIDParams): zod.ZodUUID {
  return zod.uuid(params).check(wellFormedText);
}
