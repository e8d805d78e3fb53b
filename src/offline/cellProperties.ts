/**
 * What a cell has besides its content: number format, data validation, note and recorded
 * formatting (background, font weight, …). Stored sparsely as rows of cells so inserting and
 * deleting rows/columns can move it along with the content.
 */
import type { OfflineDataValidation } from './dataValidation';

/** Formatting calls are only recorded (the preview may show some of them). */
export interface CellStyle {
  background?: string;
  fontWeight?: string;
  fontColor?: string;
  fontStyle?: string;
  fontSize?: number;
  fontFamily?: string;
  horizontalAlignment?: string;
  verticalAlignment?: string;
  wrap?: boolean;
}

export interface CellProps {
  numberFormat?: string;
  validation?: OfflineDataValidation;
  note?: string;
  style?: CellStyle;
}

function isEmptyProps(p: CellProps): boolean {
  return (
    p.numberFormat === undefined &&
    p.validation === undefined &&
    (p.note === undefined || p.note === '') &&
    (p.style === undefined || Object.keys(p.style).length === 0)
  );
}

function copyProps(p: CellProps | undefined): CellProps | undefined {
  if (!p) return undefined;
  // Inserted rows take format and validation of their neighbour, never its note.
  const copy: CellProps = { numberFormat: p.numberFormat, validation: p.validation, style: p.style ? { ...p.style } : undefined };
  return isEmptyProps(copy) ? undefined : copy;
}

export class CellPropertyGrid {
  private rows: ((CellProps | undefined)[] | undefined)[] = [];

  /** 0-based. */
  get(row: number, column: number): CellProps | undefined {
    return this.rows[row]?.[column];
  }

  update(row: number, column: number, change: (props: CellProps) => void): void {
    let line = this.rows[row];
    if (!line) {
      line = [];
      this.rows[row] = line;
    }
    const props = { ...(line[column] ?? {}) };
    if (props.style) props.style = { ...props.style };
    change(props);
    line[column] = isEmptyProps(props) ? undefined : props;
  }

  setStyle(row: number, column: number, style: Partial<CellStyle>): void {
    this.update(row, column, (p) => {
      const next: CellStyle = { ...(p.style ?? {}) };
      for (const [key, value] of Object.entries(style) as [keyof CellStyle, never][]) {
        if (value === null || value === undefined) delete next[key];
        else next[key] = value;
      }
      p.style = next;
    });
  }

  *entries(): Generator<[number, number, CellProps]> {
    for (let r = 0; r < this.rows.length; r++) {
      const line = this.rows[r];
      if (!line) continue;
      for (let c = 0; c < line.length; c++) {
        const props = line[c];
        if (props) yield [r, c, props];
      }
    }
  }

  /** Inserts `count` rows before 0-based `at`, copying format from row `inheritFrom`. */
  insertRows(at: number, count: number, inheritFrom?: number): void {
    const template = inheritFrom === undefined ? undefined : this.rows[inheritFrom];
    const fresh = Array.from({ length: count }, () => (template ? template.map(copyProps) : undefined));
    if (at > this.rows.length) return;
    this.rows.splice(at, 0, ...fresh);
  }

  deleteRows(at: number, count: number): void {
    this.rows.splice(at, count);
  }

  insertColumns(at: number, count: number, inheritFrom?: number): void {
    for (const line of this.rows) {
      if (!line || at > line.length) continue;
      const template = inheritFrom === undefined ? undefined : line[inheritFrom];
      line.splice(at, 0, ...Array.from({ length: count }, () => copyProps(template)));
    }
  }

  deleteColumns(at: number, count: number): void {
    for (const line of this.rows) if (line) line.splice(at, count);
  }

  clear(): void {
    this.rows = [];
  }
}
