// The campaign replay on small campaigns; every expected number is worked out by hand from
// docs/REGELN.md in the comment above it.
import {
  AppliedBattle,
  armiesTable,
  battlesTable,
  checkNewBattle,
  bookingsTable,
  CampaignReplay,
  CellValue,
  playersTable,
  replayCampaign,
} from '../../../src/rules';
import { battle, booking, campaign, CampaignInput } from './fixture';

const army = (r: CampaignReplay, name: string) => r.armies.find((a) => a.name === name)!;
const player = (r: CampaignReplay, name: string) => r.players.find((p) => p.name === name)!;
const battleError = (r: CampaignReplay, i: number) => r.battles[i]?.error;
const bookingError = (r: CampaignReplay, i: number) => r.bookings[i]?.error;

/** Anna: Rote Faust; Bert: Eisenwölfe. Levels and pools per test. */
function duel(attackerLevel: number, defenderLevel: number, pools: [CellValue, CellValue], rest: Partial<CampaignInput>) {
  return replayCampaign(
    campaign({
      players: [
        ['Anna', pools[0]],
        ['Bert', pools[1]],
      ],
      armies: [
        ['Rote Faust', 'Anna', attackerLevel],
        ['Eisenwölfe', 'Bert', defenderLevel],
      ],
      ...rest,
    }),
  );
}

