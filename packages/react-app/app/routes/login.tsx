import type { DomainError } from '@tirage/domain';
import { afterLoginLocation, RETURN_TO_PARAM } from '@tirage/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { field, guard, signIn } from '../auth.server.js';
import type { Route } from './+types/login';

export function meta() {
  return [{ title: 'Se connecter' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'guestOnly');
  return null;
}

/** What a shopper reads when a login fails, by what went wrong. */
export function loginErrorMessage(error: DomainError): string {
  if (error.kind === 'http.status' && error.status === 401)
    return 'Adresse e-mail ou mot de passe incorrect.';
  if (error.kind === 'http.status' && error.status === 429) {
    return 'Trop de tentatives de connexion. Réessayez dans quelques minutes.';
  }
  if (error.kind === 'http.status' && error.status === 400) {
    return 'Saisissez votre adresse e-mail et votre mot de passe.';
  }
  return 'La connexion a échoué. Réessayez dans un instant.';
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const password = typeof form.get('password') === 'string' ? String(form.get('password')) : '';
  if (email === '' || password === '') {
    return data({ error: 'Saisissez votre adresse e-mail et votre mot de passe.', email }, { status: 400 });
  }
  const grant = await signIn(context, { email, password });
  if (!grant.ok) return data({ error: loginErrorMessage(grant.error), email }, { status: 400 });
  throw redirect(afterLoginLocation(new URL(request.url).searchParams.get(RETURN_TO_PARAM)));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <main>
      <h1>Se connecter</h1>
      <Form method="post" replace>
        {actionData?.error ? (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        ) : null}
        <label>
          Adresse e-mail
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email ?? ''}
          />
        </label>
        <label>
          Mot de passe
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Connexion…' : 'Se connecter'}
        </button>
      </Form>
      <p>
        Pas encore de compte ? <a href="/registration/">Créer un compte</a>
      </p>
    </main>
  );
}
