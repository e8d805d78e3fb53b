// Issue 24 §4 „Meine Schlachten“: every battle of the player's armies, newest first, each with
// its result from the player's side — won or lost, the Siegpunkte, the Stufe before and after,
// the VP won — or why it does not count (waiting, disputed, discarded, a broken rule).
import { replayCampaign } from '../../../src/rules/campaign';
import { playerBattles } from '../../../src/rules/portal/playerBattles';
import { battle, BATTLE_HEADER, campaign } from '../campaign/fixture';

const STATUS = ['Status', 'Gemeldet von', 'Einspruch'];
const t = campaign({
  players: [
    ['Anna', 500],
    ['Bernd', 250],
    ['Clara', 300],
  ],
  armies: [
    ['Rote Faust', 'Anna', 3],
    ['Eisenwölfe', 'Bernd', 2],
    ['Sternenspeer', 'Clara', 2],
  ],
});
t.battles = [
  [...BATTLE_HEADER, ...STATUS],
  [
    ...battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 30, defenderVP: 20, defenderLosses: 600 }),
    '',
    '',
    '',
  ],
  [...battle({ round: 1, attacker: 'Sternenspeer', defender: 'Eisenwölfe', attackerVP: 5, defenderVP: 9 }), '', '', ''],
  [
    ...battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 40, defenderVP: 10 }),
    'gemeldet',
    'Bernd',
    '',
  ],
  [
    ...battle({ round: 2, attacker: 'Sternenspeer', defender: 'Rote Faust', attackerVP: 40, defenderVP: 10 }),
    'bestritten',
    'Clara',
    'falsch',
  ],
  [...battle({ round: 2, attacker: 'Rote Faust', defender: 'Niemand' }), '', '', ''],
];

test('Anna: newest first, each from her side, with why it does not count', () => {
  const mine = playerBattles(replayCampaign(t), t, 'anna');
  expect(mine.earlier).toBe(0);
  expect(mine.battles.map((b) => [b.zeile, b.round, b.mine, b.opponent, b.opponentPlayer, b.counts])).toEqual([
    [6, 2, 'Rote Faust', 'Niemand', '', false],
    [5, 2, 'Rote Faust', 'Sternenspeer', 'Clara', false],
    [4, 2, 'Rote Faust', 'Eisenwölfe', 'Bernd', false],
    [2, 1, 'Rote Faust', 'Eisenwölfe', 'Bernd', true],
  ]);
  const [broken, disputed, waiting, won] = mine.battles.map((b) => b.result);
  expect(won).toMatch(/^Sieg als Angreifer, Siegpunkte 30:20; Rote Faust Stufe 3 → 3; \+\d+ VP\.$/);
  expect(waiting).toBe('Gemeldet von Bernd, wartet auf deine Bestätigung: Niederlage als Verteidiger, Siegpunkte 10:40.');
  // C12: the reason is shown to the two players — Anna is one of them, and she disputed it (user test 32).
  expect(disputed).toBe(
    'Von dir bestritten („falsch“) – die Spielleitung entscheidet: Niederlage als Verteidiger, Siegpunkte 10:40.',
  );
  expect(broken).toMatch(/^Zählt nicht: /);
});

test('Bernd lost the first battle and won his second; the opponent is named with the player', () => {
  const mine = playerBattles(replayCampaign(t), t, 'Bernd');
  expect(mine.battles.map((b) => b.zeile)).toEqual([4, 3, 2]);
  expect(mine.battles[2].result).toMatch(/^Niederlage als Verteidiger, Siegpunkte 20:30; Eisenwölfe Stufe 2 → 1\.$/);
  expect(mine.battles[1].result).toMatch(/^Sieg als Verteidiger, Siegpunkte 9:5; Eisenwölfe Stufe 1 → 1; \+\d+ VP\.$/);
  expect(mine.battles[0].result).toBe(
    'Gemeldet von dir, wartet auf Bestätigung durch Anna: Sieg als Angreifer, Siegpunkte 40:10.',
  );
});

