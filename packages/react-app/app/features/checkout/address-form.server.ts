import { type AddressInput, type AddressType, type DomainError, err, ok, type Result } from '@tirage/domain';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { t } from '../../i18n/translate.js';
import { parseForm } from '../../lib/form-schema.js';
import { addressFormSchema, addressMessages } from './address-form.js';
import { ADDRESS_FIELDS, type AddressField } from './components/address-fields.js';

/**
 * The shop's address lookup key, with which its address forms suggest addresses; null when it
 * has none, or when the shop could not say (the forms work as well without).
 */
export async function addressLookupKey(context: AppLoadContext): Promise<string | null> {
  const key = await context.ports.content.addressLookupKey(new URL(context.shop.baseUrl).host);
  return key.ok ? key.value : null;
}

/** A field as typed, trimmed and cut at `max` characters: shown again after a refusal. */
const shownAgain = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, max));

/**
 * An address form's fields as posted under `{prefix}.{field}`, trimmed: shown again after a
 * refusal. It refuses nothing (the address itself is read by `readNewAddress`).
 */
export const postedAddressFieldsSchema = z
  .object(
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, shownAgain(200)])) as Record<
      AddressField,
      ReturnType<typeof shownAgain>
    >,
  )
  .optional()
  .transform(
    (fields): Partial<Record<AddressField, string>> =>
      fields ?? Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])),
  );

/**
 * A new address posted under `{type}.`, read with the address form's schema (the contract's
 * address rules, as in the address book): the address, or the French message of each refused
 * field, keyed `{type}.{field}`.
 */
export function readNewAddress(
  form: FormData,
  type: AddressType,
): Result<AddressInput, Record<string, string>> {
  const submission = parseForm(form, z.object({ [type]: addressFormSchema }), addressMessages(type));
  const address = submission.status === 'success' ? submission.value[type] : undefined;
  if (address === undefined) {
    const refused = Object.entries(submission.status === 'success' ? {} : (submission.error ?? {}));
    return err(
      Object.fromEntries(
        refused.flatMap(([name, messages]) => (messages?.[0] === undefined ? [] : [[name, messages[0]]])),
      ),
    );
  }
  return ok({
    ...address,
    type,
    company: address.company,
    streetComplement: address.streetComplement,
    phone: address.phone,
    email: undefined,
    vatNumber: undefined,
  });
}

/** The server's field errors of an address call, said in French under the field they concern. */
export function addressFieldErrors(
  type: AddressType,
  error: DomainError,
): Record<string, string> | undefined {
  const paths = error.kind === 'request.invalid' ? error.fieldErrors : [];
  if (paths.length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const { field: path } of paths) {
    const field = path.split('.').at(-1) ?? path;
    const message =
      field === 'postalCode'
        ? t('checkout.error.postalCode')
        : field === 'phone'
          ? t('checkout.error.phone')
          : t('checkout.error.field');
    errors[`${type}.${field}`] = message;
  }
  return errors;
}
