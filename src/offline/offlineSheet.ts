/**
 * SpreadsheetApp Sheet. A new sheet has 1000 rows and 26 columns, like in Sheets; ranges
 * outside the grid throw as in Apps Script.
 */
import type { OfflineConditionalFormatRule } from './conditionalFormat';
import { ProtectionTypeName } from './enums';
import { OfflineProtection, ProtectionModel } from './protection';
import { countServiceCalls } from './serviceCalls';
import * as charts from './chart';
import type { CellValue, SheetModel } from './sheetModel';
import type { OfflineRange } from './offlineRange';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';
import type { WorkbookModel } from './workbookModel';
import { reportMissingMethods } from './notEmulated';

type SheetReads = Pick<
  GoogleAppsScript.Spreadsheet.Sheet,
  | 'getName'
  | 'getSheetId'
  | 'getIndex'
  | 'getSheetValues'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getMaxRows'
  | 'getMaxColumns'
  | 'getFrozenRows'
  | 'getFrozenColumns'
  | 'isSheetHidden'
  | 'getColumnWidth'
  | 'getRowHeight'
>;

export class OfflineSheet implements SheetReads {
  /** @internal */
  constructor(readonly model: SheetModel) {}

  private get workbook(): WorkbookModel {
    return this.model.workbook;
  }

  getName(): string {
    return this.model.name;
  }

  setName(name: string): this {
    this.workbook.renameSheet(this.model, String(name));
    return this;
  }

  getSheetId(): number {
    return this.model.sheetId;
  }

  getSheetName(): string {
    return this.model.name;
  }

  getIndex(): number {
    return this.workbook.sheetIndex(this.model) + 1;
  }

  getParent(): OfflineSpreadsheet {
    return this.workbook.facade;
  }

  activate(): this {
    this.workbook.activate(this.model);
    return this;
  }

  /** getRange('B2:C3') or getRange(row, column[, numRows[, numColumns]]). */
  getRange(a1OrRow: string | number, column?: number, numRows?: number, numColumns?: number): OfflineRange {
    if (typeof a1OrRow === 'string' && column === undefined) {
      const bang = a1OrRow.includes('!');
      if (bang) return this.workbook.rangeFromA1(a1OrRow);
      return this.model.range(this.model.rectFromA1(a1OrRow));
    }
    if (column === undefined)
      throw new Error("The parameters (number) don't match the method signature for SpreadsheetApp.Sheet.getRange.");
    return this.model.range(this.model.checkedRect(a1OrRow as number, column, numRows ?? 1, numColumns ?? 1));
  }

  getDataRange(): OfflineRange {
    const rows = Math.max(1, this.model.lastRow());
    const columns = Math.max(1, this.model.lastColumn());
    return this.model.range({ row: 1, column: 1, numRows: rows, numColumns: columns });
  }

  /**
   * The values from (startRow, startColumn) on; -1 rows or columns: through the last row or
   * column with content, as in Apps Script. One call where getDataRange().getValues() is two.
   */
  getSheetValues(startRow: number, startColumn: number, numRows: number, numColumns: number): CellValue[][] {
    const rows = numRows === -1 ? Math.max(1, this.model.lastRow() - startRow + 1) : numRows;
    const columns = numColumns === -1 ? Math.max(1, this.model.lastColumn() - startColumn + 1) : numColumns;
    return this.model.range(this.model.checkedRect(startRow, startColumn, rows, columns)).getValues();
  }

  getLastRow(): number {
    return this.model.lastRow();
  }

  getLastColumn(): number {
    return this.model.lastColumn();
  }

  getMaxRows(): number {
    return this.model.maxRows;
  }

  getMaxColumns(): number {
    return this.model.maxColumns;
  }

  appendRow(rowContents: unknown[]): this {
    this.model.appendRow(rowContents);
    return this;
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    this.model.insertRows(afterPosition + 1, howMany, afterPosition);
    return this;
  }

  insertRowsBefore(beforePosition: number, howMany: number): this {
    this.model.insertRows(beforePosition, howMany, beforePosition);
    return this;
  }

  insertRowAfter(afterPosition: number): this {
    this.model.insertRows(afterPosition + 1, 1, afterPosition);
    return this;
  }

  insertRowBefore(beforePosition: number): this {
    this.model.insertRows(beforePosition, 1, beforePosition);
    return this;
  }

  insertColumnsAfter(afterPosition: number, howMany: number): this {
    this.model.insertColumns(afterPosition + 1, howMany, afterPosition);
    return this;
  }

  insertColumnsBefore(beforePosition: number, howMany: number): this {
    this.model.insertColumns(beforePosition, howMany, beforePosition);
    return this;
  }

  insertColumnAfter(afterPosition: number): this {
    this.model.insertColumns(afterPosition + 1, 1, afterPosition);
    return this;
  }

  insertColumnBefore(beforePosition: number): this {
    this.model.insertColumns(beforePosition, 1, beforePosition);
    return this;
  }

