/**
 * SpreadsheetApp Range: a fixed rectangle on a sheet (like in Apps Script it does not move when
 * rows are inserted above it). Values follow Apps Script: blanks read as "", dates as Date,
 * errors as their code; setValues needs exactly the range's shape.
 */
import { formatA1, GridRect } from './a1Notation';
import { CellStyle } from './cellProperties';
import { OfflineDataValidation } from './dataValidation';
import { shiftFormula } from './formulaSyntax';
import { DEFAULT_NUMBER_FORMAT } from './numberFormat';
import { OfflineProtection, ProtectionModel } from './protection';
import { countServiceCalls } from './serviceCalls';
import type { CellValue, SheetModel } from './sheetModel';
import type { OfflineSheet } from './offlineSheet';
import { reportMissingMethods } from './notEmulated';

type RangeReads = Pick<
  GoogleAppsScript.Spreadsheet.Range,
  | 'getValues'
  | 'getValue'
  | 'getDisplayValues'
  | 'getDisplayValue'
  | 'getFormulas'
  | 'getFormula'
  | 'getNumberFormat'
  | 'getNumberFormats'
  | 'getRow'
  | 'getRowIndex'
  | 'getColumn'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getNumRows'
  | 'getNumColumns'
  | 'getHeight'
  | 'getWidth'
  | 'getA1Notation'
  | 'getGridId'
  | 'isBlank'
  | 'getNote'
  | 'getNotes'
  | 'getBackground'
  | 'getBackgrounds'
  | 'getHorizontalAlignment'
  | 'getHorizontalAlignments'
>;

function checkShape(data: unknown, rect: GridRect, method: string): unknown[][] {
  if (!Array.isArray(data) || data.some((row) => !Array.isArray(row))) {
    throw new Error(
      `The parameters (${Array.isArray(data) ? 'number[]' : typeof data}) don't match the method signature for SpreadsheetApp.Range.${method}.`,
    );
  }
  if (data.length !== rect.numRows) {
    throw new Error(
      `The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${rect.numRows}.`,
    );
  }
  for (const row of data as unknown[][]) {
    if (row.length !== rect.numColumns) {
      throw new Error(
        `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${rect.numColumns}.`,
      );
    }
  }
  return data as unknown[][];
}

export class OfflineRange implements RangeReads {
  /** @internal */
  constructor(
    readonly sheetModel: SheetModel,
    readonly rect: GridRect,
  ) {}

  private grid<T>(fn: (row0: number, column0: number) => T): T[][] {
    const out: T[][] = [];
    for (let r = 0; r < this.rect.numRows; r++) {
      const line: T[] = [];
      for (let c = 0; c < this.rect.numColumns; c++) line.push(fn(this.rect.row - 1 + r, this.rect.column - 1 + c));
      out.push(line);
    }
    return out;
  }

  private style<K extends keyof CellStyle>(key: K, fallback: NonNullable<CellStyle[K]>): NonNullable<CellStyle[K]>[][] {
    return this.grid((r, c) => (this.sheetModel.props.get(r, c)?.style?.[key] ?? fallback) as NonNullable<CellStyle[K]>);
  }

  private setStyle(style: Partial<CellStyle>): this {
    this.sheetModel.forEachCell(this.rect, (r, c) => this.sheetModel.props.setStyle(r, c, style));
    return this;
  }

  private setStyles<K extends keyof CellStyle>(key: K, values: unknown[][], method: string): this {
    const data = checkShape(values, this.rect, method);
    this.sheetModel.forEachCell(this.rect, (r, c, i, j) =>
      this.sheetModel.props.setStyle(r, c, { [key]: data[i][j] } as Partial<CellStyle>),
    );
    return this;
  }

  // ---- position

  getSheet(): OfflineSheet {
    return this.sheetModel.facade;
  }

  getGridId(): number {
    return this.sheetModel.sheetId;
  }

  getRow(): number {
    return this.rect.row;
  }

  getRowIndex(): number {
    return this.rect.row;
  }

  getColumn(): number {
    return this.rect.column;
  }

  getLastRow(): number {
    return this.rect.row + this.rect.numRows - 1;
  }

  getLastColumn(): number {
    return this.rect.column + this.rect.numColumns - 1;
  }

  getNumRows(): number {
    return this.rect.numRows;
  }

  getNumColumns(): number {
    return this.rect.numColumns;
  }

