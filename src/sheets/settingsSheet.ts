import {
  CONFIRMATION_SETTING,
  confirmationRequired,
  normaliseHeader,
  RECALC_SETTING,
  SAVE_MARK_SETTING,
  SETTINGS_SPEC,
} from '../rules/campaign';
import { parseText } from '../rules/cells/parseCell';
import { nameKey } from '../rules/campaign/names';
import { ATTACKS_SETTING, PHASE_SETTING } from '../rules/rounds';
import { NOTIFY_SETTINGS } from '../rules/notify/notifySettings';
import { claimRecalcValue } from './recalcArgument';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * The Einstellungen sheet (C7): the organiser's choices, visible and changeable in the
 * workbook. Setup creates it or adds a missing setting's row below the last one; a value the
 * organiser set is never touched.
 */
const SETTINGS: { name: string; default: string | number; existing?: string; note: string; values?: string[] }[] = [
  CONFIRMATION_SETTING,
  RECALC_SETTING,
  PHASE_SETTING,
  ATTACKS_SETTING,
  // N2b, N3, N4: Chat-Webhook, Erinnerung nach Stunden, Automatisch bestätigen nach Tagen.
  ...NOTIFY_SETTINGS,
  SAVE_MARK_SETTING,
];
const HEADERS = [SETTINGS_SPEC.columns.name.header, SETTINGS_SPEC.columns.value.header];

/** C7 as the server reads it when a player reports: one read of the sheet; ja without one. */
export function readConfirmationRequired(spreadsheet: Spreadsheet): boolean {
  const sheet = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
  return confirmationRequired(sheet ? sheet.getDataRange().getValues() : null);
}

/** The parts of setup's report this step adds to. */
interface SettingsReport {
  createdSheets: string[];
  addedSettings: string[];
  conflicts: string[];
}

/**
 * Setup: a new sheet gets the header and each setting with its default (a blank one leaves the cell
 * empty), a note, and for a choice a list validation (ja, nein; strict: only the organiser types
 * here, setup writes a listed value).
 * An existing sheet gets only the settings it lacks; one without our two headers is reported.
 */
export function placeSettingsSheet(spreadsheet: Spreadsheet, headerBackground: string, report: SettingsReport): void {
  let sheet = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
  let values: unknown[][];
  const created = !sheet;
  if (!sheet) {
    sheet = spreadsheet.insertSheet(SETTINGS_SPEC.sheet);
    report.createdSheets.push(SETTINGS_SPEC.sheet);
    sheet.getRange(1, 1, 1, HEADERS.length).setValues([HEADERS]).setFontWeight('bold').setBackground(headerBackground);
    sheet.setFrozenRows(1);
    sheet.setColumnWidth(1, 260);
    sheet.setColumnWidth(2, 120);
    values = [HEADERS];
  } else {
    values = sheet.getDataRange().getValues();
  }
  const header = (values[0] ?? []).map(normaliseHeader);
  const nameColumn = header.indexOf(normaliseHeader(HEADERS[0]));
  const valueColumn = header.indexOf(normaliseHeader(HEADERS[1]));
  if (nameColumn < 0 || valueColumn < 0) {
    report.conflicts.push(
      `im Blatt ${SETTINGS_SPEC.sheet} fehlen die Spalten ${HEADERS.join(' und ')} – keine Einstellung ergänzt`,
    );
    return;
  }
  const present = new Set(values.slice(1).map((row) => nameKey(parseText(row[nameColumn] as never))));
  let next = Math.max(values.length, 1) + 1;
  for (const setting of SETTINGS) {
    if (present.has(nameKey(setting.name))) continue;
    sheet
      .getRange(next, nameColumn + 1)
      .setValue(setting.name)
      .setNote(setting.note);
    const value = sheet.getRange(next, valueColumn + 1);
    // A1: a new sheet gets the default, an existing campaign the value that keeps it as it was.
    // The Rechenstand laid out (again): never a value it had before, the highest is recorded (claimRecalcValue).
    const initial =
      setting === RECALC_SETTING
        ? claimRecalcValue(RECALC_SETTING.default)
        : created
          ? setting.default
          : (setting.existing ?? setting.default);
    // Blank (Chat-Webhook, Automatisch bestätigen): the row alone says the setting exists; no write.
    if (initial !== '') value.setValue(initial);
    if (setting.values) {
      value.setDataValidation(
        SpreadsheetApp.newDataValidation()
          .requireValueInList(setting.values, true)
          .setAllowInvalid(false)
          .setHelpText(`${setting.name}: ${setting.values.join(' oder ')}.`)
          .build(),
      );
    }
    report.addedSettings.push(initial === '' ? setting.name : `${setting.name}: ${initial}`);
    next++;
  }
}
