import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const cwd = '/srv/tirage';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe('loadConfig', () => {
  test('an empty environment gives the defaults: port 3000, all interfaces, ./data, embedded database', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(cwd, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      tokenSigningKey: undefined,
    });
  });

  test('reads every variable', () => {
    const key = 'k'.repeat(40);
    expect(
      loadConfig(
        {
          PORT: '8080',
          HOST: '127.0.0.1',
          DATA_DIR: '/var/lib/tirage',
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
          LOG_LEVEL: 'DEBUG',
          TOKEN_SIGNING_KEY: key,
        },
        cwd,
      ),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/tirage',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      logLevel: 'debug',
      tokenSigningKey: key,
    });
  });

  test('empty strings count as unset', () => {
    expect(
      loadConfig({ PORT: '', DATABASE_URL: '', TOKEN_SIGNING_KEY: '', LOG_LEVEL: '' }, cwd),
    ).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      tokenSigningKey: undefined,
      logLevel: 'info',
    });
  });

  test.each([
    ['PORT', 'http'],
    ['PORT', '3000.5'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '   '],
    ['PORT', '0x1F90'],
    ['PORT', '1e3'],
    ['HOST', '   '],
    ['DATA_DIR', '  '],
    ['DATABASE_URL', 'mysql://root@localhost/shop'],
    ['DATABASE_URL', 'postgres://user@host:port/db'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_SIGNING_KEY', 'too-short'],
  ])('%s=%j is rejected with a message naming the variable', (variable, value) => {
    const error = configErrorOf({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(`${variable}:`);
  });

  test('every bad variable is named at once', () => {
    const error = configErrorOf({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'sqlite://x' });
    expect([...error.variables].sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    for (const variable of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) {
      expect(error.message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
  });
});
