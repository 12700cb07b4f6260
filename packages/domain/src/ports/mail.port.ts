/** A mail to one recipient: plain text always, HTML optionally (a client shows the richer one). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /**
   * A key unique to this mail (the shop's outbox gives one): sent as its Message-ID, so a mail
   * server or reader can tell a copy sent again after a crash from a new mail.
   */
  readonly id?: string;
}

/**
 * Sends mail to customers (password reset links, newsletter confirmations). The server chooses
 * the adapter: a folder of `.eml` files, or SMTP; tests hand in one that keeps what it is given.
 */
export interface MailPort {
  /** Resolves once the message is handed over (written, or accepted by the mail server). */
  send(message: MailMessage): Promise<void>;
}