test('only the newest are sent; the rest are counted', () => {
  const many = { ...t, battles: [t.battles[0], ...Array.from({ length: 60 }, () => t.battles[1])] };
  const mine = playerBattles(replayCampaign(many), many, 'Anna', 50);
  expect(mine.battles).toHaveLength(50);
  expect(mine.earlier).toBe(10);
  expect(mine.battles[0].zeile).toBe(61);
});

// C3: where the row no longer tells which side reported, neither player answers — the list must
// not send them waiting for the opponent, nor call a player's report the organiser's.
test('a report whose reporting side is unknown waits for the organiser (C3), on both pages', () => {
  const AUDIT = ['Status', 'Gemeldet von', 'Gemeldet am', 'Einspruch'];
  const reported = (reportedBy: string, at: Date | '') => ({
    ...t,
    battles: [
      [...BATTLE_HEADER, ...AUDIT],
      [
        ...battle({ round: 1, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 40, defenderVP: 10 }),
        'gemeldet',
        reportedBy,
        at,
        '',
      ],
    ],
  });
  const at = new Date(2026, 10, 20, 19, 30);
  const result = (tables: typeof t, who: string) => playerBattles(replayCampaign(tables), tables, who).battles[0].result;
  // Gemeldet von emptied by hand, Gemeldet am kept: a player's report, its side unknown.
  const cleared = reported('', at);
  expect(result(cleared, 'Anna')).toBe(
    'Gemeldet von einem Spieler, dessen Name nicht mehr eingetragen ist – die Spielleitung entscheidet: Niederlage als Verteidiger, Siegpunkte 10:40.',
  );
  expect(result(cleared, 'Bernd')).toBe(
    'Gemeldet von einem Spieler, dessen Name nicht mehr eingetragen ist – die Spielleitung entscheidet: Sieg als Angreifer, Siegpunkte 40:10.',
  );
  // Gemeldet von names a player of neither army now (renamed, or the army handed over).
  expect(result(reported('Dora', at), 'Anna')).toBe(
    'Gemeldet von Dora, der keine der beiden Armeen mehr spielt – die Spielleitung entscheidet: Niederlage als Verteidiger, Siegpunkte 10:40.',
  );
  // The organiser's own gemeldet row (both blank): either player answers.
  expect(result(reported('', ''), 'Anna')).toBe(
    'Gemeldet von der Spielleitung, wartet auf deine Bestätigung: Niederlage als Verteidiger, Siegpunkte 10:40.',
  );
});

test('a report its reporter withdrew reads as withdrawn — by „dir“ on the reporter’s page — not as the organiser’s discard (C10)', () => {
  const withdrawn = { ...t };
  withdrawn.battles = [
    [...BATTLE_HEADER, ...STATUS],
    [
      ...battle({ round: 1, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 40, defenderVP: 10 }),
      'verworfen',
      'Bernd',
      'zurückgezogen von Bernd',
    ],
    [
      ...battle({ round: 1, attacker: 'Sternenspeer', defender: 'Rote Faust', attackerVP: 40, defenderVP: 10 }),
      'verworfen',
      'Clara',
      'Doppelt gemeldet',
    ],
  ];
  const replay = replayCampaign(withdrawn);
  const [discarded, ownWithdrawal] = playerBattles(replay, withdrawn, 'anna').battles.map((b) => b.result);
  expect(ownWithdrawal).toBe('Zurückgezogen von Bernd – zählt nicht: Niederlage als Verteidiger, Siegpunkte 10:40.');
  expect(discarded).toBe('Verworfen – zählt nicht: Niederlage als Verteidiger, Siegpunkte 10:40.');
  expect(playerBattles(replay, withdrawn, 'bernd').battles[0].result).toBe(
    'Zurückgezogen von dir – zählt nicht: Sieg als Angreifer, Siegpunkte 40:10.',
  );
});

test('C11: a dispute with a proposal shows only its reason, and that a proposal waits', () => {
  const withProposal = { ...t, battles: t.battles.map((row) => row.slice()) };
  withProposal.battles[4][withProposal.battles[4].length - 1] =
    'falsch\nVorschlag: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 60; Verluste Angreifer 0; Verluste Verteidiger 500; Aufgegeben –; Rückzug nach –';
  const disputed = playerBattles(replayCampaign(withProposal), withProposal, 'anna').battles.find((b) => b.zeile === 5);
  expect(disputed?.result).toBe(
    'Von dir bestritten („falsch“, mit Gegenvorschlag) – die Spielleitung entscheidet: Niederlage als Verteidiger, Siegpunkte 10:40.',
  );
});