describe('a battle that counts', () => {
  it('Stufe 2 vs 2: losses give Stufenverlust, the winner gets 250 VP, Stufe 0 is vernichtet', () => {
    // Played 1000 each. Thresholds at 1000: 1 level from 250, 2 from 501, annihilation from 751.
    // Attacker lost 300 → 1 level (2 → 1); defender lost 600 → 2 levels (2 → 0, vernichtet).
    // 10 : 5 → attacker wins; same Stufe → 250 VP for Anna.
    const r = duel(2, 2, [0, 0], {
      battles: [
        battle({
          attacker: 'Rote Faust',
          defender: 'Eisenwölfe',
          attackerVP: 10,
          defenderVP: 5,
          attackerLosses: 300,
          defenderLosses: 600,
        }),
      ],
    });
    expect(r.battles[0]?.error).toBeNull();
    expect(army(r, 'Rote Faust')).toMatchObject({ level: 1, status: 'aktiv', battles: 1, wins: 1, losses: 0 });
    expect(army(r, 'Eisenwölfe')).toMatchObject({ level: 0, status: 'vernichtet', battles: 1, wins: 0, losses: 1 });
    expect(player(r, 'Anna')).toMatchObject({ pool: 250, activeArmies: 1, wins: 1, losses: 0 });
    expect(player(r, 'Bert')).toMatchObject({ pool: 0, activeArmies: 0, wins: 0, losses: 1 });
    expect(battlesTable(r)[1]).toEqual([
      1,
      'Rote Faust gegen Eisenwölfe',
      2,
      2,
      0,
      0,
      1000,
      1000,
      0,
      0,
      'Angreifer',
      1,
      2,
      1,
      0,
      250,
      'OK',
    ]);
    expect(armiesTable(r).slice(1)).toEqual([
      ['Rote Faust', 'Anna', 1, 500, 'aktiv', 1, 1, 0, 'OK'],
      ['Eisenwölfe', 'Bert', 0, 0, 'vernichtet', 1, 0, 1, 'OK'],
    ]);
    expect(playersTable(r).slice(1)).toEqual([
      ['Anna', 250, 1, 1, 0, 'OK'],
      ['Bert', 0, 0, 0, 1, 'OK'],
    ]);
  });

  it('docs/REGELN.md: defender 500 vs 1500 with pool 250 mobilises 250, plays 1250, starts with 5 SP; a 10:10 draw goes to the defender', () => {
    // Truppenbonus 500 → 1000; + 250 mobilised → 1250 vs 1500; 5 SP head start for the defender.
    // Draw → defender wins; its Stufe 1 < 3 → 500 VP. Bert: 250 − 250 + 500 = 500.
    const r = duel(3, 1, [0, 250], {
      battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 250, attackerVP: 10, defenderVP: 10 })],
    });
    expect(battlesTable(r)[1].slice(2)).toEqual([3, 1, 0, 500, 1500, 1250, 0, 5, 'Verteidiger', 0, 0, 3, 1, 500, 'OK']);
    expect(player(r, 'Bert').pool).toBe(500);
    const applied = r.battles[0] as AppliedBattle;
    expect(applied.defenderPoolBefore).toBe(250);
    expect(applied.plan.maxMobilisation).toBe(250);
  });

  it('docs/REGELN.md: a Stufe-3 army played 1500, lost 800 and gave up → Stufe 0, vernichtet', () => {
    // At 1500: 800 > 750 → 2 levels, +1 for giving up: 3 − 3 = 0. The defender wins whatever the SP.
    const r = duel(3, 3, [0, 0], {
      battles: [
        battle({
          attacker: 'Rote Faust',
          defender: 'Eisenwölfe',
          attackerVP: 40,
          defenderVP: 0,
          gaveUp: 'Angreifer',
          attackerLosses: 800,
        }),
      ],
    });
    expect(army(r, 'Rote Faust')).toMatchObject({ level: 0, status: 'vernichtet', losses: 1 });
    expect(battlesTable(r)[1].slice(10, 16)).toEqual(['Verteidiger', 2, 0, 0, 3, 250]);
    expect(player(r, 'Bert').pool).toBe(250);
  });

  it('scaling when both have 1500: both play the scaled value, thresholds follow it', () => {
    // 3 vs 3 scaled to 2000: at 2000, 1 level from 500, 2 from 1001. Attacker lost 600 → 1.
    const r = duel(3, 3, [0, 0], {
      battles: [
        battle({
          attacker: 'Rote Faust',
          defender: 'Eisenwölfe',
          scaledTo: 2000,
          attackerVP: 1,
          defenderVP: 2,
          attackerLosses: 600,
        }),
      ],
    });
    expect(battlesTable(r)[1].slice(2)).toEqual([3, 3, 0, 0, 2000, 2000, 0, 0, 'Verteidiger', 1, 0, 2, 3, 250, 'OK']);
  });

  it('a winner that is wiped out still won and its player gets the reward', () => {
    // 2 vs 2, attacker wins 20:0 but lost 900 of 1000 (≥ 751 → annihilation).
    const r = duel(2, 2, [0, 0], {
      battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 20, attackerLosses: 900 })],
    });
    expect(army(r, 'Rote Faust')).toMatchObject({ level: 0, wins: 1 });
    expect(player(r, 'Anna').pool).toBe(250);
    expect(battlesTable(r)[1][11]).toBe('Vernichtung');
  });
});

