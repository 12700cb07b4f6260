import { describe, expect, test } from 'vitest';
import {
  EMAIL_VERIFICATION_PAGE,
  EMAIL_VERIFICATION_PARAM,
  emailVerificationMail,
  tokenLink,
} from './account-mails.js';

describe('the email-verification mail', () => {
  const link = tokenLink(
    'https://www.example.fr/',
    EMAIL_VERIFICATION_PAGE,
    'a.b+c_d-e',
    EMAIL_VERIFICATION_PARAM,
  );

  test('its link opens the legacy orders page of the shop, the token in `verify`', () => {
    expect(link).toBe('https://www.example.fr/personal-area/legacy-orders/?verify=a.b%2Bc_d-e');
  });

  test('in French, to the address it proves, saying how long and how often the link works', () => {
    const mail = emailVerificationMail('claire@example.fr', link);
    expect(mail.to).toBe('claire@example.fr');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text.split('\n\n')).toEqual([
      'Bonjour,',
      'Pour afficher dans votre espace client les commandes passées sur notre ancien site avec l’adresse claire@example.fr, confirmez qu’elle est bien la vôtre : ouvrez ce lien, valable 24 heures et une seule fois, puis appuyez sur « Confirmer mon adresse e-mail ».',
      link,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucune commande ne sera affichée.',
      'L’équipe Tirage\n',
    ]);
  });

  test('its HTML twin escapes the address and links the button', () => {
    const mail = emailVerificationMail('o"brien&co@example.fr', link);
    expect(mail.html).toContain('avec l’adresse o&quot;brien&amp;co@example.fr,');
    expect(mail.html).toContain(`<p><a href="${link}">Confirmer mon adresse e-mail</a></p>`);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
  });
});
