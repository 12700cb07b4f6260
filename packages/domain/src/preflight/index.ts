export type * from './measures.js';
export * from './preflight.js';
