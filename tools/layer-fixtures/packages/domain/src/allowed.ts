// Fixture: what the domain may import.
import { Temporal } from 'temporal-polyfill';
import { setup } from 'xstate';
import { hook } from './uses-react.js';

export const allowed = [Temporal, setup, hook];
