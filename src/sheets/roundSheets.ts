import { CellMatrix } from '../rules/cells/cellValue';
import { datesInDateColumns, lazyDateReader } from './dateColumns';
import { SETTINGS_SPEC } from '../rules/campaign';
import { ATTACKS_SPEC } from '../rules/rounds';
import type { ApiRead } from './sheetsApiRead';
import { attacksFormulaIndex } from './attacksCheckColumn';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Einstellungen and Angriffe as the round rules read them (R2, A1, A2): each sheet once; null without it. */
export interface RoundSheets {
  settings: CellMatrix | null;
  attacks: CellMatrix | null;
  /** The Angriffe sheet itself, for writing a declaration; null without it. */
  attacksSheet: Sheet | null;
  settingsSheet: Sheet | null;
}

/** The round sheets' names, for a read through the Sheets API (both optional). */
export const ROUND_SHEETS = [SETTINGS_SPEC.sheet, ATTACKS_SPEC.sheet];

/** From `api` when the Sheets API read them (a sheet looked up only when written to), else two calls each. */
export function readRoundSheets(spreadsheet: Spreadsheet, api: ApiRead | null = null): RoundSheets {
  if (api) {
    const lazy = (name: string) => {
      let sheet: Sheet | null | undefined;
      return () => (sheet ??= api.values.has(name) ? spreadsheet.getSheetByName(name) : null);
    };
    const settingsSheet = lazy(SETTINGS_SPEC.sheet);
    const attacksSheet = lazy(ATTACKS_SPEC.sheet);
    return {
      settings: api.values.get(SETTINGS_SPEC.sheet) ?? null,
      attacks: api.values.get(ATTACKS_SPEC.sheet) ?? null,
      get attacksSheet() {
        return attacksSheet();
      },
      get settingsSheet() {
        return settingsSheet();
      },
    };
  }
  const settingsSheet = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
  const attacksSheet = spreadsheet.getSheetByName(ATTACKS_SPEC.sheet);
  // As the API read gives them: a number in a date column is the date it stands for.
  const dateOf = lazyDateReader(spreadsheet);
  return {
    settings: settingsSheet ? datesInDateColumns(settingsSheet.getDataRange().getValues(), dateOf) : null,
    attacks: attacksSheet ? datesInDateColumns(attacksInputs(attacksSheet), dateOf) : null,
    attacksSheet,
    settingsSheet,
  };
}

/**
 * Angriffe left of its Prüfung formula (KAMPAGNE_ANGRIFFE in the header row, found among row 1's
 * formulas, which need no recalculation), else the whole sheet: a read of the formula's cells would
 * wait for every pending KAMPAGNE_… formula (sheetsApiRead.ts reads by the inputs' name instead).
 */
function attacksInputs(sheet: Sheet): CellMatrix {
  const check = attacksFormulaIndex(sheet);
  return sheet.getSheetValues(1, 1, -1, check > 0 ? check : -1);
}
