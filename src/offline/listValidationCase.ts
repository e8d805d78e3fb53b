/**
 * What Google leaves open about a strict dropdown — requireValueInList or requireValueInRange with
 * setAllowInvalid(false), „Eingabe ablehnen“ — and an entry that differs from a listed value only
 * in case („Nein“ where the list says „nein“). The twin offers each plausible answer (dataValidation.ts);
 * the add-on must be right under all of them: write the list's own spelling, read any case.
 *
 * Google says only: requireValueInList "Sets the data validation rule to require that the input is
 * equal to one of the given values" (https://developers.google.com/apps-script/reference/spreadsheet/data-validation-builder#requireValueInList(String));
 * the Sheets API's ONE_OF_LIST: "The cell's value must be in the list of condition values"
 * (https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets/other#ConditionType);
 * the help page for dropdowns (https://support.google.com/docs/answer/186103) says invalid data is
 * rejected or warned about — none of them says whether „equal“ heeds case. Sheets' own `=` ignores
 * case (EXACT is the case-sensitive test, https://support.google.com/docs/answer/3093251), Excel's
 * list validation is reported to heed case for a typed list and ignore it for a range
 * (https://github.com/OfficeDev/office-js/issues/972). Whether a script's setValue is judged like
 * typed input is not said either. Open, as `typed` and `script`:
 * - `exact` — only the list's spelling passes (the twin's answer before this switch);
 * - `ignoreCase` — „Nein“ passes for „nein“ and is kept as entered.
 */
export type ListCase = 'exact' | 'ignoreCase';

export interface ListCaseBehaviour {
  /** Typed or pasted into the grid (the preview's input, OfflineAddon.edit). */
  typed: ListCase;
  /** Written by a script: setValue(s), setFormula(s), copyTo. */
  script: ListCase;
}

/**
 * For tests that must hold under each answer, by name (the KRIEGSRAT_LIST_CASE switch of the test
 * suites): all exact, all ignoring case, and the grid ignoring case where a script's write does not
 * (the dropdown's chip matches what is typed; the API checks the value as given).
 */
export const LIST_CASE_BEHAVIOURS = {
  exact: { typed: 'exact', script: 'exact' },
  ignoreCase: { typed: 'ignoreCase', script: 'ignoreCase' },
  typedIgnoresCase: { typed: 'ignoreCase', script: 'exact' },
} as const satisfies Readonly<Record<string, ListCaseBehaviour>>;

/** The default: exact — nobody reports otherwise, and it is the stricter answer for what the add-on writes. */
export const REPORTED_LIST_CASE: ListCaseBehaviour = LIST_CASE_BEHAVIOURS.exact;
