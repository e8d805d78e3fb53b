// docs/REGELN.md, „Die Karte“, worked examples and M4–M6: every expectation worked out by hand from the
// rules in the comment above it. The example map is drawn in mapFixture.ts.
import { armiesTable, battlesTable, CampaignReplay, replayCampaign } from '../../../src/rules';
import { fieldsTable, retreatChoiceNow, retreatFieldsNow } from '../../../src/rules/map';
import { EXAMPLE_FIELDS, mapBattle, mapCampaign, MapBattleInput } from './mapFixture';

const PLAYERS = ['Anna', 'Bernd', 'Clara'];
/** A (Anna) on F1, B (Bernd) on F2, C (Clara) on F4: the first worked example. */
const EXAMPLE_ARMIES: [string, string, number, string][] = [
  ['A', 'Anna', 2, 'F1'],
  ['B', 'Bernd', 2, 'F2'],
  ['C', 'Clara', 2, 'F4'],
];
/** The second example adds Clara's armies on F1 and F3. */
const ENCIRCLING: [string, string, number, string][] = [
  ['C1', 'Clara', 2, 'F1'],
  ['C3', 'Clara', 2, 'F3'],
];

/** A wins 10:0 with no losses (Stufe 2 vs 2: nobody loses a level). */
const aWins = (retreat: string, rest: Partial<MapBattleInput> = {}) =>
  mapBattle({ attacker: 'A', defender: 'B', attackerVP: 10, defenderVP: 0, retreat, ...rest });

function play(armies: [string, string, number, string][], battles: ReturnType<typeof mapBattle>[], fieldRows = EXAMPLE_FIELDS) {
  return replayCampaign(mapCampaign({ players: PLAYERS, armies, fields: fieldRows, battles }));
}

const fieldOf = (r: CampaignReplay, army: string) => {
  const table = armiesTable(r);
  const column = table[0].indexOf('Feld');
  return table.find((row) => row[0] === army)![column];
};
const holderOf = (r: CampaignReplay, field: string) => fieldsTable(r).find((row) => row[0] === field)![2];
const battleRow = (r: CampaignReplay, i: number) => battlesTable(r)[i + 1];
const pool = (r: CampaignReplay, player: string) => r.players.find((p) => p.name === player)!.pool;

describe('worked example 1: A (Anna) on F1 attacks B (Bernd) on F2 and wins', () => {
  it('before the battle, B may retreat to F1 (A will have left it) or F3, not F4 (Clara)', () => {
    expect(retreatFieldsNow(play(EXAMPLE_ARMIES, []), 'A', 'B', 'Angreifer')).toEqual(['F1', 'F3']);
  });

  it.each(['F1', 'F3', ' f3 '])('retreat to %s counts: Anna holds F2, A stands on F2, B on the retreat field', (retreat) => {
    const r = play(EXAMPLE_ARMIES, [aWins(retreat)]);
    const to = retreat.trim().toUpperCase();
    expect(r.battles[0]?.error).toBeNull();
    expect(holderOf(r, 'F2')).toBe('Anna');
    expect(fieldOf(r, 'A')).toBe('F2');
    expect(fieldOf(r, 'B')).toBe(to);
    // Every entry counts (M3): B's retreat makes Bernd the holder of its new field.
    expect(holderOf(r, to)).toBe('Bernd');
    const row = battleRow(r, 0);
    expect(row.slice(-3)).toEqual(['OK', 'F2', to]);
    expect(pool(r, 'Anna')).toBe(250);
  });

  it('retreat to F4 (Clara stands there) breaks a rule naming F1 and F3; nothing of the battle counts', () => {
    const r = play(EXAMPLE_ARMIES, [aWins('F4')]);
    expect(r.battles[0]?.error).toMatch(/Rückzug nach „F4“.*nicht erlaubt.*F1, F3/);
    expect(holderOf(r, 'F2')).toBe('Bernd');
    expect(fieldOf(r, 'A')).toBe('F1');
    expect(fieldOf(r, 'B')).toBe('F2');
    expect(pool(r, 'Anna')).toBe(0);
    expect(r.armies.find((a) => a.name === 'A')!.wins).toBe(0);
    // A battle that does not count shows no Feld and no Rückzug.
    expect(battleRow(r, 0).slice(-2)).toEqual(['', '']);
  });

  it('a missing Rückzug nach breaks a rule and names the legal fields', () => {
    const r = play(EXAMPLE_ARMIES, [aWins('')]);
    expect(r.battles[0]?.error).toMatch(/Rückzug nach fehlt.*F1, F3/);
  });

  it('an unknown retreat field breaks a rule', () => {
    const r = play(EXAMPLE_ARMIES, [aWins('Mars')]);
    expect(r.battles[0]?.error).toMatch(/„Mars“ ist unbekannt/);
  });
});

