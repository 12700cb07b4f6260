import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailPort } from '@tirage/domain';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_MAIL_FROM } from '../config/config.js';
import { captureLogs } from '../test-support/log-capture.js';
import { passwordResetMail, sendInBackground, tokenLink } from './account-mails.js';
import { createConfiguredMail, outboxDirectory } from './mail.js';

const LINK = tokenLink(
  'http://localhost:3000/',
  '/password-reset/new/',
  'SECRET-token_of-43-characters-xxxxxxxxxxxx',
);

describe('the shop’s mail', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tirage-mail-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('links carry the token to the shop’s page, however the base url ends', () => {
    expect(LINK).toBe(
      'http://localhost:3000/password-reset/new/?token=SECRET-token_of-43-characters-xxxxxxxxxxxx',
    );
    expect(tokenLink('https://www.example.fr', '/newsletter-unsubscribe/', 'a.b+c')).toBe(
      'https://www.example.fr/newsletter-unsubscribe/?token=a.b%2Bc',
    );
  });

  test('without SMTP_URL each mail is a complete .eml file in DATA_DIR/outbox; the log names it, never the link', async () => {
    const logs = captureLogs();
    const mail = createConfiguredMail(
      { dataDir, smtpUrl: undefined, mailFrom: DEFAULT_MAIL_FROM },
      logs.logger,
    );
    await mail.send(passwordResetMail('claire@example.fr', LINK));
    await mail.send({ to: 'paul@example.fr', subject: 'Deuxième', text: 'Bonjour Paul' });

    const outbox = outboxDirectory(dataDir);
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f-]{36}\.eml$/);
    expect((await stat(join(outbox, files[0] ?? ''))).mode & 0o777).toBe(0o600);

    // The file is a message any mail reader opens: sender, recipient, French subject and text, HTML.
    const parsed = await simpleParser(await readFile(join(outbox, files[0] ?? '')));
    expect(parsed.from?.value).toEqual([{ name: 'Tirage', address: 'no-reply@localhost' }]);
    expect(parsed.subject).toBe('Réinitialisation de votre mot de passe');
    expect(parsed.text).toContain(LINK);
    expect(parsed.text).toContain('Si vous n’êtes pas à l’origine de cette demande');
    expect(parsed.html).toContain(`<a href="${LINK}">Choisir un nouveau mot de passe</a>`);
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    const second = await simpleParser(await readFile(join(outbox, files[1] ?? '')));
    expect(second.subject).toBe('Deuxième');

    const written = logs.entries().filter((entry) => entry.msg === 'mail written to the outbox');
    expect(written.map((entry) => [entry.to, entry.subject, entry.file])).toEqual([
      ['claire@example.fr', 'Réinitialisation de votre mot de passe', join(outbox, files[0] ?? '')],
      ['paul@example.fr', 'Deuxième', join(outbox, files[1] ?? '')],
    ]);
    expect(logs.text()).not.toContain('SECRET-token');
  });

  test('with SMTP_URL mail goes to that server, from MAIL_FROM', async () => {
    const received: { from: string; to: string[]; raw: Buffer }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          received.push({
            from: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
            to: envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const logs = captureLogs();
      const mail = createConfiguredMail(
        { dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Imprimerie Tirage <bonjour@example.fr>' },
        logs.logger,
      );
      await mail.send(passwordResetMail('claire@example.fr', LINK));

      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('bonjour@example.fr');
      expect(received[0]?.to).toEqual(['claire@example.fr']);
      const parsed = await simpleParser(received[0]?.raw ?? Buffer.alloc(0));
      expect(parsed.from?.value).toEqual([{ name: 'Imprimerie Tirage', address: 'bonjour@example.fr' }]);
      expect(parsed.subject).toBe('Réinitialisation de votre mot de passe');
      expect(parsed.text).toContain(LINK);
      // Nothing was written to the outbox, and the log does not show the link.
      await expect(readdir(outboxDirectory(dataDir))).rejects.toThrow();
      expect(
        logs.entries().some((entry) => entry.msg === 'mail sent' && entry.to === 'claire@example.fr'),
      ).toBe(true);
      expect(logs.text()).not.toContain('SECRET-token');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('a mail sent in the background that fails is logged without its content, and throws nowhere', async () => {
    const logs = captureLogs();
    const failing: MailPort = {
      send: () => Promise.reject(new Error('connection refused')),
    };
    const throwing: MailPort = {
      send: () => {
        throw new Error('not even started');
      },
    };
    sendInBackground(failing, passwordResetMail('claire@example.fr', LINK), logs.logger);
    sendInBackground(throwing, passwordResetMail('paul@example.fr', LINK), logs.logger);
    await expect
      .poll(() =>
        logs
          .entries()
          .filter((entry) => entry.msg === 'mail not sent')
          .map((entry) => entry.to),
      )
      .toEqual(['claire@example.fr', 'paul@example.fr']);
    expect(logs.text()).not.toContain('SECRET-token');
  });
});
