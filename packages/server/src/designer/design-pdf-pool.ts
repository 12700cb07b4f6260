import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PdfRenderTask } from './design-pdf-worker.js';

/**
 * The worker threads that render designs' PDFs, off the event loop: a render of large images takes
 * hundreds of milliseconds, during which the server keeps answering. At most one thread per core
 * but one (and at least one), each started when first needed and stopped when idle; renders past
 * that wait their turn, a queue of `MAX_QUEUED` at most (more is refused: the shop is busy).
 */
export interface DesignPdfRenderer {
  render(task: PdfRenderTask): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Renders waiting for a thread, beyond which a render is refused at once. */
const MAX_QUEUED = 16;

/** The compiled worker: beside this file in `dist`, and in `dist` too when the tests run the sources. */
const workerFile = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('../../dist/designer/design-pdf-worker.js', import.meta.url)
    : new URL('./design-pdf-worker.js', import.meta.url);

export function createDesignPdfRenderer(): DesignPdfRenderer {
  const pool = new Piscina({
    filename: workerFile().href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
    maxQueue: MAX_QUEUED,
    // A render holds its images and the PDF being written: large photos need room.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    // The images go to the thread, not copied: their buffers are moved (the caller keeps none).
    render: (task) =>
      pool.run(task, { transferList: task.images.map(([, image]) => image.bytes.buffer as ArrayBuffer) }),
    close: () => pool.destroy(),
  };
}
