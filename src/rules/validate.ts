import { RuleError } from './ruleError';
import { formatNumber } from './format';
import { FIELDS, type FieldKey, type FieldSpec } from './fields';

/**
 * Checks that `value` is a whole number within [min, max] and returns it. `label` names the
 * quantity in German ("Verlustpunkte"), so the message tells the user which input is wrong;
 * `field` is the registry key of that input, when it is one.
 */
export function wholeNumber(value: number, label: string, min: number, max = Infinity, field?: FieldKey): number {
  if (!Number.isFinite(value)) {
    throw new RuleError(`${label} muss eine Zahl sein.`, field);
  }
  if (!Number.isInteger(value)) {
    throw new RuleError(`${label} ${formatNumber(value)} ist keine ganze Zahl; erlaubt sind ganze Zahlen.`, field);
  }
  if (value < min || value > max) {
    const allowed = max === Infinity ? `ab ${formatNumber(min)}` : `${formatNumber(min)} bis ${formatNumber(max)}`;
    throw new RuleError(`${label} ${formatNumber(value)} liegt außerhalb des erlaubten Bereichs (${allowed}).`, field);
  }
  return value;
}

/**
 * A whole number within the registry's limits of the input `field` (src/rules/fields.ts), as
 * the sheet's validation and the replay check it; `label` names it (default: its header).
 */
export function withinField(value: number, field: FieldKey, label?: string): number {
  const { header, min = -Infinity, max = Infinity } = FIELDS[field] as FieldSpec;
  return wholeNumber(value, label ?? header, min, max, field);
}
