import { getFormProps, useForm } from '@conform-to/react';
import type { ProfileUpdate } from '@tirage/domain';
import { data, Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { required } from '../../auth.server.js';
import { Field } from '../../components/field.js';
import { parseProfileForm, type profileFormSchema } from '../../features/account/profile-form.js';
import { t } from '../../i18n/translate.js';
import { postedForm } from '../../lib/posted-form.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/profile';

const middlewares = routeMiddlewares('routes/personal-area/profile.tsx', 'auth');

export function meta() {
  return [{ title: t('profile.title') }, { name: 'robots', content: 'noindex' }];
}

/** The customer's profile: name, email, private or company (with its name and VAT number), newsletter. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
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
  await middlewares.run({ request, context });
  const submission = parseProfileForm(await postedForm(request));
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply(), error: t('profile.error.fields'), saved: false },
      { status: 400 },
    );
  }
  const posted = submission.value;
  const category = posted.category;
  const update: ProfileUpdate = {
    firstName: posted.firstName,
    lastName: posted.lastName,
    email: posted.email,
    category,
    subscribed: posted.newsletter === true,
    // A private customer keeps no company name nor VAT number.
    company: posted.category === 'company' ? posted.company : null,
    vatNumber: posted.category === 'company' ? (posted.vatNumber ?? null) : null,
  };
  const saved = await context.ports.customer.updateProfile(update);
  if (!saved.ok) {
    const taken = saved.error.kind === 'request.conflict';
    return data(
      {
        result: submission.reply(taken ? { fieldErrors: { email: [t('profile.error.emailTaken')] } } : {}),
        error: taken ? t('profile.error.fields') : t('profile.error.failed'),
        saved: false,
      },
      { status: 400 },
    );
  }
  return { result: submission.reply(), error: undefined, saved: true };
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { subscribed, ...account } = loaderData;
  const [form, fields] = useForm<z.input<typeof profileFormSchema>>({
    id: 'profile',
    lastResult: actionData?.result,
    defaultValue: { ...account, newsletter: subscribed },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseProfileForm(formData),
  });
  // The radios and the checkbox show what was posted last, else the account.
  const category = fields.category.initialValue === 'company' ? 'company' : 'private';
  const newsletter = fields.newsletter.initialValue === 'on';
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
      <Form {...getFormProps(form)} method="post" replace>
        <Field
          field={fields.firstName}
          idPrefix="profile"
          label={t('profile.firstName')}
          autoComplete="given-name"
        />
        <Field
          field={fields.lastName}
          idPrefix="profile"
          label={t('profile.lastName')}
          autoComplete="family-name"
        />
        <Field
          field={fields.email}
          idPrefix="profile"
          label={t('profile.email')}
          type="email"
          autoComplete="email"
        />
        <fieldset>
          <legend>{t('profile.youAre')}</legend>
          <label className="choice">
            <input type="radio" name="category" value="private" defaultChecked={category !== 'company'} />
            {t('registration.private')}
          </label>
          <label className="choice">
            <input type="radio" name="category" value="company" defaultChecked={category === 'company'} />
            {t('registration.company')}
          </label>
        </fieldset>
        <Field
          field={fields.company}
          idPrefix="profile"
          label={t('profile.company')}
          autoComplete="organization"
        />
        <Field field={fields.vatNumber} idPrefix="profile" label={t('profile.vatNumber')} />
        <label className="choice">
          <input type="checkbox" name="newsletter" defaultChecked={newsletter} />
          {t('profile.newsletter')}
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {t('profile.save')}
        </button>
      </Form>
    </main>
  );
}
