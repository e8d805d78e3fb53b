import { nameKey, SETTINGS_SPEC } from '../rules/campaign';
import { parseText } from '../rules/cells/parseCell';
import { CellValue } from '../rules/cells/cellValue';
import { Phase, PHASE_SETTING } from '../rules/rounds';
import { rowsWrite } from '../sheets/rowsWrite';
import { OpenCampaign, SheetWrite } from './submission';

/**
 * R2: the write that sets Einstellungen's Phase: its value in the row `Phase`, or a new row
 * below the last setting when the sheet lacks it. Null when there is no Einstellungen sheet (or
 * it lacks its columns): the phase then stays Schlachten, as for every campaign before R2.
 */
export function phaseWrite(campaign: OpenCampaign, phase: Phase): SheetWrite | null {
  const values = campaign.values('settings');
  const header = values[0] ?? [];
  const name = header.findIndex((h) => nameKey(parseText(h as CellValue)) === nameKey(SETTINGS_SPEC.columns.name.header));
  const value = header.findIndex((h) => nameKey(parseText(h as CellValue)) === nameKey(SETTINGS_SPEC.columns.value.header));
  if (name < 0 || value < 0) return null;
  const at = values.findIndex((row, i) => i > 0 && nameKey(parseText(row[name])) === nameKey(PHASE_SETTING.name));
  const valueHeader = SETTINGS_SPEC.columns.value.header;
  if (at > 0) {
    if (nameKey(parseText(values[at][value])) === nameKey(phase)) return null;
    return {
      sheet: 'settings',
      row: at + 1,
      rows: rowsWrite(SETTINGS_SPEC.sheet, header, [valueHeader], [{ [valueHeader]: phase }]),
    };
  }
  const nameHeader = SETTINGS_SPEC.columns.name.header;
  const write = rowsWrite(
    SETTINGS_SPEC.sheet,
    header,
    [nameHeader, valueHeader],
    [{ [nameHeader]: PHASE_SETTING.name, [valueHeader]: phase }],
  );
  return { sheet: 'settings', row: campaign.nextRow('settings', write), rows: write };
}
