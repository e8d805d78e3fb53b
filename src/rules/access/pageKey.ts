/**
 * The organiser's page key (issue 23): a random secret per person, kept in that person's own
 * user properties, embedded in every page the organiser's UI opens and sent back with every
 * call those pages make. A call from elsewhere — the portal's pages, where the script runs as
 * the organiser — cannot know it, whatever Google answers for the UI and the e-mail addresses.
 * Judged exactly as sent: no trimming, no case folding.
 */

/** What a key looks like: two UUIDs without dashes (src/server/pageKey.ts makes it). */
export const PAGE_KEY_PATTERN = /^[0-9a-f]{64}$/;

/** Whether `sent` is the caller's own key; no own key (never made, or the properties cleared): never. */
export function isOwnPageKey(sent: unknown, own: string | null): boolean {
  if (own === null || !PAGE_KEY_PATTERN.test(own)) return false;
  if (typeof sent !== 'string' || sent.length !== own.length) return false;
  // Every character compared, whatever differs first.
  let difference = 0;
  for (let i = 0; i < own.length; i++) difference |= own.charCodeAt(i) ^ sent.charCodeAt(i);
  return difference === 0;
}
