/**
 * SpreadsheetApp.newConditionalFormatRule(): the builder and the immutable rule, for the
 * built-in text criteria Kriegsrat uses. Like Sheets, a text criterion ignores case. Custom
 * formulas are not offered at all: Google does not document the locale they are read in
 * (the same reason dataValidation.ts refuses them).
 */
import { BooleanCriteria, BooleanCriteriaName } from './enums';
import type { OfflineRange } from './offlineRange';
import { reportMissingMethods } from './notEmulated';

/** An Apps Script Color as far as reading a rule's colour goes. */
export interface OfflineColor {
  asRgbColor(): { asHexString(): string };
}

interface RuleSpec {
  criteria: BooleanCriteriaName | null;
  values: string[];
  background: string | null;
  fontColor: string | null;
  ranges: OfflineRange[];
}

const TEXT_TESTS: Partial<Record<BooleanCriteriaName, (text: string, value: string) => boolean>> = {
  TEXT_CONTAINS: (text, value) => text.includes(value),
  TEXT_DOES_NOT_CONTAIN: (text, value) => !text.includes(value),
  TEXT_STARTS_WITH: (text, value) => text.startsWith(value),
  TEXT_ENDS_WITH: (text, value) => text.endsWith(value),
  TEXT_EQUAL_TO: (text, value) => text === value,
};

function color(css: string | null): OfflineColor | null {
  if (css === null) return null;
  const hex = css.toLowerCase();
  return { asRgbColor: () => ({ asHexString: () => hex }) };
}

export class OfflineBooleanCondition {
  constructor(private readonly spec: RuleSpec) {}

  getCriteriaType(): BooleanCriteriaName {
    return this.spec.criteria!;
  }

  getCriteriaValues(): string[] {
    return [...this.spec.values];
  }

  getBackgroundObject(): OfflineColor | null {
    return color(this.spec.background);
  }

  getFontColorObject(): OfflineColor | null {
    return color(this.spec.fontColor);
  }
}

/** A rule as the workbook file keeps it: its ranges by sheet name and A1 notation. */
export interface ConditionalFormatJson {
  criteria: BooleanCriteriaName | null;
  values: string[];
  background: string | null;
  fontColor: string | null;
  ranges: { sheet: string; a1: string }[];
}

export class OfflineConditionalFormatRule {
  constructor(private readonly spec: RuleSpec) {}

  /** The rule as plain data, for the workbook file (offline only). */
  toJson(): ConditionalFormatJson {
    const { criteria, values, background, fontColor, ranges } = this.spec;
    return {
      criteria,
      values: [...values],
      background,
      fontColor,
      ranges: ranges.map((r) => ({ sheet: r.getSheet().getName(), a1: r.getA1Notation() })),
    };
  }

  /** A rule read back from the workbook file; ranges that no longer resolve are left out. */
  static fromJson(
    json: ConditionalFormatJson,
    rangeOf: (sheetName: string, a1: string) => OfflineRange | null,
  ): OfflineConditionalFormatRule {
    const ranges = json.ranges.map((r) => rangeOf(r.sheet, r.a1)).filter((r): r is OfflineRange => r !== null);
    return new OfflineConditionalFormatRule({
      criteria: json.criteria,
      values: [...json.values],
      background: json.background,
      fontColor: json.fontColor,
      ranges,
    });
  }

  getBooleanCondition(): OfflineBooleanCondition | null {
    return this.spec.criteria ? new OfflineBooleanCondition(this.spec) : null;
  }

  getRanges(): OfflineRange[] {
    return [...this.spec.ranges];
  }

  copy(): OfflineConditionalFormatRuleBuilder {
    return new OfflineConditionalFormatRuleBuilder({
      ...this.spec,
      values: [...this.spec.values],
      ranges: [...this.spec.ranges],
    });
  }

  /** Whether the rule colours a cell showing `value` (the test of a preview or a test, not of Apps Script). */
  matches(value: unknown): boolean {
    const test = this.spec.criteria ? TEXT_TESTS[this.spec.criteria] : undefined;
    if (!test || value === '' || value === null || value === undefined) return false;
    return test(String(value).toLowerCase(), this.spec.values[0].toLowerCase());
  }
}

export class OfflineConditionalFormatRuleBuilder {
  private spec: RuleSpec;

  constructor(spec?: RuleSpec) {
    this.spec = spec ?? { criteria: null, values: [], background: null, fontColor: null, ranges: [] };
  }

  private text(criteria: BooleanCriteriaName, value: string): this {
    this.spec = { ...this.spec, criteria, values: [String(value)] };
    return this;
  }

  whenTextContains(text: string): this {
    return this.text(BooleanCriteria.TEXT_CONTAINS, text);
  }

  whenTextDoesNotContain(text: string): this {
    return this.text(BooleanCriteria.TEXT_DOES_NOT_CONTAIN, text);
  }

  whenTextStartsWith(text: string): this {
    return this.text(BooleanCriteria.TEXT_STARTS_WITH, text);
  }

  whenTextEndsWith(text: string): this {
    return this.text(BooleanCriteria.TEXT_ENDS_WITH, text);
  }

  whenTextEqualTo(text: string): this {
    return this.text(BooleanCriteria.TEXT_EQUAL_TO, text);
  }

  setBackground(css: string | null): this {
    this.spec = { ...this.spec, background: css };
    return this;
  }

  setFontColor(css: string | null): this {
    this.spec = { ...this.spec, fontColor: css };
    return this;
  }

  setRanges(ranges: OfflineRange[]): this {
    this.spec = { ...this.spec, ranges: [...ranges] };
    return this;
  }

  getRanges(): OfflineRange[] {
    return [...this.spec.ranges];
  }

  build(): OfflineConditionalFormatRule {
    // Sheets refuses a rule without a condition or without ranges ("… must have at least one range").
    if (!this.spec.criteria) throw new Error('Exception: Conditional format rule must have a condition.');
    if (this.spec.ranges.length === 0) throw new Error('Exception: Conditional format rule must have at least one range.');
    return new OfflineConditionalFormatRule({ ...this.spec, values: [...this.spec.values], ranges: [...this.spec.ranges] });
  }
}

reportMissingMethods(OfflineBooleanCondition, 'BooleanCondition');
reportMissingMethods(OfflineConditionalFormatRule, 'ConditionalFormatRule');
reportMissingMethods(OfflineConditionalFormatRuleBuilder, 'ConditionalFormatRuleBuilder');
