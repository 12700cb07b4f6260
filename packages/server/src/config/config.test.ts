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
      databasePoolSize: 10,
      logLevel: 'info',
      tokenSigningKey: undefined,
      smtpUrl: undefined,
      mailFrom: 'Tirage <no-reply@localhost>',
      staffNetworks: [
        { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
        { address: '::1', prefix: 128, family: 'ipv6' },
      ],
      trustedProxies: [],
      apiRateLimitPerMinute: 600,
      braintree: undefined,
      bankTransfer: { holder: 'Tirage SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
      loqateKey: null,
      reconcileEveryMinutes: 5,
      storage: { kind: 'local' },
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
          DATABASE_POOL_SIZE: '25',
          LOG_LEVEL: 'DEBUG',
          TOKEN_SIGNING_KEY: key,
          SMTP_URL: 'smtps://shop:secret@mail.example.fr:465',
          MAIL_FROM: 'Imprimerie Tirage <bonjour@example.fr>',
          STAFF_IP_RANGES: '203.0.113.0/24, 2001:db8::/32',
          TRUSTED_PROXY_IP_RANGES: '10.0.0.5/32,fd00::/8',
          API_RATE_LIMIT_PER_MINUTE: ' 1200 ',
          BRAINTREE_MERCHANT_ID: 'merchant',
          BRAINTREE_PUBLIC_KEY: 'public',
          BRAINTREE_PRIVATE_KEY: 'private',
          BRAINTREE_ENVIRONMENT: 'Production',
          BANK_TRANSFER_HOLDER: 'Imprimerie Tirage',
          BANK_TRANSFER_IBAN: 'de89370400440532013000',
          BANK_TRANSFER_BIC: 'cobadeffxxx',
          LOQATE_KEY: ' kj91-mr18-xm94-zt49 ',
          RECONCILE_EVERY_MINUTES: ' 15 ',
          STORAGE: 'S3',
          S3_BUCKET: 'tirage-files',
          S3_REGION: 'eu-west-3',
          S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
          S3_FORCE_PATH_STYLE: 'true',
          S3_PREFIX: '/shop-a/',
          S3_ACCESS_KEY_ID: 'SCWKEY',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        cwd,
      ),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/tirage',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databasePoolSize: 25,
      logLevel: 'debug',
      tokenSigningKey: key,
      smtpUrl: 'smtps://shop:secret@mail.example.fr:465',
      mailFrom: 'Imprimerie Tirage <bonjour@example.fr>',
      staffNetworks: [
        { address: '203.0.113.0', prefix: 24, family: 'ipv4' },
        { address: '2001:db8::', prefix: 32, family: 'ipv6' },
      ],
      trustedProxies: [
        { address: '10.0.0.5', prefix: 32, family: 'ipv4' },
        { address: 'fd00::', prefix: 8, family: 'ipv6' },
      ],
      apiRateLimitPerMinute: 1200,
      braintree: {
        environment: 'production',
        merchantId: 'merchant',
        publicKey: 'public',
        privateKey: 'private',
      },
      bankTransfer: { holder: 'Imprimerie Tirage', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
      loqateKey: 'KJ91-MR18-XM94-ZT49',
      reconcileEveryMinutes: 15,
      storage: {
        kind: 's3',
        bucket: 'tirage-files',
        region: 'eu-west-3',
        endpoint: 'https://s3.fr-par.scw.cloud',
        forcePathStyle: true,
        prefix: 'shop-a',
        credentials: { accessKeyId: 'SCWKEY', secretAccessKey: 'secret' },
      },
    });
  });

  test('empty strings count as unset', () => {
    expect(
      loadConfig(
        { PORT: '', DATABASE_URL: '', TOKEN_SIGNING_KEY: '', LOG_LEVEL: '', SMTP_URL: '', MAIL_FROM: '' },
        cwd,
      ),
    ).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      tokenSigningKey: undefined,
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Tirage <no-reply@localhost>',
    });
  });

  test('STAFF_IP_RANGES=none recognises no network', () => {
    expect(loadConfig({ STAFF_IP_RANGES: 'none' }, cwd).staffNetworks).toEqual([]);
  });

  test('TRUSTED_PROXY_IP_RANGES trusts no proxy unless set; none says so too', () => {
    expect(loadConfig({ TRUSTED_PROXY_IP_RANGES: 'none' }, cwd).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXY_IP_RANGES: '' }, cwd).trustedProxies).toEqual([]);
  });

  test('API_RATE_LIMIT_PER_MINUTE: 600 unless set, 0 turns the limit off', () => {
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '' }, cwd).apiRateLimitPerMinute).toBe(600);
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '0' }, cwd).apiRateLimitPerMinute).toBe(0);
  });

  test.each([
    ['STAFF_IP_RANGES', '10.0.0.0'],
    ['STAFF_IP_RANGES', '10.0.0.0/33'],
    ['STAFF_IP_RANGES', '::1/129'],
    ['STAFF_IP_RANGES', 'bureau/24'],
    ['STAFF_IP_RANGES', '10.0.0.0/8,'],
    ['TRUSTED_PROXY_IP_RANGES', '10.0.0.5'],
    ['TRUSTED_PROXY_IP_RANGES', 'proxy.example.fr/32'],
    ['API_RATE_LIMIT_PER_MINUTE', '-1'],
    ['API_RATE_LIMIT_PER_MINUTE', '2.5'],
    ['API_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['API_RATE_LIMIT_PER_MINUTE', '1000001'],
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
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '501'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_SIGNING_KEY', 'too-short'],
    ['SMTP_URL', 'http://mail.example.fr'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Tirage <no-reply@example.fr'],
    ['MAIL_FROM', 'a@b.fr, c@d.fr'],
    ['BRAINTREE_ENVIRONMENT', 'staging'],
    ['BRAINTREE_MERCHANT_ACCOUNTS', 'EUR'],
    ['BRAINTREE_MERCHANT_ACCOUNTS', 'USD:acc_usd'],
    ['BRAINTREE_MERCHANT_ACCOUNTS', 'EUR:acc_eur,EUR:acc_other'],
    ['BRAINTREE_MERCHANT_ACCOUNTS', 'EUR:acc eur'],
    ['BRAINTREE_MERCHANT_ACCOUNTS', 'EUR:a:b'],
    ['BANK_TRANSFER_IBAN', 'FR76 3000 6000 0112 3456 7890 188'],
    ['BANK_TRANSFER_IBAN', 'not an iban'],
    ['BANK_TRANSFER_BIC', 'AGRI'],
    ['BANK_TRANSFER_BIC', '12345678'],
    ['STORAGE', 'ftp'],
    ['S3_BUCKET', 'Tirage_Files'],
    ['S3_REGION', 'Europe West'],
    ['S3_ENDPOINT', 'ftp://files.example.fr'],
    ['S3_ENDPOINT', 'https://'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['S3_PREFIX', '../other-shop'],
    ['S3_PREFIX', 'shop a'],
  ])('%s=%j is rejected with a message naming the variable', (variable, value) => {
    const error = configErrorOf({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(`${variable}:`);
  });

  test('Braintree takes all three keys or none: a partial set names the missing ones', () => {
    const error = configErrorOf({ BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PRIVATE_KEY: 'private' });
    expect(error.variables).toEqual(['BRAINTREE_PUBLIC_KEY']);
    expect(error.message).toContain('all three Braintree keys, or none for the sandbox gateway');
  });

  test('RECONCILE_EVERY_MINUTES: whole minutes from 1 to 59', () => {
    expect(loadConfig({ RECONCILE_EVERY_MINUTES: '' }, cwd).reconcileEveryMinutes).toBe(5);
    expect(loadConfig({ RECONCILE_EVERY_MINUTES: '1' }, cwd).reconcileEveryMinutes).toBe(1);
    for (const wrong of ['0', '60', '2.5', 'five']) {
      const error = configErrorOf({ RECONCILE_EVERY_MINUTES: wrong });
      expect(error.variables).toEqual(['RECONCILE_EVERY_MINUTES']);
    }
    expect(configErrorOf({ RECONCILE_EVERY_MINUTES: '60' }).message).toContain('must be between 1 and 59');
  });

  test('LOQATE_KEY: empty means no address suggestions; anything but a key is refused', () => {
    expect(loadConfig({ LOQATE_KEY: '' }, cwd).loqateKey).toBeNull();
    const error = configErrorOf({ LOQATE_KEY: 'my-key' });
    expect(error.variables).toEqual(['LOQATE_KEY']);
    expect(error.message).toContain('must be a Loqate key');
  });

  test('BRAINTREE_MERCHANT_ACCOUNTS names the merchant account of each currency, with the Braintree keys only', () => {
    const keys = {
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    };
    expect(
      loadConfig({ ...keys, BRAINTREE_MERCHANT_ACCOUNTS: ' EUR:acc_eur, gbp:acc_gbp ,CHF:acc-chf' }).braintree
        ?.merchantAccounts,
    ).toEqual({ EUR: 'acc_eur', GBP: 'acc_gbp', CHF: 'acc-chf' });
    expect(loadConfig(keys).braintree).not.toHaveProperty('merchantAccounts');
    const error = configErrorOf({ BRAINTREE_MERCHANT_ACCOUNTS: 'EUR:acc_eur' });
    expect(error.variables).toEqual(['BRAINTREE_MERCHANT_ACCOUNTS']);
    expect(error.message).toContain('needs the three Braintree keys');
  });

  test('STORAGE=s3 needs a bucket; the region defaults to us-east-1, AWS itself, and the SDK’s own credentials', () => {
    const error = configErrorOf({ STORAGE: 's3' });
    expect(error.variables).toEqual(['S3_BUCKET']);
    expect(error.message).toContain('must be set when STORAGE is s3');
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'tirage', S3_FORCE_PATH_STYLE: '0' }, cwd).storage).toEqual(
      {
        kind: 's3',
        bucket: 'tirage',
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
        prefix: undefined,
        credentials: undefined,
      },
    );
  });

  test('object storage takes both keys or neither: one alone names the other', () => {
    const error = configErrorOf({ STORAGE: 's3', S3_BUCKET: 'tirage', S3_ACCESS_KEY_ID: 'key' });
    expect(error.variables).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(error.message).toContain('must be set with S3_ACCESS_KEY_ID');
  });

  test('S3_* set while STORAGE is local is refused, naming each, rather than ignored', () => {
    const error = configErrorOf({ S3_BUCKET: 'tirage', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect([...error.variables].sort()).toEqual(['S3_BUCKET', 'S3_ENDPOINT']);
    expect(error.message).toContain('is set but STORAGE is local');
    expect(loadConfig({ STORAGE: 'local', S3_BUCKET: '' }, cwd).storage).toEqual({ kind: 'local' });
  });

  test('every bad variable is named at once', () => {
    const error = configErrorOf({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'sqlite://x' });
    expect([...error.variables].sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    for (const variable of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) {
      expect(error.message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
  });
});
