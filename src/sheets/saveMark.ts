/**
 * The Speicherstand (issue 24): whether a Sheets API read sees the last save. Google does not say
 * whether an API read right after another execution's SpreadsheetApp writes, flush and lock
 * release sees them (the twin's sheetsApi 'stale' answers as the previous execution found the
 * sheets). So every save counts Einstellungen' „Speicherstand“ up in the same flush as its rows and
 * records the count in the script properties; an API read — which reads Einstellungen anyway —
 * whose Speicherstand is lower than the recorded one missed a save, and the caller reads through
 * SpreadsheetApp instead (correct, more calls). No Sheets call to check: the properties are no
 * spreadsheet.
 *
 * A campaign set up before the Speicherstand gets the row with its first save (addSaveMark); one
 * without Einstellungen (or its headers) cannot be checked: its saves record that, and every API
 * read after one is read again through SpreadsheetApp until setup adds the sheet.
 */
import { nameKey, normaliseHeader, SAVE_MARK_SETTING, SETTINGS_SPEC } from '../rules/campaign';
import { CellMatrix, CellValue } from '../rules/cells/cellValue';
import { parseText } from '../rules/cells/parseCell';
import { columnLetter } from './columnLetter';
import type { NamedCells } from './sheetsApiRead';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The script property holding the last save's Speicherstand; UNCHECKABLE when it had none to count. */
export const SAVE_MARK_KEY = 'kriegsrat.speicherstand';
const UNCHECKABLE = 'ohne';

/** The Speicherstand cell in Einstellungen' values (header first): 1-based row and column, and its value. */
export function saveMarkCell(
  settings: CellMatrix | null,
): { row: number; column: number; nameColumn: number; value: CellValue } | null {
  if (!settings || settings.length === 0) return null;
  const header = settings[0].map(normaliseHeader);
  const nameColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.name.header));
  const valueColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.value.header));
  if (nameColumn < 0 || valueColumn < 0) return null;
  const key = nameKey(SAVE_MARK_SETTING.name);
  const row = settings.findIndex((line, r) => r > 0 && nameKey(parseText(line[nameColumn])) === key);
  return row < 0
    ? null
    : { row: row + 1, column: valueColumn + 1, nameColumn: nameColumn + 1, value: settings[row][valueColumn] };
}

/**
 * Whether a Sheets API read whose Einstellungen are `settings` sees the last save: true when no
 * save was recorded (none since this version), else only when its Speicherstand is at least the
 * recorded one.
 */
export function seesLastSave(settings: CellMatrix | null): boolean {
  const recorded = PropertiesService.getScriptProperties().getProperty(SAVE_MARK_KEY);
  if (recorded === null) return true;
  const cell = saveMarkCell(settings);
  return recorded !== UNCHECKABLE && cell !== null && count(cell.value) >= count(recorded);
}

/**
 * After a save's writes, under the campaign's lock (the flush that releases it writes the count
 * with the rows): counts the Speicherstand up and records it. `settings` is Einstellungen as this
 * save read it: it gives the count (found by the row's name — right in a lagging read too) and
 * the row. `named` is where the Speicherstand's names (SAVE_MARK_NAMES) were as the same read
 * found them (saveMarkNamedAt):
 * - undefined: the read was SpreadsheetApp's, current under the lock — the row as read, two
 *   calls (getRange, setValue);
 * - one of them on the row as read, that cell alone: the cell by that name, two calls (getRangeByName, setValue).
 *   The name moves with rows the organiser inserts or deletes above it, so even a save that
 *   consulted no setting (the organiser's battle, held at 12 calls) on a Sheets API read that
 *   missed such a row counts in the Speicherstand's cell, not in the setting that moved into its
 *   old row;
 * - none there (set up before the names, its cells deleted, the rows sorted since it was named: a
 *   name keeps its address, or widened by hand over the settings below), or getRangeByName answering none for it (null, or a throw: its
 *   cells deleted since the read): the row as read is checked against the sheet (its name cell
 *   must still say Speicherstand — a lagging read's row may hold another setting now), then
 *   counted and named — nothing moved.
 * Never fails the save it follows: a count it cannot write (a protected sheet, a row not where
 * the read had it) leaves every later API read read again through SpreadsheetApp until a save
 * can count again. Left open: rows sorted (the name kept at its address), or the Speicherstand's
 * row deleted (if Google then answers its old cells), after a lagging read that still shows name
 * and row together are not seen — the count lands in the setting moved there, once. Only a save
 * that consulted no setting gets here so (the others compared Einstellungen whole and read again);
 * no read after it plans on an older state (the row's count is below the recorded one). Closing
 * it costs a read of the row before each count: two calls, 14 per battle (README, „Der Speicherstand“).
 */
