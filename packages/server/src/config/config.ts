import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '@tirage/domain';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  /**
   * The networks whose visitors are recognised as staff (the back office's pages answer them):
   * the company's addresses. Loopback by default, so a shop owner on their own machine is staff.
   */
  readonly staffNetworks: readonly IpNetwork[];
  /**
   * The reverse proxies (TLS terminators) whose `X-Forwarded-Proto` is believed: a request from
   * one of them that says `https` was made over https (Secure cookies, HSTS). None by default.
   */
  readonly trustedProxies: readonly IpNetwork[];
  /**
   * The API's general limit: requests to `/api/v1` one client address may make in a minute
   * (`API_RATE_LIMIT_PER_MINUTE`, 600 by default); 0 turns it off. Staff networks are not counted.
   */
  readonly apiRateLimitPerMinute: number;
  readonly port: number;
  readonly host: string;
  /** Absolute path; holds the embedded database and the generated secrets. */
  readonly dataDir: string;
  /** PostgreSQL connection string; absent means the embedded database under `dataDir/pglite`. */
  readonly databaseUrl: string | undefined;
  /**
   * The connections a process keeps to PostgreSQL for requests (`DATABASE_POOL_SIZE`, 10 by
   * default): processes × this, plus a few each for notifications and maintenance, must stay
   * within the server's `max_connections`.
   */
  readonly databasePoolSize: number;
  readonly logLevel: LogLevel;
  /** Absent means one is generated into `dataDir/secrets.json` (see `resolveTokenSigningKey`). */
  readonly tokenSigningKey: string | undefined;
  /** `smtp://` or `smtps://` URL of the mail server; absent means mail goes to `dataDir/outbox`. */
  readonly smtpUrl: string | undefined;
  /** The sender of the shop's mail: an address, or a name and `<address>`. */
  readonly mailFrom: string;
  /** The Braintree account card and PayPal payments go through; absent, the offline sandbox gateway. */
  readonly braintree: BraintreeCredentials | undefined;
  /** The shop's bank account shoppers who pay by bank transfer send money to. */
  readonly bankTransfer: BankTransferAccount;
  /**
   * The Loqate key the address forms suggest addresses with (`LOQATE_KEY`): a public key, used by
   * the shoppers' browsers and restricted to the shop's domains at Loqate. Null: no suggestions.
   */
  readonly loqateKey: string | null;
  /**
   * How often pending card/PayPal payments are reconciled with the provider, in minutes
   * (`RECONCILE_EVERY_MINUTES`, 1 to 59, default 5): a job run once across the processes.
   */
  readonly reconcileEveryMinutes: number;
  /** Where the shop's files are kept (`STORAGE`): the local disk under `dataDir`, or an S3 bucket. */
  readonly storage: StorageConfig;
}

/** `STORAGE=local` (the default): `DATA_DIR/uploads`, `DATA_DIR/design-assets`, `DATA_DIR/media`. */
type StorageConfig = { readonly kind: 'local' } | S3StorageConfig;

