import type { MailPort } from '@tirage/domain';
import { createTransport } from 'nodemailer';
import type { Logger } from '../logging/logger.js';
import { composedMail } from './outbox-mail.js';

export interface SmtpMailOptions {
  /** `smtp://user:password@host:587` or `smtps://…:465` (`SMTP_URL`); never logged. */
  readonly url: string;
  readonly from: string;
  readonly logger: Logger;
}

/** Mail sent through an SMTP server with nodemailer. The log names the recipient and subject only. */
export function createSmtpMail(options: SmtpMailOptions): MailPort {
  // Bounded waits: a mail job must end well within its expiry (`MAIL_SEND_EXPIRE_S`), or another
  // process could send the mail again while this one is still talking to the server.
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail(composedMail(options.from, message));
      options.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
    },
  };
}
