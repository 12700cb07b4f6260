import type { UserCategory } from '@tirage/domain';
import { Form, Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';

export interface CompanyProfileFieldErrors {
  readonly company?: string;
  readonly vatNumber?: string;
}

function Field({
  name,
  label,
  value,
  error,
  hint,
  autoComplete,
}: {
  readonly name: keyof CompanyProfileFieldErrors;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly autoComplete?: string;
}) {
  const id = `company-profile-${name}`;
  const described = [
    ...(hint === undefined ? [] : [`${id}-hint`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        autoComplete={autoComplete}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={described === '' ? undefined : described}
      />
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field-info">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The company of a company account: its name and intra-community VAT number, saved through the
 * profile. A private account is told what a company account is for and may become one by giving
 * the company's name (the same form, which then switches the account).
 */
export function CompanyProfileForm({
  category,
  company,
  vatNumber,
  fieldErrors,
  error,
  saved,
  busy,
}: {
  readonly category: UserCategory;
  readonly company: string;
  readonly vatNumber: string;
  readonly fieldErrors: CompanyProfileFieldErrors;
  /** Why the form was refused, when it was. */
  readonly error: string | undefined;
  /** What the last post did: saved the company, or turned a private account into a company one. */
  readonly saved: 'saved' | 'switched' | undefined;
  readonly busy: boolean;
}) {
  const isCompany = category === 'company';
  return (
    <>
      {saved === undefined ? null : (
        <p className="alert alert-success" role="status">
          {t(saved === 'switched' ? 'companyProfile.switched' : 'companyProfile.saved')}
        </p>
      )}
      <p>{t(isCompany ? 'companyProfile.intro' : 'companyProfile.private')}</p>
      {/* Keyed by the values shown: once saved, the fields show them as the server keeps them. */}
      <Form key={`${category}|${company}|${vatNumber}`} method="post" replace noValidate>
        <FormAlert message={error} />
        <Field
          name="company"
          label={t('companyProfile.company')}
          value={company}
          error={fieldErrors.company}
          autoComplete="organization"
        />
        <Field
          name="vatNumber"
          label={t('companyProfile.vatNumber')}
          value={vatNumber}
          error={fieldErrors.vatNumber}
          hint={t('companyProfile.vatNumberHint')}
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? t('companyProfile.saving') : t(isCompany ? 'companyProfile.save' : 'companyProfile.switch')}
        </button>
      </Form>
      {isCompany ? (
        <p>
          {t('companyProfile.backToPrivate')}{' '}
          <Link to="/personal-area/profile/">{t('companyProfile.profileLink')}</Link>
        </p>
      ) : null}
    </>
  );
}
