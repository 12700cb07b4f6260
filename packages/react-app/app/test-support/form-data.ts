import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { ADDRESS_FIELDS, type AddressField } from '../features/checkout/components/address-fields.js';

/** A form as the browser posts it: each field set to its text. */
export function formDataOf(fields: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What a form schema makes of posted fields: the value it reads, or the names of the fields it refuses. */
export function formReader<Value>(
  parse: (
    form: FormData,
  ) =>
    | { readonly status: 'success'; readonly value: Value }
    | { readonly status: 'error' | undefined; readonly error?: Record<string, unknown> | null },
) {
  const posted = (fields: Readonly<Record<string, string>>) => parse(formDataOf(fields));
  return {
    posted,
    readValue: (fields: Readonly<Record<string, string>>): Value | undefined => {
      const submission = posted(fields);
      return submission.status === 'success' ? submission.value : undefined;
    },
    refusedFields: (fields: Readonly<Record<string, string>>): string[] => {
      const submission = posted(fields);
      return submission.status === 'success' ? [] : Object.keys(submission.error ?? {});
    },
  };
}

/**
 * Claire Martin's Paris address (`PARIS_ADDRESS`) as the address fields post it: every field of
 * the form, empty where she left it empty.
 */
export const PARIS_ADDRESS_FIELDS: Readonly<Record<AddressField, string>> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field, PARIS_ADDRESS[field] ?? '']),
) as Record<AddressField, string>;
