import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { companyNameSchema, vatNumberSchema } from '@tirage/api-client/contract';
import type { UserCategory } from '@tirage/domain';
import { Form, Link } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/field.js';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';
import { compactVatNumber, type FieldMessages, parseForm } from '../../../lib/form-schema.js';

/**
 * The company form, derived from the contract's profile rules: a company name is required, a VAT
 * number optional (typed with spaces or in lower case, it is compacted first).
 */
export const companyProfileFormSchema = z.object({
  company: companyNameSchema,
  vatNumber: z.preprocess(compactVatNumber, vatNumberSchema).optional(),
});

const companyProfileMessages: FieldMessages = {
  company: 'companyProfile.error.required',
  vatNumber: 'companyProfile.error.vatNumber',
};

/** The posted company form read with its schema (in the browser and in the action alike). */
export const parseCompanyProfileForm = (formData: FormData) =>
  parseForm(formData, companyProfileFormSchema, companyProfileMessages);

/**
 * The company of a company account: its name and intra-community VAT number, saved through the
 * profile. A private account is told what a company account is for and may become one by giving
 * the company's name (the same form, which then switches the account).
 */
export function CompanyProfileForm({
  category,
  company,
  vatNumber,
  lastResult,
  error,
  saved,
  busy,
}: {
  readonly category: UserCategory;
  readonly company: string;
  readonly vatNumber: string;
  /** The action's answer to the last post (its refusals field by field, with what was typed). */
  readonly lastResult: SubmissionResult<string[]> | undefined;
  /** Why the form was refused, when it was. */
  readonly error: string | undefined;
  /** What the last post did: saved the company, or turned a private account into a company one. */
  readonly saved: 'saved' | 'switched' | undefined;
  readonly busy: boolean;
}) {
  const isCompany = category === 'company';
  const [form, fields] = useForm<z.input<typeof companyProfileFormSchema>>({
    id: 'company-profile',
    lastResult,
    defaultValue: { company, vatNumber },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseCompanyProfileForm(formData),
  });
  return (
    <>
      {saved === undefined ? null : (
        <p className="alert alert-success" role="status">
          {t(saved === 'switched' ? 'companyProfile.switched' : 'companyProfile.saved')}
        </p>
      )}
      <p>{t(isCompany ? 'companyProfile.intro' : 'companyProfile.private')}</p>
      <Form {...getFormProps(form)} method="post" replace>
        <FormAlert message={error} />
        <Field
          field={fields.company}
          idPrefix="company-profile"
          label={t('companyProfile.company')}
          autoComplete="organization"
        />
        <Field
          field={fields.vatNumber}
          idPrefix="company-profile"
          label={t('companyProfile.vatNumber')}
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
