import { normaliseHeader } from '../rules/campaign';
import { CellValue } from '../rules/cells/cellValue';
import { ATTACKS_SPEC, DECLARATION_COUNTED_ANYWAY, DECLARATION_NOT_COUNTED } from '../rules/rounds';
import { ATTACKS_CHECK_COLUMN, BATTLE_CHECK_COLUMN } from './campaignLayout';
import type { FormulaCell } from './battleCheckColumn';
import { columnLetter } from './columnLetter';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Angriffe's Prüfung column (A2): a row the organiser typed that is no declaration says why,
 * beside it. One KAMPAGNE_ANGRIFFE formula in the header cell answers the header and the whole
 * column: it reads Angriffe by position from row 1, so sorting, inserting or deleting rows
 * leaves every reason beside its row, and rows typed below the last get theirs at once. It
 * reads Angriffe only left of itself (no circular reference). Players' declarations write the
 * input columns only (rowsWrite), never into its spill.
 */

/** The parts of setup's report this step adds to. */
interface AttacksCheckReport {
  addedColumns: string[];
  placedFormulas: string[];
  protectedSheets: string[];
  conflicts: string[];
}

/** The Angriffe range our formula reads first (setup's form, or as Sheets adjusted it). */
const OWN_RANGE = new RegExp(`^(=${ATTACKS_CHECK_COLUMN.functionName}\\()'?${ATTACKS_SPEC.sheet}'?!\\$?A:\\$?[A-Z]+`, 'i');
const isOwnFormula = (formula: string) => formula.toUpperCase().startsWith(`=${ATTACKS_CHECK_COLUMN.functionName}(`);
const isOwnText = (value: CellValue) =>
  value === '' || [DECLARATION_NOT_COUNTED, DECLARATION_COUNTED_ANYWAY].some((p) => String(value).startsWith(p.trim()));

/**
 * The 1-based Prüfung column of Angriffe's header row (`formulas`: row 1's formulas — a header
 * cell whose formula fails shows an error, not „Prüfung“), or 0 when there is none.
 */
export function attacksCheckColumnOf(headers: readonly unknown[], formulas: readonly string[]): number {
  const key = normaliseHeader(ATTACKS_CHECK_COLUMN.header);
  const at = headers.findIndex((h, i) => isOwnFormula(formulas[i] ?? '') || normaliseHeader(h) === key);
  return at + 1;
}

/**
 * Setup: adopts the Prüfung column (by header or our formula) or appends it after the last used
 * column; puts the formula into its header cell when it is not there — over a column that is
 * empty below or holds our texts as values (an uploaded export), never over anyone's text. Adds
 * the note, a warning-only protection and the red mark once. A second run changes nothing.
 * Answers the formula's cell (setup gives it the Rechenstand argument), or null on a conflict.
 * `hadHeaders`: the sheet had a header row before this run. `armies`: the Armeen range the
 * campaign formulas read ("Armeen!A:E").
 */
