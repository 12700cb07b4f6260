/** Length of a key hash (specification section 9). */
export const KEY_HASH_LENGTH = 10;

// 2^53 - 1 needs 11 base-36 digits; every hash is padded to that width before truncation.
const FULL_HASH_WIDTH = (2 ** 53 - 1).toString(36).length;

/**
 * A short deterministic key for a longer one (cache and storage keys): cyrb53, a fast
 * non-cryptographic 53-bit string hash, written in base 36 at a fixed width of 11 digits and
 * truncated to its first 10 characters of `[0-9a-z]` (specification: "truncated to 10").
 * Never use it where an attacker could profit from a collision.
 */
export function keyHash(key: string, seed = 0): string {
  return cyrb53(key, seed).toString(36).padStart(FULL_HASH_WIDTH, '0').slice(0, KEY_HASH_LENGTH);
}

/** cyrb53 by bryc (public domain): two 32-bit multiply-xorshift lanes combined into 53 bits. */
export function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