describe('battle rows that break a rule are reported and change nothing', () => {
  const unchanged = (r: CampaignReplay, levels: [number, number], pools: [number, number]) => {
    expect([army(r, 'Rote Faust').level, army(r, 'Eisenwölfe').level]).toEqual(levels);
    expect([player(r, 'Anna').pool, player(r, 'Bert').pool]).toEqual(pools);
    expect(r.armies.every((a) => a.battles === 0)).toBe(true);
    expect(r.players.every((p) => p.wins === 0 && p.losses === 0)).toBe(true);
  };

  it('unknown army', () => {
    const r = duel(2, 2, [0, 0], { battles: [battle({ attacker: 'Rote Fausst', defender: 'Eisenwölfe', attackerVP: 5 })] });
    expect(battleError(r, 0)).toBe('Angreifer „Rote Fausst“ ist unbekannt; bekannte Armeen stehen im Blatt Armeen.');
    unchanged(r, [2, 2], [0, 0]);
    // The row still names its battle, as typed.
    expect(battlesTable(r)[1]).toEqual([
      1,
      'Rote Fausst gegen Eisenwölfe',
      '',
      2,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      battleError(r, 0),
    ]);
  });

  it('army already destroyed', () => {
    // Round 1: defender loses 800 of 1000 → annihilation. Round 2: it attacks → refused.
    const r = duel(2, 2, [0, 0], {
      battles: [
        battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 5, defenderLosses: 800 }),
        battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 5 }),
      ],
    });
    expect(battleError(r, 1)).toBe('Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.');
    expect(army(r, 'Rote Faust')).toMatchObject({ battles: 1, wins: 1 });
  });

  it('the same army on both sides, whatever the spelling', () => {
    const r = duel(2, 2, [0, 0], { battles: [battle({ attacker: 'Rote Faust', defender: '  rote   FAUST ' })] });
    expect(battleError(r, 0)).toBe(
      'Angreifer und Verteidiger sind dieselbe Armee „Rote Faust“; eine Armee kann nicht gegen sich selbst kämpfen.',
    );
    unchanged(r, [2, 2], [0, 0]);
  });

  it('mobilisation above the pool', () => {
    // 1500 vs 500: the points would allow 500, the pool of 250 only 250.
    const r = duel(3, 1, [0, 250], { battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 500 })] });
    expect(battleError(r, 0)).toBe('Mobilisierung 500 übersteigt das Maximum von 250 (Versorgungspool: 250 VP).');
    unchanged(r, [3, 1], [0, 250]);
  });

  it('mobilisation not in steps of 250', () => {
    const r = duel(3, 1, [0, 1000], { battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 300 })] });
    expect(battleError(r, 0)).toBe('Mobilisierung 300 ist nicht in 250er-Schritten; erlaubt sind 0, 250, 500, …');
    unchanged(r, [3, 1], [0, 1000]);
  });

  it('mobilisation when the defender is the stronger side (weaker attacker)', () => {
    const r = duel(1, 3, [0, 1000], { battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 250 })] });
    expect(battleError(r, 0)).toBe(
      'Mobilisierung 250 ist nicht erlaubt: nur ein unterlegener Verteidiger darf mobilisieren (Verteidiger 1500 Punkte, Angreifer 500 Punkte).',
    );
    unchanged(r, [1, 3], [0, 1000]);
  });

  it('scaling when not allowed (equal, but below 1500)', () => {
    const r = duel(2, 2, [0, 0], { battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', scaledTo: 1500 })] });
    expect(battleError(r, 0)).toBe(
      'Skalieren ist nicht erlaubt: beide Seiten brauchen nach allen Boni gleich viele Punkte, mindestens 1500 (Angreifer 1000, Verteidiger 1000).',
    );
  });

  it('losses above played points + 10; exactly +10 still counts', () => {
    const r = duel(2, 2, [0, 0], {
      battles: [
        battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerLosses: 1011 }),
        battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', defenderLosses: 1010 }),
      ],
    });
    expect(battleError(r, 0)).toBe(
      'Verluste Angreifer 1011 übersteigen das Maximum von 1010 (gespielte Punkte 1000 + 10 Toleranz).',
    );
    expect(battleError(r, 1)).toBeNull();
    expect(army(r, 'Eisenwölfe').level).toBe(0);
  });

  it.each([
    ['', 'Runde fehlt; erwartet wird eine ganze Zahl ab 1.'],
    [0, 'Runde 0 liegt außerhalb des erlaubten Bereichs (ab 1).'],
    ['1,5', 'Runde 1,5 ist keine ganze Zahl; erlaubt sind ganze Zahlen.'],
    ['erste', 'Runde: „erste“ ist keine Zahl.'],
  ])('Runde %p', (round, message) => {
    const r = duel(2, 2, [0, 0], {
      battles: [battle({ round, attacker: 'Rote Faust', defender: 'Eisenwölfe', defenderLosses: 900 })],
      bookings: [booking({ round, player: 'Anna', supply: 1000 })],
    });
    expect(battleError(r, 0)).toBe(message);
    expect(bookingError(r, 0)).toBe(message);
    unchanged(r, [2, 2], [0, 0]);
  });

  it('an army before the round it is raised in', () => {
    const r = replayCampaign(
      campaign({
        players: [['Anna'], ['Bert']],
        armies: [
          ['Rote Faust', 'Anna', 2],
          ['Eisenwölfe', 'Bert', 2, 2],
        ],
        battles: [
          battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe' }),
          battle({ round: 2, attacker: 'Rote Faust', defender: 'Eisenwölfe' }),
        ],
        bookings: [booking({ round: 1, army: 'Eisenwölfe', levels: 1 }), booking({ round: 2, army: 'Eisenwölfe', levels: 1 })],
      }),
    );
    expect(battleError(r, 0)).toBe('Verteidiger „Eisenwölfe“ wird erst in Runde 2 aufgestellt; diese Schlacht ist in Runde 1.');
    expect(bookingError(r, 0)).toBe('Armee „Eisenwölfe“ wird erst in Runde 2 aufgestellt; diese Buchung ist in Runde 1.');
    expect(battleError(r, 1)).toBeNull();
    expect(bookingError(r, 1)).toBeNull();
    // Round 2: the booking (+1 → 3) comes before the battle, so the battle sees Stufe 3.
    expect(battlesTable(r)[2].slice(0, 4)).toEqual([2, 'Rote Faust gegen Eisenwölfe', 2, 3]);
    expect(army(r, 'Eisenwölfe')).toMatchObject({ raisedInRound: 2, level: 3, battles: 1 });
  });

  it('missing or malformed cells name the column', () => {
    const r = duel(2, 2, [0, 0], {
      battles: [
        battle({ attacker: '', defender: 'Eisenwölfe' }),
        battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: '' }),
        battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', gaveUp: 'beide' }),
        battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', defenderLosses: -5 }),
      ],
    });
    expect(r.battles.map((b) => b?.error)).toEqual([
      'Angreifer fehlt; erwartet wird eine Armee aus dem Blatt Armeen.',
      'Siegpunkte Angreifer fehlt; erwartet wird eine ganze Zahl von 0 bis 999.',
      'Aufgegeben „beide“ ist unbekannt; erlaubt sind leer, „Angreifer“ oder „Verteidiger“.',
      'Verluste Verteidiger -5 liegt außerhalb des erlaubten Bereichs (ab 0).',
    ]);
  });
});