export function markSave(spreadsheet: Spreadsheet, settings: CellMatrix | null, named?: readonly NamedSaveMark[] | null): void {
  const properties = PropertiesService.getScriptProperties();
  const cell = saveMarkCell(settings);
  const recorded = properties.getProperty(SAVE_MARK_KEY);
  const next = Math.max(cell ? count(cell.value) : 0, recorded === null ? 0 : count(recorded)) + 1;
  // Recorded before it is written: a failed write leaves reads checked against a count none has.
  properties.setProperty(SAVE_MARK_KEY, cell || settings?.length ? String(next) : UNCHECKABLE);
  try {
    if (cell && named === undefined) {
      spreadsheet.getRange(`${SHEET}!${columnLetter(cell.column)}${cell.row}`).setValue(next);
    } else if (cell) {
      // The newest name on the row as read: an older one there is one Google would not name anew.
      const at = [...(named ?? [])].reverse().find((n) => namesOnly(n, cell));
      const range = at ? rangeByName(spreadsheet, at.name) : null;
      if (range) range.setValue(next);
      else nameSaveMark(spreadsheet, cell, next);
    } else if (settings?.length && !addSaveMark(spreadsheet, settings, next)) properties.setProperty(SAVE_MARK_KEY, UNCHECKABLE);
  } catch (error) {
    console.warn(`Speicherstand not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** getRangeByName's cells, or null — also where it throws (Google does not say what a #REF! name answers). */
function rangeByName(spreadsheet: Spreadsheet, name: string): GoogleAppsScript.Spreadsheet.Range | null {
  try {
    return spreadsheet.getRangeByName(name);
  } catch (error) {
    console.warn(`Speicherstand name ${name} not found: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Whether the named range as read is the Speicherstand's value cell as read, and that cell only
 * (a name widened by hand over the settings below would have setValue write into them too).
 */
function namesOnly(namedAt: NamedCells, cell: { row: number; column: number }): boolean {
  return (
    namedAt.sheet === SETTINGS_SPEC.sheet &&
    namedAt.row === cell.row &&
    namedAt.column === cell.column &&
    namedAt.numRows === 1 &&
    namedAt.numColumns === 1
  );
}

/** The named range on the Speicherstand's value cell in Einstellungen. */
export const SAVE_MARK_RANGE = 'KriegsratSpeicherstand';

/**
 * The Speicherstand's names, oldest first. A name whose cells were deleted (the row deleted by
 * hand) stays as #REF!; users report that the Sheets API then refuses that name to other cells and
 * cannot remove it (github.com/burnash/gspread/issues/1530), and Google does not say whether
 * Apps Script's setNamedRange and removeNamedRange do the same (the offline twin offers both,
 * namedRangeBehaviour.ts): the cell then takes the next name.
 */
export const SAVE_MARK_NAMES: readonly string[] = [SAVE_MARK_RANGE, `${SAVE_MARK_RANGE}2`, `${SAVE_MARK_RANGE}3`];

/** One of the Speicherstand's names where a Sheets API read found it. */
export interface NamedSaveMark extends NamedCells {
  name: string;
}

/**
 * Where a read found the Speicherstand's names (markSave's `named`): undefined for a read
 * through SpreadsheetApp (`namedRange` answers undefined), else each name the Sheets API listed
 * with its cells, oldest first.
 */
export function saveMarkNamedAt(namedRange: (name: string) => NamedCells | null | undefined): NamedSaveMark[] | undefined {
  const found = SAVE_MARK_NAMES.map((name) => ({ name, at: namedRange(name) }));
  if (found.some(({ at }) => at === undefined)) return undefined;
  return found.flatMap(({ name, at }) => (at ? [{ name, ...at }] : []));
}

/**
 * The Speicherstand row without its name (set up before it, or the named cell deleted): the row
 * the read found is checked — its name cell must still say Speicherstand (one getValues) — then
 * counted and named. A row that moved since the read is left alone: no count this save.
 */
function nameSaveMark(spreadsheet: Spreadsheet, cell: { row: number; column: number; nameColumn: number }, value: number): void {
  const first = Math.min(cell.nameColumn, cell.column);
  const last = Math.max(cell.nameColumn, cell.column);
  const line = spreadsheet.getRange(`${SHEET}!${columnLetter(first)}${cell.row}:${columnLetter(last)}${cell.row}`);
  if (nameKey(parseText(line.getValues()[0][cell.nameColumn - first])) !== nameKey(SAVE_MARK_SETTING.name)) {
    console.warn(`Speicherstand not written: row ${cell.row} of Einstellungen holds another setting now.`);
    return;
  }
  const target = spreadsheet.getRange(`${SHEET}!${columnLetter(cell.column)}${cell.row}`);
  target.setValue(value);
  setName(spreadsheet, target);
}

/**
 * Names the cell: the first of SAVE_MARK_NAMES Google lets it have. A taken name may be refused
 * (Google does not say; a broken one — #REF! — is reported refused): removed first then; one
 * that cannot be removed either (a broken one is reported not to be), the next name. Throws the
 * last refusal when none is left (the caller logs it; the count is written before).
 */
function setName(spreadsheet: Spreadsheet, range: GoogleAppsScript.Spreadsheet.Range): void {
  let refusal: unknown;
  for (const name of SAVE_MARK_NAMES) {
    try {
      spreadsheet.setNamedRange(name, range);
      return;
    } catch {
      // Taken and refused: removed first, below.
    }
    try {
      spreadsheet.removeNamedRange(name);
      spreadsheet.setNamedRange(name, range);
      return;
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}

const SHEET = `'${SETTINGS_SPEC.sheet.replace(/'/g, "''")}'`;

/**
 * A campaign set up before the Speicherstand: its first save adds the row below Einstellungen'
 * last one, as setup would (its note and its name included) — only into cells it finds empty (one getValues);
 * false when Einstellungen lacks its two headers or the row is taken.
 */
function addSaveMark(spreadsheet: Spreadsheet, settings: CellMatrix, value: number): boolean {
  const header = settings[0].map(normaliseHeader);
  const nameColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.name.header));
  const valueColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.value.header));
  if (nameColumn < 0 || valueColumn < 0) return false;
  const row = settings.length + 1;
  const width = Math.max(nameColumn, valueColumn) + 1;
  const range = spreadsheet.getRange(`${SHEET}!A${row}:${columnLetter(width)}${row}`);
  if (!range.getValues()[0].every((c) => c === '')) return false;
  const line: CellValue[] = new Array<CellValue>(width).fill('');
  line[nameColumn] = SAVE_MARK_SETTING.name;
  line[valueColumn] = value;
  range.setValues([line]);
  spreadsheet.getRange(`${SHEET}!${columnLetter(nameColumn + 1)}${row}`).setNote(SAVE_MARK_SETTING.note);
  setName(spreadsheet, spreadsheet.getRange(`${SHEET}!${columnLetter(valueColumn + 1)}${row}`));
  return true;
}

/** A Speicherstand as a number: 0 for anything else (a blank, a typed word). */
function count(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? Math.floor(n) : 0;
}
