// A large campaign for the organiser's pages (menu Spielerlinks, Karte anzeigen, Buchung
// eintragen): 40 players and 200 armies with long German names on a 10 × 8 map, as a club's
// season could grow. The built Code.js on an offline workbook, set up by the add-on itself.
import { AddonHandle, loadAddon, OfflineSpreadsheet } from '../../src/offline';
import { PAGE_KEY_CONTRACT } from '../../src/shared/pageKey';
import { readCodeJs } from '../support';
import { appendRows } from './campaignWorkbook';

export const LARGE_PLAYERS = 40;
export const LARGE_ARMIES = 200;
const MAP_ROWS = 8;
const MAP_COLUMNS = 10;

const FIRST = ['Friedrich-Wilhelm', 'Hildegard', 'Maximilian', 'Annemarie', 'Konstantin', 'Walburga', 'Sigismund', 'Kunigunde'];
const LAST = ['Schwarzenberg-Lichtenau', 'Hohenstaufen', 'Müller-Lüdenscheidt', 'Zwiebelfisch', 'Großkopf'];
const ARMY_HEAD = ['Erste Sturmkompanie', 'Eiserne Wacht', 'Flammenbrigade', 'Schattenregiment', 'Donnerlegion'];
const ARMY_TAIL = ['von Hohenzollern', 'der Zwölften Festungswacht', 'aus dem Nebelgrund', 'des Glühenden Ambosses'];
const FIELD_HEAD = ['Nord', 'Süd', 'Ost', 'West', 'Hoch', 'Tief', 'Alt', 'Neu'];
const FIELD_TAIL = [
  'brückenhausen',
  'wacht am Strom',
  'moorfestung',
  'felsenburg',
  'heide',
  'grabenstadt',
  'weiler',
  'schanze',
  'klamm',
  'au',
];

/** 40 distinct long names: first name, last name and a number where both repeat. */
export const largePlayer = (i: number): string =>
  `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
export const largeArmy = (i: number): string =>
  `${ARMY_HEAD[i % ARMY_HEAD.length]} ${ARMY_TAIL[Math.floor(i / ARMY_HEAD.length) % ARMY_TAIL.length]} ${Math.floor(i / 20) + 1}`;
const fieldName = (row: number, column: number) => `${FIELD_HEAD[row]}${FIELD_TAIL[column]}`;

/** The workbook: every player with an army on the map (armies beyond the fields wait off it). */
export function largeCampaignAddon(): AddonHandle {
  const workbook = new OfflineSpreadsheet({ name: 'Große Kampagne', sheets: ['Tabellenblatt1'] });
  const addon = loadAddon(workbook, readCodeJs(), { user: { email: 'orga@example.com' }, pageKey: PAGE_KEY_CONTRACT });
  addon.run('setupCampaign');
  appendRows(
    workbook,
    'Spieler',
    Array.from({ length: LARGE_PLAYERS }, (_, i) => ({ Spieler: largePlayer(i), Startversorgung: 1000 })),
  );
  const fields: Array<Record<string, string | number>> = [];
  for (let row = 0; row < MAP_ROWS; row++)
    for (let column = 0; column < MAP_COLUMNS; column++) {
      const neighbours = [
        row > 0 ? fieldName(row - 1, column) : '',
        row < MAP_ROWS - 1 ? fieldName(row + 1, column) : '',
        column > 0 ? fieldName(row, column - 1) : '',
        column < MAP_COLUMNS - 1 ? fieldName(row, column + 1) : '',
      ].filter(Boolean);
      const index = row * MAP_COLUMNS + column;
      fields.push({
        Feld: fieldName(row, column),
        Besitzer: index < LARGE_PLAYERS ? largePlayer(index) : '',
        Nachbarn: neighbours.join(', '),
        Zeile: row + 1,
        Spalte: column + 1,
      });
    }
  appendRows(workbook, 'Felder', fields);
  appendRows(
    workbook,
    'Armeen',
    Array.from({ length: LARGE_ARMIES }, (_, i) => ({
      Armee: largeArmy(i),
      Spieler: largePlayer(i % LARGE_PLAYERS),
      Startstufe: 1 + (i % 3),
      Startfeld: i < LARGE_PLAYERS ? fields[i].Feld : '',
    })),
  );
  addon.run('setupCampaign');
  return addon;
}
