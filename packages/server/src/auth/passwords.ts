import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum (19 MiB, two passes, one lane). `Algorithm.Argon2id` is a
 * `const enum` of the library, not importable under isolated modules: 2 is its value.
 */
const PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks passwords, spending the same work whether the account exists or not: an unknown email
 * is verified against a dummy hash of the same parameters, so timing does not reveal accounts.
 */
export interface PasswordChecker {
  check(passwordHash: string | undefined, password: string): Promise<boolean>;
}

export function createPasswordChecker(): PasswordChecker {
  let dummy: Promise<string> | undefined;
  return {
    async check(passwordHash, password) {
      if (passwordHash !== undefined) return verifyPassword(passwordHash, password);
      dummy ??= hashPassword(randomBytes(24).toString('base64url'));
      await verifyPassword(await dummy, password);
      return false;
    },
  };
}
