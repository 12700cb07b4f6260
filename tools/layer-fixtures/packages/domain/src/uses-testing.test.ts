import { exampleQuantity } from './testing.js';

export const inATest = exampleQuantity;
