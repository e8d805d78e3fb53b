/** A number as German messages show it: plain digits (users type them back), decimal comma. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}
