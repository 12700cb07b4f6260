import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resolveTokenSigningKey, SECRETS_FILE } from './secrets.js';

let dataDir: string;

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'tirage-secrets-')), 'data');
});
afterEach(async () => {
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('resolveTokenSigningKey', () => {
  test('without a configured key, generates one into DATA_DIR/secrets.json readable by the owner only', async () => {
    const first = await resolveTokenSigningKey(undefined, dataDir);
    expect(first.source).toBe('generated');
    expect(first.key.length).toBeGreaterThanOrEqual(32);

    const file = join(dataDir, SECRETS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ tokenSigningKey: first.key });
  });

  test('the generated key is reused on the next start', async () => {
    const first = await resolveTokenSigningKey(undefined, dataDir);
    const second = await resolveTokenSigningKey(undefined, dataDir);
    expect(second).toEqual({ key: first.key, source: 'file' });
  });

  test('processes starting together end up with the same key and no leftover drafts', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => resolveTokenSigningKey(undefined, dataDir)),
    );
    expect(new Set(results.map((r) => r.key)).size).toBe(1);
    expect(results.filter((r) => r.source === 'generated')).toHaveLength(1);
    expect(await readdir(dataDir)).toEqual([SECRETS_FILE]);
  });

  test('a configured key wins and nothing is written', async () => {
    const key = 'c'.repeat(32);
    expect(await resolveTokenSigningKey(key, dataDir)).toEqual({ key, source: 'environment' });
    await expect(stat(join(dataDir, SECRETS_FILE))).rejects.toThrow(/ENOENT/);
  });

  test('a damaged secrets file stops the start instead of being silently replaced', async () => {
    await resolveTokenSigningKey(undefined, dataDir);
    await writeFile(join(dataDir, SECRETS_FILE), '{"tokenSigningKey": 42}');
    await expect(resolveTokenSigningKey(undefined, dataDir)).rejects.toThrow(/not a valid secrets file/);
  });
});
