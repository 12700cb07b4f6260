import type { IdGeneratorPort } from '@tirage/domain';

/** Idempotency keys: a fresh UUID per checkout or payment attempt, from the platform's crypto. */
export const randomIds: IdGeneratorPort = { newId: () => globalThis.crypto.randomUUID() };
