import { profileUpdateRequestSchema } from '@tirage/api-client/contract';
import type { ProfileUpdate, UserCategory } from '@tirage/domain';
import { data, Form, useNavigation } from 'react-router';
import { field, guard, required } from '../../auth.server.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import type { Route } from './+types/profile';

export function meta() {
  return [{ title: t('profile.title') }, { name: 'robots', content: 'noindex' }];
}

/** The customer's profile: name, email, private or company (with its name and VAT number), newsletter. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const profile = await context.ports.customer.getProfile();
  const profileValue = await required(profile, 'profile', { request, context });
  const customer = profileValue;
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    category: customer.metadata.userCategory ?? 'private',
    company: customer.company ?? '',
    vatNumber: customer.vatNumber ?? '',
    subscribed: customer.metadata.subscribed,
  };
}

/** Saves the profile; a refusal comes back field by field with what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  await guard(request, context, 'loginOnly');
  const form = await postedForm(request);
  const category: UserCategory = field(form, 'category') === 'company' ? 'company' : 'private';
  const posted = {
    firstName: field(form, 'firstName').slice(0, 100),
    lastName: field(form, 'lastName').slice(0, 100),
    email: field(form, 'email').slice(0, 254),
    category,
    company: field(form, 'company').slice(0, 150),
    vatNumber: field(form, 'vatNumber').replace(/\s/g, '').toUpperCase().slice(0, 20),
    subscribed: form.get('newsletter') === 'on',
  };
  // The contract's own rules for an email and a VAT number, checked before the call to say which
  // field is wrong in French.
  const { email: emailRule, vatNumber: vatNumberRule } = profileUpdateRequestSchema.shape;
  const fieldErrors: Record<string, string> = {};
  if (posted.firstName === '') fieldErrors.firstName = t('profile.error.required');
  if (posted.lastName === '') fieldErrors.lastName = t('profile.error.required');
  if (!emailRule.safeParse(posted.email).success) fieldErrors.email = t('profile.error.email');
  if (category === 'company' && posted.company === '') fieldErrors.company = t('profile.error.required');
  if (
    category === 'company' &&
    posted.vatNumber !== '' &&
    !vatNumberRule.safeParse(posted.vatNumber).success
  ) {
    fieldErrors.vatNumber = t('profile.error.vatNumber');
  }
  if (Object.keys(fieldErrors).length > 0) {
    return data({ posted, fieldErrors, error: t('profile.error.fields'), saved: false }, { status: 400 });
  }
  const update: ProfileUpdate = {
    firstName: posted.firstName,
    lastName: posted.lastName,
    email: posted.email,
    category,
    subscribed: posted.subscribed,
    // A private customer keeps no company name nor VAT number.
    company: category === 'company' ? posted.company : null,
    vatNumber: category === 'company' && posted.vatNumber !== '' ? posted.vatNumber : null,
  };
  const saved = await context.ports.customer.updateProfile(update);
  if (!saved.ok) {
    const taken = saved.error.kind === 'http.status' && saved.error.status === 409;
    return data(
      {
        posted,
        fieldErrors: taken ? { email: t('profile.error.emailTaken') } : {},
        error: taken ? t('profile.error.fields') : t('profile.error.failed'),
        saved: false,
      },
      { status: 400 },
    );
  }
  return { posted, fieldErrors: {}, error: undefined, saved: true };
}

function Field({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly type?: string;
  readonly autoComplete?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`profile-${name}`}>{label}</label>
      <input
        id={`profile-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `profile-${name}-error`}
      />
      {error === undefined ? null : (
        <p id={`profile-${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const shown = actionData?.posted ?? loaderData;
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <main>
      <h1>{t('profile.title')}</h1>
      {actionData?.saved === true ? (
        <p className="alert alert-success" role="status">
          {t('profile.saved')}
        </p>
      ) : null}
      {actionData?.error === undefined ? null : (
        <p className="alert alert-danger" role="alert">
          {actionData.error}
        </p>
      )}
      <Form method="post" replace noValidate>
        <Field
          name="firstName"
          label={t('profile.firstName')}
          value={shown.firstName}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <Field
          name="lastName"
          label={t('profile.lastName')}
          value={shown.lastName}
          error={errors.lastName}
          autoComplete="family-name"
        />
        <Field
          name="email"
          label={t('profile.email')}
          value={shown.email}
          error={errors.email}
          type="email"
          autoComplete="email"
        />
        <fieldset>
          <legend>{t('profile.youAre')}</legend>
          <label className="choice">
            <input
              type="radio"
              name="category"
              value="private"
              defaultChecked={shown.category !== 'company'}
            />
            {t('registration.private')}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="category"
              value="company"
              defaultChecked={shown.category === 'company'}
            />
            {t('registration.company')}
          </label>
        </fieldset>
        <Field
          name="company"
          label={t('profile.company')}
          value={shown.company}
          error={errors.company}
          autoComplete="organization"
        />
        <Field
          name="vatNumber"
          label={t('profile.vatNumber')}
          value={shown.vatNumber}
          error={errors.vatNumber}
        />
        <label className="choice">
          <input type="checkbox" name="newsletter" defaultChecked={shown.subscribed} />
          {t('profile.newsletter')}
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {t('profile.save')}
        </button>
      </Form>
    </main>
  );
}
