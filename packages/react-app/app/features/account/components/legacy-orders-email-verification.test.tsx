import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import {
  type EmailVerificationOutcome,
  LegacyOrdersEmailVerification,
} from './legacy-orders-email-verification.js';

/** The forms are react-router `<Form>`s: they render inside a router, on the page they post to. */
const render = (
  props: Partial<Parameters<typeof LegacyOrdersEmailVerification>[0]> & {
    readonly outcome: EmailVerificationOutcome;
  },
  path = '/personal-area/legacy-orders/',
) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: <LegacyOrdersEmailVerification token="" sentTo={undefined} busy={false} {...props} />,
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

const SEND_BUTTON = '<button type="submit" class="button-primary">Recevoir le lien de confirmation</button>';
const CONFIRM_BUTTON = '<button type="submit" class="button-primary">Confirmer mon adresse e-mail</button>';

describe('proving the email before the orders of the previous site are shown', () => {
  test('not verified: why, and a button that posts the request for the link to the page', () => {
    const html = render({ outcome: 'ask' });
    expect(html).toMatch(/<form [^>]*action="\/personal-area\/legacy-orders\/" method="post">/);
    expect(html).toContain('ne s’affichent qu’une fois cette adresse confirmée');
    expect(html).toContain('<input type="hidden" name="intent" value="sendVerification"/>');
    expect(html).toContain(SEND_BUTTON);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('name="token"');
  });

  test('while the link is asked for, the button says so and cannot be pressed twice', () => {
    expect(render({ outcome: 'ask', busy: true })).toContain(
      '<button type="submit" class="button-primary" disabled="">Envoi…</button>',
    );
  });

  test('once sent, the form gives way to where the link went', () => {
    const html = render({ outcome: 'sent', sentTo: 'ancien.client@tirage.example' });
    expect(html).toBe(
      '<p class="alert alert-success" role="status">Un lien vous a été envoyé à ancien.client@tirage.example. Ouvrez-le dans les 24 heures pour afficher vos commandes de notre ancien site.</p>',
    );
  });

  test.each([
    ['tooManyRequests', 'Trop de demandes de lien pour cette adresse. Réessayez dans une heure.'],
    ['sendFailed', 'Le lien n’a pas pu être envoyé. Réessayez dans un instant.'],
    [
      'invalidLink',
      'Ce lien de confirmation n’est pas valide ou ne l’est plus : il sert une seule fois, pendant 24 heures, pour l’adresse e-mail actuelle de votre compte. Demandez-en un nouveau.',
    ],
  ] as const)('%s: announced, with the button to ask for a (new) link', (outcome, message) => {
    const html = render({ outcome, token: 'used-token' });
    expect(html).toContain(`<p role="alert" class="alert alert-danger">${message}</p>`);
    expect(html).toContain(SEND_BUTTON);
    // A refused link is not posted again.
    expect(html).not.toContain('used-token');
  });

  test("the mail's link: a button confirms, posting its token back (a mere visit confirms nothing)", () => {
    const html = render(
      { outcome: 'confirm', token: 'q3V_tok-en' },
      '/personal-area/legacy-orders/?verify=q3V_tok-en',
    );
    // Posted to the page as opened.
    expect(html).toMatch(
      /<form [^>]*action="\/personal-area\/legacy-orders\/\?verify=q3V_tok-en" method="post">/,
    );
    expect(html).toContain('Confirmez que l’adresse e-mail de votre compte est bien la vôtre');
    expect(html).toContain('<input type="hidden" name="intent" value="confirmEmail"/>');
    expect(html).toContain('<input type="hidden" name="token" value="q3V_tok-en"/>');
    expect(html).toContain(CONFIRM_BUTTON);
    expect(html).not.toContain('role="alert"');
    expect(render({ outcome: 'confirm', token: 't', busy: true })).toContain(
      '<button type="submit" class="button-primary" disabled="">Confirmation…</button>',
    );
  });

  test('a confirmation that did not go through can be tried again with the same link', () => {
    const html = render({ outcome: 'confirmFailed', token: 'q3V' });
    expect(html).toContain(
      '<p role="alert" class="alert alert-danger">La confirmation n’a pas abouti. Réessayez dans un instant.</p>',
    );
    expect(html).toContain('<input type="hidden" name="token" value="q3V"/>');
    expect(html).toContain(CONFIRM_BUTTON);
  });
});
