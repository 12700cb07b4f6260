import { getFormProps, useForm } from '@conform-to/react';
import { afterLoginLocation, type DomainError, keepingReturnTo, RETURN_TO_PARAM } from '@tirage/domain';
import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import type { z } from 'zod';
import { guard, signIn } from '../auth.server.js';
import { Field } from '../components/field.js';
import { FormAlert } from '../components/form-alert.js';
import {
  MIN_PASSWORD_LENGTH,
  parseRegistrationForm,
  type registrationFormSchema,
} from '../features/account/registration-form.js';
import { t } from '../i18n/translate.js';
import { postedForm } from '../lib/posted-form.server.js';
import type { Route } from './+types/registration';

export function meta() {
  return [{ title: t('registration.title') }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'guestOnly');
  return null;
}

/** What the shopper reads when the account could not be made. */
export function registrationErrorMessage(error: DomainError): string {
  switch (error.kind) {
    case 'request.conflict':
      return t('registration.error.taken');
    case 'request.tooManyAttempts':
      return t('registration.error.tooManyAttempts');
    default:
      return t('registration.error.failed');
  }
}

/** Registration logs the new customer in (specification section 2). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseRegistrationForm(await postedForm(request));
  // The password is never sent back to the page.
  const reply = () => submission.reply({ hideFields: ['password'] });
  if (submission.status !== 'success') return data({ result: reply(), error: undefined }, { status: 400 });
  const { email, password, category, newsletter = false } = submission.value;
  const registered = await context.ports.customer.register({ email, password, newsletter, category });
  if (!registered.ok)
    return data({ result: reply(), error: registrationErrorMessage(registered.error) }, { status: 400 });
  const grant = await signIn(context, { email, password });
  const next = afterLoginLocation(new URL(request.url).searchParams.get(RETURN_TO_PARAM));
  throw redirect(grant.ok ? next : '/login/');
}

export default function Registration({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  // A shopper who has an account after all logs in and still comes back where they were going.
  const login = keepingReturnTo('/login/', new URLSearchParams(useLocation().search).get(RETURN_TO_PARAM));
  const [form, fields] = useForm<z.input<typeof registrationFormSchema>>({
    id: 'registration',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseRegistrationForm(formData),
  });
  // What was chosen is kept after a refusal.
  const company = fields.category.initialValue === 'company';
  const newsletter = fields.newsletter.initialValue === 'on';
  return (
    <main>
      <h1>{t('registration.title')}</h1>
      <Form {...getFormProps(form)} method="post" replace>
        <FormAlert message={actionData?.error} />
        <Field
          field={fields.email}
          idPrefix="registration"
          label={t('registration.email')}
          type="email"
          autoComplete="email"
        />
        <Field
          // Never shown again: a password field starts empty.
          field={{ name: fields.password.name, errors: fields.password.errors }}
          idPrefix="registration"
          label={t('registration.password', { min: MIN_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
        />
        <fieldset>
          <legend>{t('registration.youAre')}</legend>
          <label>
            <input type="radio" name="category" value="private" defaultChecked={!company} />{' '}
            {t('registration.private')}
          </label>
          <label>
            <input type="radio" name="category" value="company" defaultChecked={company} />{' '}
            {t('registration.company')}
          </label>
        </fieldset>
        <label>
          <input type="checkbox" name="newsletter" defaultChecked={newsletter} />{' '}
          {t('registration.newsletter')}
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {t('registration.submit')}
        </button>
      </Form>
      <p>
        {t('registration.haveAccount')} <a href={login}>{t('registration.toLogin')}</a>
      </p>
    </main>
  );
}
