/** Length of a key hash (specification section 9). */
export const KEY_HASH_LENGTH = 10;

// 36^10 < 2^53: reducing the 53-bit hash modulo it keeps every base-36 digit evenly spread.
const KEY_HASH_MODULUS = 36 ** KEY_HASH_LENGTH;

/**
 * A short deterministic key for a longer one (cache and storage keys): cyrb53, a fast
 * non-cryptographic 53-bit string hash, written as exactly 10 characters of `[0-9a-z]`.
 * Never use it where an attacker could profit from a collision.
 */
export function keyHash(key: string, seed = 0): string {
  return (cyrb53(key, seed) % KEY_HASH_MODULUS).toString(36).padStart(KEY_HASH_LENGTH, '0');
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