  deleteRow(rowPosition: number): this {
    this.model.deleteRows(rowPosition, 1);
    this.model.workbook.structureChanged?.('REMOVE_ROW');
    return this;
  }

  deleteRows(rowPosition: number, howMany: number): this {
    this.model.deleteRows(rowPosition, howMany);
    this.model.workbook.structureChanged?.('REMOVE_ROW');
    return this;
  }

  deleteColumn(columnPosition: number): this {
    this.model.deleteColumns(columnPosition, 1);
    return this;
  }

  deleteColumns(columnPosition: number, howMany: number): this {
    this.model.deleteColumns(columnPosition, howMany);
    return this;
  }

  clear(): this {
    const all = { row: 1, column: 1, numRows: this.model.maxRows, numColumns: this.model.maxColumns };
    this.model.clearContent(all);
    this.model.props.clear();
    return this;
  }

  clearContents(): this {
    this.model.clearContent({ row: 1, column: 1, numRows: this.model.maxRows, numColumns: this.model.maxColumns });
    return this;
  }

  clearFormats(): this {
    this.model.clearFormats({ row: 1, column: 1, numRows: this.model.maxRows, numColumns: this.model.maxColumns });
    return this;
  }

  getFrozenRows(): number {
    return this.model.frozenRows;
  }

  setFrozenRows(rows: number): this {
    if (rows < 0 || rows >= this.model.maxRows) throw new Error('Those rows are out of bounds.');
    this.model.frozenRows = rows;
    return this;
  }

  getFrozenColumns(): number {
    return this.model.frozenColumns;
  }

  setFrozenColumns(columns: number): this {
    if (columns < 0 || columns >= this.model.maxColumns) throw new Error('Those columns are out of bounds.');
    this.model.frozenColumns = columns;
    return this;
  }

  getColumnWidth(columnPosition: number): number {
    return this.model.columnWidths.get(columnPosition) ?? 100;
  }

  setColumnWidth(columnPosition: number, width: number): this {
    this.model.columnWidths.set(columnPosition, width);
    return this;
  }

  setColumnWidths(startColumn: number, numColumns: number, width: number): this {
    for (let c = startColumn; c < startColumn + numColumns; c++) this.model.columnWidths.set(c, width);
    return this;
  }

  autoResizeColumn(_columnPosition: number): this {
    return this;
  }

  autoResizeColumns(_startColumn: number, _numColumns: number): this {
    return this;
  }

  getRowHeight(rowPosition: number): number {
    return this.model.rowHeights.get(rowPosition) ?? 21;
  }

  setRowHeight(rowPosition: number, height: number): this {
    this.model.rowHeights.set(rowPosition, height);
    return this;
  }

  hideColumns(_columnIndex: number, _numColumns?: number): void {}

  showColumns(_columnIndex: number, _numColumns?: number): void {}

  getTabColor(): string | null {
    return this.model.tabColor;
  }

  setTabColor(color: string | null): this {
    this.model.tabColor = color;
    return this;
  }

  hideSheet(): this {
    if (this.workbook.visibleSheetCount() <= 1 && !this.model.hidden) {
      throw new Error("You can't hide all the sheets in a document.");
    }
    this.model.hidden = true;
    return this;
  }

  showSheet(): this {
    this.model.hidden = false;
    return this;
  }

  isSheetHidden(): boolean {
    return this.model.hidden;
  }

  /** The sheet's protection; a sheet has at most one, so protecting again returns it. */
  protect(): OfflineProtection {
    let model = this.model.protections.find((p) => p.type === 'SHEET');
    if (!model) {
      model = new ProtectionModel('SHEET', this.model, undefined);
      this.model.protections.push(model);
    }
    return new OfflineProtection(model);
  }

  getProtections(type: ProtectionTypeName): OfflineProtection[] {
    return this.model.protections.filter((p) => p.type === String(type)).map((p) => new OfflineProtection(p));
  }

  getConditionalFormatRules(): OfflineConditionalFormatRule[] {
    return [...this.model.conditionalFormatRules] as OfflineConditionalFormatRule[];
  }

  setConditionalFormatRules(rules: OfflineConditionalFormatRule[]): void {
    this.model.conditionalFormatRules = [...rules];
  }

  // Embedded charts: see chart.ts.
  newChart(): charts.OfflineEmbeddedChartBuilder {
    return charts.newChartBuilder();
  }

  insertChart(chart: charts.OfflineEmbeddedChart): void {
    charts.insertChart(this.model, chart);
  }

  getCharts(): charts.OfflineEmbeddedChart[] {
    return charts.getCharts(this.model);
  }

  updateChart(chart: charts.OfflineEmbeddedChart): void {
    charts.updateChart(this.model, chart);
  }

  removeChart(chart: charts.OfflineEmbeddedChart): void {
    charts.removeChart(this.model, chart);
  }
}

countServiceCalls(OfflineSheet, 'Sheet', (s) => s.model.workbook.calls);

reportMissingMethods(OfflineSheet, 'Sheet');
