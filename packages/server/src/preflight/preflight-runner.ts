import {
  type FileMeasures,
  type PreflightFinding,
  type PreflightOutcome,
  preflightFindings,
  printFormatOf,
} from '@tirage/domain';
import { Piscina } from 'piscina';
import type { ArtworkStore } from '../artwork/artwork-store.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import {
  ARTWORK_RECEIVED_CHANNEL,
  type ClaimedArtwork,
  claimPendingArtwork,
  previewKey,
  recordPreflight,
  releaseAllPreflightClaims,
  releasePreflightClaim,
} from './preflight-store.js';
import type { PreflightResult, PreflightTask } from './preflight-worker.js';

/** Checks one file; rejects when `signal` aborts (the time limit, or the server stopping). */
export type MeasureArtwork = (task: PreflightTask, signal: AbortSignal) => Promise<PreflightResult>;

export interface PreflightRunnerOptions {
  readonly db: Database;
  readonly store: ArtworkStore;
  readonly logger: Logger;
  /** How files are measured: by default in a worker thread, bounded in time and memory. */
  readonly measure?: MeasureArtwork;
  /** How long a claim holds a file against other processes: longer than a check may take. */
  readonly leaseMs?: number;
  /** The time limit of one file's check, after which it is unreadable. */
  readonly timeoutMs?: number;
  /** How often the queue is looked at besides the notifications (missed ones, claims run out). */
  readonly pollMs?: number;
  /** Claims of one file after which it is unreadable: it crashed the checker each time. */
  readonly maxAttempts?: number;
  /** Whether this process is the only one on the database (embedded): claims left are its own. */
  readonly soleProcess?: boolean;
}

export interface PreflightRunner {
  /** Looks at the queue now (a file was just recorded). */
  wake(): void;
  /** Resolves once the queue was found empty (for tests and the benchmark). */
  idle(): Promise<void>;
  /** Stops checking: a check in progress is abandoned, its file left to the next start. */
  close(): Promise<void>;
}

const PREFLIGHT_TIMEOUT_MS = 60_000;
const LEASE_MS = 2 * PREFLIGHT_TIMEOUT_MS;
const POLL_MS = 30_000;
const MAX_ATTEMPTS = 3;

/** The compiled worker: beside this file in `dist`, and in `dist` too when the tests run the sources. */
const workerFile = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('../../dist/preflight/preflight-worker.js', import.meta.url)
    : new URL('./preflight-worker.js', import.meta.url);

/**
 * One worker thread at a time, started when a file comes and stopped when idle, with a bound on
 * its heap: a file that makes the reader run away (a decompression bomb, deeply nested objects)
 * ends its thread, not the server. An aborted check ends its thread too (a reader stuck in a loop
 * cannot be interrupted otherwise).
 */
function workerMeasure(): { readonly measure: MeasureArtwork; close(): Promise<void> } {
  const pool = new Piscina({
    filename: workerFile().href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 },
  });
  return {
    measure: (task, signal) =>
      pool.run(task, {
        signal,
        transferList: [task.bytes.buffer as ArrayBuffer],
      }) as Promise<PreflightResult>,
    close: () => pool.destroy(),
  };
}

const unreadable = (reason: string): FileMeasures => ({ kind: 'unreadable', reason });

/**
 * A stored file read into one buffer of its size, as the worker takes it (moved, not copied):
 * gathering its chunks and joining them would hold it twice. Undefined when the stream does not
 * bring `sizeBytes` bytes.
 */
async function readWhole(
  stream: ReadableStream<Uint8Array>,
  sizeBytes: number,
): Promise<Uint8Array | undefined> {
  const bytes = new Uint8Array(sizeBytes);
  let filled = 0;
  for await (const chunk of stream) {
    // Leaving the loop cancels the stream.
    if (filled + chunk.length > sizeBytes) return undefined;
    bytes.set(chunk, filled);
    filled += chunk.length;
  }
  return filled === sizeBytes ? bytes : undefined;
}

/**
 * Checks every artwork file once it is recorded (the preflight), as a job kept in the database: a
 * file is `pending` until a checker claims it, reads it from the store, measures it in a worker
 * thread and records the findings the domain's rules give against the order line's format. It
 * runs one file at a time per process; it starts on a file as soon as its row is announced, and
 * looks at the queue every `pollMs` too. A process that stops mid-check leaves its claim to run
 * out (at once on the embedded database, at the next start); a file that crashes the checker
 * `maxAttempts` times, or takes longer than `timeoutMs`, is recorded unreadable.
 */