/** `STORAGE=s3` and `S3_*`: a bucket of AWS S3 or of an S3-compatible service. */
interface S3StorageConfig {
  readonly kind: 's3';
  readonly bucket: string;
  readonly region: string;
  /** The service's URL; absent: AWS S3 in `region`. */
  readonly endpoint: string | undefined;
  readonly forcePathStyle: boolean;
  /** Put before every key, without its slash; absent: the keys start at the bucket's root. */
  readonly prefix: string | undefined;
  /** Absent: the AWS SDK's own chain (`AWS_ACCESS_KEY_ID`…, shared files, the instance's role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
}

/** The variables of object storage, none of which means anything unless `STORAGE=s3`. */
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** `BRAINTREE_*`: all three keys, and which of Braintree's environments they belong to. */
export interface BraintreeCredentials {
  readonly environment: 'sandbox' | 'production';
  readonly merchantId: string;
  readonly publicKey: string;
  readonly privateKey: string;
  /**
   * `BRAINTREE_MERCHANT_ACCOUNTS`: the merchant account that takes each currency (a Braintree
   * merchant account settles in one currency). Absent: every charge goes to the default merchant
   * account, which suits a setup selling in one currency only.
   */
  readonly merchantAccounts?: Readonly<Partial<Record<CurrencyCode, string>>> | undefined;
}

/** `EUR:acc_eur,GBP:acc_gbp`: each currency once, a known one, with a merchant account id. */
function parseMerchantAccounts(
  text: string,
  context: z.RefinementCtx,
): Readonly<Partial<Record<CurrencyCode, string>>> {
  const accounts: Partial<Record<CurrencyCode, string>> = {};
  for (const entry of text.split(',')) {
    const [code = '', account = '', ...rest] = entry.split(':').map((part) => part.trim());
    if (rest.length > 0 || !/^[A-Za-z0-9_-]{1,100}$/.test(account)) {
      context.addIssue({ code: 'custom', message: `"${entry.trim()}" is not CURRENCY:merchant_account_id` });
      continue;
    }
    const currency = code.toUpperCase();
    if (!isCurrencyCode(currency)) {
      context.addIssue({
        code: 'custom',
        message: `${code} is not a currency the shop knows (${CURRENCIES.join(', ')})`,
      });
      continue;
    }
    if (accounts[currency] !== undefined) {
      context.addIssue({ code: 'custom', message: `${currency} is given two merchant accounts` });
      continue;
    }
    accounts[currency] = account;
  }
  return accounts;
}

/** `BANK_TRANSFER_*`: the account holder, IBAN (grouped by four, as people copy it) and BIC. */
export interface BankTransferAccount {
  readonly holder: string;
  readonly iban: string;
  readonly bic: string;
}

/** Demo bank details, so a fresh shop shows complete transfer instructions; real shops set theirs. */
export const DEMO_BANK_TRANSFER_ACCOUNT: BankTransferAccount = {
  holder: 'Tirage SAS',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
};

const BRAINTREE_KEYS = ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const;

/** An IBAN without its spaces, in capitals, if its ISO 13616 check digits hold (mod 97 = 1). */
function normaliseIban(text: string): string | undefined {
  const iban = electronicFormatIBAN(text) ?? '';
  return isValidIBAN(iban) ? iban : undefined;
}

/** Where the shoppers' browsers call Loqate's address lookup (the pages' policy allows it with a key). */
export const LOQATE_HOST = 'https://api.addressy.com';

/** The sender when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Tirage <no-reply@localhost>';

/** `claire@example.fr` or `Tirage <no-reply@example.fr>`: one address, with an optional name. */
const MAIL_FROM_FORM = /^(?:[^<>"\r\n]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** A network in CIDR form: `203.0.113.0/24`, `2001:db8::/32`. */
export interface IpNetwork {
  readonly address: string;
  readonly prefix: number;
  readonly family: 'ipv4' | 'ipv6';
}

const DEFAULT_STAFF_IP_RANGES = '127.0.0.1/32,::1/128';

/** Requests per minute and client address: ten a second, far above what a shopper's pages make. */
const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 600;

function parseNetwork(text: string): IpNetwork | undefined {
  const match = /^([^/\s]+)\/(\d{1,3})$/.exec(text.trim());
  if (match === null) return undefined;
  const [, address = '', bits = ''] = match;
  const version = isIP(address);
  const prefix = Number(bits);
  if (version === 0 || prefix > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A comma-separated list of networks in CIDR form; `none` for none. */
function networkList(defaultValue: string) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(defaultValue)
      .transform((value, context) => {
        if (value.trim() === 'none') return [];
        const networks = value.split(',').map((part) => ({ part, network: parseNetwork(part) }));
        for (const { part, network } of networks) {
          if (network === undefined)
            context.addIssue({
              code: 'custom',
              message: `not a network in CIDR form (a.b.c.d/n): ${part.trim()}`,
            });
        }
        return networks.flatMap(({ network }) => (network === undefined ? [] : [network]));
      }),
  );
}

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      // Only plain digits: Number() would also take '  ' (0), '0x1F90' or '1e3'.
      .regex(/^\d+$/, 'must be a number')
      .transform(Number)
      .pipe(
        z
          .number()
          .int('must be a whole number')
          .min(0, 'must be between 0 and 65535')
          .max(65535, 'must be between 0 and 65535'),
      )
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('0.0.0.0')),
  RECONCILE_EVERY_MINUTES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a number of minutes')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be between 1 and 59').max(59, 'must be between 1 and 59'))
      .default(5),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .refine((value) => URL.canParse(value), 'must be a valid URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a number')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be between 1 and 500').max(500, 'must be between 1 and 500'))
      .default(10),
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  TOKEN_SIGNING_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  STAFF_IP_RANGES: networkList(DEFAULT_STAFF_IP_RANGES),
  TRUSTED_PROXY_IP_RANGES: networkList('none'),
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of requests (0 turns the limit off)')
      .transform(Number)
      .pipe(z.number().int().max(1_000_000, 'must be at most 1000000'))
      .default(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .refine(
        (value) => URL.canParse(value) && new URL(value).hostname !== '',
        'must be a valid URL with a host',
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(MAIL_FROM_FORM, 'must be an address, or a name and <address>')
      .default(DEFAULT_MAIL_FROM),
  ),
  BRAINTREE_MERCHANT_ID: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  BRAINTREE_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  BRAINTREE_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  BRAINTREE_MERCHANT_ACCOUNTS: z.preprocess(
    emptyAsUndefined,
    z.string().trim().transform(parseMerchantAccounts).optional(),
  ),
  BRAINTREE_ENVIRONMENT: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : undefined),
    z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox'),
  ),
  BANK_TRANSFER_HOLDER: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1).max(140).default(DEMO_BANK_TRANSFER_ACCOUNT.holder),
  ),
  BANK_TRANSFER_IBAN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(DEMO_BANK_TRANSFER_ACCOUNT.iban)
      .transform((value, context) => {
        const iban = normaliseIban(value);
        if (iban === undefined) {
          context.addIssue({ code: 'custom', message: 'not a valid IBAN (its check digits do not hold)' });
          return z.NEVER;
        }
        return friendlyFormatIBAN(iban) ?? iban;
      }),
  ),
  BANK_TRANSFER_BIC: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(isValidBIC, 'must be a BIC of 8 or 11 characters')
      .default(DEMO_BANK_TRANSFER_ACCOUNT.bic),
  ),
  LOQATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/,
        'must be a Loqate key, four groups of four: AA11-AA11-AA11-AA11',
      )
      .optional(),
  ),
  STORAGE: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : undefined),
    z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9-]{1,40}$/,
        'must be a region name such as eu-west-3 (lowercase letters, digits, hyphens)',
      )
      .default('us-east-1'),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .refine(
        (value) => URL.canParse(value) && new URL(value).hostname !== '',
        'must be a valid URL with a host',
      )
      .optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : undefined),
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
  S3_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .transform((value) => value.replace(/^\/+|\/+$/g, ''))
      .refine(
        (value) => /^[\w-]+(\/[\w.-]+)*$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value),
        'must be folder names of letters, digits, _, - and . separated by / (no . or ..)',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
});

