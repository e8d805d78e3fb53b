/**
 * A dispute's reason quoted among other words, punctuated once (user test 30): the reason is the
 * player's own sentence, often ending in „.“, „!“ or „?“. No period after a closing quote whose
 * sentence already ended („… 15:3.“ Gegenvorschlag …), and a comma after the quote drops the
 * sentence's own period („… 15:3“, mit Gegenvorschlag) — the German rules for quoted sentences.
 */

/** `„reason“` followed by `then` (what the sentence continues with, from its punctuation on). */
export function quotedReason(reason: string, then = ''): string {
  if (then.startsWith('.') && /[.!?…]$/.test(reason)) return `„${reason}“${then.slice(1)}`;
  // A single full stop, not an ellipsis („...“), gives way to the comma.
  if (then.startsWith(',') && /(^|[^.])\.$/.test(reason)) return `„${reason.slice(0, -1)}“${then}`;
  return `„${reason}“${then}`;
}
