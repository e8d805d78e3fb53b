/**
 * SpreadsheetApp.newDataValidation(): the builder and the immutable rule it builds, with a
 * check used to reject input (setAllowInvalid(false)) and to mark invalid cells in snapshots.
 * Every rule the builder creates is enforced. Custom-formula rules are refused when created:
 * Google does not document the locale such a formula is read in, so no emulation could agree
 * with Sheets on them (a rule restored from an old file is kept, and never fails).
 */
import { DataValidationCriteria, DataValidationCriteriaName } from './enums';
import type { OfflineRange } from './offlineRange';
import { reportMissingMethods } from './notEmulated';
import type { ListCase } from './listValidationCase';

type Cell = string | number | boolean | Date;

/** Texts of a VALUE_IN_RANGE source, per read, so checking many cells stays linear. */
const rangeTexts = new WeakMap<Cell[][], Set<string>>();
/** The same, lower-cased: for a workbook whose lists ignore case. */
const foldedRangeTexts = new WeakMap<Cell[][], Set<string>>();

export interface DataValidationSpec {
  criteria: DataValidationCriteriaName;
  values: unknown[];
  allowInvalid: boolean;
  helpText: string | null;
}

// getHelpText is left out: Apps Script returns null without help text, the typings say string.
export class OfflineDataValidation implements Pick<
  GoogleAppsScript.Spreadsheet.DataValidation,
  'getAllowInvalid' | 'getCriteriaValues'
> {
  constructor(private readonly spec: DataValidationSpec) {
    Object.freeze(this.spec.values);
  }

  getCriteriaType(): DataValidationCriteriaName {
    return this.spec.criteria;
  }

  getCriteriaValues(): unknown[] {
    return [...this.spec.values];
  }

  getAllowInvalid(): boolean {
    return this.spec.allowInvalid;
  }

  getHelpText(): string | null {
    return this.spec.helpText;
  }

  copy(): OfflineDataValidationBuilder {
    return new OfflineDataValidationBuilder({ ...this.spec, values: [...this.spec.values] });
  }

  /** The rule as plain data (a range criterion as its range). */
  toSpec(): DataValidationSpec {
    return { ...this.spec, values: [...this.spec.values] };
  }

  /**
   * Whether `value` passes. Blank always passes, as in Sheets. `rangeValues` reads a
   * VALUE_IN_RANGE source.
   */
  accepts(value: Cell, rangeValues: (range: OfflineRange) => Cell[][], listCase: ListCase = 'exact'): boolean {
    if (value === '' || value === null || value === undefined) return true;
    const v = this.spec.values;
    const num = typeof value === 'number' ? value : undefined;
    // A list's texts compared as listCase says (listValidationCase.ts: Google leaves it open).
    const fold = listCase === 'ignoreCase' ? (s: string) => s.toLowerCase() : (s: string) => s;
    const text = fold(value instanceof Date ? value.toISOString() : String(value));
    const sameText = (item: unknown) =>
      fold(String(item)) === text ||
      (num !== undefined && typeof item === 'string' && Number(item.replace(',', '.')) === num) ||
      item === value;
    const day = (d: unknown) => (d instanceof Date ? Math.floor(d.getTime() / 86_400_000) : NaN);
    switch (this.spec.criteria) {
      case 'VALUE_IN_LIST':
        return (v[0] as unknown[]).some(sameText);
      case 'VALUE_IN_RANGE': {
        const values = rangeValues(v[0] as OfflineRange);
        const cache = listCase === 'ignoreCase' ? foldedRangeTexts : rangeTexts;
        let texts = cache.get(values);
        if (!texts) {
          texts = new Set(
            values
              .flat()
              .filter((item) => item !== '')
              .map((item) => fold(item instanceof Date ? item.toISOString() : String(item))),
          );
          cache.set(values, texts);
        }
        return texts.has(text);
      }
      case 'NUMBER_BETWEEN':
        return num !== undefined && num >= (v[0] as number) && num <= (v[1] as number);
      case 'NUMBER_NOT_BETWEEN':
        return num !== undefined && (num < (v[0] as number) || num > (v[1] as number));
      case 'NUMBER_EQUAL_TO':
        return num === v[0];
      case 'NUMBER_NOT_EQUAL_TO':
        return num !== undefined && num !== v[0];
      case 'NUMBER_GREATER_THAN':
        return num !== undefined && num > (v[0] as number);
      case 'NUMBER_GREATER_THAN_OR_EQUAL_TO':
        return num !== undefined && num >= (v[0] as number);
      case 'NUMBER_LESS_THAN':
        return num !== undefined && num < (v[0] as number);
      case 'NUMBER_LESS_THAN_OR_EQUAL_TO':
        return num !== undefined && num <= (v[0] as number);
      case 'TEXT_CONTAINS':
        return text.includes(String(v[0]));
      case 'TEXT_DOES_NOT_CONTAIN':
        return !text.includes(String(v[0]));
      case 'TEXT_EQUAL_TO':
        return text === String(v[0]);
      case 'TEXT_IS_VALID_EMAIL':
        return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
      case 'TEXT_IS_VALID_URL':
        return /^(https?|ftp):\/\/\S+$/i.test(text);
      case 'CHECKBOX':
        return v.length === 0 ? typeof value === 'boolean' : v.some(sameText);
      case 'DATE_IS_VALID_DATE':
        return value instanceof Date;
      case 'DATE_AFTER':
        return day(value) > day(v[0]);
      case 'DATE_BEFORE':
        return day(value) < day(v[0]);
      case 'DATE_ON_OR_AFTER':
        return day(value) >= day(v[0]);
      case 'DATE_ON_OR_BEFORE':
        return day(value) <= day(v[0]);
      case 'DATE_EQUAL_TO':
        return day(value) === day(v[0]);
      case 'DATE_BETWEEN':
        return day(value) >= day(v[0]) && day(value) <= day(v[1]);
      case 'DATE_NOT_BETWEEN':
        return day(value) < day(v[0]) || day(value) > day(v[1]);
      case 'CUSTOM_FORMULA':
      default:
        return true;
    }
  }
}

