import type { DestinationStream, Logger } from 'pino';
import { pino } from 'pino';
import type { LogLevel } from '../config/config.js';

export type { Logger } from 'pino';

/** Keys whose values never reach the logs, at the top level or nested up to three levels. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'oldPassword',
  'password_hash',
  'passwordHash',
  'token',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'tokenSigningKey',
  'card',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
  'securityCode',
  'expirationDate',
  'paymentMethodNonce',
  'nonce',
] as const;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const child = (key: string) => (IDENTIFIER.test(key) ? `.${key}` : `["${key}"]`);

const REDACTED_PATHS: readonly string[] = SECRET_KEYS.flatMap((key) => [
  IDENTIFIER.test(key) ? key : `["${key}"]`,
  `*${child(key)}`,
  `*.*${child(key)}`,
  `*.*.*${child(key)}`,
]);

export interface LoggerOptions {
  readonly level: LogLevel;
  /** Where lines go; stdout when absent. Tests pass a stream to read what was written. */
  readonly destination?: DestinationStream;
}

/** Structured JSON logs with secrets replaced by `[REDACTED]`. */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { service: '@tirage/server' },
      redact: { paths: [...REDACTED_PATHS], censor: '[REDACTED]' },
    },
    options.destination,
  );
}
