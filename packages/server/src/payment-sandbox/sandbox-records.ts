import { randomUUID } from 'node:crypto';
import type { ClockPort } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { queryBuilder, timestamptz } from '../db/query-builder.js';
import { type CheckedCard, cardBrand, cardOutcome, formatExpiry } from './sandbox-cards.js';

/** How long a nonce can be charged (as Braintree's), and so how long reconciliation waits for one. */
export const NONCE_LIFETIME = Temporal.Duration.from({ hours: 3 });
/** How long the frames accept a client token. */
const CLIENT_TOKEN_LIFETIME = Temporal.Duration.from({ hours: 24 });

export interface SandboxDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  /** Ids of tokens, nonces, transactions and saved methods; random UUIDs by default. */
  readonly newId?: () => string;
}

/** The sandbox's records as its frames use them: client tokens, and the nonces they hand out. */
export interface SandboxRecords {
  issueClientToken(customerReference: string | undefined): Promise<string>;
  /** The token's issue, when the sandbox issued it and it is still valid. */
  verifyClientToken(token: string): Promise<VerifiedClientToken | undefined>;
  /** A nonce for a checked card; 3-D Secure cards need `completeThreeDSecure` before a charge. */
  createCardNonce(input: {
    readonly clientToken: VerifiedClientToken;
    readonly card: CheckedCard;
    /** The shopper ticked "Enregistrer cette carte". */
    readonly save: boolean;
  }): Promise<CardNonce>;
  /** Records the challenge's answer; false when the nonce awaits none (unknown, used, answered, expired). */
  completeThreeDSecure(nonce: string, outcome: 'authenticated' | 'failed'): Promise<boolean>;
  /** A nonce for an approved PayPal payment. */
  createPayPalNonce(clientToken: VerifiedClientToken): Promise<string>;
}

export interface VerifiedClientToken {
  readonly id: string;
  readonly customerReference: string | undefined;
}

interface CardNonce {
  readonly nonce: string;
  readonly threeDSecure: 'required' | 'none';
  readonly brand: string;
  readonly last4: string;
}

const TOKEN_VERSION = 1;
const tokenPayload = z.strictObject({
  version: z.literal(TOKEN_VERSION),
  provider: z.literal('sandbox'),
  id: z.string().min(1).max(100),
  customerReference: z.string().min(1).max(200).optional(),
});

export function createSandboxRecords({ db, clock, newId = randomUUID }: SandboxDeps): SandboxRecords {
  const now = () => clock.now().toString();
  const qb = queryBuilder(db);

  return {
    async issueClientToken(customerReference) {
      const id = newId();
      await qb
        .insertInto('sandboxGatewayClientTokens')
        .values({ id, customerReference: customerReference ?? null, createdAt: now() })
        .execute();
      const payload = {
        version: TOKEN_VERSION,
        provider: 'sandbox',
        id,
        ...(customerReference === undefined ? {} : { customerReference }),
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64url');
    },

    async verifyClientToken(token) {
      if (!/^[A-Za-z0-9_-]{1,1000}$/.test(token)) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const payload = tokenPayload.safeParse(decoded);
      if (!payload.success || payload.data.id.includes('\u0000')) return undefined;
      const row = await qb
        .selectFrom('sandboxGatewayClientTokens')
        .select(['customerReference', 'createdAt'])
        .where('id', '=', payload.data.id)
        .executeTakeFirst();
      if (row === undefined || (row.customerReference ?? undefined) !== payload.data.customerReference) {
        return undefined;
      }
      if (isPast(instantOf(row.createdAt).add(CLIENT_TOKEN_LIFETIME), clock.now())) return undefined;
      return { id: payload.data.id, customerReference: payload.data.customerReference };
    },

    async createCardNonce({ clientToken, card, save }) {
      const nonce = newId();
      const outcome = cardOutcome(card.number);
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      await qb
        .insertInto('sandboxGatewayNonces')
        .values({
          nonce,
          kind: 'card',
          brand,
          last4,
          expiry: formatExpiry(card.expiry),
          outcome: outcome.outcome,
          threeDs: outcome.threeDSecure,
          customerReference: clientToken.customerReference ?? null,
          // Only a known customer can keep a card.
          vault: save && clientToken.customerReference !== undefined,
          createdAt: now(),
        })
        .execute();
      return { nonce, threeDSecure: outcome.threeDSecure, brand, last4 };
    },

    async completeThreeDSecure(nonce, outcome) {
      const rows = await qb
        .updateTable('sandboxGatewayNonces')
        .set({ threeDs: outcome })
        .where('nonce', '=', nonce)
        .where('threeDs', '=', 'required')
        .where('consumedAt', 'is', null)
        .where('createdAt', '>', timestamptz(clock.now().subtract(NONCE_LIFETIME)))
        .returning('nonce')
        .execute();
      return rows.length === 1;
    },

    async createPayPalNonce(clientToken) {
      const nonce = newId();
      await qb
        .insertInto('sandboxGatewayNonces')
        .values({
          nonce,
          kind: 'paypal',
          brand: 'PayPal',
          outcome: 'accepted',
          threeDs: 'none',
          customerReference: clientToken.customerReference ?? null,
          vault: false,
          createdAt: now(),
        })
        .execute();
      return nonce;
    },
  };
}

export const instantOf = (value: Date | string): Temporal.Instant =>
  Temporal.Instant.fromEpochMilliseconds(new Date(value).getTime());

export const isPast = (deadline: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(deadline, now) <= 0;
