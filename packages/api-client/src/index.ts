export * from './client/index.js';
export * from './contract/index.js';
export * from './ports/index.js';
