/**
 * The shape of a player's token and the random key behind all of them (C8: links are passwords).
 * A token is an HMAC-SHA256 in hex (linkSecret.ts); the key is made here.
 *
 * Randomness: Apps Script's only documented random source besides Math.random is
 * `Utilities.getUuid()`, "equivalent to using the java.util.UUID.randomUUID() method"
 * (https://developers.google.com/apps-script/reference/utilities/utilities#getUuid()), whose
 * version-4 UUID Java generates "using a cryptographically strong pseudo random number
 * generator" (https://docs.oracle.com/javase/8/docs/api/java/util/UUID.html#randomUUID--):
 * 122 random bits per UUID. A key is two of them without hyphens (64 hex digits, 244 random
 * bits ≥ 128). Math.random is not for secrets: MDN, "Math.random() does not provide
 * cryptographically secure random numbers" (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Math/random).
 */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function newToken(): string {
  return (Utilities.getUuid() + Utilities.getUuid()).replace(/-/g, '').toLowerCase();
}

/** Whether `token` has the shape of one of ours (its shape is no secret). */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/**
 * Compares two secrets without an early exit: the time taken does not depend on how many
 * leading characters agree (only on the length, which is public: always 64).
 */
export function sameSecret(given: string, stored: string): boolean {
  let difference = given.length ^ stored.length;
  for (let i = 0; i < stored.length; i++) difference |= (given.charCodeAt(i) || 0) ^ stored.charCodeAt(i);
  return difference === 0;
}
