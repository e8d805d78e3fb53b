// The map's functions through dist/Code.js in a fresh vm context, the way Sheets calls them:
// ranges as 2-D arrays with header rows, omitted trailing arguments as undefined.
import { loadCodeJs } from '../support';
import { EXAMPLE_FIELDS, mapBattle, mapCampaign } from '../rules/map/mapFixture';

const gas = loadCodeJs();

/** docs/REGELN.md's first worked map example, before the battle and after A won (B went to F3). */
const before = mapCampaign({
  players: ['Anna', 'Bernd', 'Clara'],
  armies: [
    ['A', 'Anna', 2, 'F1'],
    ['B', 'Bernd', 2, 'F2'],
    ['C', 'Clara', 2, 'F4'],
  ],
  fields: EXAMPLE_FIELDS,
});
const after = {
  ...before,
  battles: [...before.battles, mapBattle({ attacker: 'A', defender: 'B', attackerVP: 10, retreat: 'F3' })],
};
const args = (t: typeof before) => [t.armies, t.players, t.battles, t.bookings, t.fields];
const withoutMap = (t: typeof before) => [t.armies, t.players, t.battles, t.bookings];

describe('the four KAMPAGNE_… functions', () => {
  it('without felder: no map columns, the same values as with it', () => {
    for (const name of ['KAMPAGNE_ARMEEN', 'KAMPAGNE_SPIELER', 'KAMPAGNE_SCHLACHTEN', 'KAMPAGNE_BUCHUNGEN']) {
      const plain = gas[name](...withoutMap(after)) as unknown[][];
      const mapped = gas[name](...args(after)) as unknown[][];
      const extra = mapped[0].length - plain[0].length;
      expect(extra).toBe({ KAMPAGNE_ARMEEN: 1, KAMPAGNE_SCHLACHTEN: 2 }[name] ?? 0);
      expect(mapped.map((row) => row.slice(0, plain[0].length))).toEqual(plain);
      // A blank fifth argument is no map either.
      expect(gas[name](...withoutMap(after), '')).toEqual(plain);
    }
  });

  it('with felder: KAMPAGNE_ARMEEN shows Feld, KAMPAGNE_SCHLACHTEN Feld and Rückzug', () => {
    const armies = gas.KAMPAGNE_ARMEEN(...args(after)) as unknown[][];
    expect(armies.map((row) => [row[0], row.slice(-1)[0]])).toEqual([
      ['Armee', 'Feld'],
      ['A', 'F2'],
      ['B', 'F3'],
      ['C', 'F4'],
    ]);
    const battles = gas.KAMPAGNE_SCHLACHTEN(...args(after)) as unknown[][];
    expect(battles.map((row) => row.slice(-3))).toEqual([
      ['Prüfung', 'Feld', 'Rückzug'],
      ['OK', 'F2', 'F3'],
    ]);
  });

  it('a single value as felder is refused in German', () => {
    expect(() => gas.KAMPAGNE_ARMEEN(...withoutMap(after), 'Felder')).toThrow(
      /Das Argument felder muss ein Bereich mit Kopfzeile sein/,
    );
  });
});

describe('KAMPAGNE_FELDER', () => {
  it('one row per Felder row with holder, armies and Prüfung', () => {
    const out = gas.KAMPAGNE_FELDER(...args(after)) as unknown[][];
    expect(out.slice(0, 4)).toEqual([
      ['Feld', 'Typ', 'Besitzer', 'Armeen', 'Prüfung'],
      ['F1', '', 'Anna', '', 'OK'],
      ['F2', '', 'Anna', 'A', 'OK'],
      ['F3', '', 'Bernd', 'B', 'OK'],
    ]);
    expect(out).toHaveLength(EXAMPLE_FIELDS.length + 1);
  });

  it('needs felder (German error)', () => {
    expect(() => gas.KAMPAGNE_FELDER(...withoutMap(after))).toThrow(
      /Das Argument felder muss ein Bereich mit Kopfzeile sein, z\. B\. Felder!A:F/,
    );
  });
});

describe('RUECKZUGSFELDER', () => {
  it('gives the legal fields as one column in Felder order, no header', () => {
    expect(gas.RUECKZUGSFELDER(...args(before), 'A', 'B', 'Angreifer')).toEqual([['F1'], ['F3']]);
  });

  it('a single empty cell when there is none', () => {
    const noHome = { ...before, fields: before.fields.filter((row) => !['P', 'N', 'W'].includes(String(row[0]))) };
    const crowded = {
      ...noHome,
      armies: [...noHome.armies, ['C1', 'Clara', 2, '', 'F1'], ['C3', 'Clara', 2, '', 'F3']],
    };
    expect(gas.RUECKZUGSFELDER(...args(crowded), 'A', 'B', 'Angreifer')).toEqual([['']]);
  });

  it.each([
    [['Z', 'B', 'Angreifer'], /Angreifer „Z“ ist unbekannt/],
    [['A', 'C', 'Angreifer'], /nicht benachbart/],
    [['A', 'B', 'Beide'], /Sieger „Beide“ ist unbekannt; erlaubt sind „Angreifer“ oder „Verteidiger“/],
  ])('throws a German error for %j', (names, message) => {
    expect(() => gas.RUECKZUGSFELDER(...args(before), ...names)).toThrow(message);
  });

  it('an army off the map or destroyed is refused', () => {
    const offMap = { ...before, armies: [...before.armies, ['D', 'Anna', 1, '', '']] };
    expect(() => gas.RUECKZUGSFELDER(...args(offMap), 'D', 'B', 'Angreifer')).toThrow(/„D“ steht auf keinem Feld der Karte/);
    const wiped = {
      ...before,
      battles: [...before.battles, mapBattle({ attacker: 'A', defender: 'B', attackerVP: 10, defenderLosses: 800 })],
    };
    expect(() => gas.RUECKZUGSFELDER(...args(wiped), 'C', 'B', 'Angreifer')).toThrow(/„B“ ist vernichtet/);
  });
});

describe('KAMPAGNE_KARTE', () => {
  it('draws each field at its Zeile/Spalte: name, Typ, armies, holder', () => {
    const grid = gas.KAMPAGNE_KARTE(...args(after)) as unknown[][];
    expect(grid).toHaveLength(3);
    expect(grid[0]).toEqual(['F1\n⚑ Anna', 'F2\nA\n⚑ Anna', 'F3\nB\n⚑ Bernd', 'P\nPrimärgebiet\n⚑ Bernd']);
    expect(grid[1]).toEqual(['X', 'F4\nC\n⚑ Clara', '', '']);
    expect(grid[2]).toEqual(['', 'N\nFestung\n⚑ Bernd', 'W\nFestung\n⚑ Bernd', '']);
  });
});
