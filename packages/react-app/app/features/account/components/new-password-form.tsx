import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { newPasswordSchema } from '@tirage/api-client/contract';
import { Form } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/field.js';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';
import { parseForm } from '../../../lib/form-schema.js';

/** The shop's password rule (the contract's, as at registration). */
export const MIN_PASSWORD_LENGTH = newPasswordSchema.minLength ?? 0;

/**
 * The new password form: the link's token, the contract's password rule, and the confirmation,
 * compared once the password itself is good.
 */
const newPasswordFormSchema = z
  .object({
    token: z.string().min(1),
    password: newPasswordSchema,
    confirmation: z.string().optional(),
  })
  .refine(
    (posted) =>
      !newPasswordSchema.safeParse(posted.password).success || posted.confirmation === posted.password,
    { path: ['confirmation'] },
  );

/** The posted form read with its schema (in the browser and in the action alike). */
export const parseNewPasswordForm = (formData: FormData) =>
  parseForm(formData, newPasswordFormSchema, {
    password: { key: 'passwordReset.new.error.password', values: { min: MIN_PASSWORD_LENGTH } },
    confirmation: 'passwordReset.new.error.mismatch',
  });

/**
 * The new password (typed twice) for the token of a reset link. A link that is missing or no
 * longer good shows why, and leads to asking for a new one.
 */
export function NewPasswordForm({
  token,
  minLength,
  error,
  lastResult,
  invalidLink,
  busy,
}: {
  /** The link's token, posted back with the password. */
  readonly token: string;
  readonly minLength: number;
  readonly error: string | undefined;
  /** The action's answer to the last post: its refused fields (passwords are never sent back). */
  readonly lastResult: SubmissionResult<string[]> | undefined;
  readonly invalidLink: boolean;
  readonly busy: boolean;
}) {
  const [form, fields] = useForm<z.input<typeof newPasswordFormSchema>>({
    id: 'new-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseNewPasswordForm(formData),
  });
  if (invalidLink)
    return (
      <>
        <p className="alert alert-danger" role="alert">
          {t('passwordReset.new.error.invalidLink')}
        </p>
        <p>
          <a href="/password-reset/" className="button-primary">
            {t('passwordReset.new.requestAgain')}
          </a>
        </p>
      </>
    );
  return (
    <Form {...getFormProps(form)} method="post" replace>
      <FormAlert message={error} />
      <input type="hidden" name="token" value={token} />
      <Field
        field={{ name: fields.password.name, errors: fields.password.errors }}
        idPrefix="new-password"
        label={t('passwordReset.new.password', { min: minLength })}
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        required
      />
      <Field
        field={{ name: fields.confirmation.name, errors: fields.confirmation.errors }}
        idPrefix="new-password"
        label={t('passwordReset.new.confirmation')}
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        required
      />
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? t('passwordReset.new.submitting') : t('passwordReset.new.submit')}
      </button>
    </Form>
  );
}
