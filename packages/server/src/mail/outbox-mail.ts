import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, MailPort } from '@tirage/domain';
import { createTransport } from 'nodemailer';
import type { Logger } from '../logging/logger.js';

export interface OutboxMailOptions {
  /** The folder the `.eml` files go to; created when the first mail is written. */
  readonly directory: string;
  /** The sender (`MAIL_FROM`). */
  readonly from: string;
  readonly logger: Logger;
  /** When a file is written, for its name (the system clock by default). */
  readonly now?: () => Date;
}

/** The domain of the sender's address, for the Message-ID of a mail that has a key. */
const senderDomain = (from: string): string => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** The fields nodemailer composes a message from. */
export const composedMail = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html === undefined ? {} : { html: message.html }),
  ...(message.id === undefined ? {} : { messageId: `<${message.id}@${senderDomain(from)}>` }),
});

/**
 * Mail written to a folder instead of sent: each message is a complete `.eml` file (composed by
 * nodemailer's stream transport, as SMTP would carry it) named `<UTC time>-<id>.eml`, so the
 * names sort in the order written. The log says who it is for, its subject and its file, never
 * its content: a mail may carry a password-reset link.
 */
export function createOutboxMail(options: OutboxMailOptions): MailPort {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const now = options.now ?? (() => new Date());
  return {
    async send(message) {
      const info = await transport.sendMail(composedMail(options.from, message));
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not buffer the message');
      await mkdir(options.directory, { recursive: true });
      const stamp = now().toISOString().replace(/[-:.]/g, '');
      const file = join(options.directory, `${stamp}-${randomUUID()}.eml`);
      // Written under another name first: a reader of the folder never sees half a message.
      await writeFile(`${file}.part`, info.message, { mode: 0o600 });
      await rename(`${file}.part`, file);
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
