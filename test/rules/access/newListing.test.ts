import { nameCellChange } from '../../../src/rules/access/newListing';

// Spieler as saved after the edit; the name column is B here (columns are found by their header).
const SPIELER = [
  ['Fraktion', 'Spieler', 'Startversorgung'],
  ['Space Marines', 'Anna', 500],
  ['Orks', ' bernd ', 250],
  ['Necrons', 'Clara', 0],
];

test('a name typed where it was not listed is a new listing (its old link belongs to whoever held it before)', () => {
  expect(nameCellChange(SPIELER, 4, 2, 'Clara', undefined).listed).toBe('Clara');
  expect(nameCellChange(SPIELER, 4, 2, ' Clara ', 'Zora').listed).toBe('Clara');
});

test('the same name typed over itself, a name another row lists, another column or the header is none', () => {
  expect(nameCellChange(SPIELER, 4, 2, 'clara', 'Clara').listed).toBeNull();
  expect(nameCellChange([...SPIELER, ['Orks', 'Bernd', 0]], 5, 2, 'Bernd', undefined).listed).toBeNull();
  expect(nameCellChange(SPIELER, 4, 1, 'Necrons', undefined).listed).toBeNull();
  expect(nameCellChange(SPIELER, 1, 2, 'Spieler', 'Name').listed).toBeNull();
  expect(nameCellChange(SPIELER, 4, 2, '  ', 'Clara').listed).toBeNull();
});

test('a name typed over or cleared that no row lists any more is taken off (its link must not outlive it)', () => {
  // Clara's cell (row 4) now holds Zora, or nothing: Clara is listed nowhere.
  const zora = SPIELER.map((r, i) => (i === 3 ? ['Necrons', 'Zora', 0] : r));
  expect(nameCellChange(zora, 4, 2, 'Zora', 'Clara').unlisted).toBe('Clara');
  expect(nameCellChange(zora, 4, 2, '', ' Clara ').unlisted).toBe('Clara');
});

test('a spelling fixed in place, a name another row still lists, another column, the header or nothing before is none', () => {
  expect(nameCellChange(SPIELER, 4, 2, 'clara', 'Clara').unlisted).toBeNull();
  expect(nameCellChange([...SPIELER, ['Orks', 'Clara', 0]], 4, 2, 'Zora', 'Clara').unlisted).toBeNull();
  expect(nameCellChange(SPIELER, 4, 1, 'Orks', 'Necrons').unlisted).toBeNull();
  expect(nameCellChange(SPIELER, 1, 2, 'Name', 'Spieler').unlisted).toBeNull();
  expect(nameCellChange(SPIELER, 4, 2, 'Clara', undefined).unlisted).toBeNull();
});
