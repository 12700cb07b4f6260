import type { DesignDocument } from '@tirage/domain';
import { Piscina } from 'piscina';
import { type DesignImage, renderDesignPdf } from './design-pdf.js';

/** What a render is given: plain data, as it crosses to the worker thread. */
export interface PdfRenderTask {
  readonly document: DesignDocument;
  readonly images: readonly (readonly [string, DesignImage])[];
  readonly title: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}

/** Renders one design's PDF in a worker thread (see `design-pdf-pool.ts`); the PDF is moved back, not copied. */
export default async function render(task: PdfRenderTask): Promise<Uint8Array> {
  const pdf = await renderDesignPdf(task.document, new Map(task.images), {
    title: task.title,
    createdAt: new Date(task.createdAt),
  });
  return Piscina.move(pdf) as unknown as Uint8Array;
}
