import { Writable } from 'node:stream';
import type { Logger } from '../logging/logger.js';
import { createLogger } from '../logging/logger.js';

export interface CapturedLogs {
  readonly logger: Logger;
  /** Everything written so far, as raw text. */
  readonly text: () => string;
  /** Every line parsed as JSON. */
  readonly entries: () => readonly Record<string, unknown>[];
}

/** A real logger (same redaction as production) writing into memory. */
export function captureLogs(level: 'info' | 'debug' = 'info'): CapturedLogs {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const logger = createLogger({ level, destination });
  const text = () => chunks.join('');
  return {
    logger,
    text,
    entries: () =>
      text()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
