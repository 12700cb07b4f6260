import type { ArtworkMediaType, PreflightFinding, PreflightOutcome } from '@tirage/domain';
import { sql } from 'kysely';
import type { WireLine } from '../cart/line-pricing.js';
import type { Database, Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/** Announced with the file's id when an artwork file is recorded (migration 0022's trigger). */
export const ARTWORK_RECEIVED_CHANNEL = 'tirage_artwork_received';

/** Where the preview of page `page` (1 recto, 2 verso) of a file is kept, beside the file. */
export const previewKey = (storageKey: string, page: number): string => `${storageKey}.preview-${page}.png`;

/** A file a checker has claimed: what it needs to read and judge it. */
export interface ClaimedArtwork {
  readonly id: string;
  readonly mediaType: ArtworkMediaType;
  readonly storageKey: string;
  /** Claims of this file so far, this one included. */
  readonly attempts: number;
  /** The order line the file is for: its product and chosen attributes give the format. */
  readonly line: Pick<WireLine, 'productId' | 'merchantInfo'> | undefined;
}

/**
 * Claims the oldest file waiting for its check, for `leaseMs`: no other checker takes it until
 * then (several processes on one PostgreSQL check each file once; `skip locked` keeps them from
 * waiting on each other). A claim whose lease ran out (its process stopped mid-check) is taken
 * again, its attempts counted.
 */
export async function claimPendingArtwork(
  db: Database,
  leaseMs: number,
): Promise<ClaimedArtwork | undefined> {
  return db.transaction(async (tx) => {
    const qb = queryBuilder(tx);
    const next = await qb
      .selectFrom('artworkUploads')
      .select('id')
      .where('preflightStatus', '=', 'pending')
      .where((where) =>
        where.or([
          where('preflightClaimedUntil', 'is', null),
          where('preflightClaimedUntil', '<', sql<Date>`now()`),
        ]),
      )
      .orderBy('createdAt')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (next === undefined) return undefined;
    const claimed = await qb
      .updateTable('artworkUploads')
      .set({
        preflightAttempts: sql`preflight_attempts + 1`,
        preflightClaimedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where('id', '=', next.id)
      .returning(['id', 'mediaType', 'storageKey', 'preflightAttempts', 'orderId', 'lineItemId'])
      .executeTakeFirstOrThrow();
    const order = await qb
      .selectFrom('orders')
      .select('lines')
      .where('id', '=', claimed.orderId)
      .$castTo<{ lines: readonly WireLine[] }>()
      .executeTakeFirst();
    return {
      id: claimed.id,
      mediaType: claimed.mediaType as ArtworkMediaType,
      storageKey: claimed.storageKey,
      attempts: claimed.preflightAttempts,
      line: order?.lines.find((line) => line.id === claimed.lineItemId),
    };
  });
}

/** Records a file's check: its outcome, findings and how many previews were kept; the claim ends. */
export async function recordPreflight(
  q: Queryable,
  id: string,
  result: {
    readonly outcome: PreflightOutcome;
    readonly findings: readonly PreflightFinding[];
    readonly previewPages: number;
  },
): Promise<void> {
  await queryBuilder(q)
    .updateTable('artworkUploads')
    .set({
      preflightStatus: result.outcome,
      preflightFindings: jsonb(result.findings),
      previewPages: result.previewPages,
      preflightCheckedAt: sql`now()`,
      preflightClaimedUntil: null,
    })
    .where('id', '=', id)
    .where('preflightStatus', '=', 'pending')
    .execute();
}

/** Gives a claimed file back to the queue at once (its check failed in a way worth trying again). */
export async function releasePreflightClaim(q: Queryable, id: string): Promise<void> {
  await queryBuilder(q)
    .updateTable('artworkUploads')
    .set({ preflightClaimedUntil: null })
    .where('id', '=', id)
    .where('preflightStatus', '=', 'pending')
    .execute();
}

/**
 * Ends every claim: on the embedded database, the only process is the one starting, so a claim
 * left is one its previous run was holding when it stopped, and its file is checked again now.
 */
export async function releaseAllPreflightClaims(q: Queryable): Promise<void> {
  await queryBuilder(q)
    .updateTable('artworkUploads')
    .set({ preflightClaimedUntil: null })
    .where('preflightStatus', '=', 'pending')
    .where('preflightClaimedUntil', 'is not', null)
    .execute();
}
