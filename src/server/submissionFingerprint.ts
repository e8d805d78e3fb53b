/**
 * What the Einreichungs-ID cell holds: the form's id and a fingerprint of what was saved under
 * it, "id~1a2b3c4d". A retry after a lost answer sends the same id with the same content and
 * is answered with the saved row; the same id with other content is refused, never dropped.
 */

const SEPARATOR = '~';
const FINGERPRINT_LENGTH = 8;
const STORED = new RegExp(`^(.*)${SEPARATOR}([0-9a-f]{${FINGERPRINT_LENGTH}})$`);

/** An 8-digit hex hash (FNV-1a, 32 bit) of a submission's content, whatever its keys' order. */
export function fingerprintOf(content: unknown): string {
  let hash = 0x811c9dc5;
  for (const ch of canonical(content)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(FINGERPRINT_LENGTH, '0');
}

/** The cell's text for `id` saved with `fingerprint`. */
export function storedSubmissionId(id: string, fingerprint: string): string {
  return `${id}${SEPARATOR}${fingerprint}`;
}

/** The id and fingerprint a cell holds; a row saved before fingerprints has none. */
export function readStoredSubmissionId(cell: unknown): { id: string; fingerprint?: string } {
  const text = String(cell ?? '').trim();
  const match = STORED.exec(text);
  return match ? { id: match[1], fingerprint: match[2] } : { id: text };
}

/**
 * Whether the cell holds `id` (readStoredSubmissionId's id): a save looks for its id in every
 * row of the sheet (issue 24: thousands). The id is the cell's trimmed text or that text less
 * "~" and the fingerprint: a text of any other length is not parsed.
 */
export function holdsSubmissionId(cell: unknown, id: string): boolean {
  const text = String(cell ?? '').trim();
  if (text.length !== id.length && text.length !== id.length + 1 + FINGERPRINT_LENGTH) return false;
  return readStoredSubmissionId(text).id === id;
}

function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
