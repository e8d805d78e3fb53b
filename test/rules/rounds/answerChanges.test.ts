// Nothing a player enters changes a result already played: which battles the replay counts
// after a report (battlesAfterRow), and the German refusal of a confirmation that changes one.
import fc from 'fast-check';
import { CampaignTables, ORGANISER_READS, playerReads, replayCampaign } from '../../../src/rules/campaign';
import {
  battlesAfterRow,
  battlesChangedBy,
  battlesChangedByCounting,
  changedBattleLine,
  checkAnswerChanges,
  confirmableOrChanges,
} from '../../../src/rules/rounds';
import { campaignArb } from '../campaign/campaignArbitrary';
import { battle, BATTLE_HEADER, campaign, CONFIRMATION_HEADER } from '../campaign/fixture';

const log = (...rounds: (number | '')[]) => [
  BATTLE_HEADER,
  ...rounds.map((r) => [r, '', r === '' ? '' : 'A', r === '' ? '' : 'B']),
];

describe('battlesAfterRow', () => {
  it('a later Runde anywhere in the sheet, or the same Runde further down', () => {
    expect(battlesAfterRow(log(1, 1), 0)).toBe(true);
    expect(battlesAfterRow(log(1, 1), 1)).toBe(false);
    // Typed out of order: a round-2 row above a round-1 report still comes after it.
    expect(battlesAfterRow(log(2, 1), 1)).toBe(true);
    expect(battlesAfterRow(log(1, 2), 1)).toBe(false);
    expect(battlesAfterRow(log(2, 1, 1), 0)).toBe(false);
  });

  it('blank rows and a report without a readable Runde have nothing after them', () => {
    expect(battlesAfterRow(log(1, ''), 0)).toBe(false);
    expect(battlesAfterRow(log('', 1), 0)).toBe(false);
  });
});

/** `generated` with Schlachten's Status column: the rows `reported` marks are gemeldet. */
function withReports(
  generated: CampaignTables,
  reported: readonly boolean[],
  status = (r: number): string => (reported[r] ? 'gemeldet' : ''),
) {
  const battles = generated.battles.map((row, r) =>
    r === 0 ? [...row, ...CONFIRMATION_HEADER] : [...row, ...CONFIRMATION_HEADER.map((_, i) => (i === 0 ? status(r - 1) : ''))],
  );
  return { ...generated, battles };
}