test('a Status the organiser mistyped: the player reads who fixes it and what to do — no row, no allowed values', () => {
  const typo = { ...t, battles: t.battles.map((r, i) => (i === 1 ? [...r.slice(0, -3), 'bestätgt', '', ''] : r)) };
  const mine = playerBattles(replayCampaign(typo), typo, 'Bernd');
  const row = mine.battles.find((b) => b.zeile === 2)!;
  expect(row.counts).toBe(false);
  expect(row.result).toBe(
    'Zählt nicht: Die Spielleitung muss den Status dieser Schlacht berichtigen – er ist gerade falsch eingetragen. ' +
      'Bis dahin zählt die Schlacht nicht und lässt sich nicht beantworten. Du musst nichts tun; dauert es, sag der Spielleitung Bescheid.',
  );
  expect(row.result).not.toMatch(/Zeile|erlaubt|bestätgt/);
  // The organiser's Prüfung still names the value and the allowed ones.
  expect(replayCampaign(typo).battles[0]?.error).toMatch(/^Status „bestätgt“ ist unbekannt; erlaubt sind: /);
});

// User test 29 („Gegner (du)“): the heading named the other army's player in brackets — on a
// battle of two of the reader's own armies (D9), the reader as the opponent's player.
test('each battle is headed from the reader’s side: the opponent’s player as „Gegner“, never the reader', () => {
  const own = {
    ...t,
    armies: [...t.armies, ['Zweite Faust', 'Anna', 2, '']],
    battles: [
      [...BATTLE_HEADER, ...STATUS],
      t.battles[1],
      [...battle({ round: 2, attacker: 'Zweite Faust', defender: 'Rote Faust', attackerVP: 5, defenderVP: 9 }), '', '', ''],
      t.battles[5],
    ],
  };
  const headings = playerBattles(replayCampaign(own), own, 'anna').battles.map((b) => b.heading);
  expect(headings).toEqual([
    'Runde 2: Rote Faust gegen Niemand',
    'Runde 2: Zweite Faust gegen Rote Faust (auch deine Armee)',
    'Runde 1: Rote Faust gegen Eisenwölfe (Gegner: Bernd)',
  ]);
  expect(headings.filter((h) => h.includes('Anna'))).toEqual([]);
  expect(playerBattles(replayCampaign(own), own, 'Bernd').battles.map((b) => b.heading)).toEqual([
    'Runde 1: Eisenwölfe gegen Rote Faust (Gegner: Anna)',
  ]);
});

// User test 34: a Runde 2 battle entered late sat above Runde 5 — the list followed the sheet's
// rows. Newest round first, then the newest row; a row without a readable Runde last.
test('sorted by Runde, newest round first, then the newest row; a row without a Runde last', () => {
  const late = {
    ...t,
    battles: [
      [...BATTLE_HEADER, ...STATUS],
      [...battle({ round: 3, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 30, defenderVP: 20 }), '', '', ''],
      [...battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 30, defenderVP: 20 }), '', '', ''],
      [...battle({ round: '', attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 30, defenderVP: 20 }), '', '', ''],
      [...battle({ round: 2, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 30, defenderVP: 20 }), '', '', ''],
      [...battle({ round: 3, attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 30, defenderVP: 20 }), '', '', ''],
    ],
  };
  const mine = playerBattles(replayCampaign(late), late, 'Anna');
  expect(mine.battles.map((b) => [b.round, b.zeile])).toEqual([
    [3, 6],
    [3, 2],
    [2, 5],
    [1, 3],
    [null, 4],
  ]);
  // Only the newest are sent: the oldest rounds are the ones left out.
  expect(playerBattles(replayCampaign(late), late, 'Anna', 2).battles.map((b) => b.zeile)).toEqual([6, 2]);
});
