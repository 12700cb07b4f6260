import { escapeMarkup, type MailMessage } from '@tirage/domain';

/** The upload detail screen of one line (docs/storefront.md), where a file is sent again. */
const UPLOAD_DETAIL_PAGE = '/personal-area/upload-detail/';

/** The link to a line's upload screen: `{base url}/personal-area/upload-detail/?order_number=&line_item_id=`. */
export function uploadDetailLink(baseUrl: string, orderNumber: string, lineItemId: string): string {
  const query = new URLSearchParams({ order_number: orderNumber, line_item_id: lineItemId });
  return `${baseUrl.replace(/\/+$/, '')}${UPLOAD_DETAIL_PAGE}?${query}`;
}

/**
 * The mail telling a customer that the prepress team refused a file they sent: in French, with the
 * reviewer's reason as written and the link to send another file.
 */
export function artworkRejectedMail(
  to: string,
  file: {
    readonly fileName: string;
    readonly orderNumber: string;
    readonly jobName: string;
    readonly reason: string;
    readonly link: string;
  },
): MailMessage {
  const job = file.jobName.trim() === '' ? '' : ` (« ${file.jobName} »)`;
  const paragraphs = [
    'Bonjour,',
    `Notre équipe prépresse a vérifié le fichier « ${file.fileName} » de votre commande ${file.orderNumber}${job} et ne peut pas l’imprimer tel quel :`,
    file.reason,
    'Envoyez un fichier corrigé depuis votre espace client : votre commande partira en production dès qu’il sera validé.',
    file.link,
    'L’équipe Tirage',
  ];
  const html = paragraphs
    .map((paragraph) =>
      paragraph === file.link
        ? `<p><a href="${escapeMarkup(file.link)}">Envoyer un nouveau fichier</a></p>`
        : paragraph === file.reason
          ? `<blockquote>${escapeMarkup(paragraph)}</blockquote>`
          : `<p>${escapeMarkup(paragraph)}</p>`,
    )
    .join('\n');
  return {
    to,
    subject: `Votre fichier pour la commande ${file.orderNumber} est à corriger`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="fr">\n<body>\n${html}\n</body>\n</html>\n`,
  };
}
