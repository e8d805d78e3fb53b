import { CellMatrix } from '../rules/cells/cellValue';
import { CAMPAIGN_SHEETS, CampaignData, readCampaign } from './readCampaign';
import { readRoundSheets, ROUND_SHEETS, RoundSheets } from './roundSheets';
import { NamedCells, readSheetsByApi } from './sheetsApiRead';
import { seesLastSave } from './saveMark';
import { SETTINGS_SPEC } from '../rules/campaign';
import { ATTACKS_SPEC } from '../rules/rounds';
import { ATTACKS_CHECK_COLUMN } from './campaignLayout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A sheet a page reads besides the campaign's: its name, and its columns (0-based) that hold dates. */
export interface ExtraSheet {
  name: string;
  dateColumns?: readonly number[];
}

/** The campaign's sheets as one read found them; what is not read yet is read on first use. */
export interface CampaignRead {
  data: CampaignData;
  /** Whether the Sheets API answered (its state may be older than the last save's, sheetsApiRead.ts). */
  byApi: boolean;
  /** The spreadsheet's time zone: from the API read, else asked once. */
  timeZone(): string;
  /** Einstellungen and Angriffe: from the API read, else read once on first use. */
  roundSheets(): RoundSheets;
  /**
   * One of the `extra` sheets as the API read it (every cell through its last row and column with
   * content, header first), null when the workbook has none; undefined when the API did not read
   * (the caller reads it through SpreadsheetApp, as it would without this reader).
   */
  extra(name: string): CellMatrix | null | undefined;
  /**
   * Where the named range `name` was when the API read (null: no such name then); undefined when
   * the API did not read.
   */
  namedRange(name: string): NamedCells | null | undefined;
}

/**
 * Reads the campaign once, for a submission and for a page alike (issue 24): the input sheets,
 * the map and the round sheets — and the `extra` sheets a page shows (e.g. Benachrichtigungen for
 * Neuigkeiten) — in one Sheets API read of three calls at any size (sheetsApiRead.ts); without
 * the service, when it fails, or when its Speicherstand shows it missed a save (saveMark.ts),
 * the input sheets through SpreadsheetApp sheet by sheet (the same values, more calls), the rest
 * when first used.
 */
export function readCampaignSheets(
  spreadsheet: Spreadsheet,
  extra: readonly ExtraSheet[] = [],
  /** False: through SpreadsheetApp only (a submission's second read, when the first seemed stale). */
  byApi = true,
): CampaignRead {
  const read = byApi
    ? readSheetsByApi(
        spreadsheet,
        CAMPAIGN_SHEETS.battles,
        CAMPAIGN_SHEETS.required,
        [...CAMPAIGN_SHEETS.optional, ...ROUND_SHEETS, ...extra.map((e) => e.name)],
        new Map(extra.map((e) => [e.name, e.dateColumns ?? []])),
        new Map([[ATTACKS_SPEC.sheet, ATTACKS_CHECK_COLUMN.inputsName]]),
      )
    : null;
  // A read that missed a save would show the state before it (a player's own report missing) or plan on it.
  const api = read && seesLastSave(read.values.get(SETTINGS_SPEC.sheet) ?? null) ? read : null;
  if (read && !api) console.warn('The Sheets API read missed the last save; reading through SpreadsheetApp.');
  let zone: string | undefined = api?.timeZone;
  let rounds: RoundSheets | undefined;
  return {
    data: readCampaign(spreadsheet, api),
    byApi: api !== null,
    timeZone: () => (zone ??= spreadsheet.getSpreadsheetTimeZone()),
    roundSheets: () => (rounds ??= readRoundSheets(spreadsheet, api)),
    extra: (name) => (api && extra.some((e) => e.name === name) ? (api.values.get(name) ?? null) : undefined),
    namedRange: (name) => (api ? (api.namedRanges.get(name.toLowerCase()) ?? null) : undefined),
  };
}
