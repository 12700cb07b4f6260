import { fc } from '@fast-check/vitest';

const pathCharArb = fc.constantFrom(...'aAbBzZ09-_.~/\\%éÉ', '.html', '.HTM', '//', 'İ', 'ß');

/** Raw request paths as they reach the server: any case, extra slashes, .html endings. */
export const rawPathnameArb = fc.array(pathCharArb, { maxLength: 20 }).map((pieces) => `/${pieces.join('')}`);

/** A query and/or fragment, kept verbatim, case included. */
export const suffixArb = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^\?[A-Za-z0-9=&%+.-]{0,12}$/),
  fc.stringMatching(/^\?[A-Za-z0-9=&]{0,8}#[A-Za-z0-9]{0,6}$/),
  fc.stringMatching(/^#[A-Za-z0-9]{0,6}$/),
);

/** Safe, same-site paths a shopper may come back to. */
export const localPathArb = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9._~-]{1,10}$/), { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-zA-Z0-9=&]{0,12}$/), { nil: undefined }),
  )
  .map(([segments, query]) => `/${segments.join('/')}${query === undefined ? '' : `?${query}`}`);

/** Pieces an attacker assembles into a return path meant to leave the site. */
const hostilePieceArb = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%25252F',
  '%09',
  '%0a',
  '%00',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u0085',
  ' ',
  'evil.example',
  'https:',
  'javascript:',
  '@',
  '.',
  '..',
  '%',
  '%%',
  '?',
  '#',
);

export const hostilePathArb = fc.oneof(
  fc.array(hostilePieceArb, { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.webUrl(),
);
