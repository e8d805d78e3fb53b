import type { ColumnRule } from './campaignLayout';

type WholeNumberRule = Extract<ColumnRule, { kind: 'wholeNumber' }>;

/**
 * The custom-formula rule setup put on a whole-number column before it used built-in criteria
 * only (`=AND(ISNUMBER(J2),J2=INT(J2),…)`). Google does not document the locale such a
 * formula is read in, so setup replaces exactly this rule — and no organiser's own rule.
 */
export function legacyWholeNumberFormula(letter: string, rule: WholeNumberRule): string {
  const cell = `${letter}2`;
  const conditions = [`ISNUMBER(${cell})`, `${cell}=INT(${cell})`];
  if (rule.min !== undefined) conditions.push(`${cell}>=${rule.min}`);
  if (rule.max !== undefined) conditions.push(`${cell}<=${rule.max}`);
  if (rule.step) conditions.push(`MOD(${cell},${rule.step})=0`);
  return `=AND(${conditions.join(',')})`;
}

/** Whether `validation` is the rule an earlier setup put on this whole-number column. */
export function isLegacyWholeNumberRule(
  validation: GoogleAppsScript.Spreadsheet.DataValidation,
  letter: string,
  rule: WholeNumberRule,
): boolean {
  if (String(validation.getCriteriaType()) !== 'CUSTOM_FORMULA') return false;
  const [formula] = validation.getCriteriaValues();
  if (typeof formula !== 'string') return false;
  const typed = formula.replace(/\s+/g, '').toUpperCase();
  // Earlier setups had no upper limit where the field registry now has one (Siegpunkte ≤ 999).
  return (
    typed === legacyWholeNumberFormula(letter, rule) || typed === legacyWholeNumberFormula(letter, { ...rule, max: undefined })
  );
}
