import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { NewPasswordForm, parseNewPasswordForm } from './new-password-form.js';
import { NewsletterUnsubscribePanel } from './newsletter-unsubscribe-panel.js';
import { PasswordResetRequestForm, parsePasswordResetRequestForm } from './password-reset-request-form.js';

/** The forms are react-router `<Form>`s: they render inside a router, on the page they post to. */
const render = (element: ReactElement, path: string) =>
  renderToStaticMarkup(
    <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />,
  );

describe('asking for a password-reset link', () => {
  const form = (props: Partial<Parameters<typeof PasswordResetRequestForm>[0]> = {}) =>
    render(
      <PasswordResetRequestForm
        email=""
        lastResult={undefined}
        error={undefined}
        sent={false}
        busy={false}
        {...props}
      />,
      '/password-reset/',
    );

  test('one labelled email field and a button that says what it does', () => {
    const html = form();
    expect(html).toMatch(/<form [^>]*action="\/password-reset\/" method="post">/);
    expect(html).toContain(
      '<label for="password-reset-email">Adresse e-mail</label><input id="password-reset-email" type="email" autoComplete="email" name="email" value=""/>',
    );
    expect(html).toContain('<button type="submit" class="button-primary">Recevoir le lien</button>');
    expect(html).toContain('<a href="/login/">Retour à la connexion</a>');
    expect(html).not.toContain('role="alert"');
  });

  test('a refusal is said under the field, in French, and what was typed is kept', () => {
    const posted = new FormData();
    posted.set('email', 'claire@');
    const html = form({ lastResult: parsePasswordResetRequestForm(posted).reply() });
    expect(html).toContain(
      'aria-invalid="true" aria-describedby="password-reset-email-error" name="email" value="claire@"/><p id="password-reset-email-error" class="field-error">Saisissez une adresse e-mail valide.</p>',
    );
  });

  test('a refusal of the server is announced', () => {
    expect(form({ error: 'La demande n’a pas abouti. Réessayez dans un instant.' })).toContain(
      '<p role="alert" class="alert alert-danger">La demande n’a pas abouti. Réessayez dans un instant.</p>',
    );
  });

  test('while it is sent, the button says so and cannot be pressed twice', () => {
    expect(form({ busy: true })).toContain(
      '<button type="submit" class="button-primary" disabled="">Envoi…</button>',
    );
  });

  test('once asked, the form gives way to a message that reveals no account', () => {
    const html = form({ email: 'claire@example.fr', sent: true });
    expect(html).toContain(
      '<p class="alert alert-success" role="status">Si un compte existe avec l’adresse claire@example.fr, nous venons de lui envoyer un e-mail. Son lien est valable une heure.</p>',
    );
    expect(html).not.toContain('<form');
  });
});

describe('choosing the new password', () => {
  const form = (props: Partial<Parameters<typeof NewPasswordForm>[0]> = {}) =>
    render(
      <NewPasswordForm
        token="tok-123"
        minLength={8}
        error={undefined}
        lastResult={undefined}
        invalidLink={false}
        busy={false}
        {...props}
      />,
      '/password-reset/new/?token=tok-123',
    );

  test('two labelled password fields, the link’s token posted with them', () => {
    const html = form();
    expect(html).toContain('<input type="hidden" name="token" value="tok-123"/>');
    expect(html).toContain(
      '<label for="new-password-password">Nouveau mot de passe (8 caractères au moins)</label>',
    );
    expect(html).toContain(
      '<label for="new-password-confirmation">Confirmez le nouveau mot de passe</label>',
    );
    expect(html).toMatch(
      /<input id="new-password-password" type="password" autoComplete="new-password" minLength="8" required="" name="password" value=""\/>/,
    );
    expect(html).toContain('Enregistrer le mot de passe</button>');
  });

  test('a field at fault says why, tied to its field for screen readers', () => {
    const posted = new FormData();
    posted.set('token', 'tok-123');
    posted.set('password', 'correct horse battery');
    posted.set('confirmation', 'correct horse');
    const html = form({
      error: 'Vérifiez les champs signalés.',
      // The action's answer, read with the same schema as in the browser.
      lastResult: parseNewPasswordForm(posted).reply({ hideFields: ['password', 'confirmation'] }),
    });
    expect(html).toContain('<p role="alert" class="alert alert-danger">Vérifiez les champs signalés.</p>');
    expect(html).toMatch(
      /id="new-password-confirmation"[^>]*aria-invalid="true" aria-describedby="new-password-confirmation-error"/,
    );
    expect(html).toContain(
      '<p id="new-password-confirmation-error" class="field-error">Les deux mots de passe ne sont pas identiques.</p>',
    );
    expect(html).not.toMatch(/id="new-password-password"[^>]*aria-invalid/);
    // Passwords are never sent back.
    expect(html).not.toContain('correct horse');
  });

  test('a password too short is refused first, with the contract’s length; a missing token is no link', () => {
    const posted = new FormData();
    posted.set('token', 'tok-123');
    posted.set('password', 'court');
    expect(parseNewPasswordForm(posted).reply().error).toEqual({
      password: ['Choisissez un mot de passe d’au moins 8 caractères.'],
    });
    posted.delete('token');
    expect(Object.keys(parseNewPasswordForm(posted).reply().error ?? {})).toContain('token');
  });

  test('a link that is no longer good says so and leads to asking for a new one, with no form', () => {
    const html = form({ invalidLink: true });
    expect(html).toContain('role="alert">Ce lien de réinitialisation n’est pas valide');
    expect(html).toContain('<a href="/password-reset/" class="button-primary">Demander un nouveau lien</a>');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('tok-123');
  });
});

describe('unsubscribing from the newsletter', () => {
  const panel = (outcome: Parameters<typeof NewsletterUnsubscribePanel>[0]['outcome'], busy = false) =>
    render(
      <NewsletterUnsubscribePanel token="eyJ.abc.def" outcome={outcome} busy={busy} />,
      '/newsletter-unsubscribe/',
    );

  test('the shopper confirms with a button, which posts the link’s token', () => {
    const html = panel('ready');
    expect(html).toContain('<input type="hidden" name="token" value="eyJ.abc.def"/>');
    expect(html).toContain('<button type="submit" class="button-primary">Me désabonner</button>');
    expect(html).not.toContain('role="alert"');
  });

  test('done, it says so and offers no button', () => {
    const html = panel('done');
    expect(html).toContain('role="status">Vous êtes désabonné de la lettre d’information.');
    expect(html).not.toContain('<button');
  });

  test('a bad link is said in French, with the way to the profile', () => {
    const html = panel('invalidLink');
    expect(html).toContain('role="alert">Ce lien de désabonnement n’est pas valide.');
    expect(html).toContain('<a href="/personal-area/profile/">Mon profil</a>');
    expect(html).not.toContain('<button');
  });

  test('a failed attempt can be tried again', () => {
    const html = panel('failed');
    expect(html).toContain('role="alert">Le désabonnement n’a pas abouti.');
    expect(html).toContain('Me désabonner</button>');
    expect(panel('ready', true)).toContain('disabled="">Désabonnement…</button>');
  });
});