export async function createPreflightRunner(options: PreflightRunnerOptions): Promise<PreflightRunner> {
  const { db, store, logger } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const timeoutMs = options.timeoutMs ?? PREFLIGHT_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const worker = options.measure === undefined ? workerMeasure() : undefined;
  const measure = options.measure ?? (worker as NonNullable<typeof worker>).measure;

  let closed = false;
  let draining: Promise<void> | undefined;
  let again = false;
  let stopCurrent: AbortController | undefined;
  const idleWaiters: (() => void)[] = [];

  const record = async (
    claimed: ClaimedArtwork,
    judged: { readonly outcome: PreflightOutcome; readonly findings: readonly PreflightFinding[] },
    previews: readonly Uint8Array[] = [],
  ) => {
    // The previews first: a file recorded with previews always has them in the store.
    for (const [index, png] of previews.entries())
      await store.write(previewKey(claimed.storageKey, index + 1), png, 'image/png');
    await recordPreflight(db, claimed.id, { ...judged, previewPages: previews.length });
    logger.info(
      {
        uploadId: claimed.id,
        outcome: judged.outcome,
        findings: judged.findings.map((finding) => finding.code),
      },
      'artwork file checked',
    );
  };

  const formatOf = (claimed: ClaimedArtwork) =>
    claimed.line === undefined
      ? undefined
      : printFormatOf(claimed.line.productId, claimed.line.merchantInfo.selectedAttributes);
  const judge = (claimed: ClaimedArtwork, measures: FileMeasures) =>
    preflightFindings(measures, { format: formatOf(claimed) });

  async function checkOne(claimed: ClaimedArtwork): Promise<void> {
    if (claimed.attempts > maxAttempts) {
      logger.warn({ uploadId: claimed.id, attempts: claimed.attempts }, 'artwork file defeated the checker');
      await record(claimed, judge(claimed, unreadable('the checker failed on it too often')));
      return;
    }
    const opened = await store.open(claimed.storageKey);
    if (opened === undefined) {
      logger.error({ uploadId: claimed.id }, 'artwork file missing from the store: recorded unreadable');
      await record(claimed, judge(claimed, unreadable('missing from the store')));
      return;
    }
    const bytes = await readWhole(opened.stream, opened.sizeBytes);
    if (bytes === undefined) {
      logger.error({ uploadId: claimed.id }, 'artwork file changed size in the store: recorded unreadable');
      await record(claimed, judge(claimed, unreadable('not the size the store gives')));
      return;
    }
    const stop = new AbortController();
    stopCurrent = stop;
    const timer = setTimeout(() => stop.abort(new Error('time limit')), timeoutMs);
    let result: PreflightResult;
    try {
      result = await measure({ bytes, mediaType: claimed.mediaType, format: formatOf(claimed) }, stop.signal);
    } catch (error) {
      if (closed) {
        // The server is stopping: the file is checked again at the next start (or by another process).
        await releasePreflightClaim(db, claimed.id).catch(() => undefined);
        return;
      }
      if (stop.signal.aborted) {
        logger.warn({ uploadId: claimed.id, timeoutMs }, 'artwork file check ran out of time');
        result = { measures: unreadable(`took longer than ${timeoutMs} ms`), previews: [] };
      } else {
        // A worker that died (out of memory, a crash of the reader): tried again, a few times.
        logger.warn(
          { err: error, uploadId: claimed.id, attempts: claimed.attempts },
          'artwork file check failed',
        );
        await releasePreflightClaim(db, claimed.id);
        return;
      }
    } finally {
      clearTimeout(timer);
      stopCurrent = undefined;
    }
    await record(claimed, judge(claimed, result.measures), result.previews);
  }

  async function drain(): Promise<void> {
    while (!closed) {
      const claimed = await claimPendingArtwork(db, leaseMs);
      if (claimed === undefined) return;
      await checkOne(claimed);
    }
  }

  const wake = () => {
    if (closed) return;
    if (draining !== undefined) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => {
        if (!closed) logger.error({ err: error }, 'artwork checks stopped; they resume at the next look');
      })
      .finally(() => {
        draining = undefined;
        if (again && !closed) {
          again = false;
          wake();
        } else {
          for (const resolve of idleWaiters.splice(0)) resolve();
        }
      });
  };

  if (options.soleProcess === true) await releaseAllPreflightClaims(db);
  const unlisten = await db.listen(ARTWORK_RECEIVED_CHANNEL, wake).catch((error: unknown) => {
    logger.warn({ err: error }, 'cannot hear new artwork files: they are checked at the next look');
    return undefined;
  });
  const poll = setInterval(wake, options.pollMs ?? POLL_MS);
  poll.unref();
  wake();

  return {
    wake,
    idle: () =>
      draining === undefined && !again
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      stopCurrent?.abort(new Error('stopping'));
      await unlisten?.().catch(() => undefined);
      await draining;
      await worker?.close();
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}