export function placeAttacksCheckColumn(
  { sheet, headers, hadHeaders }: { sheet: Sheet; headers: readonly unknown[]; hadHeaders: boolean },
  armies: string,
  headerBackground: string,
  report: AttacksCheckReport,
): FormulaCell | null {
  const name = `${ATTACKS_SPEC.sheet}: ${ATTACKS_CHECK_COLUMN.header}`;
  const width = Math.max(headers.length, 1);
  const formulas = sheet.getRange(1, 1, 1, width).getFormulas()[0];
  let column = attacksCheckColumnOf(headers, formulas);
  const inputs = new Set(Object.values(ATTACKS_SPEC.columns).map((c) => normaliseHeader(c.header)));
  if (column > 0 && headers.some((h, i) => i >= column && inputs.has(normaliseHeader(h)))) {
    report.conflicts.push(
      `${name} steht links von Eingabespalten – keine Prüfformel eingetragen (bitte die Spalte löschen und neu einrichten)`,
    );
    return null;
  }
  const cell = (c: number) => sheet.getRange(1, c);
  if (column === 0) {
    const lastUsed = headers.reduce<number>((last, h, i) => (h === '' || h === null ? last : i + 1), 0);
    column = Math.max(lastUsed, sheet.getLastColumn()) + 1;
    if (sheet.getMaxColumns() < column) sheet.insertColumnsAfter(sheet.getMaxColumns(), column - sheet.getMaxColumns());
    cell(column).setFontWeight('bold').setBackground(headerBackground);
    sheet.setColumnWidth(column, ATTACKS_CHECK_COLUMN.width);
    if (hadHeaders) report.addedColumns.push(name);
  }
  const letter = columnLetter(column);
  /**
   * Below the header: cleared when it holds nothing but our texts as values — they would stop the
   * formula's column from spilling (an uploaded export, a row pasted with its Prüfung); false,
   * with the conflict reported, when anyone else's text or a formula is there.
   */
  const clearBelow = (consequence: string): 'cleared' | 'empty' | false => {
    const rows = sheet.getLastRow() - 1;
    const below = rows > 0 ? sheet.getRange(2, column, rows, 1) : null;
    const belowFormulas = below ? below.getFormulas().map((line) => line[0]) : [];
    const belowValues = below ? below.getValues().map((line) => line[0] as CellValue) : [];
    if (belowFormulas.some((f) => f !== '') || !belowValues.every(isOwnText)) {
      report.conflicts.push(`${ATTACKS_SPEC.sheet}!${letter} ist belegt – ${consequence}`);
      return false;
    }
    if (!below || belowValues.every((v) => v === '')) return 'empty';
    below.clearContent();
    return 'cleared';
  };
  if (isOwnFormula(formulas[column - 1] ?? '')) {
    // In place but blocked: Sheets shows #REF! in the header cell while a value stands in its spill.
    if (
      String(headers[column - 1]).startsWith('#REF!') &&
      clearBelow(`${ATTACKS_CHECK_COLUMN.functionName} kann nicht auslaufen (#REF!)`)
    )
      report.placedFormulas.push(
        `${ATTACKS_CHECK_COLUMN.functionName} in ${ATTACKS_SPEC.sheet}!${letter}1 (Eingefügtes darunter gelöscht)`,
      );
  } else {
    if (!clearBelow(`${ATTACKS_CHECK_COLUMN.functionName} nicht eingetragen`)) return null;
    // The note too: an export's „Werte vom …“ would no longer be true.
    cell(column)
      .setFormula(`=${ATTACKS_CHECK_COLUMN.functionName}(${ATTACKS_SPEC.sheet}!A:${columnLetter(column - 1)},${armies})`)
      .setNote(ATTACKS_CHECK_COLUMN.note);
    report.placedFormulas.push(`${ATTACKS_CHECK_COLUMN.functionName} in ${ATTACKS_SPEC.sheet}!${letter}1`);
  }
  // Sheets keeps the range when columns go in right of it (placeAttacksSheet inserts a missing
  // input before this column): it reads every column left of itself again.
  const own = formulas[column - 1] ?? '';
  const widened = own.replace(OWN_RANGE, `$1${ATTACKS_SPEC.sheet}!A:${columnLetter(column - 1)}`);
  if (isOwnFormula(own) && widened !== own) {
    cell(column).setFormula(widened);
    report.placedFormulas.push(`${ATTACKS_CHECK_COLUMN.functionName} in ${ATTACKS_SPEC.sheet}!${letter}1`);
  }
  if (cell(column).getNote() === '') cell(column).setNote(ATTACKS_CHECK_COLUMN.note);
  const named = nameInputs(sheet, column);
  if (named) report.placedFormulas.push(named);
  const whole = sheet.getRange(`${letter}:${letter}`);
  if (
    !sheet.getProtections(SpreadsheetApp.ProtectionType.RANGE).some((p) => p.getDescription() === ATTACKS_CHECK_COLUMN.protection)
  ) {
    whole.protect().setDescription(ATTACKS_CHECK_COLUMN.protection).setWarningOnly(true);
    report.protectedSheets.push(`${ATTACKS_SPEC.sheet}!${letter}:${letter}`);
  }
  const rules = sheet.getConditionalFormatRules();
  const marked = rules.some((rule) => {
    const condition = rule.getBooleanCondition();
    return condition !== null && String(condition.getCriteriaValues()[0]) === DECLARATION_NOT_COUNTED.trim();
  });
  if (!marked) {
    const mark = SpreadsheetApp.newConditionalFormatRule()
      .whenTextStartsWith(DECLARATION_NOT_COUNTED.trim())
      .setBackground(BATTLE_CHECK_COLUMN.background)
      .setRanges([whole])
      .build();
    sheet.setConditionalFormatRules([...rules, mark]);
  }
  return { sheet: ATTACKS_SPEC.sheet, cell: `${letter}1` };
}

/**
 * Names Angriffe's columns left of Prüfung (ATTACKS_CHECK_COLUMN.inputsName) unless the name
 * holds them already; answers what it named, or null. A refusal (Google may refuse a taken name)
 * is retried once after removing the name; failing that, a save reads the whole sheet — slower,
 * still right.
 */
function nameInputs(sheet: Sheet, column: number): string | null {
  if (column <= 1) return null;
  const spreadsheet = sheet.getParent();
  const name = ATTACKS_CHECK_COLUMN.inputsName;
  let named: GoogleAppsScript.Spreadsheet.Range | null = null;
  try {
    named = spreadsheet.getRangeByName(name);
  } catch {
    // A broken name (#REF!): set anew below.
  }
  const holds =
    named !== null &&
    named.getSheet().getSheetId() === sheet.getSheetId() &&
    named.getRow() === 1 &&
    named.getColumn() === 1 &&
    named.getNumColumns() === column - 1;
  if (holds) return null;
  const inputs = sheet.getRange(`A:${columnLetter(column - 1)}`);
  try {
    spreadsheet.setNamedRange(name, inputs);
  } catch {
    try {
      spreadsheet.removeNamedRange(name);
      spreadsheet.setNamedRange(name, inputs);
    } catch (error) {
      console.warn(`${name} nicht gesetzt`, error);
      return null;
    }
  }
  return `${name} (${ATTACKS_SPEC.sheet}!A:${columnLetter(column - 1)})`;
}

/**
 * The 0-based column of KAMPAGNE_ANGRIFFE among Angriffe's row-1 formulas (which need no
 * recalculation), or -1 when the sheet is empty or the formula is not there. Three calls: the
 * width, the range, its formulas.
 */
export function attacksFormulaIndex(sheet: Sheet): number {
  const columns = sheet.getLastColumn();
  return columns < 1 ? -1 : sheet.getRange(1, 1, 1, columns).getFormulas()[0].findIndex(isOwnFormula);
}

/**
 * Where KAMPAGNE_ANGRIFFE stands in Angriffe's header row ("I1"), for „Neu berechnen“ (its
 * Rechenstand argument); null without the sheet or the formula.
 */
export function attacksCheckCell(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): FormulaCell | null {
  const sheet = spreadsheet.getSheetByName(ATTACKS_SPEC.sheet);
  const at = sheet ? attacksFormulaIndex(sheet) : -1;
  return at < 0 ? null : { sheet: ATTACKS_SPEC.sheet, cell: `${columnLetter(at + 1)}1` };
}