describe("worked example 2: as above, but F1 and F3 hold Clara's armies too", () => {
  const armies = [...EXAMPLE_ARMIES, ...ENCIRCLING];

  it("B is encircled: legal are Bernd's free Primärgebiet P and his nearest free Festung N (2 steps), not W (3)", () => {
    expect(retreatFieldsNow(play(armies, []), 'A', 'B', 'Angreifer')).toEqual(['P', 'N']);
    expect(play(armies, [aWins('N')]).battles[0]?.error).toBeNull();
    expect(play(armies, [aWins('P')]).battles[0]?.error).toBeNull();
    expect(play(armies, [aWins('W')]).battles[0]?.error).toMatch(/eingekesselt.*P, N/);
  });

  it('a nearer fortress that is occupied does not count: with Clara on N (still held by Bernd), W is the nearest', () => {
    // CN enters N first, BN after it: Bernd holds N (last entry), but Clara's CN makes it not free.
    const r = play([...armies, ['CN', 'Clara', 2, 'N'], ['BN', 'Bernd', 1, 'N']], []);
    expect(holderOf(r, 'N')).toBe('Bernd');
    expect(retreatFieldsNow(r, 'A', 'B', 'Angreifer')).toEqual(['P', 'W']);
    // With CN gone from the map (Korrektur elsewhere would do; here: no CN) N is the nearest again.
    expect(retreatFieldsNow(play([...armies, ['BN', 'Bernd', 1, 'N']], []), 'A', 'B', 'Angreifer')).toEqual(['P', 'N']);
  });

  it('a fortress held by another player does not count, an unreachable one neither', () => {
    // N held by Clara from the start; W only reachable through N → W is 3 steps, still reachable.
    const held = EXAMPLE_FIELDS.map((f) => (f[0] === 'N' ? (['N', 'Festung', 'Clara', 'W', 3, 2] as typeof f) : f));
    expect(retreatFieldsNow(play(armies, [], held), 'A', 'B', 'Angreifer')).toEqual(['P', 'W']);
    // Cut W off (nobody lists it): an unreachable fortress does not count.
    const cut = held.map((f) => (f[0] === 'N' ? (['N', 'Festung', 'Clara', '', 3, 2] as typeof f) : f));
    expect(retreatFieldsNow(play(armies, [], cut), 'A', 'B', 'Angreifer')).toEqual(['P']);
  });

  it('with no target at all Rückzug nach must be blank and B leaves the map', () => {
    const noHome = EXAMPLE_FIELDS.filter((f) => !['P', 'N', 'W'].includes(f[0]));
    expect(retreatFieldsNow(play(armies, [], noHome), 'A', 'B', 'Angreifer')).toEqual([]);
    const r = play(armies, [aWins('')], noHome);
    expect(r.battles[0]?.error).toBeNull();
    expect(fieldOf(r, 'B')).toBe('');
    expect(battleRow(r, 0).slice(-2)).toEqual(['F2', '']);
    expect(play(armies, [aWins('F3')], noHome).battles[0]?.error).toMatch(/kein Rückzugsziel.*leer/);
  });
});

