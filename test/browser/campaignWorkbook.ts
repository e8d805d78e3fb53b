// An offline campaign workbook with the built Code.js loaded: the sidebar's real server.
import { PAGE_KEY_CONTRACT } from '../../src/shared/pageKey';
import { AddonHandle, loadAddon, OfflineSpreadsheet } from '../../src/offline';
import { readCodeJs } from '../support';

export const XSS = '<img src=x onerror=alert(1)>';
export const XSS_PLAYER = '<b>Carla</b>';

type Row = Record<string, string | number>;

/** Appends rows below the last one, each cell under the header that names it. */
export function appendRows(workbook: OfflineSpreadsheet, sheetName: string, rows: Row[]): void {
  const sheet = workbook.getSheetByName(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const values = rows.map((row) => headers.map((h) => row[h] ?? ''));
  sheet.getRange(sheet.getLastRow() + 1, 1, values.length, headers.length).setValues(values);
}

/** A sheet's rows as objects keyed by its header row. */
export function readRows(workbook: OfflineSpreadsheet, sheetName: string): Array<Record<string, unknown>> {
  const sheet = workbook.getSheetByName(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  const [headers, ...rows] = sheet.getDataRange().getValues();
  return rows
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row) => Object.fromEntries(headers.map((h, i) => [String(h), row[i]]).filter(([h]) => h !== '')));
}

/**
 * Round 2 of a small campaign: Alte Garde was destroyed by Graue Wölfe in round 2 (Bernd won
 * 250 VP, so his pool holds 250); the army named like HTML belongs to a player named like HTML.
 */
export function campaignAddon(): AddonHandle {
  const workbook = new OfflineSpreadsheet({ name: 'Kampagne', sheets: ['Tabellenblatt1'] });
  const addon = loadAddon(workbook, readCodeJs(), { user: { email: 'orga@example.com' }, pageKey: PAGE_KEY_CONTRACT });
  addon.run('setupCampaign');
  appendRows(workbook, 'Spieler', [
    { Spieler: 'Anna', Fraktion: 'Space Marines', Startversorgung: 1000 },
    { Spieler: 'Bernd', Fraktion: 'Astra Militarum', Startversorgung: 0 },
    { Spieler: XSS_PLAYER, Fraktion: 'Orks', Startversorgung: 500 },
  ]);
  appendRows(workbook, 'Armeen', [
    { Armee: 'Rote Faust', Spieler: 'Anna', Startstufe: 3 },
    { Armee: 'Eiserne Wacht', Spieler: 'Bernd', Startstufe: 1 },
    { Armee: 'Alte Garde', Spieler: 'Anna', Startstufe: 1 },
    { Armee: 'Graue Wölfe', Spieler: 'Bernd', Startstufe: 2 },
    { Armee: XSS, Spieler: XSS_PLAYER, Startstufe: 2 },
  ]);
  appendRows(workbook, 'Schlachten', [
    {
      Runde: 2,
      Angreifer: 'Alte Garde',
      Verteidiger: 'Graue Wölfe',
      Mobilisierung: '',
      'Skaliert auf': '',
      'Siegpunkte Angreifer': 0,
      'Siegpunkte Verteidiger': 20,
      Aufgegeben: '',
      'Verluste Angreifer': 500,
      'Verluste Verteidiger': 0,
    },
  ]);
  return addon;
}
