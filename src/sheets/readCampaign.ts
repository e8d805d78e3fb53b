import { RuleError } from '../rules/ruleError';
import { CellMatrix } from '../rules/cells/cellValue';
import { ARMIES_SHEET, BATTLES_SHEET, BOOKINGS_SHEET, PLAYERS_SHEET, SheetLayout } from './campaignLayout';
import { menuPath, SETUP_CAPTION } from './menuPath';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** One input sheet as read: the sheet, and all its cells including the header row. */
export interface SheetData {
  sheet: GoogleAppsScript.Spreadsheet.Sheet;
  values: CellMatrix;
}

export interface CampaignData {
  armies: SheetData;
  players: SheetData;
  battles: SheetData;
  bookings: SheetData;
}

/** Reads the four input sheets, each with one getValues call. */
export function readCampaign(spreadsheet: Spreadsheet): CampaignData {
  return {
    armies: readSheet(spreadsheet, ARMIES_SHEET),
    players: readSheet(spreadsheet, PLAYERS_SHEET),
    battles: readSheet(spreadsheet, BATTLES_SHEET),
    bookings: readSheet(spreadsheet, BOOKINGS_SHEET),
  };
}

function readSheet(spreadsheet: Spreadsheet, layout: SheetLayout): SheetData {
  const sheet = spreadsheet.getSheetByName(layout.name);
  if (!sheet) {
    throw new RuleError(
      `Das Blatt „${layout.name}“ fehlt. Bitte zuerst ${menuPath(SETUP_CAPTION)} ausführen.`,
    );
  }
  return { sheet, values: sheet.getDataRange().getValues() };
}
