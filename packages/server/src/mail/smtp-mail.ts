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
  const transport = createTransport(options.url);
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
