// C1–C3 (docs/REGELN.md, „Bestätigung durch den Gegner“): a battle's Status decides whether it
// counts. Every expected number is worked out by hand in the comment above it, from the same
// duel as replay.test.ts: Stufe 2 vs 2, 10 : 5, losses 300 / 600 → Rote Faust 2 → 1 and wins,
// Eisenwölfe 2 → 0 (vernichtet), Anna +250 VP.
import { battlesTable, CampaignReplay, CellValue, openReports, parseBattleStatus, replayCampaign } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { replayWithHistory } from '../../../src/rules/campaign/history';
import { roundReport } from '../../../src/rules/campaign/roundReport';
import { battle, campaign, DUEL as duel, DUEL_LISTS, REMATCH as rematch } from './fixture';

const army = (r: CampaignReplay, name: string) => r.armies.find((a) => a.name === name)!;
const player = (r: CampaignReplay, name: string) => r.players.find((p) => p.name === name)!;

/** [Status, Gemeldet von, Einspruch, Gemeldet am] per battle row, appended as the confirmation columns. */
type Confirmation = [CellValue, CellValue?, CellValue?, CellValue?];

function withConfirmation(tables: CampaignTables, rows: Confirmation[]): CampaignTables {
  const [header, ...data] = tables.battles;
  return {
    ...tables,
    battles: [
      [...header, 'Status', 'Gemeldet von', 'Gemeldet am', 'Bestätigt von', 'Bestätigt am', 'Einspruch'],
      ...data.map((row, i) => {
        const [status, by, reason, at] = rows[i] ?? [''];
        return [...row, status, by ?? '', at ?? '', '', '', reason ?? ''];
      }),
    ],
  };
}

/** After the duel and its rematch (fixture.ts): Carla's Aschegarde against Sturmfalken. */
const third = battle({ round: 2, attacker: 'Aschegarde', defender: 'Sturmfalken', attackerVP: 3, defenderVP: 8 });

function tables(battles: CellValue[][], statuses: Confirmation[] | null): CampaignTables {
  const t = campaign({
    ...DUEL_LISTS,
    battles,
  });
  return statuses ? withConfirmation(t, statuses) : t;
}

describe('C1 the Status values', () => {
  it('match like names, also without umlauts', () => {
    expect(parseBattleStatus(' Bestaetigt ')).toBe('bestätigt');
    expect(parseBattleStatus('BESTÄTIGT')).toBe('bestätigt');
    expect(parseBattleStatus('ge meldet')).toBe('gemeldet');
    expect(parseBattleStatus('Entschieden')).toBe('entschieden');
    expect(parseBattleStatus('')).toBe('');
  });

  it('an unknown Status breaks a rule on its row, which then changes nothing', () => {
    const r = replayCampaign(tables([duel], [['offen']]));
    expect(r.battles[0]?.error).toBe(
      'Status „offen“ ist unbekannt; erlaubt sind: leer, gemeldet, bestätigt, bestritten, entschieden, verworfen.',
    );
    expect(r.battles[0]).toMatchObject({ errorField: 'status', attackerLevel: 2, defenderLevel: 2 });
    expect(army(r, 'Eisenwölfe').level).toBe(2);
  });
});

