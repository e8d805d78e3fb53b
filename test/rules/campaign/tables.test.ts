// Reading the four ranges: headers by name (any order, case and blanks ignored, extras
// ignored), missing columns, blank rows in open ranges, and arguments that are not ranges.
import {
  armiesTable,
  battlesTable,
  bookingsTable,
  CellMatrix,
  CellValue,
  playersTable,
  replayCampaign,
} from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { CUSTOM_FUNCTIONS } from '../../../src/functions/customFunctions';
import { battle, blankRow, booking, campaign, withoutColumn } from './fixture';

const sample = (): CampaignTables =>
  campaign({
    players: [
      ['Anna', 250],
      ['Bert', 500],
    ],
    armies: [
      ['Rote Faust', 'Anna', 3],
      ['Eisenwölfe', 'Bert', 1],
      ['Aschegarde', 'Bert', 2, 2],
    ],
    battles: [
      battle({
        round: 1,
        attacker: 'Rote Faust',
        defender: 'Eisenwölfe',
        mobilisation: 500,
        attackerVP: 3,
        defenderVP: 9,
        attackerLosses: 400,
      }),
      battle({ round: 1, attacker: 'Rote Faust', defender: 'Unbekannt' }),
      battle({
        round: 2,
        attacker: 'Aschegarde',
        defender: 'Rote Faust',
        attackerVP: 12,
        defenderLosses: 200,
        gaveUp: 'Verteidiger',
      }),
    ],
    bookings: [
      booking({ round: 1, player: 'Anna', supply: 1000, kind: 'Versorgungsphase' }),
      booking({ round: 2, army: 'Eisenwölfe', supply: -500, levels: 1, kind: 'Aufwertung' }),
      booking({ round: 2, army: 'Eisenwölfe', levels: 9 }),
    ],
  });

const tablesOf = (t: CampaignTables) => {
  const r = replayCampaign(t);
  return { armies: armiesTable(r), players: playersTable(r), battles: battlesTable(r), bookings: bookingsTable(r) };
};

/** Reorders columns by `order` (indices into the old row) and adds junk columns. */
function reshape(matrix: CellMatrix, order: number[], header: (h: string) => string): CellMatrix {
  return matrix.map((row, r) => [
    r === 0 ? 'Kommentar' : `frei ${r}`,
    ...order.map((i) => (r === 0 ? header(String(row[i])) : row[i])),
    r === 0 ? 'Häkchen' : false,
  ]);
}

const reversed = (n: number) => Array.from({ length: n }, (_, i) => n - 1 - i);
const rotated = (n: number) => Array.from({ length: n }, (_, i) => (i + 3) % n);
const spongeCase = (h: string) =>
  `  ${[...h]
    .map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase()))
    .join('')
    .replace(/ /g, '\u00a0 ')} `;
const squashed = (h: string) => h.replace(/\s/g, '').toUpperCase();

describe('headers', () => {
  it('column order, case, blanks and extra columns do not matter', () => {
    const plain = sample();
    const expected = tablesOf(plain);
    const shuffled: CampaignTables = {
      armies: reshape(plain.armies, reversed(4), spongeCase),
      players: reshape(plain.players, rotated(3), squashed),
      battles: reshape(plain.battles, rotated(16), spongeCase),
      bookings: reshape(plain.bookings, reversed(8), squashed),
    };
    expect(tablesOf(shuffled)).toEqual(expected);
    // The sample is not trivial: it has counted and refused rows in both logs.
    expect(expected.battles.map((row) => row[16])).toEqual(['Prüfung', 'OK', expect.stringMatching(/unbekannt/), 'OK']);
    expect(expected.bookings.map((row) => row[4])).toEqual(['Prüfung', 'OK', 'OK', expect.stringMatching(/Stufe 11/)]);
    // Each row names its battle or booking; a refused one as typed.
    expect(expected.battles.map((row) => row.slice(0, 2))).toEqual([
      ['Runde', 'Schlacht'],
      [1, 'Rote Faust gegen Eisenwölfe'],
      [1, 'Rote Faust gegen Unbekannt'],
      [2, 'Aschegarde gegen Rote Faust'],
    ]);
    expect(expected.bookings.map((row) => row.slice(0, 4))).toEqual([
      ['Runde', 'Spieler', 'Armee', 'Art'],
      [1, 'Anna', '', 'Versorgungsphase'],
      [2, 'Bert', 'Eisenwölfe', 'Aufwertung'],
      [2, '', 'Eisenwölfe', ''],
    ]);
  });

  it('a header that appears twice: the leftmost column counts', () => {
    const t = sample();
    t.players = t.players.map((row, r) => [...row, r === 0 ? 'Startversorgung' : 99999]);
    expect(tablesOf(t)).toEqual(tablesOf(sample()));
  });

  it.each([
    ['Armeen', 'Armee', 'armies'],
    ['Armeen', 'Spieler', 'armies'],
    ['Armeen', 'Startstufe', 'armies'],
    ['Spieler', 'Spieler', 'players'],
    ['Schlachten', 'Runde', 'battles'],
    ['Schlachten', 'Angreifer', 'battles'],
    ['Schlachten', 'Mobilisierung', 'battles'],
    ['Schlachten', 'Skaliert auf', 'battles'],
    ['Schlachten', 'Aufgegeben', 'battles'],
    ['Schlachten', 'Verluste Angreifer', 'battles'],
    ['Buchungen', 'Versorgung', 'bookings'],
    ['Buchungen', 'Stufen', 'bookings'],
  ] as const)('missing required column: %s / %s', (sheet, header, key) => {
    const t = sample();
    t[key] = withoutColumn(t[key], header);
    expect(() => replayCampaign(t)).toThrow(
      `Im Blatt ${sheet} fehlt die Spalte „${header}“; die erste Zeile des Bereichs muss die Spaltenüberschriften enthalten.`,
    );
  });

  it('informational and optional columns may be missing', () => {
    const t = sample();
    t.armies = withoutColumn(t.armies, 'Aufgestellt in Runde');
    t.players = withoutColumn(withoutColumn(t.players, 'Fraktion'), 'Startversorgung');
    for (const h of ['Datum', 'Mission', 'Notiz', 'Eingetragen von', 'Eingetragen am', 'Einreichungs-ID'])
      t.battles = withoutColumn(t.battles, h);
    for (const h of ['Datum', 'Art', 'Notiz']) t.bookings = withoutColumn(t.bookings, h);
    const r = replayCampaign(t);
    // Without Startversorgung both pools start at 0; Aschegarde now fights from round 1 on.
    expect(r.players.map((p) => p.startingSupply)).toEqual([0, 0]);
    expect(r.armies.find((a) => a.name === 'Aschegarde')!.raisedInRound).toBe(1);
  });

  it('an empty range (no header row) is a missing column', () => {
    const t = sample();
    t.bookings = [];
    expect(() => replayCampaign(t)).toThrow('Im Blatt Buchungen fehlt die Spalte „Runde“');
  });
});

