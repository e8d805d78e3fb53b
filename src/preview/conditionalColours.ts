/**
 * Conditional-format backgrounds for the preview's grid (the Karte's holder colours). Written
 * against the Apps Script shape of a rule (getRanges, getBooleanCondition().getBackgroundObject())
 * plus the offline model's matches(value), so it reads the offline workbook's rules as soon as
 * its sheets offer getConditionalFormatRules(); a sheet without them has no conditional colours.
 */
export interface ConditionalRuleLike {
  /** Whether the rule colours a cell showing this value (src/offline's OfflineConditionalFormatRule). */
  matches(value: unknown): boolean;
  getBooleanCondition(): { getBackgroundObject(): { asRgbColor(): { asHexString(): string } } | null } | null;
  getRanges(): { getRow(): number; getColumn(): number; getNumRows(): number; getNumColumns(): number }[];
}

/** The sheet's rules, if the offline sheet models them. */
export function conditionalRulesOf(sheet: unknown): ConditionalRuleLike[] {
  const withRules = sheet as { getConditionalFormatRules?: () => ConditionalRuleLike[] } | null;
  const rules = typeof withRules?.getConditionalFormatRules === 'function' ? withRules.getConditionalFormatRules() : [];
  // Rules the offline model cannot test (no matches()) colour nothing here.
  return rules.filter((rule) => typeof (rule as Partial<ConditionalRuleLike> | null)?.matches === 'function');
}

/** "r:c" (0-based, of `display`) → background of the first rule that matches the cell, as in Sheets. */
export function conditionalBackgrounds(rules: ConditionalRuleLike[], display: string[][]): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    const colour = rule.getBooleanCondition()?.getBackgroundObject()?.asRgbColor().asHexString();
    if (!colour) continue;
    for (const range of rule.getRanges()) {
      const lastRow = Math.min(display.length, range.getRow() + range.getNumRows() - 1);
      for (let r = range.getRow() - 1; r < lastRow; r++) {
        const line = display[r] ?? [];
        const lastColumn = Math.min(line.length, range.getColumn() + range.getNumColumns() - 1);
        for (let c = range.getColumn() - 1; c < lastColumn; c++) {
          const key = `${r}:${c}`;
          if (!out.has(key) && rule.matches(line[c])) out.set(key, colour);
        }
      }
    }
  }
  return out;
}