describe('Buchungen', () => {
  it("supply phase, upgrade and retreat change pools and Stufen; blank Spieler is the army's player", () => {
    // Anna: 0 + 1000 − 500 = 500; Rote Faust 2 + 1 − 1 = 2.
    const r = duel(2, 2, [0, 0], {
      bookings: [
        booking({ round: 1, player: 'Anna', kind: 'Versorgungsphase', supply: 1000 }),
        booking({ round: 1, army: 'Rote Faust', kind: 'Aufwertung', supply: -500, levels: 1 }),
        booking({ round: 2, player: 'Anna', army: 'Rote Faust', kind: 'Rückzug', levels: -1 }),
      ],
    });
    expect(r.bookings.map((b) => b?.error)).toEqual([null, null, null]);
    expect(player(r, 'Anna').pool).toBe(500);
    expect(army(r, 'Rote Faust').level).toBe(2);
    expect(r.bookings[1]).toMatchObject({ player: 'Anna', army: 'Rote Faust', poolAfter: 500, levelAfter: 3 });
    expect(bookingsTable(r)).toEqual([
      ['Runde', 'Spieler', 'Armee', 'Art', 'Prüfung'],
      [1, 'Anna', '', 'Versorgungsphase', 'OK'],
      [1, 'Anna', 'Rote Faust', 'Aufwertung', 'OK'],
      [2, 'Anna', 'Rote Faust', 'Rückzug', 'OK'],
    ]);
  });

  it('Stufe above 4: refused, and neither Stufe nor VP are booked', () => {
    const r = duel(4, 2, [1000, 0], { bookings: [booking({ army: 'Rote Faust', kind: 'Aufwertung', supply: -500, levels: 1 })] });
    expect(bookingError(r, 0)).toBe('Stufen +1 ergäben für „Rote Faust“ Stufe 5; erlaubt sind Stufen 0 bis 4 (Stufe vorher: 4).');
    expect(army(r, 'Rote Faust').level).toBe(4);
    expect(player(r, 'Anna').pool).toBe(1000);
  });

  it('Stufe below 0', () => {
    const r = duel(1, 2, [0, 0], { bookings: [booking({ army: 'Rote Faust', levels: -2 })] });
    expect(bookingError(r, 0)).toBe(
      'Stufen -2 ergäben für „Rote Faust“ Stufe -1; erlaubt sind Stufen 0 bis 4 (Stufe vorher: 1).',
    );
  });

  it('pool below 0: refused, and the Stufe is not booked either', () => {
    const r = duel(2, 2, [250, 0], { bookings: [booking({ army: 'Rote Faust', supply: -500, levels: 1 })] });
    expect(bookingError(r, 0)).toBe(
      'Versorgung -500 ergäbe für „Anna“ einen Versorgungspool von -250 VP; der Pool darf nicht unter 0 fallen (Versorgungspool: 250 VP).',
    );
    expect(army(r, 'Rote Faust').level).toBe(2);
    expect(player(r, 'Anna').pool).toBe(250);
    // VP grouped the German way, as the pages show the pool beside it (review 30: Buchen said „1200 VP“ under „1.200 VP“).
    const large = duel(2, 2, [1200, 0], { bookings: [booking({ army: 'Rote Faust', supply: -1500 })] });
    expect(bookingError(large, 0)).toBe(
      'Versorgung -1.500 ergäbe für „Anna“ einen Versorgungspool von -300 VP; der Pool darf nicht unter 0 fallen (Versorgungspool: 1.200 VP).',
    );
  });

  it('a destroyed army gets no Stufen back, but a VP booking naming it counts', () => {
    const r = duel(1, 1, [0, 0], {
      bookings: [
        booking({ round: 1, army: 'Rote Faust', levels: -1, kind: 'Rückzug' }),
        booking({ round: 2, army: 'Rote Faust', levels: 1, supply: -500 }),
        booking({ round: 2, army: 'Rote Faust', supply: 250, kind: 'Korrektur' }),
      ],
    });
    expect(army(r, 'Rote Faust').status).toBe('vernichtet');
    expect(bookingError(r, 1)).toBe(
      'Armee „Rote Faust“ ist vernichtet (Stufe 0); ihr können keine Stufen mehr gebucht werden – für neue Truppen eine neue Armee im Blatt Armeen anlegen.',
    );
    expect(bookingError(r, 2)).toBeNull();
    expect(player(r, 'Anna').pool).toBe(250);
  });

  it("unknown player or army, Stufen without army, nothing named, another player's army", () => {
    const r = duel(2, 2, [1000, 1000], {
      bookings: [
        booking({ player: 'Carla', supply: 1000 }),
        booking({ army: 'Sturmfalken', levels: 1 }),
        booking({ player: 'Anna', levels: 1 }),
        booking({ supply: 1000 }),
        booking({ player: 'Bert', army: 'Rote Faust', supply: -500, levels: 1 }),
      ],
    });
    expect(r.bookings.map((b) => b?.error)).toEqual([
      'Spieler „Carla“ ist unbekannt; bekannte Spieler stehen im Blatt Spieler.',
      'Armee „Sturmfalken“ ist unbekannt; bekannte Armeen stehen im Blatt Armeen.',
      'Stufen +1 brauchen eine Armee; bitte die Armee eintragen.',
      'Spieler und Armee fehlen; eine Buchung braucht einen Spieler, eine Armee oder beides.',
      'Armee „Rote Faust“ gehört Spieler „Anna“, nicht „Bert“; Spieler leer lassen oder den Spieler der Armee eintragen.',
    ]);
    expect([player(r, 'Anna').pool, player(r, 'Bert').pool]).toEqual([1000, 1000]);
    expect(army(r, 'Rote Faust').level).toBe(2);
  });

  it('reads German number text and ignores Datum', () => {
    const r = duel(2, 2, ['1.000', 0], {
      bookings: [[1, 'kein Datum', 'Anna', '', 'Korrektur', '1.250', '', '']],
    });
    expect(bookingError(r, 0)).toBeNull();
    expect(player(r, 'Anna').pool).toBe(2250);
  });
});

