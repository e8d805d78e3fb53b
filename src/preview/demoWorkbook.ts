/**
 * The campaign a first `npm start` shows: the demo tables (src/demo) typed into the four input
 * sheets, then the add-on's own setupCampaign() — so formulas, validations and protections are
 * exactly what an organiser gets in Google Sheets.
 */
import { AddonHandle, loadAddon, LoadAddonOptions, OfflineSpreadsheet, SessionUser } from '../offline';
import { demoCampaign } from '../demo';
import { PAGE_KEY_CONTRACT } from '../shared/pageKey';
import {
  ARMIES_SPEC,
  BATTLES_SPEC,
  BOOKINGS_SPEC,
  CampaignTables,
  FIELDS_SPEC,
  PLAYERS_SPEC,
  SETTINGS_SPEC,
} from '../rules/campaign';
import { ATTACKS_SETTING } from '../rules/rounds';

export const DEMO_WORKBOOK_NAME = 'Kriegsrat-Demokampagne';

/**
 * A demo value as a user types it: the demo's dates are calendar days (UTC midnight), which a
 * German user enters as 21.11.2026 — written as a Date they would land at 01:00 Berlin time.
 */
function typed(value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
}

function writeTable(workbook: OfflineSpreadsheet, name: string, rows: unknown[][]): void {
  const sheet = workbook.getSheetByName(name) ?? workbook.insertSheet(name);
  const width = Math.max(...rows.map((r) => r.length));
  if (sheet.getMaxRows() < rows.length) sheet.insertRowsAfter(sheet.getMaxRows(), rows.length - sheet.getMaxRows());
  if (sheet.getMaxColumns() < width) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
  const values = rows.map((row) => Array.from({ length: width }, (_, i) => typed(row[i] ?? '')));
  sheet.getRange(1, 1, values.length, width).setValues(values);
}

/** The organiser the demo campaign is set up by (the guard runs setup only for a user with an address). */
export const DEMO_ORGANISER: SessionUser = { email: 'spielleitung@example.com' };

/** Fills a new workbook with `tables` and runs setupCampaign through the loaded add-on, as DEMO_ORGANISER unless told. */
export function createCampaignWorkbook(
  code: string,
  tables: CampaignTables,
  options: LoadAddonOptions & { name?: string } = {},
): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const sheets = [ARMIES_SPEC.sheet, PLAYERS_SPEC.sheet, BATTLES_SPEC.sheet, BOOKINGS_SPEC.sheet];
  const workbook = new OfflineSpreadsheet({ name: options.name ?? DEMO_WORKBOOK_NAME, sheets });
  writeTable(workbook, ARMIES_SPEC.sheet, tables.armies);
  writeTable(workbook, PLAYERS_SPEC.sheet, tables.players);
  writeTable(workbook, BATTLES_SPEC.sheet, tables.battles);
  writeTable(workbook, BOOKINGS_SPEC.sheet, tables.bookings);
  // The map columns are part of the tables (headers from the map specs); Felder is its own sheet.
  if (tables.fields) {
    writeTable(workbook, FIELDS_SPEC.sheet, tables.fields);
    // Like the other input sheets after setup: the header row stays in sight.
    workbook.getSheetByName(FIELDS_SPEC.sheet)!.setFrozenRows(1);
  }
  // The demo's history was played without attack declarations (A1): its Einstellungen say so,
  // as a campaign from before them; setup adds the other settings. Switch to ja to try them.
  const settings = workbook.insertSheet(SETTINGS_SPEC.sheet);
  writeTable(workbook, SETTINGS_SPEC.sheet, [
    [SETTINGS_SPEC.columns.name.header, SETTINGS_SPEC.columns.value.header],
    [ATTACKS_SETTING.name, ATTACKS_SETTING.existing],
  ]);
  settings.setFrozenRows(1);
  const addon = loadAddon(workbook, code, { user: DEMO_ORGANISER, pageKey: PAGE_KEY_CONTRACT, ...options });
  addon.run('setupCampaign');
  workbook.setActiveSheet(workbook.getSheetByName(BATTLES_SPEC.sheet)!);
  return { workbook, addon };
}

export function createDemoWorkbook(
  code: string,
  options: LoadAddonOptions = {},
): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  return createCampaignWorkbook(code, demoCampaign(), options);
}