  getHeight(): number {
    return this.rect.numRows;
  }

  getWidth(): number {
    return this.rect.numColumns;
  }

  getA1Notation(): string {
    return formatA1(this.rect);
  }

  getCell(row: number, column: number): OfflineRange {
    if (row < 1 || column < 1 || row > this.rect.numRows || column > this.rect.numColumns) {
      throw new Error('Cell reference out of range');
    }
    return this.sheetModel.range({
      row: this.rect.row + row - 1,
      column: this.rect.column + column - 1,
      numRows: 1,
      numColumns: 1,
    });
  }

  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): OfflineRange {
    return this.sheetModel.range(
      this.sheetModel.checkedRect(
        this.rect.row + rowOffset,
        this.rect.column + columnOffset,
        numRows ?? this.rect.numRows,
        numColumns ?? this.rect.numColumns,
      ),
    );
  }

  activate(): this {
    this.sheetModel.workbook.activate(this.sheetModel, this.rect);
    return this;
  }

  // ---- values

  getValues(): CellValue[][] {
    return this.sheetModel.readValues(this.rect);
  }

  getValue(): CellValue {
    return this.sheetModel.readValues({ ...this.rect, numRows: 1, numColumns: 1 })[0][0];
  }

  getDisplayValues(): string[][] {
    return this.sheetModel.readDisplayValues(this.rect);
  }

  getDisplayValue(): string {
    return this.sheetModel.readDisplayValues({ ...this.rect, numRows: 1, numColumns: 1 })[0][0];
  }

  setValues(values: unknown[][]): this {
    this.sheetModel.writeValues(this.rect, checkShape(values, this.rect, 'setValues'));
    return this;
  }

  /** Sets every cell of the range to the value. */
  setValue(value: unknown): this {
    this.sheetModel.writeValues(
      this.rect,
      this.grid(() => value),
    );
    return this;
  }

  isBlank(): boolean {
    const values = this.sheetModel.readValues(this.rect);
    const formulas = this.sheetModel.readFormulas(this.rect);
    return values.every((row, r) => row.every((v, c) => v === '' && formulas[r][c] === ''));
  }

  clearContent(): this {
    this.sheetModel.clearContent(this.rect);
    return this;
  }

  clearFormat(): this {
    this.sheetModel.clearFormats(this.rect);
    return this;
  }

  clearNote(): this {
    this.sheetModel.forEachCell(this.rect, (r, c) => this.sheetModel.props.update(r, c, (p) => delete p.note));
    return this;
  }

  /** Range.clear(options): contents, formats, notes and validations unless options narrow it. */
  clear(options?: { contentsOnly?: boolean; formatOnly?: boolean; validationsOnly?: boolean; commentsOnly?: boolean }): this {
    const all = !options || (!options.contentsOnly && !options.formatOnly && !options.validationsOnly && !options.commentsOnly);
    if (all || options?.contentsOnly) this.sheetModel.clearContent(this.rect);
    if (all || options?.formatOnly) this.sheetModel.clearFormats(this.rect);
    if (all || options?.validationsOnly)
      this.sheetModel.forEachCell(this.rect, (r, c) => this.sheetModel.props.update(r, c, (p) => delete p.validation));
    if (all || options?.commentsOnly)
      this.sheetModel.forEachCell(this.rect, (r, c) => this.sheetModel.props.update(r, c, (p) => delete p.note));
    return this;
  }

  // ---- formulas

  getFormulas(): string[][] {
    return this.sheetModel.readFormulas(this.rect);
  }

  getFormula(): string {
    return this.sheetModel.readFormulas({ ...this.rect, numRows: 1, numColumns: 1 })[0][0];
  }

  /** One formula for the whole range; relative references move along, as in Sheets. */
  setFormula(formula: string): this {
    const text = String(formula);
    this.sheetModel.writeFormulas(
      this.rect,
      this.grid((r, c) => shiftFormula(text, r - (this.rect.row - 1), c - (this.rect.column - 1))),
      'api',
    );
    return this;
  }

  setFormulas(formulas: string[][]): this {
    this.sheetModel.writeFormulas(this.rect, checkShape(formulas, this.rect, 'setFormulas'), 'api');
    return this;
  }

  // ---- number formats

  getNumberFormat(): string {
    return this.sheetModel.numberFormatAt(this.rect.row - 1, this.rect.column - 1) ?? DEFAULT_NUMBER_FORMAT;
  }

  getNumberFormats(): string[][] {
    return this.grid((r, c) => this.sheetModel.numberFormatAt(r, c) ?? DEFAULT_NUMBER_FORMAT);
  }

  setNumberFormat(numberFormat: string): this {
    const format = String(numberFormat);
    this.sheetModel.forEachCell(this.rect, (r, c) => this.sheetModel.props.update(r, c, (p) => (p.numberFormat = format)));
    return this;
  }

  setNumberFormats(numberFormats: string[][]): this {
    const data = checkShape(numberFormats, this.rect, 'setNumberFormats');
    this.sheetModel.forEachCell(this.rect, (r, c, i, j) =>
      this.sheetModel.props.update(r, c, (p) => (p.numberFormat = String(data[i][j]))),
    );
    return this;
  }

  // ---- data validation

  setDataValidation(rule: OfflineDataValidation | null): this {
    if (rule !== null && !(rule instanceof OfflineDataValidation)) {
      throw new Error("The parameters don't match the method signature for SpreadsheetApp.Range.setDataValidation.");
    }
    this.sheetModel.forEachCell(this.rect, (r, c) =>
      this.sheetModel.props.update(r, c, (p) => (rule ? (p.validation = rule) : delete p.validation)),
    );
    return this;
  }

  setDataValidations(rules: (OfflineDataValidation | null)[][]): this {
    const data = checkShape(rules, this.rect, 'setDataValidations') as (OfflineDataValidation | null)[][];
    this.sheetModel.forEachCell(this.rect, (r, c, i, j) =>
      this.sheetModel.props.update(r, c, (p) => {
        const rule = data[i][j];
        if (rule) p.validation = rule;
        else delete p.validation;
      }),
    );
    return this;
  }

  getDataValidation(): OfflineDataValidation | null {
    return this.sheetModel.props.get(this.rect.row - 1, this.rect.column - 1)?.validation ?? null;
  }

  getDataValidations(): (OfflineDataValidation | null)[][] {
    return this.grid((r, c) => this.sheetModel.props.get(r, c)?.validation ?? null);
  }

  clearDataValidations(): this {
    return this.setDataValidation(null);
  }

  /** Checkboxes: a CHECKBOX rule and FALSE in every cell, like Insert → Checkbox. */
  insertCheckboxes(checkedValue?: unknown, uncheckedValue?: unknown): this {
    const values =
      checkedValue === undefined ? [] : uncheckedValue === undefined ? [checkedValue] : [checkedValue, uncheckedValue];
    const rule = new OfflineDataValidation({ criteria: 'CHECKBOX', values, allowInvalid: true, helpText: null });
    this.setDataValidation(rule);
    this.sheetModel.writeValues(
      this.rect,
      this.grid(() => (uncheckedValue === undefined ? false : uncheckedValue)),
    );
    return this;
  }

  removeCheckboxes(): this {
    this.sheetModel.forEachCell(this.rect, (r, c) =>
      this.sheetModel.props.update(r, c, (p) => {
        if (p.validation?.getCriteriaType() === 'CHECKBOX') delete p.validation;
      }),
    );
    this.sheetModel.clearContent(this.rect);
    return this;
  }

  // ---- protection

  protect(): OfflineProtection {
    const model = new ProtectionModel('RANGE', this.sheetModel, { ...this.rect });
    this.sheetModel.protections.push(model);
    return new OfflineProtection(model);
  }

  // ---- notes and recorded formatting

  getNote(): string {
    return this.sheetModel.props.get(this.rect.row - 1, this.rect.column - 1)?.note ?? '';
  }

  getNotes(): string[][] {
    return this.grid((r, c) => this.sheetModel.props.get(r, c)?.note ?? '');
  }

  setNote(note: string | null): this {
    const text = note === null ? '' : String(note);
    this.sheetModel.forEachCell(this.rect, (r, c) => this.sheetModel.props.update(r, c, (p) => (p.note = text)));
    return this;
  }

  setNotes(notes: (string | null)[][]): this {
    const data = checkShape(notes, this.rect, 'setNotes');
    this.sheetModel.forEachCell(this.rect, (r, c, i, j) =>
      this.sheetModel.props.update(r, c, (p) => (p.note = data[i][j] === null ? '' : String(data[i][j]))),
    );
    return this;
  }

  getBackground(): string {
    return this.style('background', '#ffffff')[0][0];
  }

  getBackgrounds(): string[][] {
    return this.style('background', '#ffffff');
  }

  setBackground(color: string | null): this {
    return this.setStyle({ background: color ?? undefined });
  }

  setBackgrounds(colors: (string | null)[][]): this {
    return this.setStyles('background', colors, 'setBackgrounds');
  }

  getFontWeight(): string {
    return this.style('fontWeight', 'normal')[0][0];
  }

  getFontWeights(): string[][] {
    return this.style('fontWeight', 'normal');
  }

  setFontWeight(fontWeight: string | null): this {
    return this.setStyle({ fontWeight: fontWeight ?? undefined });
  }

  setFontWeights(fontWeights: (string | null)[][]): this {
    return this.setStyles('fontWeight', fontWeights, 'setFontWeights');
  }

  getFontColor(): string {
    return this.style('fontColor', '#000000')[0][0];
  }

  setFontColor(color: string | null): this {
    return this.setStyle({ fontColor: color ?? undefined });
  }

  setFontColors(colors: (string | null)[][]): this {
    return this.setStyles('fontColor', colors, 'setFontColors');
  }

  getFontStyle(): string {
    return this.style('fontStyle', 'normal')[0][0];
  }

  setFontStyle(fontStyle: string | null): this {
    return this.setStyle({ fontStyle: fontStyle ?? undefined });
  }

  getFontSize(): number {
    return this.style('fontSize', 10)[0][0];
  }

  setFontSize(size: number): this {
    return this.setStyle({ fontSize: size });
  }

  setFontFamily(fontFamily: string | null): this {
    return this.setStyle({ fontFamily: fontFamily ?? undefined });
  }

  getHorizontalAlignment(): string {
    return this.style('horizontalAlignment', 'general')[0][0];
  }

  getHorizontalAlignments(): string[][] {
    return this.style('horizontalAlignment', 'general');
  }

  setHorizontalAlignment(alignment: string | null): this {
    return this.setStyle({ horizontalAlignment: alignment ?? undefined });
  }

  setHorizontalAlignments(alignments: (string | null)[][]): this {
    return this.setStyles('horizontalAlignment', alignments, 'setHorizontalAlignments');
  }

  setVerticalAlignment(alignment: string | null): this {
    return this.setStyle({ verticalAlignment: alignment ?? undefined });
  }

  setWrap(isWrapEnabled: boolean): this {
    return this.setStyle({ wrap: !!isWrapEnabled });
  }

  setWrapStrategy(strategy: unknown): this {
    return this.setStyle({ wrap: String(strategy) === 'WRAP' });
  }

  /** Recorded nowhere: borders do not change values or display text. */
  setBorder(..._args: unknown[]): this {
    return this;
  }

  /** Merging is not modelled (values stay in their cells). */
  merge(): this {
    return this;
  }

  breakApart(): this {
    return this;
  }

  /**
   * Copies formulas (moved like a paste), values and formats to the destination's top-left
   * corner. `{contentsOnly: true}` copies no formats, `{formatOnly: true}` nothing else.
   */
  copyTo(destination: OfflineRange, options?: { contentsOnly?: boolean; formatOnly?: boolean }): void {
    const target = destination.sheetModel.range(
      destination.sheetModel.checkedRect(destination.rect.row, destination.rect.column, this.rect.numRows, this.rect.numColumns),
    );
    const dRows = target.rect.row - this.rect.row;
    const dColumns = target.rect.column - this.rect.column;
    if (!options?.formatOnly) {
      const values = this.sheetModel.readValues(this.rect);
      const formulas = this.sheetModel.readFormulas(this.rect);
      const contents = formulas.map((line, r) => line.map((f, c) => (f ? shiftFormula(f, dRows, dColumns) : values[r][c])));
      target.sheetModel.writeFormulas(target.rect, contents, 'api');
    }
    if (!options?.contentsOnly) {
      this.sheetModel.forEachCell(this.rect, (r, c, i, j) => {
        const props = this.sheetModel.props.get(r, c);
        target.sheetModel.props.update(target.rect.row - 1 + i, target.rect.column - 1 + j, (p) => {
          p.numberFormat = props?.numberFormat;
          p.style = props?.style ? { ...props.style } : undefined;
          p.validation = props?.validation;
        });
      });
    }
  }
}

countServiceCalls(OfflineRange, 'Range', (r) => r.sheetModel.workbook.calls);

reportMissingMethods(OfflineRange, 'Range');