describe('C2 what counts', () => {
  it('without the columns, and with blank, bestätigt or entschieden, the duel counts exactly as before', () => {
    const before = replayCampaign(tables([duel], null));
    expect(army(before, 'Eisenwölfe')).toMatchObject({ level: 0, status: 'vernichtet' });
    expect(player(before, 'Anna').pool).toBe(250);
    for (const status of ['', 'bestätigt', 'entschieden']) {
      const r = replayCampaign(tables([duel], [[status, 'Anna']]));
      expect(battlesTable(r)).toEqual(battlesTable(before));
      expect(r.armies).toEqual(before.armies);
      expect(r.players).toEqual(before.players);
    }
  });

  it('a report waiting: Anna reported, so it waits for Bert; nothing changes and the rematch is computed without it', () => {
    // Without the duel both armies still have Stufe 2 in round 2: the rematch (10 : 5, no losses)
    // counts, Eisenwölfe win; Bert gets 250 VP (same Stufe).
    const r = replayCampaign(tables([duel, rematch], [['gemeldet', 'Anna'], ['']]));
    expect(r.battles[0]).toMatchObject({
      error: 'Gemeldet von Anna – wartet auf Bestätigung durch Bert.',
      attackerLevel: 2,
      defenderLevel: 2,
      confirmation: {
        status: 'gemeldet',
        reportedBy: 'Anna',
        waitingFor: ['Bert'],
        attackerPlayer: 'Anna',
        defenderPlayer: 'Bert',
      },
    });
    expect(r.battles[1]?.error).toBeNull();
    expect(army(r, 'Eisenwölfe')).toMatchObject({ level: 2, battles: 1, wins: 1 });
    expect(army(r, 'Rote Faust')).toMatchObject({ level: 2, battles: 1, losses: 1 });
    expect(player(r, 'Anna')).toMatchObject({ pool: 0, wins: 0, losses: 1 });
    expect(player(r, 'Bert')).toMatchObject({ pool: 250, wins: 1, losses: 0 });
    expect(battlesTable(r)[1][16]).toBe('Gemeldet von Anna – wartet auf Bestätigung durch Bert.');
  });

  it('confirmed later: the duel counts and the rematch after it is re-computed (Eisenwölfe are vernichtet now)', () => {
    const r = replayCampaign(tables([duel, rematch], [['bestätigt', 'Anna'], ['']]));
    expect(r.battles[0]?.error).toBeNull();
    expect(r.battles[1]?.error).toBe('Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.');
    expect(player(r, 'Anna')).toMatchObject({ pool: 250, wins: 1 });
    expect(player(r, 'Bert')).toMatchObject({ pool: 0, wins: 0, losses: 1 });
  });

  it('the reporter on the defending side makes it wait for the attacker; without a reporter both players are named', () => {
    const byBert = replayCampaign(tables([duel], [['gemeldet', ' bert ']]));
    expect(byBert.battles[0]?.error).toBe('Gemeldet von bert – wartet auf Bestätigung durch Anna.');
    const typed = replayCampaign(tables([duel], [['gemeldet', '']]));
    expect(typed.battles[0]?.error).toBe('Gemeldet – wartet auf Bestätigung durch Anna oder Bert.');
    const unknownArmy = replayCampaign(tables([battle({ attacker: 'Phantom', defender: 'Geister' })], [['gemeldet', 'Anna']]));
    expect(unknownArmy.battles[0]?.error).toBe('Gemeldet von Anna – wartet auf Bestätigung durch den Gegner.');
  });

  it('a reporter who plays neither army now (renamed in Spieler and Armeen since): nobody but the organiser is named', () => {
    const renamed = replayCampaign(tables([duel], [['gemeldet', 'Annegret']]));
    const row = renamed.battles[0];
    expect(row && row.error !== null ? row.confirmation : null).toMatchObject({
      waitingFor: [],
      unknownReporter: 'playsNeither',
    });
    expect(renamed.battles[0]?.error).toMatch(
      /^Gemeldet von Annegret, der keine der beiden Armeen mehr spielt .* nur die Spielleitung/,
    );
    expect(openReports(renamed)[0]).toMatchObject({ waitingFor: [], unknownReporter: 'playsNeither' });
  });

  it('a player’s report whose Gemeldet von was emptied (Gemeldet am kept): nobody but the organiser is named', () => {
    // C4: Gemeldet am is written only with a player's report; without Gemeldet von nobody knows
    // which side reported, and C3 never lets a side confirm its own report.
    const t = tables([duel], [['gemeldet', '', '', new Date(2026, 10, 20, 18, 0)]]);
    const cleared = replayCampaign(t);
    const row = cleared.battles[0];
    expect(row && row.error !== null ? row.confirmation : null).toMatchObject({ waitingFor: [], unknownReporter: 'cleared' });
    expect(cleared.battles[0]?.error).toBe(
      'Gemeldet von einem Spieler, dessen Name in „Gemeldet von“ fehlt – bestätigen kann jetzt nur die Spielleitung; ' +
        'trägt sie dort den Spieler der meldenden Armee ein, wartet die Meldung wieder auf den Gegner.',
    );
    expect(openReports(cleared)[0]).toMatchObject({ waitingFor: [], unknownReporter: 'cleared' });
    expect(roundReport(replayWithHistory(t), t, 1).join('\n')).toContain(
      'Gemeldet, wartet auf Bestätigung durch die Spielleitung',
    );
  });

  it('disputed with reason, disputed without, discarded: none counts', () => {
    const r = replayCampaign(
      tables(
        [duel, third],
        [
          ['bestritten', 'Anna', 'Verluste falsch, es waren 200'],
          ['verworfen', 'Carla'],
        ],
      ),
    );
    expect(r.battles[0]).toMatchObject({
      error:
        'Bestritten (Einspruch: „Verluste falsch, es waren 200“) – die Spielleitung entscheidet („Offene Meldungen“): mit „entschieden“ zählt sie, mit „verworfen“ nie.',
      confirmation: { status: 'bestritten', reason: 'Verluste falsch, es waren 200', waitingFor: [] },
    });
    expect(r.battles[1]?.error).toBe('Verworfen von der Spielleitung – zählt nie, bleibt als Verlauf stehen.');
    expect(r.armies.every((a) => a.level === 2 && a.battles === 0)).toBe(true);
    // C11: a proposal stands in the Einspruch below the reason; the Prüfung quotes only the reason.
    const proposed = replayCampaign(
      tables(
        [duel],
        [
          [
            'bestritten',
            'Anna',
            'Falsches Ergebnis\nVorschlag: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 60; Verluste Angreifer 0; Verluste Verteidiger 500; Aufgegeben –; Rückzug nach Furt',
          ],
        ],
      ),
    );
    expect(proposed.battles[0]?.error).toBe(
      'Bestritten (Einspruch: „Falsches Ergebnis“, mit Gegenvorschlag) – die Spielleitung entscheidet („Offene Meldungen“): mit „entschieden“ zählt sie, mit „verworfen“ nie.',
    );
    const blank = replayCampaign(tables([duel], [['bestritten', 'Anna', '']]));
    expect(blank.battles[0]?.error).toMatch(/^Bestritten \(ohne Begründung in der Spalte Einspruch\)/);
  });

  it('a report its reporter withdrew (C10) says who withdrew it, not the organiser', () => {
    const r = replayCampaign(
      tables(
        [duel, third],
        [
          ['verworfen', 'Anna', 'zurückgezogen von Anna'],
          ['verworfen', 'Carla', 'x'],
        ],
      ),
    );
    expect(r.battles[0]?.error).toBe('Zurückgezogen von Anna – zählt nie, bleibt als Verlauf stehen.');
    // Another Einspruch on a verworfen row: the organiser discarded it.
    expect(r.battles[1]?.error).toBe('Verworfen von der Spielleitung – zählt nie, bleibt als Verlauf stehen.');
  });

  it('a row that breaks another rule shows that rule, whatever its Status', () => {
    const r = replayCampaign(
      tables([battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 'viel' })], [['bestätigt']]),
    );
    expect(r.battles[0]?.error).toBe('Siegpunkte Angreifer: „viel“ ist keine Zahl.');
  });
});

