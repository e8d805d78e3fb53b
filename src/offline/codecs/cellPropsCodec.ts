/**
 * What a cell has besides its content — number format, formatting, validation, note — as JSON:
 * written once per distinct value (ranges share it), checked, and read back. CELL_PROPS_SAVED
 * maps every CellProps key to its JSON key, so a new cell property does not compile unsaved.
 */
import { CellProps, CellStyle } from '../cellProperties';
import { OfflineDataValidation } from '../dataValidation';
import { DataValidationCriteria, DataValidationCriteriaName } from '../enums';
import { formatA1 } from '../a1Notation';
import type { OfflineRange } from '../offlineRange';
import type { WorkbookModel } from '../workbookModel';
import { bool, fail, isObject, str } from './jsonCheck';

/** A value in a criteria list: ranges and dates need a tag to survive JSON. */
export type CriteriaValueJson = string | number | boolean | null | { range: string } | { date: string } | CriteriaValueJson[];

export interface ValidationJson {
  criteria: DataValidationCriteriaName;
  values: CriteriaValueJson[];
  allowInvalid: boolean;
  helpText: string | null;
}

/** What cells share in ranges: number format, formatting, validation. */
export interface SharedPropsJson {
  format?: string;
  style?: CellStyle;
  validation?: ValidationJson;
}

/** SharedPropsJson plus a cell's own note. */
export type CellPropsJson = SharedPropsJson & { note?: string };

/** Where each CellProps key is saved: a key added to CellProps does not compile until listed here. */
export const CELL_PROPS_SAVED: Readonly<Record<keyof CellProps, keyof CellPropsJson>> = {
  numberFormat: 'format',
  style: 'style',
  validation: 'validation',
  note: 'note',
};

function criteriaValueToJson(value: unknown): CriteriaValueJson {
  if (Array.isArray(value)) return value.map(criteriaValueToJson);
  if (value instanceof Date) return { date: value.toISOString() };
  if (typeof value === 'object' && value !== null && 'sheetModel' in value && 'rect' in value) {
    const range = value as OfflineRange;
    return { range: formatA1(range.rect, range.sheetModel.name) };
  }
  if (value === undefined) return null;
  return value as string | number | boolean | null;
}

function validationToJson(validation: OfflineDataValidation): ValidationJson {
  const spec = validation.toSpec();
  return {
    criteria: spec.criteria,
    values: spec.values.map(criteriaValueToJson),
    allowInvalid: spec.allowInvalid,
    helpText: spec.helpText,
  };
}

/** Format, style and validation of a cell as JSON; one validation object is converted once. */
export class PropsWriter {
  private readonly validations = new Map<OfflineDataValidation, ValidationJson>();

  shared(props: CellProps | undefined): SharedPropsJson {
    const out: SharedPropsJson = {};
    if (!props) return out;
    if (props.numberFormat !== undefined) out.format = props.numberFormat;
    if (props.style && Object.keys(props.style).length) out.style = { ...props.style };
    if (props.validation) {
      let v = this.validations.get(props.validation);
      if (!v) {
        v = validationToJson(props.validation);
        this.validations.set(props.validation, v);
      }
      out.validation = v;
    }
    return out;
  }

  private readonly ids = new Map<string, number>();
  private readonly styleIds = new WeakMap<CellStyle, number>();
  private readonly validationIds = new Map<OfflineDataValidation, number>();

  /**
   * A short key that two cells share exactly when their shared(props) are equal as JSON, without
   * writing that JSON per cell (a whole save meets every formatted cell: 150,000 at 5,000
   * battles). "" when there is nothing to share.
   */
  sharedKey(props: CellProps | undefined): string {
    if (!props) return '';
    const { numberFormat, style, validation } = props;
    let styleId = 0;
    if (style) {
      let id = this.styleIds.get(style);
      if (id === undefined) {
        id = Object.keys(style).length ? this.idOf(JSON.stringify(style)) : 0;
        this.styleIds.set(style, id);
      }
      styleId = id;
    }
    let validationId = 0;
    if (validation) {
      let id = this.validationIds.get(validation);
      if (id === undefined) {
        id = this.idOf(JSON.stringify(this.shared({ validation }).validation));
        this.validationIds.set(validation, id);
      }
      validationId = id;
    }
    const formatId = numberFormat === undefined ? 0 : this.idOf(numberFormat);
    return formatId || styleId || validationId ? `${formatId}.${styleId}.${validationId}` : '';
  }

