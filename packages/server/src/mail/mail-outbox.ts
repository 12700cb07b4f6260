import type { MailMessage, MailPort } from '@tirage/domain';
import type { Database, Queryable } from '../db/database.js';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';
import { sendInBackground } from './account-mails.js';
import { droppedMail } from './mail.js';

/** The job that sends one mail of the outbox. */
export const MAIL_SEND_JOB = 'mail.send';
/**
 * How long one sending may take before another process may take the mail over: the SMTP
 * adapter's own time limits (connection, greeting, socket) end a send well before.
 */
const MAIL_SEND_EXPIRE_S = 120;

/** Where the requests post the shop's mail. */
export interface MailOutbox {
  /**
   * Posts a mail. Into the outbox: kept in the database, in `tx` when given (the mail exists if
   * and only if what caused it is committed), and sent by a job. Resolves once it is posted, not
   * sent: a mail server that is down fails no request.
   */
  post(message: MailMessage, options?: { readonly tx?: Queryable }): Promise<void>;
}

/** The outbox in the database, sent by the `mail.send` job (`mailSendJob`). */
export function queuedMailOutbox(db: Database, jobs: JobQueue): MailOutbox {
  const post = async (message: MailMessage, into: Queryable) => {
    const [row] = await into.query<{ id: string }>(
      `insert into mail_outbox (recipient, subject, text_body, html_body)
       values ($1, $2, $3, $4) returning id`,
      [message.to, message.subject, message.text, message.html ?? null],
    );
    if (row === undefined) throw new Error('the outbox did not keep the mail');
    await jobs.enqueue(MAIL_SEND_JOB, { mailId: row.id }, { key: row.id, tx: into });
  };
  return {
    post: (message, options = {}) =>
      options.tx === undefined ? db.transaction((tx) => post(message, tx)) : post(message, options.tx),
  };
}

/**
 * An application composed without a job queue (most tests): each mail is handed to `mail` at once,
 * in the background, as the port is given it; without a port it is dropped with a warning.
 */
function directMailOutbox(mail: MailPort | undefined, logger: Logger): MailOutbox {
  const port = mail ?? droppedMail(logger);
  return {
    async post(message) {
      sendInBackground(port, message, logger);
    },
  };
}

/** The outbox of the app: through the jobs when it has a queue, else straight to `mail`. */
export function mailOutboxOf(
  deps: { readonly db: Database; readonly logger: Logger; readonly jobs?: JobQueue | undefined },
  mail: MailPort | undefined,
): MailOutbox {
  return deps.jobs === undefined ? directMailOutbox(mail, deps.logger) : queuedMailOutbox(deps.db, deps.jobs);
}

interface OutboxRow {
  readonly recipient: string;
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string | null;
}

/**
 * Sends one mail of the outbox through `mail`, once: the mail is claimed in one statement (a
 * process holds it until `claimed_until`, the job's expiry), sent, then marked sent with its body
 * erased. A mail already sent is not sent again; one being sent by another process is tried again
 * later. A mail whose process dies mid-send is claimed again once the claim runs out (the job
 * expires at the same time): it is sent again only if the mail server had accepted it just before
 * the crash, and then with the same Message-ID.
 */
export function mailSendJob(deps: {
  readonly db: Database;
  readonly mail: MailPort;
  readonly retryLimit?: number;
  readonly retryDelayS?: number;
  readonly expireInS?: number;
}): JobDefinition<{ readonly mailId: string }> {
  const { db, mail } = deps;
  const retryLimit = deps.retryLimit ?? 6;
  const expireInS = deps.expireInS ?? MAIL_SEND_EXPIRE_S;
  return {
    name: MAIL_SEND_JOB,
    retryLimit,
    // 30 s, then about 1, 2, 4, 8, 16 minutes: a mail server down for half an hour loses nothing.
    retryDelayS: deps.retryDelayS ?? 30,
    retryBackoff: true,
    expireInS,
    async handle({ mailId }, { attempt, logger }) {
      const [claimed] = await db.query<OutboxRow>(
        `update mail_outbox
            set status = 'sending', attempts = attempts + 1,
                claimed_until = now() + $2 * interval '1 second'
          where id = $1
            and (status in ('pending', 'failed') or (status = 'sending' and claimed_until < now()))
          returning recipient, subject, text_body, html_body`,
        [mailId, expireInS],
      );
      if (claimed === undefined) {
        const [row] = await db.query<{ status: string }>('select status from mail_outbox where id = $1', [
          mailId,
        ]);
        if (row === undefined || row.status === 'sent') return;
        throw new Error('the mail is being sent by another process');
      }
      const message: MailMessage = {
        id: mailId,
        to: claimed.recipient,
        subject: claimed.subject,
        text: claimed.text_body,
        ...(claimed.html_body === null ? {} : { html: claimed.html_body }),
      };
      try {
        await mail.send(message);
      } catch (error) {
        await db.query(
          `update mail_outbox set status = $2, claimed_until = null, last_error = $3
            where id = $1 and status = 'sending'`,
          [
            mailId,
            attempt > retryLimit ? 'failed' : 'pending',
            error instanceof Error ? error.message : String(error),
          ],
        );
        logger.warn({ err: error, mailId, to: message.to, subject: message.subject }, 'mail not sent');
        throw error;
      }
      await db.query(
        `update mail_outbox
            set status = 'sent', sent_at = now(), claimed_until = null, last_error = null,
                text_body = '', html_body = null
          where id = $1`,
        [mailId],
      );
    },
  };
}
