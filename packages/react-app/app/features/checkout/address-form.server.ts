import { type AddressInput, type AddressType, type DomainError, err, ok, type Result } from '@tirage/domain';
import { t } from '../../i18n/translate.js';
import { ADDRESS_FIELDS, type AddressField } from './components/address-fields.js';

/** An address form's fields as posted under `{prefix}.{field}`, trimmed. */
export function readAddressFields(form: FormData, prefix: string): Partial<Record<AddressField, string>> {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = form.get(`${prefix}.${field}`);
      return [field, typeof value === 'string' ? value.trim().slice(0, 200) : ''];
    }),
  );
}

const REQUIRED: readonly AddressField[] = [
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'country',
];

/** An address as typed, or the fields it lacks. */
export function addressInput(
  type: AddressType,
  fields: Partial<Record<AddressField, string>>,
): Result<AddressInput, Record<string, string>> {
  const missing = REQUIRED.filter((field) => (fields[field] ?? '') === '');
  if (missing.length > 0) {
    return err(
      Object.fromEntries(missing.map((field) => [`${type}.${field}`, t('checkout.error.required')])),
    );
  }
  const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  return ok({
    type,
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    company: optional(fields.company),
    street: fields.street ?? '',
    streetComplement: optional(fields.streetComplement),
    postalCode: (fields.postalCode ?? '').toUpperCase(),
    city: fields.city ?? '',
    country: fields.country ?? '',
    phone: optional(fields.phone),
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
