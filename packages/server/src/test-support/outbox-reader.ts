import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';

/** A mail the shop wrote to its outbox folder, as a `.eml` file. */
export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Every `.eml` of the outbox folder, oldest first (the names sort in the order written). */
async function outboxMails(outbox: string): Promise<readonly OutboxMail[]> {
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(outbox, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        file,
        to: to?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
    }),
  );
}

/**
 * The newest mail to `email` with this subject, once it is in the outbox: mail goes out in the
 * background, after the answer.
 */
export async function newestOutboxMail(outbox: string, email: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await outboxMails(outbox))
        .filter((mail) => mail.to === email && mail.subject === subject)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  if (found === undefined) throw new Error(`No mail "${subject}" to ${email}`);
  return found;
}
