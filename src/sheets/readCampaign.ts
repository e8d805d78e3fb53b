import { RuleError } from '../rules/ruleError';
import { CellMatrix } from '../rules/cells/cellValue';
import { CampaignTables, FIELDS_SPEC, hasMapRows } from '../rules/campaign';
import { ARMIES_SHEET, BATTLES_SHEET, BOOKINGS_SHEET, PLAYERS_SHEET, SheetLayout } from './campaignLayout';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { battleCheckColumnOf } from './battleCheckColumn';
import { isBlank } from '../rules/cells/cellValue';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** One input sheet as read: the sheet, and all its cells including the header row. */
export interface SheetData {
  sheet: GoogleAppsScript.Spreadsheet.Sheet;
  values: CellMatrix;
  /** Schlachten: its Prüfung column (1-based), which the read leaves out; 0 if there is none. */
  checkColumn?: number;
}

export interface CampaignData {
  armies: SheetData;
  players: SheetData;
  battles: SheetData;
  bookings: SheetData;
  /** The map; absent when the workbook has no Felder sheet (a campaign without a map). */
  fields?: SheetData;
}

/** Reads the four input sheets and Felder if there is one, each with one call (getSheetValues). */
export function readCampaign(spreadsheet: Spreadsheet): CampaignData {
  const campaign: CampaignData = {
    armies: readSheet(spreadsheet, ARMIES_SHEET),
    players: readSheet(spreadsheet, PLAYERS_SHEET),
    battles: readBattles(spreadsheet),
    bookings: readSheet(spreadsheet, BOOKINGS_SHEET),
  };
  const fields = spreadsheet.getSheetByName(FIELDS_SPEC.sheet);
  if (fields) campaign.fields = { sheet: fields, values: allValues(fields) };
  return campaign;
}

/** The values as the replay takes them; with the map when there is one. */
export function campaignTables(campaign: CampaignData): CampaignTables {
  const tables: CampaignTables = {
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: campaign.battles.values,
    bookings: campaign.bookings.values,
  };
  if (campaign.fields && hasMapRows(campaign.fields.values)) tables.fields = campaign.fields.values;
  return tables;
}

function readSheet(spreadsheet: Spreadsheet, layout: SheetLayout): SheetData {
  const sheet = sheetOf(spreadsheet, layout);
  return { sheet, values: allValues(sheet) };
}

/** Every cell through the last row and column with content, header included, in one call. */
function allValues(sheet: GoogleAppsScript.Spreadsheet.Sheet): CellMatrix {
  return sheet.getSheetValues(1, 1, -1, -1);
}

function sheetOf(spreadsheet: Spreadsheet, layout: SheetLayout): GoogleAppsScript.Spreadsheet.Sheet {
  const sheet = spreadsheet.getSheetByName(layout.name);
  if (!sheet) {
    throw new RuleError(`Das Blatt „${layout.name}“ fehlt. Bitte zuerst ${menuPath(SETUP_CAPTION)} ausführen.`);
  }
  return sheet;
}

/**
 * Schlachten without its Prüfung column: the header row, then the columns left of Prüfung
 * (all, without one); rows after the last non-blank one are left out. Prüfung shows what
 * Auswertung computed: a script's inputs never depend on it, and reading only the inputs never
 * waits for the campaign formulas to recalculate after the last save (issue 24).
 */
function readBattles(spreadsheet: Spreadsheet): SheetData {
  const sheet = sheetOf(spreadsheet, BATTLES_SHEET);
  const header = sheet.getSheetValues(1, 1, 1, -1)[0] ?? [];
  const checkColumn = battleCheckColumnOf(header);
  const values = checkColumn <= 1 ? allValues(sheet) : sheet.getSheetValues(1, 1, -1, checkColumn - 1);
  let end = values.length;
  while (end > 1 && values[end - 1].every(isBlank)) end--;
  if (end < values.length) values.length = end;
  return { sheet, values, checkColumn };
}
