import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { passwordResetRequestSchema } from '@tirage/api-client/contract';
import { Form } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/field.js';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';
import { parseForm } from '../../../lib/form-schema.js';

/** The form of the contract's password-reset request: its email rule. */
const passwordResetRequestFormSchema = z.object(passwordResetRequestSchema.shape);

/** The posted request read with its schema (in the browser and in the action alike). */
export const parsePasswordResetRequestForm = (formData: FormData) =>
  parseForm(formData, passwordResetRequestFormSchema, { email: 'passwordReset.error.email' });

/**
 * Asking for a password-reset link by email. Once asked, it says a mail is on its way if an
 * account has that address (the shop never says whether one has).
 */
export function PasswordResetRequestForm({
  email,
  lastResult,
  error,
  sent,
  busy,
}: {
  /** The address the link was asked for, once it was. */
  readonly email: string;
  /** The action's answer to the last post (what was typed is kept when it is refused). */
  readonly lastResult: SubmissionResult<string[]> | undefined;
  readonly error: string | undefined;
  /** The request was taken: the form gives way to the message. */
  readonly sent: boolean;
  readonly busy: boolean;
}) {
  const [form, fields] = useForm<z.input<typeof passwordResetRequestFormSchema>>({
    id: 'password-reset',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parsePasswordResetRequestForm(formData),
  });
  if (sent)
    return (
      <>
        <p className="alert alert-success" role="status">
          {t('passwordReset.sent', { email })}
        </p>
        <p>
          <a href="/login/">{t('passwordReset.backToLogin')}</a>
        </p>
      </>
    );
  return (
    <>
      <p>{t('passwordReset.intro')}</p>
      <Form {...getFormProps(form)} method="post" replace>
        <FormAlert message={error} />
        <Field
          field={fields.email}
          idPrefix="password-reset"
          label={t('passwordReset.email')}
          type="email"
          autoComplete="email"
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? t('passwordReset.submitting') : t('passwordReset.submit')}
        </button>
      </Form>
      <p>
        <a href="/login/">{t('passwordReset.backToLogin')}</a>
      </p>
    </>
  );
}
