import { formatNumber } from '../rules/format';
import { CHECK_HEADER } from '../rules/campaign/output';
import { ColumnLayout, DERIVED_TABLES, describeWholeNumber, INPUT_SHEETS, normaliseHeader } from './campaignLayout';
import { columnLetter } from './columnLetter';
import { editToast, NAMED_CELLS, oldWholeNumber, putBack } from './editTakeBack';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type WholeNumberColumn = ColumnLayout & { rule: { kind: 'wholeNumber' } };

/** Per input sheet: its whole-number columns by normalised header. */
const WHOLE_NUMBER_COLUMNS = new Map(
  INPUT_SHEETS.map((sheet) => [
    sheet.name,
    new Map(
      sheet.columns
        .filter((column): column is WholeNumberColumn => column.rule.kind === 'wholeNumber')
        .map((column) => [normaliseHeader(column.header), column]),
    ),
  ]),
);

/** The derived sheet whose Prüfung column gives each input row's reason. */
const CHECKED_IN = new Map(DERIVED_TABLES.map((table) => [table.rowsOf, table.sheet]));

interface Offence {
  cell: string;
  column: WholeNumberColumn;
  value: number;
}

/**
 * The value the onEdit event gives is known to be fine: a whole number ("12"), or text without
 * digits. Anything else ("12.5", a date's serial, another locale's spelling) is read.
 */
function plainlyFine(value: unknown): boolean {
  return typeof value === 'string' && (/^-?\d+$/.test(value) || !/\d/.test(value));
}

/**
 * Sheets' built-in criteria know no whole numbers: 12,5 passes the validation of a
 * whole-number column (custom formulas are out: their locale is undocumented). So after a
 * user's edit the add-on looks at the edited cells of the input sheets' whole-number columns
 * (found by header, as the replay finds them) and refuses a number with a fractional part:
 * one cell typed goes back to its old value — or empty, when that was no plain whole number
 * (written as text it could be read as a date) — and a toast says what is allowed. A paste has
 * no old values (Sheets gives them for one typed cell only): its values stay, and the toast
 * names the cells; the replay does not count those rows until they are corrected.
 */
export function takeBackFractions(event: GoogleAppsScript.Events.SheetsOnEdit, sheet: Sheet, sheetName: string): void {
  const columns = WHOLE_NUMBER_COLUMNS.get(sheetName);
  const range = event.range;
  if (!columns || columns.size === 0 || range.getLastRow() < 2) return;
  const typed = event.value !== undefined;
  if (typed && plainlyFine(event.value)) return;
  // One cell emptied: nothing to look at.
  if (!typed && event.oldValue !== undefined) return;

  const firstColumn = range.getColumn();
  const lastColumn = range.getLastColumn();
  // From column A: the replay takes a header's first column, and so does this check.
  const headers = sheet.getRange(1, 1, 1, lastColumn).getValues()[0].map(normaliseHeader);
  const ruleOf: (WholeNumberColumn | undefined)[] = [];
  for (let c = firstColumn; c <= lastColumn; c++) {
    const key = headers[c - 1];
    ruleOf.push(key && headers.indexOf(key) === c - 1 ? columns.get(key) : undefined);
  }
  if (!ruleOf.some(Boolean)) return;

  const firstRow = range.getRow();
  const offences: Offence[] = [];
  range.getValues().forEach((line, i) => {
    if (firstRow + i < 2) return;
    line.forEach((value, j) => {
      const column = ruleOf[j];
      if (column && typeof value === 'number' && !Number.isInteger(value)) {
        offences.push({ cell: `${sheetName}!${columnLetter(firstColumn + j)}${firstRow + i}`, column, value });
      }
    });
  });
  if (offences.length === 0) return;

  const spreadsheet = event.source ?? SpreadsheetApp.getActiveSpreadsheet();
  const single = typed && range.getNumRows() === 1 && range.getNumColumns() === 1;
  if (single) {
    putBack(range, oldWholeNumber(event.oldValue));
    const [{ cell, column, value }] = offences;
    editToast(
      spreadsheet,
      `${cell} (${column.header}): ${formatNumber(value)} ist keine ganze Zahl – die Eingabe wurde zurückgenommen. Erlaubt: ${describeWholeNumber(column.rule)}.`,
    );
    return;
  }
  const named = offences
    .slice(0, NAMED_CELLS)
    .map(({ cell, column, value }) => `${cell} (${column.header}) ${formatNumber(value)}`);
  const rest = offences.length - named.length;
  const more = rest === 0 ? '' : ` und ${rest} weitere ${rest === 1 ? 'Zelle' : 'Zellen'}`;
  editToast(
    spreadsheet,
    `Keine ganze Zahl: ${named.join(', ')}${more}. Kriegsrat rechnet diese Zeilen erst, wenn dort ganze Zahlen stehen; ` +
      `das Blatt ${CHECKED_IN.get(sheetName)} (Spalte ${CHECK_HEADER}) nennt den Grund.`,
  );
}
