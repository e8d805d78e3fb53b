// KAMPAGNE_VERLAUF against a campaign worked out by hand (docs/REGELN.md): every expected cell is
// derived in the comments from the rows above it, not from the code.
import { CellMatrix, replayCampaign } from '../../../src/rules';
import { replayWithHistory } from '../../../src/rules/campaign/history';
import { generateCampaign } from '../../../src/demo';
import { simulateMapCampaign } from '../map/simulatedMapCampaign';
import { CUSTOM_FUNCTIONS } from '../../../src/functions';
import { battle, booking, campaign } from './fixture';
import { EXAMPLE_FIELDS, mapBattle, mapBooking, mapCampaign } from '../map/mapFixture';

const VERLAUF = CUSTOM_FUNCTIONS.find((f) => f.name === 'KAMPAGNE_VERLAUF')!;
const run = (...args: unknown[]) => VERLAUF.run(...(args as never[])) as CellMatrix;

/**
 * Anna 1000 VP, Bert 500, Clara 0. Rote Faust (Anna, 2), Eisenwölfe (Bert, 2) from round 1;
 * Graue Garde (Clara, 1) raised in round 2; Späte Wacht (Anna, 1) in round 5 (after the log).
 */
const HAND = campaign({
  players: [
    ['Anna', 1000],
    ['Bert', 500],
    ['Clara', 0],
  ],
  armies: [
    ['Rote Faust', 'Anna', 2, 1],
    ['Eisenwölfe', 'Bert', 2, 1],
    ['Graue Garde', 'Clara', 1, 2],
    ['Späte Wacht', 'Anna', 1, 5],
  ],
  bookings: [
    // Round 1 supply phase: Anna 1250, Bert 750.
    booking({ round: 1, player: 'Anna', kind: 'Versorgungsphase', supply: 250 }),
    booking({ round: 1, player: 'Bert', kind: 'Versorgungsphase', supply: 250 }),
    // Round 2: Rote Faust 1 → 2 for 500 VP (Anna 1500 → 1000).
    booking({ round: 2, army: 'Rote Faust', kind: 'Aufwertung', supply: -500, levels: 1 }),
    // Round 4: Bert pays 250 (750 → 500); a Stufe for the destroyed Eisenwölfe is refused.
    booking({ round: 4, player: 'Bert', kind: 'Korrektur', supply: -250, note: 'Strafe' }),
    booking({ round: 4, army: 'Eisenwölfe', kind: 'Aufwertung', levels: 1 }),
  ],
  battles: [
    // Round 1, 2 vs 2, 1000 played each: Rote Faust wins 10:5 but loses 300 (≥ 250: one
    // Stufe, 2 → 1); same Stufe → 250 VP for Anna (1250 → 1500).
    battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 10, defenderVP: 5, attackerLosses: 300 }),
    // Round 2: Graue Garde (1) attacks Eisenwölfe (2) and wins; Eisenwölfe played 1000 and
    // lost 800 (≥ 751: vernichtet → 0); the lower Stufe won → 500 VP for Clara.
    battle({ round: 2, attacker: 'Graue Garde', defender: 'Eisenwölfe', attackerVP: 10, defenderVP: 0, defenderLosses: 800 }),
    // Round 3: nothing. Round 4: Rote Faust (2) gives up against Graue Garde (1): −1 Stufe
    // (2 → 1); Graue Garde won with the lower Stufe → 500 VP for Clara (500 → 1000).
    battle({ round: 4, attacker: 'Rote Faust', defender: 'Graue Garde', attackerVP: 0, defenderVP: 0, gaveUp: 'Angreifer' }),
  ],
});
const ARGS = [HAND.armies, HAND.players, HAND.battles, HAND.bookings];