describe('order of events', () => {
  it('within a round all Buchungen come first, wherever they stand in the sheet', () => {
    // Bert has 0 VP. The round-1 supply for Bert stands below a round-2 booking; it is still
    // booked before the round-1 battle, so mobilising 250 is allowed.
    const bookings = [booking({ round: 2, player: 'Anna', supply: 1000 }), booking({ round: 1, player: 'Bert', supply: 250 })];
    const battles = [battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 250, attackerVP: 1 })];
    const r = duel(3, 1, [0, 0], { battles, bookings });
    expect(battleError(r, 0)).toBeNull();
    expect(player(r, 'Bert').pool).toBe(0);

    // The same supply in round 2 comes too late for the round-1 battle.
    const late = duel(3, 1, [0, 0], { battles, bookings: [booking({ round: 2, player: 'Bert', supply: 250 })] });
    expect(battleError(late, 0)).toBe('Mobilisierung 250 übersteigt das Maximum von 0 (Versorgungspool: 0 VP).');
  });

  it('battles are replayed by round, not by sheet row', () => {
    // The round-2 battle stands first; the round-1 battle destroys Eisenwölfe before it.
    const r = duel(2, 2, [0, 0], {
      battles: [
        battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 9 }),
        battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 9, defenderLosses: 800 }),
      ],
    });
    expect(battleError(r, 0)).toBe('Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.');
    expect(battleError(r, 1)).toBeNull();
  });

  it('correcting an old row fixes everything after it', () => {
    const input = (defenderLosses: number): CampaignInput => ({
      players: [['Anna'], ['Bert']],
      armies: [
        ['Rote Faust', 'Anna', 2],
        ['Eisenwölfe', 'Bert', 1],
      ],
      battles: [
        battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 20, defenderVP: 10, defenderLosses }),
        battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 30, defenderVP: 20 }),
      ],
    });
    // Round 1: Eisenwölfe 500 + Truppenbonus 250 = 750 played; 2 levels from 376 on.
    // 400 lost → Stufe 1 − 2 → 0, vernichtet; the round-2 battle is refused.
    const wrong = replayCampaign(campaign(input(400)));
    expect(battleError(wrong, 1)).toMatch(/„Eisenwölfe“ ist vernichtet/);
    expect(player(wrong, 'Bert').pool).toBe(0);

    // Corrected to 100 (< 188 → no level lost): round 2 counts. Eisenwölfe (Stufe 1, 750 with
    // bonus) beat Rote Faust (Stufe 2, 1000): 500 VP for Bert, 5 SP head start.
    const fixed = replayCampaign(campaign(input(100)));
    expect(fixed.battles.map((b) => b?.error)).toEqual([null, null]);
    expect(battlesTable(fixed)[2].slice(2)).toEqual([1, 2, 250, 0, 750, 1000, 5, 0, 'Angreifer', 0, 0, 1, 2, 500, 'OK']);
    expect(player(fixed, 'Anna')).toMatchObject({ pool: 250, wins: 1, losses: 1 });
    expect(player(fixed, 'Bert')).toMatchObject({ pool: 500, wins: 1, losses: 1 });
  });

  it('currentRound is the highest Runde of the battle log, else 1', () => {
    const none = duel(2, 2, [0, 0], { bookings: [booking({ round: 7, player: 'Anna', supply: 1 })] });
    expect(none.currentRound).toBe(1);
    const some = duel(2, 2, [0, 0], {
      battles: [
        battle({ round: 3, attacker: 'Rote Faust', defender: 'Eisenwölfe' }),
        battle({ round: 2, attacker: 'X', defender: 'Y' }),
      ],
    });
    expect(some.currentRound).toBe(3);
  });
});

