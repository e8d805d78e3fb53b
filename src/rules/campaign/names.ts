/**
 * How army and player names are compared: users type them by hand in several sheets, so
 * surrounding blanks, doubled blanks and case must not make "Rote Faust" a different army.
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