describe('the open reports', () => {
  it('two open reports of different armies and a dispute are listed in row order with row, armies, players, reporter, reason', () => {
    // Row 0 waits for Bert; row 1 (round 2) is an open report of Aschegarde vs Sturmfalken by
    // Carla, waiting for Anna; a verworfen row is settled and not listed; row 3 is disputed.
    const r = replayCampaign(
      tables(
        [
          duel,
          third,
          battle({ attacker: 'Sturmfalken', defender: 'Aschegarde' }),
          battle({ attacker: 'Eisenwölfe', defender: 'Aschegarde' }),
        ],
        [['gemeldet', 'Anna'], ['gemeldet', 'Carla'], ['verworfen'], ['bestritten', 'Bert', 'Falsche Mission']],
      ),
    );
    expect(openReports(r)).toEqual([
      {
        row: 0,
        round: 1,
        status: 'gemeldet',
        attacker: 'Rote Faust',
        defender: 'Eisenwölfe',
        attackerPlayer: 'Anna',
        defenderPlayer: 'Bert',
        reportedBy: 'Anna',
        waitingFor: ['Bert'],
        unknownReporter: null,
        reason: '',
        message: 'Gemeldet von Anna – wartet auf Bestätigung durch Bert.',
      },
      expect.objectContaining({
        row: 1,
        round: 2,
        status: 'gemeldet',
        reportedBy: 'Carla',
        waitingFor: ['Anna'],
        attackerPlayer: 'Carla',
        defenderPlayer: 'Anna',
      }),
      expect.objectContaining({
        row: 3,
        status: 'bestritten',
        reportedBy: 'Bert',
        reason: 'Falsche Mission',
        waitingFor: [],
        attackerPlayer: 'Bert',
        defenderPlayer: 'Carla',
      }),
    ]);
    expect(openReports(replayCampaign(tables([duel], null)))).toEqual([]);
  });
});

