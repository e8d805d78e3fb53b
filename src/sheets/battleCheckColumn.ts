import { BATTLE_HEADERS, CHECK_HEADER, CHECK_OK, normaliseHeader } from '../rules/campaign';
import { CellValue } from '../rules/cells/cellValue';
import { BATTLE_CHECK_COLUMN, BATTLES_SHEET, DERIVED_TABLES, RESULTS_SHEET } from './campaignLayout';
import { columnLetter } from './columnLetter';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Schlachten's Prüfung column (issue 10 §3): a battle that does not count is marked where it
 * was entered. A conditional format with a built-in criterion sees only the cell's own value,
 * so each row holds a formula showing the Auswertung's reason. The formula reads its own row
 * by ROW(), so it stays right when rows are sorted, inserted or deleted; and the column lies
 * after every column the KAMPAGNE_… formulas read (no circular reference).
 */

/** The Auswertung's Prüfung column, as KAMPAGNE_SCHLACHTEN lays out its table from its anchor cell. */
function resultsCheckLetter(): string {
  const table = DERIVED_TABLES.find((t) => t.sheet === RESULTS_SHEET)!;
  const anchor = lettersToColumn(/^[A-Z]+/.exec(table.cell)![0]);
  return columnLetter(anchor + BATTLE_HEADERS.indexOf(CHECK_HEADER));
}

/** The formula of every row, in setFormula's English syntax: blank while the battle counts. */
export const BATTLE_CHECK_FORMULA = (() => {
  const reason = `INDEX(${RESULTS_SHEET}!$${resultsCheckLetter()}:$${resultsCheckLetter()},ROW())`;
  return `=IFERROR(IF(OR(${reason}="",${reason}="${CHECK_OK}"),"","${BATTLE_CHECK_COLUMN.notCounted}"&${reason}),"")`;
})();

export function lettersToColumn(letters: string): number {
  let column = 0;
  for (const ch of letters.toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return column;
}

/**
 * The 1-based Prüfung column of a Schlachten header row, or 0 when there is none — or when it
 * stands left of one of the input columns: then reading the inputs reads it too, and filling
 * it could make the KAMPAGNE_… formulas read their own results.
 */
export function battleCheckColumnOf(headers: readonly CellValue[]): number {
  const key = normaliseHeader(BATTLE_CHECK_COLUMN.header);
  const at = headers.findIndex((h) => normaliseHeader(h) === key);
  if (at < 0) return 0;
  const inputs = new Set(BATTLES_SHEET.columns.map((c) => normaliseHeader(c.header)));
  const inputRightOfIt = headers.some((h, i) => i > at && inputs.has(normaliseHeader(h)));
  return inputRightOfIt ? 0 : at + 1;
}

/** Gives rows `row`…`row + rows - 1` the formula (one call; it has no relative reference to move). */
export function fillBattleChecks(sheet: Sheet, column: number, row: number, rows: number): void {
  if (rows > 0) sheet.getRange(row, column, rows, 1).setFormula(BATTLE_CHECK_FORMULA);
}

/**
 * After a user's edit of Schlachten (onEdit): the edited rows that lack the formula get it — a
 * paste past the last row, typing into rows added by hand. One read of the column's formulas,
 * at most one write.
 */
export function fillEditedBattleChecks(sheet: Sheet, firstRow: number, lastRow: number): void {
  const top = Math.max(2, firstRow);
  if (lastRow < top) return;
  const column = battleCheckColumnOf(sheet.getRange('1:1').getValues()[0]);
  if (column === 0) return;
  const formulas = sheet.getRange(top, column, lastRow - top + 1, 1).getFormulas();
  const missing = formulas.map((line, i) => (line[0] === '' ? i : -1)).filter((i) => i >= 0);
  if (missing.length === 0) return;
  const first = missing[0];
  fillBattleChecks(sheet, column, top + first, missing[missing.length - 1] - first + 1);
}

/** The parts of setup's report this step adds to. */
interface BattleCheckReport {
  addedColumns: string[];
  placedFormulas: string[];
  protectedSheets: string[];
  conflicts: string[];
}

/** Where setup's KAMPAGNE_… formulas stand: the Prüfung column must lie right of what they read of Schlachten. */
export interface FormulaCell {
  sheet: string;
  cell: string;
}

/**
 * Setup: adopts the Prüfung column (by header) or appends it after the last used column and
 * after every Schlachten column the formulas in `formulaCells` read; fills the formula into
 * the cells below the header (wantsFormula: text someone typed there stays), and adds the note, a
 * warning-only protection and the red mark once. A second run changes nothing.
 */
export function placeBattleCheckColumn(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  sheet: Sheet,
  headers: readonly CellValue[],
  formulaCells: readonly FormulaCell[],
  headerBackground: string,
  report: BattleCheckReport,
): void {
  const name = `${BATTLES_SHEET.name}: ${BATTLE_CHECK_COLUMN.header}`;
  const existing = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(BATTLE_CHECK_COLUMN.header)) + 1;
  let column = battleCheckColumnOf(headers);
  if (existing > 0 && column === 0) {
    report.conflicts.push(
      `${name} steht links von Eingabespalten – keine Prüfformeln eingetragen (bitte die Spalte löschen und neu einrichten)`,
    );
    return;
  }
  const read = readSchlachtenEnd(spreadsheet, formulaCells);
  if (column === 0) {
    const lastUsed = headers.reduce<number>((last, h, i) => (h === '' || h === null ? last : i + 1), 0);
    column = Math.max(lastUsed, sheet.getLastColumn(), read) + 1;
    if (sheet.getMaxColumns() < column) sheet.insertColumnsAfter(sheet.getMaxColumns(), column - sheet.getMaxColumns());
    const cell = sheet.getRange(1, column);
    cell.setValue(BATTLE_CHECK_COLUMN.header).setFontWeight('bold').setBackground(headerBackground);
    sheet.setColumnWidth(column, BATTLE_CHECK_COLUMN.width);
    if (lastUsed > 0) report.addedColumns.push(name);
  } else if (column <= read) {
    report.conflicts.push(
      `${name} liegt in dem Bereich, den die Kampagnenformeln aus ${BATTLES_SHEET.name} lesen – keine Prüfformeln eingetragen`,
    );
    return;
  }
  const letter = columnLetter(column);
  const filled = fillEmptyCells(sheet, column);
  if (filled > 0) report.placedFormulas.push(`Prüfung in ${BATTLES_SHEET.name}!${letter} (${filled} Zeilen)`);
  const header = sheet.getRange(1, column);
  if (header.getNote() === '') header.setNote(BATTLE_CHECK_COLUMN.note);
  const whole = sheet.getRange(`${letter}:${letter}`);
  const protections = sheet.getProtections(SpreadsheetApp.ProtectionType.RANGE);
  if (!protections.some((p) => p.getDescription() === BATTLE_CHECK_COLUMN.protection)) {
    whole.protect().setDescription(BATTLE_CHECK_COLUMN.protection).setWarningOnly(true);
    report.protectedSheets.push(`${BATTLES_SHEET.name}!${letter}:${letter}`);
  }
  const rules = sheet.getConditionalFormatRules();
  if (!rules.some(isNotCountedMark)) {
    const mark = SpreadsheetApp.newConditionalFormatRule()
      .whenTextStartsWith(BATTLE_CHECK_COLUMN.notCounted.trim())
      .setBackground(BATTLE_CHECK_COLUMN.background)
      .setRanges([whole])
      .build();
    sheet.setConditionalFormatRules([...rules, mark]);
  }
}

