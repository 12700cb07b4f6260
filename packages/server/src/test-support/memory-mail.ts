import type { MailMessage, MailPort } from '@tirage/domain';

/** A mail port that keeps every message it is given, in order. */
export interface MemoryMail extends MailPort {
  readonly sent: MailMessage[];
  /** The messages sent to one address. */
  to(address: string): readonly MailMessage[];
}

export function createMemoryMail(): MemoryMail {
  const sent: MailMessage[] = [];
  return {
    sent,
    to: (address) => sent.filter((message) => message.to === address),
    async send(message) {
      sent.push(message);
    },
  };
}

/** The link of a mail that leads to `page` (e.g. '/password-reset/new/'), as a URL. */
export function linkIn(text: string, page: string): URL {
  const found = text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === page);
  if (found === undefined) throw new Error(`No link to ${page} in:\n${text}`);
  return new URL(found);
}

/** The `token` of the link to `page` in a mail. */
export function tokenIn(message: MailMessage, page: string): string {
  const token = linkIn(message.text, page).searchParams.get('token');
  if (token === null) throw new Error(`The link to ${page} has no token`);
  return token;
}
