// Fixture: production domain code may not import a test tool either (resolvable package).
import fc from 'fast-check';

export const arbitrary = fc.integer();
