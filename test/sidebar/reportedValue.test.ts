// C9 on the cards: each reported value as the table shows it — numbers grouped, the date as
// TT.MM.JJJJ, a blank said in words where it means something (keine Mobilisierung …).
import { shownValue } from '../../src/sidebar/reportedResultView';

it.each([
  ['runde', 3, '3'],
  ['datum', '2026-11-21', '21.11.2026'],
  ['datum', '', '–'],
  ['mission', '  Vorposten halten ', 'Vorposten halten'],
  ['mission', '', '–'],
  ['mobilisierung', 0, 'keine'],
  ['mobilisierung', 250, '250'],
  ['skaliertAuf', 0, 'nicht skaliert'],
  ['skaliertAuf', 1500, '1.500'],
  ['siegpunkteAngreifer', 0, '0'],
  ['verlusteVerteidiger', 1250, '1.250'],
  ['aufgegeben', '', 'niemand'],
  ['aufgegeben', 'Verteidiger', 'Verteidiger'],
  ['rueckzug', '', 'kein Rückzug'],
  ['rueckzug', 'Furt', 'Furt'],
  ['notiz', '', '–'],
] as const)('%s %p is shown as %p', (row, value, shown) => {
  expect(shownValue(row, value)).toBe(shown);
});
