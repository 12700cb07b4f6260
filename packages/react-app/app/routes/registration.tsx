import { afterLoginLocation, type DomainError, keepingReturnTo, RETURN_TO_PARAM } from '@tirage/domain';
import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import { field, guard, secretField, signIn } from '../auth.server.js';
import { FormAlert } from '../components/form-alert.js';
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

const MIN_PASSWORD_LENGTH = 8;

/** What the shopper reads when the account could not be made. */
export function registrationErrorMessage(error: DomainError): string {
  if (error.kind !== 'http.status') return t('registration.error.failed');
  if (error.status === 409) return t('registration.error.taken');
  if (error.status === 429) return t('registration.error.tooManyAttempts');
  return t('registration.error.failed');
}

/** Registration logs the new customer in (specification section 2). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const email = field(form, 'email');
  const password = secretField(form, 'password');
  const company = form.get('category') === 'company';
  const newsletter = form.get('newsletter') === 'on';
  const kept = { email, company, newsletter };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return data({ ...kept, error: t('registration.error.email') }, { status: 400 });
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return data(
      { ...kept, error: t('registration.error.password', { min: MIN_PASSWORD_LENGTH }) },
      { status: 400 },
    );
  }
  const registered = await context.ports.customer.register({
    email,
    password,
    newsletter,
    category: company ? 'company' : 'private',
  });
  if (!registered.ok)
    return data({ ...kept, error: registrationErrorMessage(registered.error) }, { status: 400 });
  const grant = await signIn(context, { email, password });
  const next = afterLoginLocation(new URL(request.url).searchParams.get(RETURN_TO_PARAM));
  throw redirect(grant.ok ? next : '/login/');
}

export default function Registration({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  // A shopper who has an account after all logs in and still comes back where they were going.
  const login = keepingReturnTo('/login/', new URLSearchParams(useLocation().search).get(RETURN_TO_PARAM));
  return (
    <main>
      <h1>{t('registration.title')}</h1>
      <Form method="post" replace>
        <FormAlert message={actionData?.error} />
        <label>
          {t('registration.email')}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email ?? ''}
          />
        </label>
        <label>
          {t('registration.password', { min: MIN_PASSWORD_LENGTH })}
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
          />
        </label>
        <fieldset>
          <legend>{t('registration.youAre')}</legend>
          <label>
            <input type="radio" name="category" value="private" defaultChecked={!actionData?.company} />{' '}
            {t('registration.private')}
          </label>
          <label>
            <input
              type="radio"
              name="category"
              value="company"
              defaultChecked={actionData?.company ?? false}
            />{' '}
            {t('registration.company')}
          </label>
        </fieldset>
        <label>
          <input type="checkbox" name="newsletter" defaultChecked={actionData?.newsletter ?? false} />{' '}
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
