import { Field } from '../../../components/field.js';
import { t } from '../../../i18n/translate.js';

/** The fields of an address form, as posted: `{prefix}.{field}`. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'street',
  'streetComplement',
  'postalCode',
  'city',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const REQUIRED: ReadonlySet<AddressField> = new Set([
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'country',
]);

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  street: 'address-line1',
  streetComplement: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  phone: 'tel',
};

/** A country's French name ('France', 'Belgique'). */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/**
 * The fields of a new address, each labelled, with the server's message under a field it refused.
 * What was typed comes back in `values` after a refusal, so nothing is lost.
 */
export function AddressFields({
  prefix,
  countries,
  defaultCountry,
  locale,
  values = {},
  errors = {},
}: {
  readonly prefix: string;
  readonly countries: readonly string[];
  readonly defaultCountry: string;
  readonly locale: string;
  readonly values?: Readonly<Partial<Record<AddressField, string>>>;
  readonly errors?: Readonly<Partial<Record<AddressField, string>>>;
}) {
  return (
    <div className="address-fields">
      {ADDRESS_FIELDS.map((field) => {
        const id = `${prefix}-${field}`;
        const error = errors[field];
        const label = REQUIRED.has(field)
          ? t(`checkout.address.${field}`)
          : `${t(`checkout.address.${field}`)} ${t('checkout.optional')}`;
        const autoComplete = `section-${prefix} ${AUTOCOMPLETE[field]}`;
        if (field !== 'country') {
          return (
            <Field
              key={field}
              id={id}
              field={{
                name: `${prefix}.${field}`,
                initialValue: values[field] ?? '',
                errors: error === undefined ? undefined : [error],
              }}
              label={label}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={autoComplete}
            />
          );
        }
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{label}</label>
            <select
              id={id}
              name={`${prefix}.${field}`}
              autoComplete={autoComplete}
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? undefined : `${id}-error`}
              defaultValue={values.country ?? defaultCountry}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, locale)}
                </option>
              ))}
            </select>
            {error === undefined ? null : (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
