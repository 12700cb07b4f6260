import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { loginRequestSchema } from '@tirage/api-client/contract';
import { Form } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/field.js';
import { FormAlert } from '../../../components/form-alert.js';
import { t } from '../../../i18n/translate.js';
import { type FieldMessages, parseForm, trimmed } from '../../../lib/form-schema.js';

/**
 * The login form, the contract's login request (shoppers and staff post the same body): its email
 * rule (the address trimmed first) and its password rule (any length, as typed).
 */
const loginFormSchema = z.object({
  email: z.preprocess(trimmed, loginRequestSchema.shape.email),
  password: loginRequestSchema.shape.password,
});

const loginMessages: FieldMessages = {
  email: { required: 'login.error.emailRequired', invalid: 'login.error.email' },
  password: 'login.error.password',
};

/** The posted login form read with its schema (in the browser and in the action alike). */
export const parseLoginForm = (formData: FormData) => parseForm(formData, loginFormSchema, loginMessages);

type LoginSubmission = ReturnType<typeof parseLoginForm>;

/** What the action answers for a refused post: the password is never sent back to the page. */
export const loginReply = (submission: LoginSubmission) => submission.reply({ hideFields: ['password'] });

/** The address of a refused post as typed (trimmed), to show it again; '' when none was posted. */
export const loginEmailOf = (submission: LoginSubmission) => {
  const email = submission.payload.email;
  return typeof email === 'string' ? email.trim() : '';
};

/** What the action answers when it refuses a login. */
export interface LoginAnswer {
  /** Why the login was refused. */
  readonly error?: string;
  /** The address posted, shown again. */
  readonly email?: string;
  /** The refused fields and their messages, when the form itself was refused (never the password). */
  readonly result?: SubmissionResult<string[]>;
}

/**
 * An email and a password, posted to the page's action: the shopper's login and the staff's
 * (each says which through its id, its labels and what the browser may fill in).
 */
export function LoginForm({
  id,
  answer,
  busy,
  emailAutoComplete,
  submitLabel,
  busyLabel,
}: {
  /** The form's id, and the prefix of its fields' ids. */
  readonly id: string;
  /** The action's answer to the last post, if it refused it. */
  readonly answer: LoginAnswer | undefined;
  readonly busy: boolean;
  /** `email` for a shopper, `username` for a staff member (their address is their login name). */
  readonly emailAutoComplete: 'email' | 'username';
  readonly submitLabel: string;
  /** What the button says while the login is on its way. */
  readonly busyLabel: string;
}) {
  const [form, fields] = useForm<z.input<typeof loginFormSchema>>({
    id,
    lastResult: answer?.result,
    defaultValue: { email: answer?.email ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseLoginForm(formData),
  });
  return (
    <Form {...getFormProps(form)} method="post" replace>
      <FormAlert message={answer?.error} />
      <Field
        field={fields.email}
        idPrefix={id}
        label={t('login.email')}
        type="email"
        autoComplete={emailAutoComplete}
        required
      />
      <Field
        field={{ name: fields.password.name, errors: fields.password.errors }}
        idPrefix={id}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </Form>
  );
}
