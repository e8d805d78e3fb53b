// The same battle entered twice — the organiser typed it, a player reported it — counts twice:
// whoever answers the report is told of the other row before it counts (user test 34).
import { CellValue } from '../../../src/rules';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC } from '../../../src/rules/campaign';
import { sameBattleHint } from '../../../src/rules/rounds';
import { BATTLE_HEADER, CONFIRMATION_HEADER } from '../campaign/fixture';

const HEADER = [...BATTLE_HEADER, ...CONFIRMATION_HEADER];
const C = { ...BATTLES_SPEC.columns, ...BATTLES_CONFIRMATION_SPEC.columns };

function row(cells: Partial<Record<keyof typeof C, CellValue>>): CellValue[] {
  const byHeader = new Map(Object.entries(cells).map(([key, value]) => [C[key as keyof typeof C].header, value]));
  return HEADER.map((h) => byHeader.get(h) ?? '');
}

const typed = row({ round: 6, attacker: 'Graue Sense', defender: 'Stahlgebet', attackerVP: 60, defenderVP: 50 });
const report = row({
  round: 6,
  attacker: 'graue  sense',
  defender: 'Stahlgebet',
  attackerVP: 60,
  defenderVP: 50,
  status: 'gemeldet',
  reportedBy: 'Konrad',
});

test('a report of two armies that already have a battle in its Runde is named to each reader, with what to do', () => {
  const battles = [HEADER, typed, report];
  expect(sameBattleHint(battles, 1, { reader: 'organiser' })).toBe(
    'Vielleicht doppelt: Zeile 2 hat dieselben Armeen in Runde 6 (Graue Sense gegen Stahlgebet, 60:50, von der Spielleitung eingetragen, zählt). ' +
      'Ist es dieselbe Schlacht, zählt sie mit dieser Meldung doppelt – dann „Verwerfen“.',
  );
  // A player never sees the sheet: no row; the opponent disputes, the reporter withdraws.
  expect(sameBattleHint(battles, 1, { reader: 'opponent' })).toBe(
    'Vielleicht doppelt: In Runde 6 steht schon eine Schlacht Graue Sense gegen Stahlgebet (60:50, von der Spielleitung eingetragen, zählt). ' +
      'Ist es dieselbe, zählt sie mit dieser Meldung doppelt – dann „Bestreiten“ und das im Einspruch sagen.',
  );
  expect(sameBattleHint(battles, 1, { reader: 'reporter' })).toMatch(/ – dann „Zurückziehen“\.$/);
});

test('sides swapped, a report waiting too, or several: each named; another Runde, other armies or a discarded row: nothing', () => {
  const swapped = row({
    round: 6,
    attacker: 'Stahlgebet',
    defender: 'Graue Sense',
    attackerVP: 40,
    defenderVP: 45,
    status: 'gemeldet',
    reportedBy: 'Sabine',
  });
  expect(sameBattleHint([HEADER, swapped, report], 1, { reader: 'organiser' })).toBe(
    'Vielleicht doppelt: Zeile 2 hat dieselben Armeen in Runde 6 (Stahlgebet gegen Graue Sense, 40:45, gemeldet von Sabine, wartet). ' +
      'Ist es dieselbe Schlacht, zählt sie mit dieser Meldung doppelt – dann „Verwerfen“.',
  );
  expect(sameBattleHint([HEADER, typed, swapped, report], 2, { reader: 'organiser' })).toMatch(
    /^Vielleicht doppelt: Zeilen 2 und 3 haben dieselben Armeen in Runde 6 \(Graue Sense gegen Stahlgebet, 60:50, von der Spielleitung eingetragen, zählt; Stahlgebet gegen Graue Sense, 40:45, gemeldet von Sabine, wartet\)\. /,
  );
  const otherRound = row({ round: 5, attacker: 'Graue Sense', defender: 'Stahlgebet', attackerVP: 60, defenderVP: 50 });
  const otherArmy = row({ round: 6, attacker: 'Graue Sense', defender: 'Eisenwölfe', attackerVP: 60, defenderVP: 50 });
  const discarded = row({ round: 6, attacker: 'Graue Sense', defender: 'Stahlgebet', status: 'verworfen', reportedBy: 'Konrad' });
  expect(sameBattleHint([HEADER, otherRound, otherArmy, discarded, report], 3, { reader: 'organiser' })).toBe('');
  expect(sameBattleHint([HEADER, report], 0, { reader: 'organiser' })).toBe('');
});
