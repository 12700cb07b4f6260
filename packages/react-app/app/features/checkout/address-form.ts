import { addressFieldsShape } from '@tirage/api-client/contract';
import { z } from 'zod';
import type { FieldMessages } from '../../lib/form-schema.js';
import { ADDRESS_FIELDS } from './components/address-fields.js';

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** An optional text as typed, trimmed: left out when only spaces were typed. */
const trimmedOptional = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/**
 * The fields of an address form, with the contract's address rules (the postal code upper-cased
 * first). An optional field is trimmed, and left out when emptied.
 */
export const addressFormSchema = z.object({
  firstName: addressFieldsShape.firstName,
  lastName: addressFieldsShape.lastName,
  company: z.preprocess(trimmedOptional, addressFieldsShape.company),
  street: addressFieldsShape.street,
  streetComplement: z.preprocess(trimmedOptional, addressFieldsShape.streetComplement),
  postalCode: z.preprocess(upperCase, addressFieldsShape.postalCode),
  city: addressFieldsShape.city,
  country: addressFieldsShape.country,
  phone: z.preprocess(trimmedOptional, addressFieldsShape.phone),
});

/** What each field of an address posted under `{prefix}.` says when it is refused. */
export function addressMessages(prefix: string): FieldMessages {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [
      `${prefix}.${field}`,
      field === 'phone'
        ? 'checkout.error.phone'
        : {
            required: 'checkout.error.required',
            invalid: field === 'postalCode' ? 'checkout.error.postalCode' : 'checkout.error.field',
          },
    ]),
  );
}
