import { CellMatrix } from '../rules/cells/cellValue';
import { SETTINGS_SPEC } from '../rules/campaign';
import { ATTACKS_SPEC } from '../rules/rounds';

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

export function readRoundSheets(spreadsheet: Spreadsheet): RoundSheets {
  const settingsSheet = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
  const attacksSheet = spreadsheet.getSheetByName(ATTACKS_SPEC.sheet);
  return {
    settings: settingsSheet ? settingsSheet.getDataRange().getValues() : null,
    attacks: attacksSheet ? attacksSheet.getSheetValues(1, 1, -1, -1) : null,
    attacksSheet,
    settingsSheet,
  };
}
