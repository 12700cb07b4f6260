// Fixture: no node built-ins in the domain.
import { readFileSync } from 'node:fs';

export const read = readFileSync;
