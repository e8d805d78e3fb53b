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

/**
 * A name exactly as it stands in a list column (blanks and case as the organiser typed them),
 * for the name `name` refers to; `name` itself when the list has no such entry. A sheet's
 * strict list validation accepts only the text as typed.
 */
export function nameAsListed(listed: readonly unknown[], name: string): string {
  const key = nameKey(name);
  for (const cell of listed) {
    if (typeof cell === 'string' && nameKey(cell) === key) return cell;
  }
  return name;
}
