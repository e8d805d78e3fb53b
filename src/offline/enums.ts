/**
 * Apps Script enums. At run time their members print as their names
 * (`String(SpreadsheetApp.ProtectionType.RANGE) === 'RANGE'`), so strings stand in for them.
 */
function stringEnum<const T extends readonly string[]>(names: T): { readonly [K in T[number]]: K } {
  return Object.freeze(Object.fromEntries(names.map((n) => [n, n]))) as { readonly [K in T[number]]: K };
}

export const ProtectionType = stringEnum(['RANGE', 'SHEET']);
export type ProtectionTypeName = keyof typeof ProtectionType;

export const DataValidationCriteria = stringEnum([
  'DATE_AFTER',
  'DATE_BEFORE',
  'DATE_BETWEEN',
  'DATE_EQUAL_TO',
  'DATE_IS_VALID_DATE',
  'DATE_NOT_BETWEEN',
  'DATE_ON_OR_AFTER',
  'DATE_ON_OR_BEFORE',
  'NUMBER_BETWEEN',
  'NUMBER_EQUAL_TO',
  'NUMBER_GREATER_THAN',
  'NUMBER_GREATER_THAN_OR_EQUAL_TO',
  'NUMBER_LESS_THAN',
  'NUMBER_LESS_THAN_OR_EQUAL_TO',
  'NUMBER_NOT_BETWEEN',
  'NUMBER_NOT_EQUAL_TO',
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_EQUAL_TO',
  'TEXT_IS_VALID_EMAIL',
  'TEXT_IS_VALID_URL',
  'VALUE_IN_LIST',
  'VALUE_IN_RANGE',
  'CUSTOM_FORMULA',
  'CHECKBOX',
]);
export type DataValidationCriteriaName = keyof typeof DataValidationCriteria;

export const Button = stringEnum(['CLOSE', 'OK', 'CANCEL', 'YES', 'NO']);
export type ButtonName = keyof typeof Button;

export const ButtonSet = stringEnum(['OK', 'OK_CANCEL', 'YES_NO', 'YES_NO_CANCEL']);
export type ButtonSetName = keyof typeof ButtonSet;

export const SandboxMode = stringEnum(['EMULATED', 'IFRAME', 'NATIVE']);
export const XFrameOptionsMode = stringEnum(['ALLOWALL', 'DEFAULT']);
export const AuthMode = stringEnum(['NONE', 'CUSTOM_FUNCTION', 'LIMITED', 'FULL']);
export const AuthorizationStatus = stringEnum(['REQUIRED', 'NOT_REQUIRED']);
export const BorderStyle = stringEnum(['DOTTED', 'DASHED', 'SOLID', 'SOLID_MEDIUM', 'SOLID_THICK', 'DOUBLE']);
export const WrapStrategy = stringEnum(['WRAP', 'OVERFLOW', 'CLIP']);

/** The built-in criteria of conditional format rules that the offline twin evaluates (text ones). */
export const BooleanCriteria = stringEnum([
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_STARTS_WITH',
  'TEXT_ENDS_WITH',
  'TEXT_EQUAL_TO',
  'CUSTOM_FORMULA',
]);
export type BooleanCriteriaName = keyof typeof BooleanCriteria;
