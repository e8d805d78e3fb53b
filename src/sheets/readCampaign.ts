import { SetupError } from '../rules/setupError';
import { CellMatrix } from '../rules/cells/cellValue';
import { CampaignTables, FIELDS_SPEC, hasMapRows } from '../rules/campaign';
import { ARMIES_SHEET, BATTLES_SHEET, BOOKINGS_SHEET, PLAYERS_SHEET, SheetLayout } from './campaignLayout';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { battleCheckColumnOf } from './battleCheckColumn';
import { isBlank } from '../rules/cells/cellValue';
import type { ApiRead } from './sheetsApiRead';
import { datesInDateColumns, lazyDateReader } from './dateColumns';

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

/**
 * The four input sheets and Felder if there is one: from `api` when the Sheets API read them
 * (then a sheet is looked up only when something uses it, e.g. to write), else each with one
 * call (getSheetValues).
 */
export function readCampaign(spreadsheet: Spreadsheet, api: ApiRead | null = null): CampaignData {
  if (api) return fromApi(spreadsheet, api);
  const campaign: CampaignData = {
    armies: readSheet(spreadsheet, ARMIES_SHEET),
    players: readSheet(spreadsheet, PLAYERS_SHEET),
    battles: readBattles(spreadsheet),
    bookings: readSheet(spreadsheet, BOOKINGS_SHEET),
  };
  const fields = spreadsheet.getSheetByName(FIELDS_SPEC.sheet);
  if (fields) campaign.fields = { sheet: fields, values: allValues(fields) };
  // As the API read gives them: a number in a date column is the date it stands for.
  const dateOf = lazyDateReader(spreadsheet);
  for (const data of [campaign.armies, campaign.players, campaign.battles, campaign.bookings, campaign.fields])
    if (data) datesInDateColumns(data.values, dateOf);
  return campaign;
}

function fromApi(spreadsheet: Spreadsheet, api: ApiRead): CampaignData {
  const read = (name: string, values: CellMatrix, checkColumn?: number): SheetData => {
    let sheet: GoogleAppsScript.Spreadsheet.Sheet | undefined;
    const data: SheetData = {
      get sheet() {
        return (sheet ??= sheetNamed(spreadsheet, name));
      },
      values,
    };
    if (checkColumn !== undefined) data.checkColumn = checkColumn;
    return data;
  };
  const valuesOf = (name: string) => api.values.get(name) ?? [];
  const campaign: CampaignData = {
    armies: read(ARMIES_SHEET.name, valuesOf(ARMIES_SHEET.name)),
    players: read(PLAYERS_SHEET.name, valuesOf(PLAYERS_SHEET.name)),
    battles: read(BATTLES_SHEET.name, api.battles.values, api.battles.checkColumn),
    bookings: read(BOOKINGS_SHEET.name, valuesOf(BOOKINGS_SHEET.name)),
  };
  const fields = api.values.get(FIELDS_SPEC.sheet);
  if (fields) campaign.fields = read(FIELDS_SPEC.sheet, fields);
  return campaign;
}

/** The sheets readCampaign reads, by name: the battles sheet, the other required ones, the optional map. */
export const CAMPAIGN_SHEETS = {
  battles: BATTLES_SHEET.name,
  required: [ARMIES_SHEET.name, PLAYERS_SHEET.name, BOOKINGS_SHEET.name],
  optional: [FIELDS_SPEC.sheet],
};

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

/**
 * Spieler alone, as readCampaign reads it (getSheetByName and one getSheetValues): for what needs
 * only the players (Spielerlinks, the Benachrichtigungen menu) — fewer calls than the one Sheets
 * API read of the whole campaign (four), and no battles carried at any size.
 */
export function readPlayersSheet(spreadsheet: Spreadsheet): SheetData {
  const players = readSheet(spreadsheet, PLAYERS_SHEET);
  datesInDateColumns(players.values, lazyDateReader(spreadsheet));
  return players;
}

/**
 * Schlachten (left of Prüfung), Buchungen and Armeen alone, through SpreadsheetApp, as
 * readCampaign reads them: always the saved state, for a question whose blank answer is written
 * (Neue Runde beginnen proposes the round after the organiser's highest, R1: its Schlachten rows
 * count with two armies of Armeen) — the Sheets API might not see the last save yet
 * (sheetsApiRead.ts). Seven calls at any size.
 */
export function readRoundLog(spreadsheet: Spreadsheet): Pick<CampaignData, 'battles' | 'bookings' | 'armies'> {
  const log = {
    battles: readBattles(spreadsheet),
    bookings: readSheet(spreadsheet, BOOKINGS_SHEET),
    armies: readSheet(spreadsheet, ARMIES_SHEET),
  };
  const dateOf = lazyDateReader(spreadsheet);
  for (const data of [log.battles, log.bookings]) datesInDateColumns(data.values, dateOf);
  return log;
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
  return sheetNamed(spreadsheet, layout.name);
}

function sheetNamed(spreadsheet: Spreadsheet, name: string): GoogleAppsScript.Spreadsheet.Sheet {
  const sheet = spreadsheet.getSheetByName(name);
  if (!sheet) {
    throw new SetupError(`Das Blatt „${name}“ fehlt. Bitte zuerst ${menuPath(SETUP_CAPTION)} ausführen.`);
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