  /** A number per distinct text (1, 2, …): JSON of styles and validations, number formats. */
  private idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) this.ids.set(text, (id = this.ids.size + 1));
    return id;
  }
}

const STYLE_KEYS: Record<keyof CellStyle, 'string' | 'number' | 'boolean'> = {
  background: 'string',
  fontWeight: 'string',
  fontColor: 'string',
  fontStyle: 'string',
  fontSize: 'number',
  fontFamily: 'string',
  horizontalAlignment: 'string',
  verticalAlignment: 'string',
  wrap: 'boolean',
};

function checkCriteriaValue(value: unknown, path: string): void {
  if (Array.isArray(value)) return value.forEach((v, i) => checkCriteriaValue(v, `${path}[${i}]`));
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (isObject(value) && typeof value.range === 'string') return;
  if (isObject(value) && typeof value.date === 'string' && !Number.isNaN(Date.parse(value.date))) return;
  fail(path, 'ein Wert, eine Liste, {range} oder {date}');
}

export function checkShared(c: Record<string, unknown>, path: string): void {
  if (c.format !== undefined) str(c.format, `${path}.format`);
  if (c.style !== undefined) {
    if (!isObject(c.style)) fail(`${path}.style`, 'ein Objekt');
    for (const [k, v] of Object.entries(c.style)) {
      const type = STYLE_KEYS[k as keyof CellStyle];
      if (!type || typeof v !== type)
        fail(`${path}.style.${k}`, type ? `ein Wert vom Typ ${type}` : 'eine bekannte Formatierung');
    }
  }
  if (c.validation !== undefined) {
    const v = c.validation;
    if (!isObject(v)) fail(`${path}.validation`, 'ein Objekt');
    if (typeof v.criteria !== 'string' || !(v.criteria in DataValidationCriteria))
      fail(`${path}.validation.criteria`, 'ein Kriterium von SpreadsheetApp.DataValidationCriteria');
    if (!Array.isArray(v.values)) fail(`${path}.validation.values`, 'eine Liste');
    checkCriteriaValue(v.values, `${path}.validation.values`);
    bool(v.allowInvalid, `${path}.validation.allowInvalid`);
    if (v.helpText !== null) str(v.helpText, `${path}.validation.helpText`);
  }
}

function criteriaValueFromJson(value: CriteriaValueJson, workbook: WorkbookModel, path: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => criteriaValueFromJson(v, workbook, `${path}[${i}]`));
  if (isObject(value) && 'date' in value) return new Date(value.date);
  if (isObject(value) && 'range' in value) {
    try {
      return workbook.rangeFromA1(value.range);
    } catch {
      return fail(path, `ein vorhandener Bereich (nicht "${value.range}")`);
    }
  }
  return value;
}

/** Cell properties from checked JSON; equal validations become one rule (whole columns share it). */
export class PropsReader {
  private readonly rules = new Map<string, OfflineDataValidation>();

  constructor(private readonly workbook: WorkbookModel) {}

  /** `where` names the cell (Sheet!A1) in an error. */
  props(c: CellPropsJson, where: string): CellProps {
    const props: CellProps = {};
    if (c.format !== undefined) props.numberFormat = c.format;
    if (c.note !== undefined) props.note = c.note;
    if (c.style !== undefined) props.style = { ...c.style };
    if (c.validation !== undefined) {
      const key = JSON.stringify(c.validation);
      let rule = this.rules.get(key);
      if (!rule) {
        const path = `${where}.validation.values`;
        rule = new OfflineDataValidation({
          criteria: c.validation.criteria,
          values: c.validation.values.map((v, i) => criteriaValueFromJson(v, this.workbook, `${path}[${i}]`)),
          allowInvalid: c.validation.allowInvalid,
          helpText: c.validation.helpText,
        });
        this.rules.set(key, rule);
      }
      props.validation = rule;
    }
    return props;
  }
}
