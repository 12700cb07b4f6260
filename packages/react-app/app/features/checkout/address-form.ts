import { addressFieldsShape } from '@tirage/api-client/contract';
import { z } from 'zod';
import type { FieldMessages } from '../../lib/form-schema.js';
import { ADDRESS_FIELDS } from './components/address-fields.js';

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * The fields of an address form, with the contract's address rules (the postal code upper-cased
 * first). An emptied optional field is left out.
 */
export const addressFormSchema = z.object({
  firstName: addressFieldsShape.firstName,
  lastName: addressFieldsShape.lastName,
  company: addressFieldsShape.company,
  street: addressFieldsShape.street,
  streetComplement: addressFieldsShape.streetComplement,
  postalCode: z.preprocess(upperCase, addressFieldsShape.postalCode),
  city: addressFieldsShape.city,
  country: addressFieldsShape.country,
  phone: addressFieldsShape.phone,
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
