import type { NewsletterTokens } from '../auth/newsletter-tokens.js';
import { NEWSLETTER_UNSUBSCRIBE_PAGE, newsletterSubscribedMail, tokenLink } from './account-mails.js';
import type { MailOutbox } from './mail-outbox.js';

export interface NewsletterMails {
  /**
   * Confirms a new subscription by mail, with a signed unsubscribe link to the shop at `baseUrl`.
   * Resolves once the link is signed and the mail posted; it is sent by a job.
   */
  subscribed(customer: { readonly id: string; readonly email: string }, baseUrl: string): Promise<void>;
}

export function createNewsletterMails(outbox: MailOutbox, tokens: NewsletterTokens): NewsletterMails {
  return {
    async subscribed(customer, baseUrl) {
      const link = tokenLink(baseUrl, NEWSLETTER_UNSUBSCRIBE_PAGE, await tokens.issue(customer.id));
      await outbox.post(newsletterSubscribedMail(customer.email, link));
    },
  };
}