/** `STORAGE` and `S3_*` read together: a bucket for `s3`, no `S3_*` for `local`, both keys or none. */
function storageOf(
  values: z.infer<typeof envSchema>,
  env: Readonly<Record<string, string | undefined>>,
): StorageConfig {
  if (values.STORAGE === 'local') {
    // Set and ignored would keep the files on one machine's disk unnoticed: refused instead.
    const given = S3_VARIABLES.filter((variable) => (env[variable] ?? '') !== '');
    if (given.length > 0) {
      throw new ConfigError(
        given.map((variable) => ({
          variable,
          message: 'is set but STORAGE is local: set STORAGE=s3 to keep files in object storage, or unset it',
        })),
      );
    }
    return { kind: 'local' };
  }
  if (values.S3_BUCKET === undefined) {
    throw new ConfigError([{ variable: 'S3_BUCKET', message: 'must be set when STORAGE is s3' }]);
  }
  const missingKeys = S3_KEYS.filter((key) => values[key] === undefined);
  if (missingKeys.length === 1) {
    throw new ConfigError(
      missingKeys.map((variable) => ({
        variable,
        message: `must be set with ${S3_KEYS.filter((key) => key !== variable).join('')} (both keys, or neither for the AWS SDK's own credentials)`,
      })),
    );
  }
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    prefix: values.S3_PREFIX,
    credentials:
      values.S3_ACCESS_KEY_ID === undefined || values.S3_SECRET_ACCESS_KEY === undefined
        ? undefined
        : { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY },
  };
}

