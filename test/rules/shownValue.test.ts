// One declaration of how pages show a value (rules/shownValue.ts): the portal, the sidebars and
// the refusals that name what changed. It must read as the pages did with de-DE (the browser's
// toLocaleString), without Intl on the server.
import { shownCell, shownNumber } from '../../src/rules/shownValue';

test('numbers are grouped as de-DE groups them', () => {
  for (const n of [0, 7, 250, 999, 1000, 1500, 12345, 100000, 1234567, -250, -1500, -100000])
    expect(shownNumber(n)).toBe(n.toLocaleString('de-DE'));
  expect(shownNumber(2.5)).toBe('2,5');
});

test('a blank reads as what it means, else as the caller says', () => {
  expect(shownCell('mobilisation', 0)).toBe('keine');
  expect(shownCell('scaledTo', '')).toBe('nicht skaliert');
  expect(shownCell('gaveUp', '', 'leer')).toBe('niemand');
  expect(shownCell('attackerLosses', '', 'leer')).toBe('leer');
  expect(shownCell('attackerLosses', null)).toBe('–');
  expect(shownCell('attackerLosses', 1500)).toBe('1.500');
  expect(shownCell('date', '2026-03-14')).toBe('14.03.2026');
});