function requireNumber(n: unknown, method: string): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new Error(`The parameters (${typeof n}) don't match the method signature for DataValidationBuilder.${method}.`);
  }
  return n;
}

/** Developers only: the add-on must use built-in criteria (see the file comment). */
function refuseCustomFormula(): never {
  throw new Error(
    'Offline: custom-formula validations are not emulated (Google does not document the locale their formula is read in); use a built-in criterion such as requireNumberBetween.',
  );
}

export class OfflineDataValidationBuilder implements Pick<
  GoogleAppsScript.Spreadsheet.DataValidationBuilder,
  'getAllowInvalid' | 'getCriteriaValues' | 'getHelpText'
> {
  private spec: Partial<DataValidationSpec> & { allowInvalid: boolean; helpText: string | null };

  constructor(spec?: DataValidationSpec) {
    // New rules warn rather than reject, as in Apps Script.
    this.spec = spec ?? { allowInvalid: true, helpText: null };
  }

  private criteria(criteria: DataValidationCriteriaName, values: unknown[]): this {
    this.spec.criteria = criteria;
    this.spec.values = values;
    return this;
  }

  build(): OfflineDataValidation {
    if (!this.spec.criteria) throw new Error('You must specify a data validation criterion.');
    return new OfflineDataValidation({
      criteria: this.spec.criteria,
      values: [...(this.spec.values ?? [])],
      allowInvalid: this.spec.allowInvalid,
      helpText: this.spec.helpText,
    });
  }

  copy(): OfflineDataValidationBuilder {
    return new OfflineDataValidationBuilder({ ...this.spec, values: [...(this.spec.values ?? [])] } as DataValidationSpec);
  }

  getAllowInvalid(): boolean {
    return this.spec.allowInvalid;
  }

  getCriteriaType(): DataValidationCriteriaName | null {
    return this.spec.criteria ?? null;
  }

  getCriteriaValues(): unknown[] {
    return [...(this.spec.values ?? [])];
  }

  getHelpText(): string | null {
    return this.spec.helpText;
  }

  setAllowInvalid(allowInvalidData: boolean): this {
    this.spec.allowInvalid = allowInvalidData;
    return this;
  }

  setHelpText(helpText: string): this {
    this.spec.helpText = helpText;
    return this;
  }

  withCriteria(criteria: DataValidationCriteriaName, args: unknown[]): this {
    if (!(criteria in DataValidationCriteria)) throw new Error(`Unknown data validation criteria ${String(criteria)}.`);
    if (criteria === 'CUSTOM_FORMULA') refuseCustomFormula();
    return this.criteria(criteria, [...args]);
  }

  requireValueInList(values: string[], showDropdown = true): this {
    if (!Array.isArray(values))
      throw new Error("The parameters don't match the method signature for DataValidationBuilder.requireValueInList.");
    return this.criteria('VALUE_IN_LIST', [[...values], showDropdown]);
  }

  requireValueInRange(range: OfflineRange, showDropdown = true): this {
    return this.criteria('VALUE_IN_RANGE', [range, showDropdown]);
  }

  requireCheckbox(checkedValue?: unknown, uncheckedValue?: unknown): this {
    const values =
      checkedValue === undefined ? [] : uncheckedValue === undefined ? [checkedValue] : [checkedValue, uncheckedValue];
    return this.criteria('CHECKBOX', values);
  }

  requireNumberBetween(start: number, end: number): this {
    return this.criteria('NUMBER_BETWEEN', [
      requireNumber(start, 'requireNumberBetween'),
      requireNumber(end, 'requireNumberBetween'),
    ]);
  }

  requireNumberNotBetween(start: number, end: number): this {
    return this.criteria('NUMBER_NOT_BETWEEN', [
      requireNumber(start, 'requireNumberNotBetween'),
      requireNumber(end, 'requireNumberNotBetween'),
    ]);
  }

  requireNumberEqualTo(number: number): this {
    return this.criteria('NUMBER_EQUAL_TO', [requireNumber(number, 'requireNumberEqualTo')]);
  }

  requireNumberNotEqualTo(number: number): this {
    return this.criteria('NUMBER_NOT_EQUAL_TO', [requireNumber(number, 'requireNumberNotEqualTo')]);
  }

  requireNumberGreaterThan(number: number): this {
    return this.criteria('NUMBER_GREATER_THAN', [requireNumber(number, 'requireNumberGreaterThan')]);
  }

  requireNumberGreaterThanOrEqualTo(number: number): this {
    return this.criteria('NUMBER_GREATER_THAN_OR_EQUAL_TO', [requireNumber(number, 'requireNumberGreaterThanOrEqualTo')]);
  }

  requireNumberLessThan(number: number): this {
    return this.criteria('NUMBER_LESS_THAN', [requireNumber(number, 'requireNumberLessThan')]);
  }

  requireNumberLessThanOrEqualTo(number: number): this {
    return this.criteria('NUMBER_LESS_THAN_OR_EQUAL_TO', [requireNumber(number, 'requireNumberLessThanOrEqualTo')]);
  }

  requireTextContains(text: string): this {
    return this.criteria('TEXT_CONTAINS', [text]);
  }

  requireTextDoesNotContain(text: string): this {
    return this.criteria('TEXT_DOES_NOT_CONTAIN', [text]);
  }

  requireTextEqualTo(text: string): this {
    return this.criteria('TEXT_EQUAL_TO', [text]);
  }

  requireTextIsEmail(): this {
    return this.criteria('TEXT_IS_VALID_EMAIL', []);
  }

  requireTextIsUrl(): this {
    return this.criteria('TEXT_IS_VALID_URL', []);
  }

  requireDate(): this {
    return this.criteria('DATE_IS_VALID_DATE', []);
  }

  requireDateAfter(date: Date): this {
    return this.criteria('DATE_AFTER', [date]);
  }

  requireDateBefore(date: Date): this {
    return this.criteria('DATE_BEFORE', [date]);
  }

  requireDateBetween(start: Date, end: Date): this {
    return this.criteria('DATE_BETWEEN', [start, end]);
  }

  requireDateNotBetween(start: Date, end: Date): this {
    return this.criteria('DATE_NOT_BETWEEN', [start, end]);
  }

  requireDateEqualTo(date: Date): this {
    return this.criteria('DATE_EQUAL_TO', [date]);
  }

  requireDateOnOrAfter(date: Date): this {
    return this.criteria('DATE_ON_OR_AFTER', [date]);
  }

  requireDateOnOrBefore(date: Date): this {
    return this.criteria('DATE_ON_OR_BEFORE', [date]);
  }

  requireFormulaSatisfied(_formula: string): never {
    return refuseCustomFormula();
  }
}

reportMissingMethods(OfflineDataValidation, 'DataValidation');
reportMissingMethods(OfflineDataValidationBuilder, 'DataValidationBuilder');