describe('blank rows of open ranges', () => {
  /** Inserts a blank row (with a FALSE checkbox in an extra column) after every data row. */
  function withBlanks(matrix: CellMatrix): CellMatrix {
    const width = matrix[0].length;
    const out: CellMatrix = [[...matrix[0], 'Erledigt']];
    const blanks: CellValue[][] = [blankRow(width), new Array(width).fill(null), new Array(width).fill('  ')];
    matrix.slice(1).forEach((row, i) => {
      out.push([...row, true], [...blanks[i % blanks.length], false]);
    });
    for (let i = 0; i < 50; i++) out.push([...blankRow(width), false]);
    return out;
  }

  it('are ignored in Armeen and Spieler, stay blank row for row in Schlachten and Buchungen, and are dropped at the end', () => {
    const plain = sample();
    const expected = tablesOf(plain);
    const got = tablesOf({
      armies: withBlanks(plain.armies),
      players: withBlanks(plain.players),
      battles: withBlanks(plain.battles),
      bookings: withBlanks(plain.bookings),
    });
    expect(got.armies).toEqual(expected.armies);
    expect(got.players).toEqual(expected.players);
    const blank17 = blankRow(17);
    // Blank rows between stay, aligned; the blank rows at the end are dropped (an array result
    // taller than the sheet beside it would be #REF! in Sheets).
    expect(got.battles).toEqual([
      expected.battles[0],
      expected.battles[1],
      blank17,
      expected.battles[2],
      blank17,
      expected.battles[3],
    ]);
    const blank5 = blankRow(5);
    expect(got.bookings).toEqual([
      expected.bookings[0],
      expected.bookings[1],
      blank5,
      expected.bookings[2],
      blank5,
      expected.bookings[3],
    ]);
  });

  it('a row with only a note is not blank: it is checked', () => {
    const t = sample();
    t.battles.push(['', '', '', '', '', '', '', '', '', '', '', '', 'nur eine Notiz', '', '', '']);
    expect(replayCampaign(t).battles[3]?.error).toBe('Runde fehlt; erwartet wird eine ganze Zahl ab 1.');
  });
});

describe('the KAMPAGNE_ custom functions', () => {
  const fn = (name: string) => CUSTOM_FUNCTIONS.find((f) => f.name === name)!;
  const args = (t: CampaignTables) => [t.armies, t.players, t.battles, t.bookings];

  it('are registered with the four range parameters and give the tables of the replay', () => {
    const t = sample();
    const expected = tablesOf(t);
    expect(fn('KAMPAGNE_ARMEEN').run(...args(t))).toEqual(expected.armies);
    expect(fn('KAMPAGNE_SPIELER').run(...args(t))).toEqual(expected.players);
    expect(fn('KAMPAGNE_SCHLACHTEN').run(...args(t))).toEqual(expected.battles);
    expect(fn('KAMPAGNE_BUCHUNGEN').run(...args(t))).toEqual(expected.bookings);
    for (const name of ['KAMPAGNE_ARMEEN', 'KAMPAGNE_SPIELER', 'KAMPAGNE_SCHLACHTEN', 'KAMPAGNE_BUCHUNGEN']) {
      expect(fn(name).params.map((p) => p.name)).toEqual([
        'armeen',
        'spieler',
        'schlachten',
        'buchungen',
        'felder',
        'rechenstand',
      ]);
      expect(fn(name).example.formula).toBe(`=${name}(Armeen!A:D; Spieler!A:C; Schlachten!A:P; Buchungen!A:I)`);
    }
  });

  it('a single value or a missing argument instead of a range is a German error', () => {
    const t = sample();
    expect(() => fn('KAMPAGNE_ARMEEN').run(t.armies, t.players, t.battles)).toThrow(
      'Das Argument buchungen muss ein Bereich mit Kopfzeile sein, z. B. Buchungen!A:I.',
    );
    expect(() => fn('KAMPAGNE_SPIELER').run(t.armies, 'Spieler', t.battles, t.bookings)).toThrow(
      'Das Argument spieler muss ein Bereich mit Kopfzeile sein, z. B. Spieler!A:C.',
    );
  });
});