describe('KAMPAGNE_VERLAUF on a hand-computed campaign', () => {
  it('Stufen (the default): round 0 is the start; blank before raising, 0 once destroyed; round 3 repeats round 2', () => {
    expect(run(...ARGS)).toEqual([
      // The strongest first (Stufe after the last round; ties in Armeen order), not yet raised last.
      ['Runde', 'Rote Faust', 'Graue Garde', 'Eisenwölfe', 'Späte Wacht'],
      [0, 2, '', 2, ''],
      [1, 1, '', 2, ''],
      [2, 2, 1, 0, ''],
      [3, 2, 1, 0, ''],
      [4, 1, 1, 0, ''],
    ]);
    expect(run(...ARGS, '', 'stufen')).toEqual(run(...ARGS));
  });

  it('Versorgung: each pool at the end of each round; a refused row changes nothing', () => {
    expect(run(...ARGS, '', 'Versorgung')).toEqual([
      ['Runde', 'Anna', 'Bert', 'Clara'],
      [0, 1000, 500, 0],
      [1, 1500, 750, 0],
      [2, 1000, 750, 500],
      [3, 1000, 750, 500],
      [4, 1000, 500, 1000],
    ]);
  });

  it('the replay shows the same final state with or without the history', () => {
    const table = run(...ARGS);
    const last = table[table.length - 1];
    const armies = CUSTOM_FUNCTIONS.find((f) => f.name === 'KAMPAGNE_ARMEEN')!.run(...ARGS) as CellMatrix;
    const byName = new Map(table[0].map((name, i) => [name, last[i]]));
    expect(armies.slice(1, 4).map((row) => row[2])).toEqual(armies.slice(1, 4).map((row) => byName.get(row[0])));
  });

  it("a booking of the next round (its supply phase) extends the history past the battle log's round", () => {
    const next = structuredClone(HAND);
    next.bookings.push(booking({ round: 5, player: 'Anna', kind: 'Versorgungsphase', supply: 250 }));
    const args = [next.armies, next.players, next.battles, next.bookings];
    // Round 5: Späte Wacht is raised (Stufe 1), now before the destroyed Eisenwölfe; Anna 1000 → 1250.
    expect(run(...args)[0]).toEqual(['Runde', 'Rote Faust', 'Graue Garde', 'Späte Wacht', 'Eisenwölfe']);
    expect(run(...args).slice(-1)).toEqual([[5, 1, 1, 1, 0]]);
    expect(run(...args, '', 'Versorgung').slice(-1)).toEqual([[5, 1250, 500, 1000]]);
  });

  it('an unknown word names the allowed ones in German', () => {
    expect(() => run(...ARGS, '', 'Punkte')).toThrow(
      'Das Argument was muss „Stufen“, „Versorgung“, „Felder“ sein (leer: Stufen), nicht „Punkte“.',
    );
  });

  it('Felder without the map says the map is needed', () => {
    expect(() => run(...ARGS, '', 'Felder')).toThrow(/braucht die Karte/);
  });

  it('was right after buchungen (felder left out) is understood', () => {
    expect(run(...ARGS, 'Versorgung')).toEqual(run(...ARGS, '', 'Versorgung'));
  });
});

describe('KAMPAGNE_VERLAUF Felder on the example map', () => {
  // Start: Bernd holds F2, P, N, W. Round 1: A (Anna) enters F1, B (Bernd) F2, C (Clara) F4;
  // A beats B and takes F2, B retreats to F3 (Bernd holds it). Round 2: only a booking.
  const m = mapCampaign({
    players: ['Anna', 'Bernd', 'Clara'],
    armies: [
      ['A', 'Anna', 2, 'F1'],
      ['B', 'Bernd', 2, 'F2'],
      ['C', 'Clara', 2, 'F4'],
    ],
    fields: EXAMPLE_FIELDS,
    battles: [mapBattle({ round: 1, attacker: 'A', defender: 'B', attackerVP: 10, defenderVP: 0, retreat: 'F3' })],
    bookings: [mapBooking({ round: 2, player: 'Clara', kind: 'Korrektur', supply: 100, note: 'Bonus' })],
  });

  it('counts the fields each player holds at the end of each round', () => {
    expect(run(m.armies, m.players, m.battles, m.bookings, m.fields, 'Felder')).toEqual([
      ['Runde', 'Anna', 'Bernd', 'Clara'],
      [0, 0, 4, 0],
      [1, 2, 4, 1],
      [2, 2, 4, 1],
    ]);
  });
});

describe('the history observer never changes the replay', () => {
  it.each([
    ['the demo campaign', () => generateCampaign({ battles: 300, armies: 30, bookings: 60 })],
    [
      'a simulated map campaign',
      () => simulateMapCampaign({ battles: 300, armies: 30, bookings: 60, rows: 6, columns: 6, roads: 4, rounds: 6 }),
    ],
  ])('%s: the same result, and the last round equals the final state', (_, make) => {
    const tables = make();
    const { replay, rounds } = replayWithHistory(tables);
    expect(replay).toEqual(replayCampaign(tables));
    const end = rounds[rounds.length - 1];
    expect(rounds.map((s) => s.round)).toEqual(rounds.map((_, i) => i));
    expect(end.levels).toEqual(replay.armies.map((a) => a.level));
    expect(end.pools).toEqual(replay.players.map((p) => p.pool));
    if (replay.map) expect(end.holders).toEqual(replay.map.positions.holders);
  });
});
