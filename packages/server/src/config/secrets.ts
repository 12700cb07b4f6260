import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({ tokenSigningKey: z.string().min(32) });

export const SECRETS_FILE = 'secrets.json';

/**
 * The key that signs access tokens: the configured one, else the one stored in
 * `dataDir/secrets.json`, else a new random key written there (mode 0600) so that
 * tokens survive a restart.
 */
export async function resolveTokenSigningKey(
  configured: string | undefined,
  dataDir: string,
): Promise<{ readonly key: string; readonly source: 'environment' | 'file' | 'generated' }> {
  if (configured !== undefined) return { key: configured, source: 'environment' };
  const file = join(dataDir, SECRETS_FILE);
  const existing = await readSecrets(file);
  if (existing !== undefined) return { key: existing.tokenSigningKey, source: 'file' };

  await mkdir(dataDir, { recursive: true });
  const generated = { tokenSigningKey: randomBytes(48).toString('base64url') };
  // Written whole under a private name, then published with link(): the name appears with its full
  // content or not at all, and link() fails with EEXIST when another process published first.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const winner = await readSecrets(file);
      if (winner !== undefined) return { key: winner.tokenSigningKey, source: 'file' };
    }
    throw error;
  } finally {
    await unlink(draft);
  }
  return { key: generated.tokenSigningKey, source: 'generated' };
}

async function readSecrets(file: string): Promise<z.infer<typeof secretsSchema> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  const parsed = secretsSchema.safeParse(safeJsonParse(text));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid secrets file; remove it to generate a new key`);
  }
  return parsed.data;
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
