// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ActionFunctionArgs, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formDataOf } from '../../../test-support/form-data.js';
import { LoginForm, loginReply, parseLoginForm } from './login-form.js';

let posted: Record<string, FormDataEntryValue>[];

beforeEach(() => {
  posted = [];
});
afterEach(cleanup);

/** The shopper's login form on /login/, whose action records what is posted. */
function show(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/login/',
      Component: () => (
        <LoginForm
          id="login"
          answer={undefined}
          busy={false}
          emailAutoComplete="email"
          submitLabel="Se connecter"
          busyLabel="Connexion…"
          {...props}
        />
      ),
      action: async ({ request }: ActionFunctionArgs) => {
        posted.push(Object.fromEntries(await request.formData()));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/login/']} />);
}

const email = () => screen.getByRole('textbox', { name: 'Adresse e-mail' });
const password = () => screen.getByLabelText('Mot de passe');
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

/** The French message tied to a field, as a screen reader hears it. */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id === null ? undefined : document.getElementById(id)?.textContent;
};

describe('the login form', () => {
  test('an email field and a password field, labelled, and a button', () => {
    show();
    expect(email().getAttribute('type')).toBe('email');
    expect(email().getAttribute('autocomplete')).toBe('email');
    expect(password().getAttribute('type')).toBe('password');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(submit()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an empty email is refused in French, and nothing is posted', async () => {
    const user = userEvent.setup();
    show();
    await user.type(password(), 'correct horse');
    await user.click(submit());
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(email())).toBe('Saisissez votre adresse e-mail.');
    expect(posted).toEqual([]);
  });

  test('an address that is not one is refused in French', async () => {
    const user = userEvent.setup();
    show();
    await user.type(email(), 'claire@');
    await user.type(password(), 'correct horse');
    await user.click(submit());
    await waitFor(() => expect(messageOf(email())).toBe('Saisissez une adresse e-mail valide.'));
    expect(posted).toEqual([]);
  });

  test('an empty password is refused in French', async () => {
    const user = userEvent.setup();
    show();
    await user.type(email(), 'claire@example.fr');
    await user.click(submit());
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(password())).toBe('Saisissez votre mot de passe.');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(posted).toEqual([]);
  });

  test('a filled form posts the address and the password to the page', async () => {
    const user = userEvent.setup();
    show();
    await user.type(email(), 'claire@example.fr');
    await user.type(password(), 'correct horse');
    await user.click(submit());
    await waitFor(() => expect(posted).toEqual([{ email: 'claire@example.fr', password: 'correct horse' }]));
  });

  test('a refused login is announced, the address kept', () => {
    show({ answer: { error: 'Adresse e-mail ou mot de passe incorrect.', email: 'claire@example.fr' } });
    expect(screen.getByRole('alert').textContent).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect((email() as HTMLInputElement).value).toBe('claire@example.fr');
    expect((password() as HTMLInputElement).value).toBe('');
  });

  test('the action’s refusal of the fields shows the same messages, never the password', () => {
    const form = new FormData();
    form.set('email', 'claire@');
    form.set('password', 'correct horse');
    show({ answer: { result: loginReply(parseLoginForm(form)) } });
    expect(messageOf(email())).toBe('Saisissez une adresse e-mail valide.');
    expect((email() as HTMLInputElement).value).toBe('claire@');
    expect((password() as HTMLInputElement).value).toBe('');
  });

  test('the staff’s form says so to the browser, and its button does not change while busy', () => {
    show({ id: 'staff-login', emailAutoComplete: 'username', busyLabel: 'Se connecter', busy: true });
    expect(email().id).toBe('staff-login-email');
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(submit().hasAttribute('disabled')).toBe(true);
  });
});

describe('the login form’s schema (the browser’s and the action’s)', () => {
  const parse = (fields: Record<string, string>) => {
    return parseLoginForm(formDataOf(fields));
  };
  const errorsOf = (fields: Record<string, string>) => {
    const submission = parse(fields);
    return submission.status === 'success' ? undefined : submission.error;
  };

  test('the address is trimmed, the password kept as typed', () => {
    const submission = parse({ email: ' claire@example.fr ', password: ' correct horse ' });
    expect(submission.status === 'success' ? submission.value : undefined).toEqual({
      email: 'claire@example.fr',
      password: ' correct horse ',
    });
  });

  test('nothing posted: both fields say what is missing', () => {
    expect(errorsOf({})).toEqual({
      email: ['Saisissez votre adresse e-mail.'],
      password: ['Saisissez votre mot de passe.'],
    });
  });

  test('a password longer than the contract allows says its limit', () => {
    expect(errorsOf({ email: 'claire@example.fr', password: 'x'.repeat(201) })).toEqual({
      password: ['200 caractères au plus.'],
    });
  });
});
