// The map view's data, computed on the preview's server from the workbook's input sheets with
// the rules module: the same holders and armies as KAMPAGNE_FELDER, colours by the palette rule.
import path from 'node:path';
import { createDemoWorkbook } from '../../src/preview/demoWorkbook';
import { MAP_FORMULA_ARGS } from '../../src/functions/campaign';
import { mapState } from '../../src/preview/mapState';
import { holderColours, HOLDER_PALETTE } from '../../src/rules/map/palette';
import { CODE_JS_PATH, readCodeJs } from '../support';

const { workbook } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });

test('every field with its place, holder, colour, armies and neighbours, equal to KAMPAGNE_FELDER', () => {
  const map = mapState(workbook);
  expect(map.fields).toHaveLength(30);
  const felder = workbook.insertSheet('Probe');
  felder.getRange('A1').setFormula(`=KAMPAGNE_FELDER(${MAP_FORMULA_ARGS.split('; ').join(',')})`);
  const table = felder.getRange(1, 1, 31, 5).getDisplayValues();
  map.fields.forEach((f, i) => {
    expect([f.name, f.type, f.holder, f.armies.join(', ')]).toEqual(table[i + 1].slice(0, 4));
    expect(f.row).not.toBeNull();
    expect(f.neighbours.length).toBeGreaterThan(0);
    expect(f.colour).toBe(f.holder ? map.players.find((p) => p.name === f.holder)!.colour : null);
  });
  expect(map.players.map((p) => p.colour)).toEqual(HOLDER_PALETTE.slice(0, map.players.length));
});

test('a field’s history: the battles fought on it and who held it after each', () => {
  const map = mapState(workbook);
  const fought = map.fields.filter((f) => f.history.some((h) => /greift .* an/.test(h)));
  expect(fought.length).toBeGreaterThan(5);
  for (const f of fought) expect(f.history.every((h) => /^Runde \d+: /.test(h))).toBe(true);
  expect(map.fields.some((f) => f.history.some((h) => /zieht sich hierher zurück/.test(h)))).toBe(true);
  expect(map.fields.some((f) => f.history.some((h) => /Bewegung/.test(h)))).toBe(true);
});

test('colours: a valid Farbe wins, others take the palette in player order', () => {
  const colours = holderColours([{ name: 'A', colour: '#123456' }, { name: 'B', colour: 'lila' }, { name: 'C' }]);
  expect([...colours.entries()]).toEqual([
    ['A', '#123456'],
    ['B', HOLDER_PALETTE[1]],
    ['C', HOLDER_PALETTE[2]],
  ]);
});

test('a Farbe column in Spieler gives that player its colour on the map', () => {
  const spieler = workbook.getSheetByName('Spieler')!;
  const column = spieler.getLastColumn() + 1;
  spieler.getRange(1, column, 2, 1).setValues([['Farbe'], ['#123456']]);
  const map = mapState(workbook);
  expect(map.players[0].colour).toBe('#123456');
  expect(map.players[1].colour).toBe(HOLDER_PALETTE[1]);
  for (const f of map.fields.filter((x) => x.holder === map.players[0].name)) expect(f.colour).toBe('#123456');
});
