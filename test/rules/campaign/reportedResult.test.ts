// C9: what a report says, as the cards show it — every field of the rule, read from the
// Schlachten row as typed, blanks said in words, dates as TT.MM.JJJJ in any spreadsheet zone.
import { REPORTED_FIELDS, reportedLabel, reportedReader } from '../../../src/rules/campaign/reportedResult';
import type { CellValue } from '../../../src/rules';
import { BATTLE_HEADER } from './fixture';

const HEADER = [...BATTLE_HEADER, 'Rückzug nach'];
const row = (cells: Record<string, CellValue>): CellValue[] => HEADER.map((h) => cells[h] ?? '');

it('lists the fields C9 names, in its order, labelled with the registry headers', () => {
  expect(REPORTED_FIELDS.map(reportedLabel)).toEqual([
    'Runde',
    'Datum',
    'Mission',
    'Mobilisierung',
    'Skaliert auf',
    'Siegpunkte Angreifer',
    'Siegpunkte Verteidiger',
    'Verluste Angreifer',
    'Verluste Verteidiger',
    'Aufgegeben',
    'Rückzug nach',
    'Notiz',
  ]);
});

it('reads a full report as typed', () => {
  const read = reportedReader([
    HEADER,
    row({ Runde: 1, Angreifer: 'X', Verteidiger: 'Y' }),
    row({
      Runde: 3,
      Datum: new Date(Date.UTC(2026, 10, 20, 23)), // midnight in Berlin
      Angreifer: 'Rote Faust',
      Verteidiger: 'Eisenwölfe',
      Mobilisierung: 250,
      'Skaliert auf': 1500,
      'Siegpunkte Angreifer': 12,
      'Siegpunkte Verteidiger': 9,
      Aufgegeben: 'Verteidiger',
      'Verluste Angreifer': 1250,
      'Verluste Verteidiger': 0,
      Mission: 'Vorposten halten',
      Notiz: 'Foto im Chat',
      'Rückzug nach': 'Furt',
    }),
  ]);
  expect(read(1)).toEqual({
    round: '3',
    date: '21.11.2026',
    mission: 'Vorposten halten',
    mobilisation: '250',
    scaledTo: '1.500',
    attackerVP: '12',
    defenderVP: '9',
    attackerLosses: '1.250',
    defenderLosses: '0',
    gaveUp: 'Verteidiger',
    retreatTo: 'Furt',
    note: 'Foto im Chat',
  });
});

it('says what a blank means, and reads a date typed in a zone east or west of Berlin as its own day', () => {
  const read = reportedReader([
    HEADER,
    row({ Runde: 2, Angreifer: 'A', Verteidiger: 'B', Mobilisierung: 0, 'Skaliert auf': '' }),
    row({ Runde: 2, Datum: new Date(Date.UTC(2026, 0, 4, 15)), Angreifer: 'A', Verteidiger: 'B' }), // Tokyo 5.1.
    row({ Runde: 2, Datum: new Date(Date.UTC(2026, 0, 5, 5)), Angreifer: 'A', Verteidiger: 'B' }), // New York 5.1.
    row({ Runde: 2, Datum: '2026-01-05', Angreifer: 'A', Verteidiger: 'B' }),
  ]);
  expect(read(0)).toMatchObject({
    date: '–',
    mission: '–',
    mobilisation: 'keine',
    scaledTo: 'nicht skaliert',
    gaveUp: 'niemand',
    retreatTo: 'kein Rückzug',
    note: '–',
  });
  expect([1, 2, 3].map((r) => read(r).date)).toEqual(['05.01.2026', '05.01.2026', '05.01.2026']);
});

it('a campaign without a map has no Rückzug nach: said as none', () => {
  const read = reportedReader([BATTLE_HEADER, BATTLE_HEADER.map((h) => (h === 'Runde' ? 1 : h === 'Angreifer' ? 'A' : ''))]);
  expect(read(0).retreatTo).toBe('kein Rückzug');
});
