// The Speicherstand (issue 24) stays in its own cell when the organiser inserts rows into
// Einstellungen by hand. A save that consults no setting (the organiser's submitBattle, held at 12
// Sheets calls) does not read Einstellungen again before it counts; under 'stale' its Sheets API
// read may not have the inserted row yet. The count must still land in the Speicherstand's cell —
// never in the setting that moved into its old row.
import { OfflineSpreadsheet } from '../../src/offline';
import { SMALL_CAMPAIGN, valuesOf, workbookWith } from './campaignWorkbook';

const BATTLE = {
  runde: 1,
  datum: '2026-11-21',
  angreifer: 'Rote Faust',
  verteidiger: 'Eisenwölfe',
  mobilisierung: 250,
  skaliertAuf: 0,
  siegpunkteAngreifer: 30,
  siegpunkteVerteidiger: 20,
  aufgegeben: '',
  verlusteAngreifer: 300,
  verlusteVerteidiger: 700,
  mission: 'Vorposten halten',
  notiz: '',
  einreichungsId: 'id-1',
};
const OTHER = { ...BATTLE, angreifer: 'Grüne Flut', verteidiger: 'Rote Faust', mobilisierung: 0, einreichungsId: 'id-2' };

/** Einstellungen as name → value, the Speicherstand left out. */
function settingsOf(workbook: OfflineSpreadsheet): [unknown, unknown][] {
  return valuesOf(workbook, 'Einstellungen')
    .slice(1)
    .filter((row) => row[0] !== 'Speicherstand')
    .map((row) => [row[0], row[1]]);
}
const saveMark = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Einstellungen').find((row) => row[0] === 'Speicherstand')?.[1];

it('a row inserted above the Speicherstand by hand, then a battle under stale: no setting overwritten', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale' });
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
  // An execution that saves nothing: the next one's stale read sees the sheets after the save.
  addon.runFromClient('getBattleFormData');
  const settings = workbook.getSheetByName('Einstellungen')!;
  // Every row moves down one: the Speicherstand's old row now holds the setting above it.
  settings.insertRowBefore(2);
  const before = settingsOf(workbook);
  const count = saveMark(workbook);
  expect(addon.runFromClient('submitBattle', OTHER)).toMatchObject({ ok: true });
  expect(settingsOf(workbook)).toEqual(before);
  expect(saveMark(workbook)).toBe(Number(count) + 1);
});
