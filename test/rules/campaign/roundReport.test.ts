// KAMPAGNE_BERICHT: the sentences for hand-made rounds, each expected line written from the
// rows of that round (docs/REGELN.md numbers worked out in the comments).
import { CellMatrix } from '../../../src/rules';
import { CUSTOM_FUNCTIONS } from '../../../src/functions';
import { battle, booking, campaign } from './fixture';
import { EXAMPLE_FIELDS, mapBattle, mapCampaign } from '../map/mapFixture';
import { generateCampaign } from '../../../src/demo';
import { replayWithHistory } from '../../../src/rules/campaign/history';
import { roundReport } from '../../../src/rules/campaign/roundReport';

const BERICHT = CUSTOM_FUNCTIONS.find((f) => f.name === 'KAMPAGNE_BERICHT')!;
const lines = (...args: unknown[]) => (BERICHT.run(...(args as never[])) as CellMatrix).map((row) => row[0]);

const C = campaign({
  players: [
    ['Anna', 1000],
    ['Bert', 500],
    ['Clara', 0],
  ],
  armies: [
    ['Rote Faust', 'Anna', 2, 1],
    ['Eisenwölfe', 'Bert', 2, 1],
    ['Graue Garde', 'Clara', 1, 2],
  ],
  bookings: [
    booking({ round: 1, player: 'Anna', kind: 'Versorgungsphase', supply: 250 }),
    booking({ round: 2, player: 'Bert', kind: 'Versorgungsphase', supply: 250 }),
    // Rote Faust 2 → 3 for 500 VP: Anna 1250 → 750.
    booking({ round: 2, army: 'Rote Faust', kind: 'Aufwertung', supply: -500, levels: 1 }),
  ],
  battles: [
    battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 10, defenderVP: 5 }),
    // Round 2: Graue Garde (1, 500 + 250 bonus = 750 played) attacks Eisenwölfe (2, 1000
    // played), wins 12:7; Eisenwölfe lose 800 of 1000 (≥ 751) → vernichtet; the lower Stufe won
    // → 500 VP for Clara. Graue Garde lost nothing and stays at Stufe 1.
    battle({ round: 2, attacker: 'Graue Garde', defender: 'Eisenwölfe', attackerVP: 12, defenderVP: 7, defenderLosses: 800 }),
    // Rote Faust (3, 1500) attacks Graue Garde (1): it gives up → −1 Stufe (3 → 2); the defender
    // wins with the lower Stufe → 500 VP for Clara (1000). Graue Garde mobilises 0.
    battle({ round: 2, attacker: 'Rote Faust', defender: 'Graue Garde', attackerVP: 3, defenderVP: 0, gaveUp: 'Angreifer' }),
    // A battle with the destroyed Eisenwölfe does not count.
    battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust' }),
  ],
});
const ARGS = [C.armies, C.players, C.battles, C.bookings];