/** A configuration that cannot start the server; the message names every offending variable. */
export class ConfigError extends Error {
  readonly variables: readonly string[];

  constructor(issues: readonly { readonly variable: string; readonly message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.variables = issues.map((issue) => issue.variable);
  }
}

/**
 * Reads and validates the configuration from an environment (normally `process.env`).
 * Throws `ConfigError` naming each bad variable; `cwd` resolves a relative `DATA_DIR`.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const values = parsed.data;
  // All three keys or none: a partial set is a typo, not a wish for the sandbox.
  const missingKeys = BRAINTREE_KEYS.filter((key) => values[key] === undefined);
  if (missingKeys.length > 0 && missingKeys.length < BRAINTREE_KEYS.length) {
    throw new ConfigError(
      missingKeys.map((variable) => ({
        variable,
        message: `must be set with ${BRAINTREE_KEYS.filter((key) => !missingKeys.includes(key)).join(' and ')} (all three Braintree keys, or none for the sandbox gateway)`,
      })),
    );
  }
  const braintree =
    values.BRAINTREE_MERCHANT_ID !== undefined &&
    values.BRAINTREE_PUBLIC_KEY !== undefined &&
    values.BRAINTREE_PRIVATE_KEY !== undefined
      ? {
          environment: values.BRAINTREE_ENVIRONMENT,
          merchantId: values.BRAINTREE_MERCHANT_ID,
          publicKey: values.BRAINTREE_PUBLIC_KEY,
          privateKey: values.BRAINTREE_PRIVATE_KEY,
          ...(values.BRAINTREE_MERCHANT_ACCOUNTS === undefined
            ? {}
            : { merchantAccounts: values.BRAINTREE_MERCHANT_ACCOUNTS }),
        }
      : undefined;
  if (braintree === undefined && values.BRAINTREE_MERCHANT_ACCOUNTS !== undefined) {
    throw new ConfigError([
      {
        variable: 'BRAINTREE_MERCHANT_ACCOUNTS',
        message: 'needs the three Braintree keys (the sandbox gateway has no merchant accounts)',
      },
    ]);
  }
  return {
    staffNetworks: values.STAFF_IP_RANGES,
    trustedProxies: values.TRUSTED_PROXY_IP_RANGES,
    apiRateLimitPerMinute: values.API_RATE_LIMIT_PER_MINUTE,
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    logLevel: values.LOG_LEVEL,
    tokenSigningKey: values.TOKEN_SIGNING_KEY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    braintree,
    bankTransfer: {
      holder: values.BANK_TRANSFER_HOLDER,
      iban: values.BANK_TRANSFER_IBAN,
      bic: values.BANK_TRANSFER_BIC,
    },
    loqateKey: values.LOQATE_KEY ?? null,
    reconcileEveryMinutes: values.RECONCILE_EVERY_MINUTES,
    storage: storageOf(values, env),
  };
}
