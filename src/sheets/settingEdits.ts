import { normaliseHeader, SETTINGS_SPEC } from '../rules/campaign';
import { parseText } from '../rules/cells/parseCell';
import { SettingInputProblem, settingInputProblem } from '../rules/settingInput';
import { columnLetter } from './columnLetter';
import { editToast, putBack } from './editTakeBack';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * After a user's edit of Einstellungen (onEdit): a value its setting's reader cannot read
 * („2 Tage“ as Erinnerung nach Stunden, „vielleicht“ as Angriffe ansagen) would silently mean
 * the default. One typed cell goes back to its old value and a toast says what is allowed; a
 * paste (Sheets gives no old values) keeps its values, and the toast names the cells and what
 * applies meanwhile. Only the Wert column of rows whose Einstellung Kriegsrat reads.
 */
export function takeBackUnreadableSettings(event: GoogleAppsScript.Events.SheetsOnEdit, sheet: Sheet): void {
  const range = event.range;
  // One cell emptied: empty always reads (the default).
  if (event.value === undefined && event.oldValue !== undefined) return;
  if (range.getLastRow() < 2) return;
  const values = sheet.getDataRange().getValues();
  const header = (values[0] ?? []).map(normaliseHeader);
  const nameColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.name.header)) + 1;
  const valueColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.value.header)) + 1;
  if (nameColumn === 0 || valueColumn === 0 || valueColumn < range.getColumn() || valueColumn > range.getLastColumn()) return;

  const firstRow = Math.max(2, range.getRow());
  const lastRow = Math.min(range.getLastRow(), values.length);
  const found: ({ cell: string; name: string } & SettingInputProblem)[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    const name = parseText(values[row - 1][nameColumn - 1] as never);
    const value = values[row - 1][valueColumn - 1];
    const text = parseText(value as never);
    if (!settingInputProblem(name, text)) continue;
    // The message quotes the cell as shown (48,5; a date as a date), not as read.
    const shown = String(sheet.getRange(row, valueColumn).getDisplayValue());
    found.push({
      cell: `${sheet.getName()}!${columnLetter(valueColumn)}${row}`,
      name,
      ...settingInputProblem(name, text, shown)!,
    });
  }
  if (found.length === 0) return;

  const spreadsheet = event.source ?? SpreadsheetApp.getActiveSpreadsheet();
  const single = event.value !== undefined && range.getNumRows() === 1 && range.getNumColumns() === 1;
  if (single) {
    putBack(range, oldSetting(event.oldValue));
    const [{ cell, name, reason, allowed }] = found;
    editToast(spreadsheet, `${cell} (${name}): ${reason} – die Eingabe wurde zurückgenommen. Erlaubt: ${allowed}.`);
    return;
  }
  const named = found.map(({ cell, name, quoted, applies }) => `${cell} (${name}) ${quoted} – es gilt ${applies}`);
  editToast(spreadsheet, `Nicht lesbar: ${named.join('; ')}. Die Notiz jeder Zeile sagt, was erlaubt ist.`);
}

/** The old value: a number as a number (never text Sheets would read as a date), else as it was; empty when none. */
function oldSetting(oldValue: unknown): string | number {
  const old = oldValue === undefined || oldValue === null ? '' : String(oldValue);
  return /^-?\d+(\.\d+)?$/.test(old) ? Number(old) : old;
}
