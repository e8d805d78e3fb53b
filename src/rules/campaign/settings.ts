import { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { FIELDS } from '../fields';
import { SheetSpec } from './columns';
import { nameKey } from './names';
import { cellOf, readTable } from './tables';

/**
 * The campaign's settings (docs/REGELN.md, C7): a small sheet the organiser sees and changes,
 * one setting per row — its name in Einstellung, its value in Wert. Read by the server when it
 * needs one; the replay never reads it.
 */
export const SETTINGS_SPEC = {
  sheet: 'Einstellungen',
  columns: {
    name: { field: 'setting', header: FIELDS.setting.header, required: true },
    value: { field: 'settingValue', header: FIELDS.settingValue.header, required: true },
  },
} satisfies SheetSpec<string>;

export const YES = 'ja';
export const NO = 'nein';

/** C7: whether a player's report waits for the opponent (ja) or counts at once (nein). */
export const CONFIRMATION_SETTING = {
  name: 'Bestätigung durch den Gegner',
  values: [YES, NO],
  default: YES,
  note: 'ja: eine Meldung eines Spielers zählt erst, wenn der Gegner sie bestätigt (Status „gemeldet“). nein: sie zählt sofort (Status „bestätigt“).',
};

/**
 * Not a choice but a counter: every KAMPAGNE_… formula setup places reads this cell as its last
 * argument, and „Neu berechnen“ counts it up — Sheets runs a custom function again only when an
 * argument changes (and is reported to cache results by arguments), so one write makes every
 * formula compute with the current code.
 */
export const RECALC_SETTING = {
  name: 'Rechenstand',
  default: 1,
  note: 'Zählt „Neu berechnen“ hoch; jede KAMPAGNE_…-Formel liest diese Zelle, damit Google Sheets sie neu berechnet. Bitte nicht löschen.',
};

/**
 * Not a choice but a counter: every save of Kriegsrat counts it up in the same write (saveMark.ts),
 * so a read can tell whether it sees the last save — Google does not say whether a Sheets API read
 * right after another execution's save does.
 */
export const SAVE_MARK_SETTING = {
  name: 'Speicherstand',
  // Blank: setup adds the row, and counting it (setup counts as a save) writes the first number.
  default: '',
  note: 'Zählt jede Speicherung von Kriegsrat hoch; daran erkennt Kriegsrat, ob ein Lesen die letzte Speicherung schon sieht. Bitte nicht ändern oder löschen.',
};

/**
 * C7 from the Einstellungen sheet (header row first): false only when the organiser chose
 * "nein" (matched like a name). A missing sheet, column, row or a blank value keeps the default
 * ja — the safe side: a report then waits for the opponent instead of counting unchecked.
 */
export function confirmationRequired(settings: CellMatrix | null): boolean {
  const value = settingValue(settings, CONFIRMATION_SETTING.name);
  return value === null || nameKey(value) !== NO;
}

/** The value of setting `name` as typed (trimmed); null without the sheet, its columns or the row. */
export function settingValue(settings: CellMatrix | null, name: string): string | null {
  if (!settings || settings.length === 0) return null;
  let table;
  try {
    table = readTable(settings, SETTINGS_SPEC);
  } catch {
    return null;
  }
  const key = nameKey(name);
  for (let row = 0; row < table.rows.length; row++) {
    if (nameKey(parseText(cellOf(table, row, 'name'))) === key) return parseText(cellOf(table, row, 'value')).trim();
  }
  return null;
}
