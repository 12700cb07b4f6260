import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import type { DictionaryKey } from '../i18n/fr.js';
import { tAny } from '../i18n/translate.js';

/**
 * What a field says in French when its schema refuses it: one sentence for every refusal (with
 * the values it names, if any), or one for a missing value and one for any other (and, for a file,
 * one for a file larger than the schema allows). A value longer than the schema allows says its
 * limit.
 */
export type FieldMessage<Key extends string = DictionaryKey> =
  | Key
  | { readonly key: Key; readonly values: Readonly<Record<string, string | number>> }
  | {
      readonly required: Key;
      readonly invalid: Key;
      readonly tooLarge?: Key;
    };

export type FieldMessages<Key extends string = DictionaryKey> = Readonly<Record<string, FieldMessage<Key>>>;

/**
 * Where a form's sentences come from: the shop's dictionary by default, or one that holds it and
 * more (the back office's, whose pages name their own keys).
 */
export type FormTranslator<Key extends string> = (
  key: Key | DictionaryKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The French sentence for the first refusal of one field. */
export function frenchIssue<Key extends string = DictionaryKey>(
  issue: $ZodIssue,
  message: FieldMessage<Key> | undefined,
  t: FormTranslator<Key> = tAny,
): string {
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return t('form.error.tooLong', { maximum: Number(issue.maximum) });
  }
  if (message === undefined) return t('form.error.invalid');
  if (typeof message === 'string') return t(message);
  if ('key' in message) return t(message.key, message.values);
  if (issue.code === 'too_big' && issue.origin === 'file' && message.tooLarge !== undefined) {
    return t(message.tooLarge);
  }
  // Conform reads an empty input as no value: a missing value is an `invalid_type`; a file of no
  // bytes is missing too.
  const missing =
    issue.code === 'invalid_type' ||
    (issue.code === 'too_small' &&
      (issue.origin === 'string' || issue.origin === 'file') &&
      Number(issue.minimum) === 1);
  return t(missing ? message.required : message.invalid);
}

/**
 * A posted form read with its zod schema, the same way in the browser (Conform's `onValidate`) and
 * in the route action: the submission carries the parsed value, or each field's French message.
 * Zod's own (English) messages never reach a shopper.
 */
export function parseForm<Schema extends z.ZodType, Key extends string = DictionaryKey>(
  formData: FormData,
  schema: Schema,
  messages: FieldMessages<Key>,
  t: FormTranslator<Key> = tAny,
) {
  return parseWithZod(formData, {
    schema,
    formatError: (issues: $ZodIssue[]) => {
      const [first] = issues;
      if (first === undefined) return [];
      const name = first.path.map(String).join('.');
      return [frenchIssue(first, messages[name], t)];
    },
  });
}

/** A VAT number as typed ("fr 123 456 789 01", "BE 0411.905.847"), compacted and upper-cased before its rule. */
export const compactVatNumber = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s.-]/g, '').toUpperCase() : value;

/** A value as typed, without the spaces around it, before its rule (an address, a token). */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The form's fields with the intent (the value of the submit button pressed) as its first value,
 * as `FormData.get` reads it: a submitter's value may come twice.
 */
export const firstIntent = (value: unknown) => {
  if (typeof value !== 'object' || value === null || !('intent' in value)) return value;
  const { intent } = value;
  return { ...value, intent: Array.isArray(intent) ? intent[0] : intent };
};
