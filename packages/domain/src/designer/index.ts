export * from './demo-templates.js';
export * from './designer.machine.js';
export * from './document.js';
export * from './edit.js';
export * from './geometry.js';
export * from './history.js';
export * from './print-checks.js';
export * from './print-format.js';