describe('KAMPAGNE_BERICHT', () => {
  it('reports a hand-made round: battles, refused rows, raised and destroyed armies, levels, supply', () => {
    expect(lines(...ARGS, '', 2)).toEqual([
      'Rundenbericht Runde 2',
      'Graue Garde (Clara) greift Eisenwölfe (Bert) an: Graue Garde siegt (Siegpunkte 12:7).',
      'Rote Faust (Anna) greift Graue Garde (Clara) an: Rote Faust gibt auf, Graue Garde siegt (Siegpunkte 3:0).',
      '1 Schlacht dieser Runde zählt nicht; die Spielleitung muss sie berichtigen.',
      'Rote Faust (Anna) gewinnt 1 Stufe und verliert 1 Stufe: jetzt Stufe 2.',
      'Eisenwölfe (Bert) wurde vernichtet.',
      'Neu aufgestellt: Graue Garde (Clara) mit Stufe 1.',
      // Grouped the German way, as every page shows VP (user test 30: Bericht „3750“, Übersicht „3.750“).
      'Anna gibt 500 VP aus; Versorgungspool jetzt 1.000 VP.',
      'Bert erhält 250 VP; Versorgungspool jetzt 750 VP.',
      'Clara erhält 1.000 VP; Versorgungspool jetzt 1.000 VP.',
    ]);
  });

  it('the round may follow buchungen directly (felder left out) and a round without battles says so', () => {
    const quiet = campaign({
      players: [['Anna', 0]],
      armies: [['Rote Faust', 'Anna', 1]],
      bookings: [booking({ round: 1, player: 'Anna', kind: 'Versorgungsphase', supply: 250 })],
    });
    expect(lines(quiet.armies, quiet.players, quiet.battles, quiet.bookings, 1)).toEqual([
      'Rundenbericht Runde 1',
      'In dieser Runde wurde keine Schlacht geschlagen.',
      'Anna erhält 250 VP; Versorgungspool jetzt 250 VP.',
    ]);
  });

  it('a round whose only battles do not count says none counts, not that none was fought', () => {
    const refused = campaign({
      players: [['Anna', 0]],
      armies: [['Rote Faust', 'Anna', 1]],
      battles: [battle({ round: 1, attacker: 'Rote Faust', defender: 'Geisterheer' })],
    });
    expect(lines(refused.armies, refused.players, refused.battles, refused.bookings, 1).slice(0, 3)).toEqual([
      'Rundenbericht Runde 1',
      'In dieser Runde zählt keine Schlacht.',
      '1 Schlacht dieser Runde zählt nicht; die Spielleitung muss sie berichtigen.',
    ]);
  });

  it('names the field, the retreat and the fields that changed hands on the map', () => {
    // A (Anna, F1) beats B (Bernd, F2), B retreats to F3: Anna takes F1 and F2 from the start
    // (F1 was nobody's, F2 Bernd's); Bernd enters the empty F3; Clara's C enters the empty F4.
    const m = mapCampaign({
      players: ['Anna', 'Bernd', 'Clara'],
      armies: [
        ['A', 'Anna', 2, 'F1'],
        ['B', 'Bernd', 2, 'F2'],
        ['C', 'Clara', 2, 'F4'],
      ],
      fields: EXAMPLE_FIELDS,
      battles: [mapBattle({ round: 1, attacker: 'A', defender: 'B', attackerVP: 10, defenderVP: 0, retreat: 'F3' })],
    });
    expect(lines(m.armies, m.players, m.battles, m.bookings, m.fields, 1)).toEqual([
      'Rundenbericht Runde 1',
      'A (Anna) greift B (Bernd) auf F2 an: A siegt (Siegpunkte 10:0). B zieht sich nach F3 zurück.',
      'Anna erhält 250 VP; Versorgungspool jetzt 250 VP.',
      'Anna besetzt F1.',
      'Anna erobert F2 von Bernd.',
      'Bernd besetzt F3.',
      'Clara besetzt F4.',
    ]);
  });

  it('a round outside the campaign or a missing round is a German error', () => {
    expect(() => lines(...ARGS, '', 3)).toThrow('Runde 3 gibt es nicht; berichtet wird über Runde 1 bis 2.');
    expect(() => lines(...ARGS, '', 0)).toThrow(/Runde 0 gibt es nicht/);
    expect(() => lines(...ARGS)).toThrow('Das Argument runde fehlt; bitte die Runde angeben, z. B. 3.');
  });
});

describe('KAMPAGNE_BERICHT over the demo campaign', () => {
  it('every round: a player’s pool before, plus what the report says was earned, minus what was spent, is the pool after', () => {
    const tables = generateCampaign({ battles: 400, armies: 30, bookings: 80 });
    const history = replayWithHistory(tables);
    let checked = 0;
    for (let round = 1; round < history.rounds.length; round++) {
      const sentences = roundReport(history, tables, round);
      history.replay.players.forEach((player, i) => {
        const before = history.rounds[round - 1].pools[i];
        const after = history.rounds[round].pools[i];
        const line = sentences.find((s) => s.startsWith(`${player.name} erhält `) || s.startsWith(`${player.name} gibt `));
        if (!line) return expect(after).toBe(before);
        // German numbers: „3.750“.
        const vp = (text = '0') => Number(text.replace(/\./g, ''));
        const earned = vp(/erhält ([\d.]+) VP/.exec(line)?.[1]);
        const spent = vp(/gibt ([\d.]+) VP aus/.exec(line)?.[1]);
        expect(before + earned - spent).toBe(after);
        expect(line.endsWith(`Versorgungspool jetzt ${after.toLocaleString('de-DE')} VP.`)).toBe(true);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(20);
  });
});