describe('the Armeen and Spieler lists', () => {
  it('bad list rows are reported in list order and create nothing; battles naming them say why', () => {
    const r = replayCampaign(
      campaign({
        players: [
          ['Anna', 0],
          ['anna', 0],
          ['Bert', -250],
          ['Carla', 0],
        ],
        armies: [
          ['Rote Faust', 'Anna', 2],
          ['Sturmfalken', 'Dora', 2],
          ['ROTE FAUST', 'Carla', 1],
          ['Eisenwölfe', 'Carla', 5],
          ['Aschegarde', 'Bert', 1],
          ['', 'Carla', 1],
          ['Glutbrigade', 'Carla', 0],
        ],
        battles: [battle({ attacker: 'Rote Faust', defender: 'Sturmfalken' })],
      }),
    );
    expect(r.armies.map((a) => a.name)).toEqual(['Rote Faust']);
    expect(armiesTable(r).slice(1)).toEqual([
      ['Rote Faust', 'Anna', 2, 1000, 'aktiv', 0, 0, 0, 'OK'],
      ['Sturmfalken', 'Dora', '', '', '', '', '', '', 'Spieler „Dora“ ist unbekannt; bekannte Spieler stehen im Blatt Spieler.'],
      [
        'ROTE FAUST',
        'Carla',
        '',
        '',
        '',
        '',
        '',
        '',
        'Eine Armee „Rote Faust“ gibt es schon (Zeile 2 im Blatt Armeen, Spieler Anna); bitte einen anderen Namen wählen.',
      ],
      ['Eisenwölfe', 'Carla', '', '', '', '', '', '', 'Startstufe 5 liegt außerhalb des erlaubten Bereichs (1 bis 4).'],
      [
        'Aschegarde',
        'Bert',
        '',
        '',
        '',
        '',
        '',
        '',
        'Spieler „Bert“ ist im Blatt Spieler fehlerhaft eingetragen: Startversorgung -250 liegt außerhalb des erlaubten Bereichs (0 bis 100000).',
      ],
      ['', 'Carla', '', '', '', '', '', '', 'Armee fehlt; erwartet wird der Name der Armee.'],
      ['Glutbrigade', 'Carla', '', '', '', '', '', '', 'Startstufe 0 liegt außerhalb des erlaubten Bereichs (1 bis 4).'],
    ]);
    expect(playersTable(r).slice(1)).toEqual([
      ['Anna', 0, 1, 0, 0, 'OK'],
      ['anna', '', '', '', '', 'Spieler „anna“ steht schon weiter oben im Blatt Spieler; Spielernamen müssen eindeutig sein.'],
      ['Bert', '', '', '', '', 'Startversorgung -250 liegt außerhalb des erlaubten Bereichs (0 bis 100000).'],
      ['Carla', 0, 0, 0, 0, 'OK'],
    ]);
    expect(battleError(r, 0)).toBe(
      'Verteidiger „Sturmfalken“ ist im Blatt Armeen fehlerhaft eingetragen: Spieler „Dora“ ist unbekannt; bekannte Spieler stehen im Blatt Spieler.',
    );
  });

  it('Startversorgung is bounded like Versorgung: above 100.000 VP the player is refused, at 100.000 counted', () => {
    const r = replayCampaign(
      campaign({
        players: [
          ['Anna', 100_000],
          ['Bert', 100_001],
          ['Carla', 1e15],
        ],
        armies: [],
        battles: [],
      }),
    );
    expect(playersTable(r).slice(1)).toEqual([
      ['Anna', 100_000, 0, 0, 0, 'OK'],
      ['Bert', '', '', '', '', 'Startversorgung 100001 liegt außerhalb des erlaubten Bereichs (0 bis 100000).'],
      [
        'Carla',
        '',
        '',
        '',
        '',
        expect.stringMatching(/^Startversorgung .* liegt außerhalb des erlaubten Bereichs \(0 bis 100000\)\.$/),
      ],
    ]);
  });

  it('a name typed into a list with an invisible character (NUL, bidi override, zero-width space, line break) is reported in Prüfung', () => {
    const r = replayCampaign(
      campaign({
        players: [
          ['Anna', 0],
          ['Be\u0000rt', 0],
          ['\u202eannA', 0],
        ],
        armies: [
          ['Rote Faust', 'Anna', 2],
          ['Rote\u200bFaust', 'Anna', 2],
          ['Eisen\nwölfe', 'Anna', 1],
        ],
        battles: [],
      }),
    );
    expect(playersTable(r).slice(1)).toEqual([
      ['Anna', 0, 1, 0, 0, 'OK'],
      [
        'Be\u0000rt',
        '',
        '',
        '',
        '',
        'Spieler enthält ein Steuerzeichen (U+0000); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile.',
      ],
      [
        '\u202eannA',
        '',
        '',
        '',
        '',
        'Spieler enthält ein Steuerzeichen (U+202E); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile.',
      ],
    ]);
    const checks = armiesTable(r)
      .slice(1)
      .map((row) => row[row.length - 1]);
    expect(checks).toEqual([
      'OK',
      'Armee enthält ein Steuerzeichen (U+200B); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile.',
      'Armee enthält ein Steuerzeichen (U+000A); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile.',
    ]);
  });

  it('names match across sheets ignoring case and extra blanks; output uses the list spelling', () => {
    const r = duel(2, 2, [0, 0], {
      battles: [battle({ attacker: ' rote  faust', defender: 'EISENWÖLFE', attackerVP: 1 })],
      bookings: [booking({ player: ' anna ', army: 'rote faust', supply: 100 })],
    });
    expect(r.battles[0]).toMatchObject({ error: null, attacker: 'Rote Faust', defender: 'Eisenwölfe' });
    expect(r.bookings[0]).toMatchObject({ error: null, player: 'Anna', army: 'Rote Faust' });
  });
});

