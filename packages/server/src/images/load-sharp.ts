import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first image a request brings rather than at start: it holds
 * about 30 MB that a process serving no image never needs. Set up once for a server in little
 * memory: one image at a time through libvips, and nothing cached.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