describe('KAMPAGNE_VERLAUF', () => {
  it('counts only what counts: the waiting duel leaves round 1 as it started, the rematch is in round 2', () => {
    // Armies in list order: Rote Faust, Eisenwölfe, Aschegarde, Sturmfalken; pools Anna, Bert, Carla.
    const { rounds } = replayWithHistory(tables([duel, rematch], [['gemeldet', 'Anna'], ['']]));
    expect(rounds.map((r) => [r.round, r.levels, r.pools])).toEqual([
      [0, [2, 2, 2, 2], [0, 0, 0]],
      [1, [2, 2, 2, 2], [0, 0, 0]],
      [2, [2, 2, 2, 2], [0, 250, 0]],
    ]);
  });
});

describe('KAMPAGNE_BERICHT', () => {
  it('names open and disputed reports apart from the battles that count, and counts only the real errors as not counting', () => {
    const t = tables(
      [
        duel,
        battle({ attacker: 'Aschegarde', defender: 'Sturmfalken', attackerVP: 3, defenderVP: 8 }),
        battle({ attacker: 'Sturmfalken', defender: 'Aschegarde' }),
        battle({ attacker: 'Phantom', defender: 'Aschegarde' }),
      ],
      [['gemeldet', 'Anna'], [''], ['bestritten', 'Carla', 'Zu spät gemeldet'], ['']],
    );
    const report = roundReport(replayWithHistory(t), t, 1);
    expect(report).toContain('Aschegarde (Carla) greift Sturmfalken (Anna) an: Sturmfalken siegt (Siegpunkte 3:8).');
    expect(report).toContain('Gemeldet, wartet auf Bestätigung durch Bert: Rote Faust gegen Eisenwölfe (gemeldet von Anna).');
    // C12: the round report goes to every player (chat, portal): a dispute's reason is not in it.
    expect(report).toContain('Bestritten: Sturmfalken gegen Aschegarde – die Spielleitung entscheidet.');
    expect(report.join('\n')).not.toContain('Zu spät gemeldet');
    expect(report).toContain('1 Schlacht dieser Runde zählt nicht; die Spielleitung muss sie berichtigen.');
    expect(report.some((line) => line.startsWith('Rote Faust (Anna) greift'))).toBe(false);
  });

  it('names no e-mail address (C12): a report entered under the organiser’s address says "Spielleitung"', () => {
    const t = tables([duel], [['gemeldet', 'orga@example.com']]);
    const report = roundReport(replayWithHistory(t), t, 1);
    expect(report.join('\n')).not.toContain('@');
    expect(report).toContain(
      'Gemeldet, wartet auf Bestätigung durch Anna oder Bert: Rote Faust gegen Eisenwölfe (gemeldet von Spielleitung).',
    );
  });
});
