import { escapeMarkup, type MailMessage, type MailPort } from '@tirage/domain';
import type { Logger } from '../logging/logger.js';

/** The storefront's pages the mails link to, in their canonical form (see docs/storefront.md). */
export const PASSWORD_RESET_PAGE = '/password-reset/new/';
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter-unsubscribe/';
/** The legacy orders page, where an email-verification link is confirmed (`?verify=`). */
export const EMAIL_VERIFICATION_PAGE = '/personal-area/legacy-orders/';
export const EMAIL_VERIFICATION_PARAM = 'verify';

/** A link to a page of the shop carrying a token: `{base url}{page}?token=…` (or another name). */
export function tokenLink(baseUrl: string, page: string, token: string, param = 'token'): string {
  return `${baseUrl.replace(/\/+$/, '')}${page}?${param}=${encodeURIComponent(token)}`;
}

/** The HTML twin of a plain-text mail: its paragraphs, the link as a link. */
function htmlOf(paragraphs: readonly string[], link: string, linkLabel: string): string {
  const body = paragraphs
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeMarkup(link)}">${escapeMarkup(linkLabel)}</a></p>`
        : `<p>${escapeMarkup(paragraph)}</p>`,
    )
    .join('\n');
  return `<!doctype html>\n<html lang="fr">\n<body>\n${body}\n</body>\n</html>\n`;
}

/** The mail with a password-reset link: in French, the shop's language. */
export function passwordResetMail(to: string, link: string): MailMessage {
  const paragraphs = [
    'Bonjour,',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Tirage. Pour choisir un nouveau mot de passe, ouvrez ce lien, valable une heure et une seule fois :',
    link,
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    'L’équipe Tirage',
  ];
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: `${paragraphs.join('\n\n')}\n`,
    html: htmlOf(paragraphs, link, 'Choisir un nouveau mot de passe'),
  };
}

/**
 * The mail proving the customer owns their email, before the orders of the previous site placed
 * with it are shown: in French, with its single-use link.
 */
export function emailVerificationMail(to: string, link: string): MailMessage {
  const paragraphs = [
    'Bonjour,',
    `Pour afficher dans votre espace client les commandes passées sur notre ancien site avec l’adresse ${to}, confirmez qu’elle est bien la vôtre : ouvrez ce lien, valable 24 heures et une seule fois, puis appuyez sur « Confirmer mon adresse e-mail ».`,
    link,
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucune commande ne sera affichée.',
    'L’équipe Tirage',
  ];
  return {
    to,
    subject: 'Confirmez votre adresse e-mail',
    text: `${paragraphs.join('\n\n')}\n`,
    html: htmlOf(paragraphs, link, 'Confirmer mon adresse e-mail'),
  };
}

/** The mail confirming a newsletter subscription, with its unsubscribe link. */
export function newsletterSubscribedMail(to: string, unsubscribeLink: string): MailMessage {
  const paragraphs = [
    'Bonjour,',
    'Votre inscription à la lettre d’information de Tirage est confirmée : vous recevrez nos nouveautés et nos offres.',
    'Pour vous désabonner à tout moment, ouvrez ce lien :',
    unsubscribeLink,
    'L’équipe Tirage',
  ];
  return {
    to,
    subject: 'Votre inscription à la lettre d’information',
    text: `${paragraphs.join('\n\n')}\n`,
    html: htmlOf(paragraphs, unsubscribeLink, 'Me désabonner'),
  };
}

/**
 * Hands a mail to the port without waiting for it to go: the answer to the shopper takes the same
 * time whether a mail is sent or not (a password-reset request reveals no account), and a mail
 * server that is down does not fail the request. A mail that cannot be sent is logged, without
 * its content.
 */
export function sendInBackground(mail: MailPort, message: MailMessage, logger: Logger): void {
  let sending: Promise<void>;
  try {
    sending = mail.send(message);
  } catch (error) {
    sending = Promise.reject(error);
  }
  sending.catch((error: unknown) =>
    logger.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent'),
  );
}
