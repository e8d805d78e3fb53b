import { newlyListedName, unlistedName } from '../../../src/rules/access/newListing';

// Spieler as saved after the edit; the name column is B here (columns are found by their header).
const SPIELER = [
  ['Fraktion', 'Spieler', 'Startversorgung'],
  ['Space Marines', 'Anna', 500],
  ['Orks', ' bernd ', 250],
  ['Necrons', 'Clara', 0],
];

test('a name typed where it was not listed is a new listing (its old link belongs to whoever held it before)', () => {
  expect(newlyListedName(SPIELER, 4, 2, 'Clara', undefined)).toBe('Clara');
  expect(newlyListedName(SPIELER, 4, 2, ' Clara ', 'Zora')).toBe('Clara');
});

test('the same name typed over itself, a name another row lists, another column or the header is none', () => {
  expect(newlyListedName(SPIELER, 4, 2, 'clara', 'Clara')).toBeNull();
  expect(newlyListedName([...SPIELER, ['Orks', 'Bernd', 0]], 5, 2, 'Bernd', undefined)).toBeNull();
  expect(newlyListedName(SPIELER, 4, 1, 'Necrons', undefined)).toBeNull();
  expect(newlyListedName(SPIELER, 1, 2, 'Spieler', 'Name')).toBeNull();
  expect(newlyListedName(SPIELER, 4, 2, '  ', 'Clara')).toBeNull();
});

test('a name typed over or cleared that no row lists any more is taken off (its link must not outlive it)', () => {
  // Clara's cell (row 4) now holds Zora, or nothing: Clara is listed nowhere.
  const zora = SPIELER.map((r, i) => (i === 3 ? ['Necrons', 'Zora', 0] : r));
  expect(unlistedName(zora, 4, 2, 'Zora', 'Clara')).toBe('Clara');
  expect(unlistedName(zora, 4, 2, '', ' Clara ')).toBe('Clara');
});

test('a spelling fixed in place, a name another row still lists, another column, the header or nothing before is none', () => {
  expect(unlistedName(SPIELER, 4, 2, 'clara', 'Clara')).toBeNull();
  expect(unlistedName([...SPIELER, ['Orks', 'Clara', 0]], 4, 2, 'Zora', 'Clara')).toBeNull();
  expect(unlistedName(SPIELER, 4, 1, 'Orks', 'Necrons')).toBeNull();
  expect(unlistedName(SPIELER, 1, 2, 'Name', 'Spieler')).toBeNull();
  expect(unlistedName(SPIELER, 4, 2, 'Clara', undefined)).toBeNull();
});