describe('M4–M6 around the examples', () => {
  it("M4: the attacker's field must be adjacent to the defender's", () => {
    const r = play(EXAMPLE_ARMIES, [mapBattle({ attacker: 'A', defender: 'C', attackerVP: 10, retreat: 'N' })]);
    expect(r.battles[0]?.error).toMatch(/F1.*nicht benachbart.*F4/);
    expect(fieldOf(r, 'C')).toBe('F4');
  });

  it('M6: a losing attacker retreats too; its own field is legal when free', () => {
    // B (Bernd) on F2 attacks A on F1 and loses: legal are the fields adjacent to F1: F2 (B's own) and X.
    const r0 = play(EXAMPLE_ARMIES, []);
    expect(retreatFieldsNow(r0, 'B', 'A', 'Verteidiger')).toEqual(['F2', 'X']);
    const r = play(EXAMPLE_ARMIES, [mapBattle({ attacker: 'B', defender: 'A', attackerVP: 0, defenderVP: 10, retreat: 'F2' })]);
    expect(r.battles[0]?.error).toBeNull();
    expect(fieldOf(r, 'A')).toBe('F1');
    expect(fieldOf(r, 'B')).toBe('F2');
    expect(holderOf(r, 'F1')).toBe('Anna');
  });

  it('M6: a loser wiped out has no retreat; Rückzug nach must be blank', () => {
    // Stufe 2 plays 1000; 751 losses annihilate.
    const wiped = { defenderLosses: 800 };
    const r = play(EXAMPLE_ARMIES, [aWins('', wiped)]);
    expect(r.battles[0]?.error).toBeNull();
    expect(fieldOf(r, 'B')).toBe('');
    expect(battleRow(r, 0).slice(-2)).toEqual(['F2', '']);
    expect(play(EXAMPLE_ARMIES, [aWins('F3', wiped)]).battles[0]?.error).toMatch(/vernichtet.*Rückzug nach.*leer/);
  });

  it('M5: a winner wiped out still takes the field for its player, but leaves the map', () => {
    const r = play(EXAMPLE_ARMIES, [aWins('F3', { attackerLosses: 800 })]);
    expect(r.battles[0]?.error).toBeNull();
    expect(holderOf(r, 'F2')).toBe('Anna');
    expect(fieldOf(r, 'A')).toBe('');
    expect(fieldOf(r, 'B')).toBe('F3');
    // A left F1 by being destroyed: leaving does not change the holder.
    expect(holderOf(r, 'F1')).toBe('Anna');
  });

  it('M10: a Rückzug nach on a battle where not both armies are on the map breaks a rule', () => {
    const offMap: [string, string, number, string][] = [
      ['A', 'Anna', 2, ''],
      ['B', 'Bernd', 2, 'F2'],
    ];
    expect(play(offMap, [aWins('F3')]).battles[0]?.error).toMatch(/nicht beide.*Karte/);
    const r = play(offMap, [aWins('')]);
    expect(r.battles[0]?.error).toBeNull();
    expect(battleRow(r, 0).slice(-2)).toEqual(['', '']);
    // B was not driven out: map rules do not touch a battle off the map.
    expect(fieldOf(r, 'B')).toBe('F2');
  });

  it('other armies on the attacked field are not affected', () => {
    const r = play([...EXAMPLE_ARMIES, ['B2', 'Bernd', 1, 'F2']], [aWins('F3')]);
    expect(fieldOf(r, 'B2')).toBe('F2');
    expect(
      fieldsTable(r)
        .find((row) => row[0] === 'F2')!
        .slice(2, 4),
    ).toEqual(['Anna', 'A, B2']);
  });
});

describe('retreatChoiceNow (what the sidebar needs)', () => {
  it('names the attacked field and says whether the loser is encircled', () => {
    expect(retreatChoiceNow(play(EXAMPLE_ARMIES, []), 'A', 'B', 'angreifer')).toEqual({
      attackedField: 'F2',
      fields: ['F1', 'F3'],
      encircled: false,
    });
    expect(retreatChoiceNow(play([...EXAMPLE_ARMIES, ...ENCIRCLING], []), 'A', 'B', 'Angreifer')).toEqual({
      attackedField: 'F2',
      fields: ['P', 'N'],
      encircled: true,
    });
  });

  it('refuses the same army on both sides', () => {
    expect(() => retreatChoiceNow(play(EXAMPLE_ARMIES, []), 'A', ' a ', 'Angreifer')).toThrow(/dieselbe Armee „A“/);
  });
});

it('M2: an army on the map destroyed in a battle off the map leaves the map at once', () => {
  // A (on F1) attacks Bo (off the map) and is wiped out (Stufe 2 plays 1000; 800 losses annihilate).
  const r = play(
    [...EXAMPLE_ARMIES, ['Bo', 'Bernd', 2, '']],
    [mapBattle({ attacker: 'A', defender: 'Bo', defenderVP: 10, attackerLosses: 800 })],
  );
  expect(r.battles[0]?.error).toBeNull();
  expect(fieldOf(r, 'A')).toBe('');
  // The battle was not on the map: F1 keeps its holder, the row shows no Feld.
  expect(holderOf(r, 'F1')).toBe('Anna');
  expect(battleRow(r, 0).slice(-2)).toEqual(['', '']);
});
