export * from './client/index.js';
export * from './contract/index.js';
