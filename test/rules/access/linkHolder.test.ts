import { checkLinkHolder, listedPlayers, NOT_LISTED } from '../../../src/rules/access/linkHolder';

const SPIELER = [
  ['Spieler', 'Fraktion', 'Startversorgung'],
  ['Anna', 'Space Marines', 500],
  ['', '', ''],
  [' bernd  ', 'Orks', 250],
  ['Anna', 'Doppelt', 0],
];

test('the names in Spieler, as spelt there (trimmed), each once; blank rows skipped', () => {
  expect(listedPlayers(SPIELER)).toEqual(['Anna', 'bernd']);
});

test('a link counts only while Spieler names its player (case and blanks as for every name)', () => {
  expect(() => checkLinkHolder(SPIELER, 'anna')).not.toThrow();
  expect(() => checkLinkHolder(SPIELER, 'Bernd')).not.toThrow();
  for (const gone of ['Clara', '', ' ']) expect(() => checkLinkHolder(SPIELER, gone)).toThrow(NOT_LISTED);
  // A Spieler sheet without its header refuses too: nothing is known to be listed.
  expect(() => checkLinkHolder([['Name'], ['Anna']], 'Anna')).toThrow(/fehlt die Spalte/);
});
