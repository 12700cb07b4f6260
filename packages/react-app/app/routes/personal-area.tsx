import { Form } from 'react-router';
import { guard } from '../auth.server.js';
import { t } from '../i18n/translate.js';
import type { Route } from './+types/personal-area';

export function meta() {
  return [{ title: t('personalArea.title') }, { name: 'robots', content: 'noindex' }];
}

/** The personal area (login only): who is logged in, and the way out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const profile = await context.ports.customer.getProfile();
  if (!profile.ok) throw new Error(`The profile could not be read (${profile.error.kind})`);
  return { email: profile.value.email };
}

export default function PersonalArea({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{t('personalArea.title')}</h1>
      <p>{t('personalArea.loggedInAs', { email: loaderData.email })}</p>
      <Form method="post" action="/logout/">
        <button type="submit">{t('frame.logout')}</button>
      </Form>
    </main>
  );
}
