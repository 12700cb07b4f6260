import { Form } from 'react-router';
import { t } from '../admin-text.js';
import {
  ARTWORK_TYPE_CHOICES,
  type ShopRulesField,
  type ShopRulesFormErrors,
  type ShopRulesFormValues,
} from '../shop-rules-form.js';

/**
 * A shop's rules as staff edit them: the cart limits, the artwork files taken, the price of the
 * file check and the countries served. Every refusal is said at its field; what was typed stays.
 */
export function ShopRulesEditor({
  values,
  defaultCountry,
  errors,
  notice,
  busy,
}: {
  readonly values: ShopRulesFormValues;
  /** The shop's default delivery country, which must stay served. */
  readonly defaultCountry: string;
  readonly errors: ShopRulesFormErrors;
  readonly notice: string | undefined;
  readonly busy: boolean;
}) {
  const id = (field: ShopRulesField) => `rules-${values.tenant}-${field}`;
  const invalid = (field: ShopRulesField) => (errors[field] === undefined ? undefined : true);
  const described = (field: ShopRulesField, hint = false) =>
    [hint ? `${id(field)}-hint` : undefined, errors[field] === undefined ? undefined : `${id(field)}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const errorOf = (field: ShopRulesField) =>
    errors[field] === undefined ? null : (
      <p id={`${id(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    );
  const textField = (
    field: Exclude<ShopRulesField, 'acceptedTypes'>,
    inputMode: 'numeric' | 'decimal' | 'text',
  ) => (
    <div className="field">
      <label htmlFor={id(field)}>{t(`admin.rules.${field}`)}</label>
      {field === 'countries' ? (
        <p id={`${id(field)}-hint`} className="field-hint">
          {t('admin.rules.countriesHint')}
        </p>
      ) : null}
      <input
        id={id(field)}
        name={field}
        inputMode={inputMode}
        defaultValue={values[field]}
        required
        aria-invalid={invalid(field)}
        aria-describedby={described(field, field === 'countries')}
      />
      {errorOf(field)}
    </div>
  );
  return (
    <section className="shop-rules-editor" aria-labelledby={`rules-${values.tenant}-title`}>
      <h3 id={`rules-${values.tenant}-title`}>{t('admin.rules.title', { code: values.tenant })}</h3>
      <p>{t('admin.rules.intro')}</p>
      {notice === undefined ? null : (
        <p role="status" className="alert alert-info">
          {notice}
        </p>
      )}
      {errors.form === undefined ? null : (
        <p role="alert" className="alert alert-danger">
          {errors.form}
        </p>
      )}
      {/* Each post renders the form anew with what was posted: the key makes the fields take it. */}
      <Form method="post" key={JSON.stringify(values)}>
        <input type="hidden" name="tenant" value={values.tenant} />
        <input type="hidden" name="version" value={values.version} />
        <input type="hidden" name="defaultCountry" value={defaultCountry} />
        <fieldset>
          <legend>{t('admin.rules.cart')}</legend>
          {textField('maxLines', 'numeric')}
          {textField('maxTaxed', 'decimal')}
        </fieldset>
        <fieldset>
          <legend>{t('admin.rules.uploads')}</legend>
          {textField('maxFileMb', 'decimal')}
          <fieldset aria-invalid={invalid('acceptedTypes')} aria-describedby={described('acceptedTypes')}>
            <legend>{t('admin.rules.acceptedTypes')}</legend>
            {ARTWORK_TYPE_CHOICES.map(({ type, label }) => (
              <label key={type} className="checkbox">
                <input
                  type="checkbox"
                  name="acceptedTypes"
                  value={type}
                  defaultChecked={values.acceptedTypes.includes(type)}
                />{' '}
                {label}
              </label>
            ))}
            {errorOf('acceptedTypes')}
          </fieldset>
          {textField('fileCheckPrice', 'decimal')}
        </fieldset>
        {textField('countries', 'text')}
        <button type="submit" className="button-primary" disabled={busy}>
          {t('admin.rules.save')}
        </button>
      </Form>
    </section>
  );
}
