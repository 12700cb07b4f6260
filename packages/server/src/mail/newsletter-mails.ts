import type { MailPort } from '@tirage/domain';
import type { NewsletterTokens } from '../auth/newsletter-tokens.js';
import type { Logger } from '../logging/logger.js';
import {
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  newsletterSubscribedMail,
  sendInBackground,
  tokenLink,
} from './account-mails.js';

export interface NewsletterMails {
  /**
   * Confirms a new subscription by mail, with a signed unsubscribe link to the shop at `baseUrl`.
   * Resolves once the link is signed and the mail handed over; it is sent in the background.
   */
  subscribed(
    customer: { readonly id: string; readonly email: string },
    baseUrl: string,
    logger: Logger,
  ): Promise<void>;
}

export function createNewsletterMails(mail: MailPort, tokens: NewsletterTokens): NewsletterMails {
  return {
    async subscribed(customer, baseUrl, logger) {
      const link = tokenLink(baseUrl, NEWSLETTER_UNSUBSCRIBE_PAGE, await tokens.issue(customer.id));
      sendInBackground(mail, newsletterSubscribedMail(customer.email, link), logger);
    },
  };
}
