/**
 * A cell typed in the page, written the way Sheets takes typed input: German numbers
 * (`1.500`), dates (`21.11.2026`), `=` formulas in German spelling (`=SUMME(A1;A2)`), empty to
 * clear. Protected sheets and ranges (the standings) are refused; so is input the cell's
 * validation rejects — with the validation's German help text. Like a user's edit in Sheets,
 * it fires the add-on's onEdit trigger: a decimal number in a whole-number column passes the
 * validation and the trigger takes it back, its toast saying why — the edit itself is no refusal
 * then, so the page shows that one message, as Sheets does.
 */
import { AddonHandle, CELL_TEXT_LIMIT, CellTextTooLongError, InvalidInputError, OfflineSpreadsheet } from '../offline';
import { EditRequest } from './pageState';

/** The edit was refused; the message is for the user. */
export class EditError extends Error {}

function a1(row: number, column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/** Checks the request's shape; anything a page would never send is refused. */
export function readEditRequest(body: unknown): EditRequest {
  const b = body as Partial<EditRequest> | null;
  if (
    !b ||
    typeof b.sheet !== 'string' ||
    typeof b.text !== 'string' ||
    !Number.isInteger(b.row) ||
    !Number.isInteger(b.column) ||
    (b.row as number) < 1 ||
    (b.column as number) < 1
  ) {
    throw new EditError('Die Änderung kam unvollständig an (Blatt, Zeile, Spalte und Text).');
  }
  return { sheet: b.sheet, row: b.row as number, column: b.column as number, text: b.text };
}

function protectionOf(workbook: OfflineSpreadsheet, sheetName: string, row: number, column: number): string | null {
  const sheet = workbook.getSheetByName(sheetName)!;
  const whole = sheet.getProtections('SHEET')[0];
  if (whole) return whole.getDescription() || 'Dieses Blatt ist geschützt.';
  for (const p of sheet.getProtections('RANGE')) {
    const r = p.getRange();
    const inside = row >= r.getRow() && row <= r.getLastRow() && column >= r.getColumn() && column <= r.getLastColumn();
    if (inside) return p.getDescription() || 'Dieser Bereich ist geschützt.';
  }
  return null;
}

export function editCell(addon: AddonHandle, request: EditRequest): void {
  const { workbook } = addon;
  const { sheet: sheetName, row, column, text } = request;
  const sheet = workbook.getSheetByName(sheetName);
  if (!sheet) throw new EditError(`Das Blatt „${sheetName}“ gibt es nicht (mehr).`);
  const where = `${sheetName}!${a1(row, column)}`;
  if (row > sheet.getMaxRows() || column > sheet.getMaxColumns()) throw new EditError(`${where} liegt außerhalb des Blatts.`);
  const protection = protectionOf(workbook, sheetName, row, column);
  if (protection) throw new EditError(`${where} ist geschützt: ${protection}`);
  try {
    // Sheets keeps an edit whose onEdit trigger fails; so does the preview.
    addon.edit(sheetName, row, column, [[text]]);
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof CellTextTooLongError) {
      const count = (n: number) => n.toLocaleString('de-DE');
      throw new EditError(
        `${where}: Eine Zelle fasst höchstens ${count(CELL_TEXT_LIMIT)} Zeichen, eingegeben wurden ${count(error.length)}. Nichts wurde geändert.`,
      );
    }
    if (error instanceof InvalidInputError) {
      throw new EditError(
        `Ungültige Eingabe in ${where}: „${text}“. ${error.helpText || 'Die Eingabe verstößt gegen die Datenvalidierung dieser Zelle.'}`,
      );
    }
    if (text.startsWith('=')) throw new EditError(`Die Formel in ${where} lässt sich nicht lesen: ${message}`);
    throw new EditError(`${where} ließ sich nicht ändern: ${message}`);
  }
}
