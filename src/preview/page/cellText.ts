/** How a cell reads: its A1 name, and whether Sheets would right-align its text. */

export function columnLetters(column0: number): string {
  let letters = '';
  for (let n = column0 + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export function a1Name(row0: number, column0: number): string {
  return `${columnLetters(column0)}${row0 + 1}`;
}

const NUMBER = /^[-+]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?(\s?%)?$/;
const DATE = /^\d{1,2}\.\d{1,2}\.\d{2,4}( \d{1,2}:\d{2}(:\d{2})?)?$/;

/** Numbers and dates stand right, as in Sheets; text stands left. */
export function isNumericText(text: string): boolean {
  return NUMBER.test(text) || DATE.test(text);
}
