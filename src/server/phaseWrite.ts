import { nameKey, SETTINGS_SPEC } from '../rules/campaign';
import { parseText } from '../rules/cells/parseCell';
import { CellMatrix, CellValue } from '../rules/cells/cellValue';
import { Phase, PHASE_ORDERS, PHASE_SETTING } from '../rules/rounds';
import { menuPath, SETUP_CAPTION } from '../sheets/menuPath';
import { rowsWrite } from '../sheets/rowsWrite';
import { OpenCampaign, RowsCheck, SheetWrite } from './submission';

/** What setting Einstellungen's Phase takes: the write, if any, and the cells its decision rests on. */
export interface PhaseChange {
  /** Null: the phase is already so (or there is no Einstellungen sheet to hold it). */
  write: SheetWrite | null;
  /** The Phase row as read, when it is already so: checked like a write (the read may be older, submission.ts). */
  checks: RowsCheck[];
  /** No Einstellungen sheet with its two columns holds a Phase: it counts as Schlachten (R2) — the organiser is told (PHASE_UNHELD). */
  unheld?: true;
}

/**
 * What the organiser is told when a round begins but no Einstellungen sheet can hold its Phase
 * (renamed, or a header retyped): it stays Schlachten, and running the menu again would not set it.
 */
export const PHASE_UNHELD =
  `Phase: bleibt ${PHASE_SETTING.default} – es gibt kein Blatt „${SETTINGS_SPEC.sheet}“ mit den Spalten ` +
  `„${SETTINGS_SPEC.columns.name.header}“ und „${SETTINGS_SPEC.columns.value.header}“ (umbenannt?). Bitte wieder so nennen ` +
  `und in der Zeile „${PHASE_SETTING.name}“ „${PHASE_ORDERS}“ eintragen; fehlt das Blatt, legt ${menuPath(SETUP_CAPTION)} es an.`;

/** Einstellungen's name and value columns (0-based) and the index of its Phase row (-1: none); null without those columns. */
function phaseRow(values: CellMatrix): { name: number; value: number; at: number } | null {
  const header = values[0] ?? [];
  const name = header.findIndex((h) => nameKey(parseText(h as CellValue)) === nameKey(SETTINGS_SPEC.columns.name.header));
  const value = header.findIndex((h) => nameKey(parseText(h as CellValue)) === nameKey(SETTINGS_SPEC.columns.value.header));
  if (name < 0 || value < 0) return null;
  const at = values.findIndex((row, i) => i > 0 && nameKey(parseText(row[name])) === nameKey(PHASE_SETTING.name));
  return { name, value, at };
}

/**
 * R2: the write that sets Einstellungen's Phase: its value in the row `Phase` (that row's name
 * checked with it: the row may have moved), or a new row below the last setting when the sheet
 * lacks it. No write when there is no Einstellungen sheet (or it lacks its columns): the phase
 * then stays Schlachten, as for every campaign before R2.
 */
export function phaseWrite(campaign: OpenCampaign, phase: Phase): PhaseChange {
  const values = campaign.values('settings');
  const header = values[0] ?? [];
  const found = phaseRow(values);
  if (!found) return { write: null, checks: [], unheld: true };
  const { name, value, at } = found;
  const valueHeader = SETTINGS_SPEC.columns.value.header;
  if (at > 0) {
    if (nameKey(parseText(values[at][value])) === nameKey(phase)) {
      return { write: null, checks: [{ sheet: 'settings', row: at + 1, numRows: 1, columns: [name, value] }] };
    }
    const write = rowsWrite(SETTINGS_SPEC.sheet, header, [valueHeader], [{ [valueHeader]: phase }]);
    return { write: { sheet: 'settings', row: at + 1, rows: write, basis: [name] }, checks: [] };
  }
  const nameHeader = SETTINGS_SPEC.columns.name.header;
  const write = rowsWrite(
    SETTINGS_SPEC.sheet,
    header,
    [nameHeader, valueHeader],
    [{ [nameHeader]: PHASE_SETTING.name, [valueHeader]: phase }],
  );
  return { write: { sheet: 'settings', row: campaign.nextRow('settings', write), rows: write }, checks: [] };
}
