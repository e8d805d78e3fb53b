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

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The script property holding the last save's Speicherstand; UNCHECKABLE when it had none to count. */
export const SAVE_MARK_KEY = 'kriegsrat.speicherstand';
const UNCHECKABLE = 'ohne';

/** The Speicherstand cell in Einstellungen' values (header first): 1-based row and column, and its value. */
export function saveMarkCell(settings: CellMatrix | null): { row: number; column: number; value: CellValue } | null {
  if (!settings || settings.length === 0) return null;
  const header = settings[0].map(normaliseHeader);
  const nameColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.name.header));
  const valueColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.value.header));
  if (nameColumn < 0 || valueColumn < 0) return null;
  const key = nameKey(SAVE_MARK_SETTING.name);
  const row = settings.findIndex((line, r) => r > 0 && nameKey(parseText(line[nameColumn])) === key);
  return row < 0 ? null : { row: row + 1, column: valueColumn + 1, value: settings[row][valueColumn] };
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
 * with the rows): counts the Speicherstand up — two calls (five once, adding the row) — and records it. `settings` is
 * Einstellungen as this save read it: an API read that missed a save was read again, and a plan
 * that consulted Einstellungen had them checked against a fresh read before writing (submission.ts,
 * settingsCheck) — so the row is where the sheet has it now. (A save that consulted no setting,
 * e.g. the organiser's battle, keeps within its 12 calls and takes the row as read: a row typed
 * or inserted above it in the same moment, unseen by a lagging API read, would misplace the count.)
 * Never fails the save it follows: a count it cannot write (a protected sheet) leaves every later
 * API read read again through SpreadsheetApp until a save can count again.
 */
export function markSave(spreadsheet: Spreadsheet, settings: CellMatrix | null): void {
  const properties = PropertiesService.getScriptProperties();
  const cell = saveMarkCell(settings);
  const recorded = properties.getProperty(SAVE_MARK_KEY);
  const next = Math.max(cell ? count(cell.value) : 0, recorded === null ? 0 : count(recorded)) + 1;
  // Recorded before it is written: a failed write leaves reads checked against a count none has.
  properties.setProperty(SAVE_MARK_KEY, cell || settings?.length ? String(next) : UNCHECKABLE);
  try {
    if (cell) spreadsheet.getRange(`${SHEET}!${columnLetter(cell.column)}${cell.row}`).setValue(next);
    else if (settings?.length && !addSaveMark(spreadsheet, settings, next)) properties.setProperty(SAVE_MARK_KEY, UNCHECKABLE);
  } catch (error) {
    console.warn(`Speicherstand not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const SHEET = `'${SETTINGS_SPEC.sheet.replace(/'/g, "''")}'`;

/**
 * A campaign set up before the Speicherstand: its first save adds the row below Einstellungen'
 * last one, as setup would (its note included) — only into cells it finds empty (one getValues);
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
  return true;
}

/** A Speicherstand as a number: 0 for anything else (a blank, a typed word). */
function count(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? Math.floor(n) : 0;
}
