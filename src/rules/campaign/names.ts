/**
 * How army and player names are compared: users type them by hand in several sheets, so
 * surrounding blanks, doubled blanks and case must not make "Rote Faust" a different army.
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** nameKey with a memory: a campaign repeats a few hundred names thousands of times. */
export function nameKeys(): (name: string) => string {
  const keys = new Map<string, string>();
  return (name) => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = nameKey(name)));
    return key;
  };
}
