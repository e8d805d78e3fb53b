// C11 with M6: the Rückzug nach a dispute's proposal may choose — per side that loses, the legal
// retreat fields of the reported battle at its own place in the log, read by the replay the card
// runs anyway (retreatFieldsStop). The example map of mapFixture.ts, worked by hand below.
import { replayCampaign } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { RetreatFieldsByLoser, retreatFieldsStop } from '../../../src/rules/rounds';
import { EXAMPLE_FIELDS, mapBattle, mapCampaign } from '../map/mapFixture';

const PLAYERS = ['Anna', 'Bernd', 'Clara'];
/** A (Anna) on F1, B (Bernd) on F2, C (Clara) on F4. */
const ARMIES: [string, string, number, string][] = [
  ['A', 'Anna', 2, 'F1'],
  ['B', 'Bernd', 2, 'F2'],
  ['C', 'Clara', 2, 'F4'],
];

/** What the stop at data row `row` (Runde 1) finds for `attacker` against `defender`. */
function fieldsAt(
  tables: CampaignTables,
  row: number,
  attacker: string,
  defender: string,
): RetreatFieldsByLoser | null | undefined {
  let found: RetreatFieldsByLoser | null | undefined;
  replayCampaign(
    tables,
    undefined,
    retreatFieldsStop(row, 1, attacker, defender, (f) => (found = f)),
  );
  return found;
}

const reported = (attacker: string, defender: string) =>
  mapBattle({ round: 1, attacker, defender, attackerVP: 10, defenderVP: 0, retreat: 'F3' });

test('A against B: either loser may go to F1 (left by A, or its own) or F3; never F4 (Clara) or F2', () => {
  const tables = mapCampaign({ players: PLAYERS, armies: ARMIES, fields: EXAMPLE_FIELDS, battles: [reported('A', 'B')] });
  expect(fieldsAt(tables, 0, 'A', 'B')).toEqual({ Angreifer: ['F1', 'F3'], Verteidiger: ['F1', 'F3'] });
});

test('as the log stands before the row: a battle before it that moved B counts, one after it does not', () => {
  // Row 0: A beats B, who retreats to F3; row 1 (the report): A, now on F2, against B on F3.
  const battles = [
    reported('A', 'B'),
    mapBattle({ round: 1, attacker: 'A', defender: 'B', attackerVP: 10, defenderVP: 0, retreat: 'P' }),
  ];
  const tables = mapCampaign({ players: PLAYERS, armies: ARMIES, fields: EXAMPLE_FIELDS, battles });
  // Attacked field F3 (neighbours F2, P): B may go to F2 (A moved in from there) or P; A, losing, to F2 (its own) or P.
  expect(fieldsAt(tables, 1, 'A', 'B')).toEqual({ Angreifer: ['F2', 'P'], Verteidiger: ['F2', 'P'] });
  // Row 0's place: the first battle's fields, whatever row 1 says.
  expect(fieldsAt(tables, 0, 'A', 'B')).toEqual({ Angreifer: ['F1', 'F3'], Verteidiger: ['F1', 'F3'] });
});

test('encircled: B has his free Primärgebiet P and nearest free Festung N; A, with no target, none', () => {
  const armies: [string, string, number, string][] = [...ARMIES, ['C1', 'Clara', 2, 'F1'], ['C3', 'Clara', 2, 'F3']];
  const tables = mapCampaign({ players: PLAYERS, armies, fields: EXAMPLE_FIELDS, battles: [reported('A', 'B')] });
  expect(fieldsAt(tables, 0, 'A', 'B')).toEqual({ Angreifer: [], Verteidiger: ['P', 'N'] });
});

test('a battle not on the map — not adjacent, or a campaign without one — has no retreat fields (null)', () => {
  const armies: [string, string, number, string][] = [...ARMIES, ['Z', 'Anna', 2, 'X']];
  const tables = mapCampaign({ players: PLAYERS, armies, fields: EXAMPLE_FIELDS, battles: [reported('Z', 'B')] });
  expect(fieldsAt(tables, 0, 'Z', 'B')).toBeNull();
  const { fields: _fields, ...withoutMap } = mapCampaign({
    players: PLAYERS,
    armies: ARMIES,
    fields: EXAMPLE_FIELDS,
    battles: [reported('A', 'B')],
  });
  expect(fieldsAt(withoutMap, 0, 'A', 'B')).toBeNull();
});
