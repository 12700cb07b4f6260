import { join } from 'node:path';
import type { MailPort } from '@tirage/domain';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { createOutboxMail } from './outbox-mail.js';
import { createSmtpMail } from './smtp-mail.js';

/** Where mail goes when no SMTP server is configured. */
export const outboxDirectory = (dataDir: string): string => join(dataDir, 'outbox');

/** The shop's mail: through SMTP when `SMTP_URL` is set, else into `DATA_DIR/outbox`. */
export function createConfiguredMail(
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom'>,
  logger: Logger,
): MailPort {
  if (config.smtpUrl !== undefined) {
    logger.info({ from: config.mailFrom }, 'mail is sent through SMTP');
    return createSmtpMail({ url: config.smtpUrl, from: config.mailFrom, logger });
  }
  const directory = outboxDirectory(config.dataDir);
  logger.info({ outbox: directory, from: config.mailFrom }, 'mail is written to the outbox');
  return createOutboxMail({ directory, from: config.mailFrom, logger });
}

/** For an application composed without mail (most tests): each mail is dropped, with a warning. */
export function droppedMail(logger: Logger): MailPort {
  return {
    async send(message) {
      logger.warn({ to: message.to, subject: message.subject }, 'no mail port: mail dropped');
    },
  };
}
