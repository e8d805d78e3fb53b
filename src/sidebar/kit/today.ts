/**
 * Today's date in the browser's time zone (not UTC: late in the evening UTC may be tomorrow) as
 * yyyy-mm-dd, what a date picker's value is: a new form's Datum.
 */
export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
