/** A number as German messages show it: plain digits (users type them back), decimal comma. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** A day as yyyy-mm-dd in German writing (14.03.2026); null for any other text. */
export function germanDay(iso: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  return day ? `${day[3]}.${day[2]}.${day[1]}` : null;
}