describe('confirmableOrChanges (N4, several reports due at once)', () => {
  // The reports it takes, confirmed together as the check writes them, change no battle that
  // counted; a report with no battle after it is never left. (Not every report left would change
  // one on top of those taken: judged once each, in the replay's order — the next check retries.)
  it('takes a set that changes no counted battle, and leaves only reports with battles after them', () => {
    fc.assert(
      fc.property(campaignArb, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (generated, reported) => {
        const tables = withReports(generated, reported);
        const replay = replayCampaign(tables);
        const due = reported.map((r, i) => (r && i < tables.battles.length - 1 ? i : -1)).filter((i) => i >= 0);
        const taken = confirmableOrChanges(tables, replay, due).confirmable;
        const confirmed = (rows: number[]) =>
          replayCampaign(
            withReports(generated, reported, (r) => (rows.includes(r) ? 'bestätigt' : reported[r] ? 'gemeldet' : '')),
          );
        const others = (rows: number[]) => battlesChangedBy(replay, confirmed(rows)).filter((c) => !rows.includes(c.row));
        expect(others(taken)).toEqual([]);
        for (const row of due.filter((r) => !taken.includes(r))) expect(battlesAfterRow(tables.battles, row)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

/** Anna, Bert and Carla, no starting supply: the players of the two hand-made campaigns below. */
const THREE_PLAYERS: [string, number][] = [
  ['Anna', 0],
  ['Bert', 0],
  ['Carla', 0],
];

describe('confirmableOrChanges counts the reports it takes together', () => {
  // Anna's Rote Faust loses its last Stufe in row 2 (reported); in row 3 (reported) Aschegarde gives
  // up against it — alone that un-counts Aschegarde's battle of round 2, but after row 2 Rote Faust
  // is gone, row 3 does not count, and nothing that counted changes: both are confirmed. Found by
  // the property below with each report checked alone (then row 3 was left for nothing).
  const generated = campaign({
    players: THREE_PLAYERS,
    armies: [
      ['Rote Faust', 'Anna', 1, 1],
      ['Eisenwölfe', 'Bert', 1, 1],
      ['Aschegarde', 'Carla', 1, 1],
      ['Glutbrigade', 'Bert', 1, 2],
    ],
    battles: [
      battle({ attacker: 'Eisenwölfe', defender: 'Rote Faust', defenderLosses: 125 }),
      battle({ attacker: 'Aschegarde', defender: 'Rote Faust', gaveUp: 'Angreifer' }),
      battle({ round: 2, attacker: 'Glutbrigade', defender: 'Aschegarde' }),
    ],
  });
  it('takes the second after the first', () => {
    const reported = [true, true, false];
    const tables = withReports(generated, reported);
    const replay = replayCampaign(tables);
    expect(battlesChangedByCounting(tables, replay, 0)).toEqual([]);
    expect(battlesChangedByCounting(tables, replay, 1)).toMatchObject([{ row: 2, change: 'zählt dann nicht mehr' }]);
    expect(confirmableOrChanges(tables, replay, [0, 1]).confirmable).toEqual([0, 1]);
    expect(confirmableOrChanges(tables, replay, [1]).confirmable).toEqual([]);
  });
});

describe('confirmableOrChanges takes the reports in the order of the replay', () => {
  // Typed out of round order: Carla's report of round 2 (row 2) above Anna's of round 1 (row 3).
  // Alone, row 2 costs Aschegarde Stufen before its counted battle in row 4; counted after row 3,
  // which costs Glutbrigade Stufen, row 2 no longer fits Glutbrigade's Stufe and changes nothing.
  // Taken in row order, row 2 was judged without row 3 and left for nothing.
  const generated = campaign({
    players: THREE_PLAYERS,
    armies: [
      ['Rote Faust', 'Anna', 1, 1],
      ['Aschegarde', 'Carla', 3, 1],
      ['Glutbrigade', 'Bert', 3, 1],
    ],
    battles: [
      battle({ round: 2, attacker: 'Aschegarde', defender: 'Glutbrigade', scaledTo: 1500, attackerLosses: 375 }),
      battle({ attacker: 'Rote Faust', defender: 'Glutbrigade', defenderLosses: 375 }),
      battle({ round: 2, attacker: 'Rote Faust', defender: 'Aschegarde' }),
    ],
  });
  it('row 3 before row 2: both are confirmed', () => {
    const tables = withReports(generated, [true, true, false]);
    const replay = replayCampaign(tables);
    expect(battlesChangedByCounting(tables, replay, 0)).not.toEqual([]);
    expect(confirmableOrChanges(tables, replay, [0, 1]).confirmable.sort()).toEqual([0, 1]);
  });
});

describe('battlesAfterRow decides for the replay', () => {
  // The precheck lets a confirmation through without a replay: wherever it says false, counting
  // the report must change no battle that counted — whatever the log holds: rows out of round
  // order, blank Runden, bookings of later rounds, armies raised later, pools spent by Mobilisierung.
  it('says false only where counting the report changes no counted battle', () => {
    fc.assert(
      fc.property(campaignArb, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (generated, reported) => {
        const tables = withReports(generated, reported);
        const replay = replayCampaign(tables);
        for (let row = 0; row < tables.battles.length - 1; row++) {
          if (!reported[row] || battlesAfterRow(tables.battles, row)) continue;
          expect(battlesChangedByCounting(tables, replay, row)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** The spreadsheet's day as the server formats it (dayIn): here, the UTC day. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('checkAnswerChanges', () => {
  const change = {
    row: 2,
    round: 2,
    attacker: 'Eisenwölfe',
    defender: 'Rote Faust',
    change: 'zählt dann nicht mehr',
    date: new Date(Date.UTC(2026, 2, 14)),
  };

  it('passes when nothing changes', () => {
    expect(() => checkAnswerChanges([], playerReads(utcDay))).not.toThrow();
  });

  it('refuses at Status, naming each battle as a player reads it (armies, Runde, day — no row), and says who decides', () => {
    expect(() => checkAnswerChanges([change], playerReads(utcDay))).toThrow(
      expect.objectContaining({
        field: 'status',
        message:
          'Zählt diese Meldung jetzt, ändert sie eine Schlacht, die danach schon gezählt hat: ' +
          'Eisenwölfe gegen Rote Faust (Runde 2, gespielt am 14.03.2026): zählt dann nicht mehr. Das entscheidet die Spielleitung ' +
          '(unter „Offene Meldungen“); nichts wurde gespeichert. Bestreiten kannst du die Meldung weiterhin.',
      }),
    );
  });

  it('a battle without a Datum: by armies and Runde alone', () => {
    expect(changedBattleLine({ ...change, date: '' }, playerReads(utcDay))).toBe(
      'Eisenwölfe gegen Rote Faust (Runde 2): zählt dann nicht mehr',
    );
  });
});

describe('changedBattleLine per reader', () => {
  it('the organiser finds the battle by its row of Schlachten; a player by armies, Runde and day', () => {
    const change = {
      row: 2,
      round: 2,
      attacker: 'A',
      defender: 'B',
      change: 'zählt dann',
      date: new Date(Date.UTC(2026, 0, 10)),
    };
    expect(changedBattleLine(change, ORGANISER_READS)).toBe('Zeile 4 (Runde 2, A gegen B): zählt dann');
    expect(changedBattleLine(change, playerReads(utcDay))).toBe('A gegen B (Runde 2, gespielt am 10.01.2026): zählt dann');
  });

  it('battlesChangedBy carries each battle’s Datum when given Schlachten', () => {
    const generated = campaign({
      players: THREE_PLAYERS,
      armies: [
        ['Rote Faust', 'Anna', 1, 1],
        ['Eisenwölfe', 'Bert', 1, 1],
        ['Aschegarde', 'Carla', 1, 1],
        ['Glutbrigade', 'Bert', 1, 2],
      ],
      battles: [
        battle({ attacker: 'Eisenwölfe', defender: 'Rote Faust', defenderLosses: 125 }),
        battle({ attacker: 'Aschegarde', defender: 'Rote Faust', gaveUp: 'Angreifer' }),
        battle({ round: 2, attacker: 'Glutbrigade', defender: 'Aschegarde' }),
      ],
    });
    const tables = withReports(generated, [true, true, false]);
    const [changed] = battlesChangedByCounting(tables, replayCampaign(tables), 1);
    expect(changed).toMatchObject({ row: 2, date: new Date(Date.UTC(2026, 0, 10)) });
    expect(changedBattleLine(changed, playerReads(utcDay))).toBe(
      'Glutbrigade gegen Aschegarde (Runde 2, gespielt am 10.01.2026): zählt dann nicht mehr – ' +
        'Verteidiger „Aschegarde“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen',
    );
  });
});
