/**
 * Cells as Sheets hands them over: blank, number, German number text, date, boolean; how a
 * cell is read as a number, a truth value or an ISO date; column letters. Pure.
 */
export * from './cellValue';
export * from './parseCell';
export * from './parseIsoDate';
export * from './columnLetter';
