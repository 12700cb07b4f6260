import { resolve } from 'node:path';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path; holds the embedded database and the generated secrets. */
  readonly dataDir: string;
  /** PostgreSQL connection string; absent means the embedded database under `dataDir/pglite`. */
  readonly databaseUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** Absent means one is generated into `dataDir/secrets.json` (see `resolveTokenSigningKey`). */
  readonly tokenSigningKey: string | undefined;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .refine((value) => URL.canParse(value), 'must be a valid URL')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  TOKEN_SIGNING_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
});

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
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    tokenSigningKey: values.TOKEN_SIGNING_KEY,
  };
}
