import { exampleQuantity } from './testing.js';

export const defaultQuantity = exampleQuantity;