describe("checkNewBattle (the sidebar's check before saving)", () => {
  const tables = () =>
    campaign({
      players: [['Anna'], ['Bert', 250]],
      armies: [
        ['Rote Faust', 'Anna', 3],
        ['Eisenwölfe', 'Bert', 1],
      ],
      battles: [battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 250, attackerVP: 9 })],
    });

  it("throws the candidate row's German message, seeing the pool after the earlier battles", () => {
    // The round-1 battle used Bert's 250 VP; a second mobilisation of 250 in round 1 exceeds it.
    expect(() =>
      checkNewBattle(tables(), battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 250 })),
    ).toThrow('Mobilisierung 250 übersteigt das Maximum von 0 (Versorgungspool: 0 VP).');
    expect(() => checkNewBattle(tables(), battle({ round: 1, attacker: 'Rote Fausst', defender: 'Eisenwölfe' }))).toThrow(
      'Angreifer „Rote Fausst“ ist unbekannt; bekannte Armeen stehen im Blatt Armeen.',
    );
    expect(() => checkNewBattle(tables(), new Array(16).fill(''))).toThrow('Die neue Schlacht ist leer');
  });

  it('returns the plan and outcome of a valid candidate', () => {
    const result = checkNewBattle(
      tables(),
      battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 3, defenderVP: 1 }),
    );
    // Eisenwölfe 500 + Truppenbonus 500 = 1000 vs 1500; the attacker does not mobilise.
    expect([result.plan.attacker, result.plan.defender, result.outcome.winner, result.outcome.supply]).toEqual([
      1000,
      1500,
      'Angreifer',
      500,
    ]);
  });
});
