/** Frozen rows and columns, hidden, tab colour, column widths and row heights. */
import { bool, int, numberMap, str } from './jsonCheck';
import type { SheetCodec } from './sheetCodec';

export const sheetSettingsCodec: SheetCodec = {
  keys: ['frozenRows', 'frozenColumns', 'hidden', 'tabColor', 'columnWidths', 'rowHeights'],
  owns: ['frozenRows', 'frozenColumns', 'hidden', 'tabColor', 'columnWidths', 'rowHeights'],
  optional: false,
  write: (sheet) => ({
    frozenRows: sheet.frozenRows,
    frozenColumns: sheet.frozenColumns,
    hidden: sheet.hidden,
    tabColor: sheet.tabColor,
    columnWidths: Object.fromEntries([...sheet.columnWidths].map(([k, v]) => [String(k), v])),
    rowHeights: Object.fromEntries([...sheet.rowHeights].map(([k, v]) => [String(k), v])),
  }),
  check(json, path) {
    int(json.frozenRows, `${path}.frozenRows`, 0);
    int(json.frozenColumns, `${path}.frozenColumns`, 0);
    bool(json.hidden, `${path}.hidden`);
    if (json.tabColor !== null) str(json.tabColor, `${path}.tabColor`);
    numberMap(json.columnWidths, `${path}.columnWidths`);
    numberMap(json.rowHeights, `${path}.rowHeights`);
  },
  read(sheet, json) {
    Object.assign(sheet, {
      frozenRows: json.frozenRows as number,
      frozenColumns: json.frozenColumns as number,
      hidden: json.hidden as boolean,
      tabColor: json.tabColor as string | null,
    });
    for (const [k, v] of Object.entries(json.columnWidths as Record<string, number>)) sheet.columnWidths.set(Number(k), v);
    for (const [k, v] of Object.entries(json.rowHeights as Record<string, number>)) sheet.rowHeights.set(Number(k), v);
  },
};