function isNotCountedMark(rule: GoogleAppsScript.Spreadsheet.ConditionalFormatRule): boolean {
  const condition = rule.getBooleanCondition();
  return (
    condition !== null &&
    String(condition.getCriteriaType()) === String(SpreadsheetApp.BooleanCriteria.TEXT_STARTS_WITH) &&
    String(condition.getCriteriaValues()[0]) === BATTLE_CHECK_COLUMN.notCounted.trim()
  );
}

/**
 * Whether setup puts the formula into a cell: an empty one; one showing our text as a value
 * (an xlsx export uploaded again); one whose formula lost the Auswertung (#REF! once that sheet
 * was deleted). Text or formulas of anyone else stay.
 */
function wantsFormula(formula: string, value: CellValue): boolean {
  if (formula !== '') return formula.includes('#REF!');
  return value === '' || String(value).startsWith(BATTLE_CHECK_COLUMN.notCounted.trim());
}

/**
 * Fills the formula into every cell down to the last row with content that wants it; one write
 * per run of such cells. Rows below get it when a battle is written there (submitBattle, onEdit):
 * empty rows without formulas keep the sheet's last row at the last battle, as users expect.
 */
function fillEmptyCells(sheet: Sheet, column: number): number {
  const rows = sheet.getLastRow() - 1;
  if (rows < 1) return 0;
  const range = sheet.getRange(2, column, rows, 1);
  const formulas = range.getFormulas();
  const values = range.getValues();
  let filled = 0;
  let start = -1;
  for (let i = 0; i <= rows; i++) {
    const empty = i < rows && wantsFormula(formulas[i][0], values[i][0]);
    if (empty && start < 0) start = i;
    if (!empty && start >= 0) {
      fillBattleChecks(sheet, column, start + 2, i - start);
      filled += i - start;
      start = -1;
    }
  }
  return filled;
}

/** The last Schlachten column any of these formulas reads (0 if none reads Schlachten). */
function readSchlachtenEnd(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, cells: readonly FormulaCell[]): number {
  let end = 0;
  const reference = new RegExp(`'?${BATTLES_SHEET.name}'?!\\$?([A-Z]+)\\$?\\d*(?::\\$?([A-Z]+)\\$?\\d*)?`, 'gi');
  for (const { sheet, cell } of cells) {
    const formula = spreadsheet.getSheetByName(sheet)?.getRange(cell).getFormula() ?? '';
    for (const m of formula.matchAll(reference)) end = Math.max(end, lettersToColumn(m[2] ?? m[1]));
  }
  return end;
}
