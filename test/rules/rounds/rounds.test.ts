// Hand-worked cases for the round rules (docs/REGELN.md R1–R7, A1–A8, C9–C12), each with the
// campaign it is about: F1 – F2 – F3 – F4 in a line, F5 next to F1 and F2.
import { CellMatrix, CellValue } from '../../../src/rules';
import { checkNewBooking, replayCampaign } from '../../../src/rules/campaign';
import {
  battlesChangedBy,
  changedBattlesMessage,
  checkAnswer,
  checkReportWithdrawal,
  checkPlayerBooking,
  checkProposal,
  currentRoundOf,
  disputeWithProposal,
  organiserRound,
  ordersState,
  playerRound,
  proposalOf,
  proposalProblem,
  readAttacksDeclared,
  readPhase,
  reasonOf,
  reportedBattle,
  roundSituation,
  takenDispute,
  battlePhaseOpen,
  battlePhaseQuestion,
  publicRoundReport,
} from '../../../src/rules/rounds';
import { replayWithHistory } from '../../../src/rules/campaign/history';
import { changedBattleLine } from '../../../src/rules/rounds/battlesChanged';
import { ORGANISER_READS, playerReads } from '../../../src/rules/campaign/sheetReader';
import { textFor } from '../../../src/rules/ruleText';
import { campaignStateBefore } from '../../../src/rules/campaign/replay';
import { mapBattle, mapBooking } from '../map/mapFixture';
import { BATTLE_HEADER } from '../campaign/fixture';
import { organiserWording } from '../playerWording';
import { Action, act, LINE_MAP as MAP, newRound, roundCampaign, setPhase, SETTINGS_HEADER } from './roundModel';
import type { RoundInputs } from '../../../src/rules/rounds';

/** Round 1 begun by the organiser (1000 VP each), in the given phase, declarations on. */
function round1(phase: 'Befehle' | 'Schlachten' = 'Befehle', declarations: 'ja' | 'nein' = 'ja'): RoundInputs {
  const start = newRound(roundCampaign(MAP, { declarations }), 1);
  return phase === 'Befehle' ? start : setPhase(start, 'Schlachten');
}

function ok(inputs: RoundInputs, a: Action): RoundInputs {
  const r = act(inputs, a);
  if ('refused' in r) throw new Error(`refused: ${r.refused.message}`);
  return r.inputs;
}

function refused(inputs: RoundInputs, a: Action) {
  const r = act(inputs, a);
  if (!('refused' in r)) throw new Error('admitted');
  return r.refused;
}

const report = (p: Partial<Extract<Action, { kind: 'report' }>> = {}): Action => ({
  kind: 'report',
  player: 'Anna',
  round: 1,
  attacker: 'Rote Faust',
  defender: 'Eisenwölfe',
  attackerVP: 10,
  defenderVP: 5,
  attackerLosses: 0,
  defenderLosses: 0,
  retreat: 'F3',
  confirmed: false,
  ...p,
});
const declare = (player: string, attacker: string, defender: string): Action => ({ kind: 'declare', player, attacker, defender });

describe('R1 current round', () => {
  it('is the highest Runde of the organiser rows, at least 1; players never move it', () => {
    const c = roundCampaign(MAP);
    expect(currentRoundOf(c.tables)).toBe(1);
    expect(organiserRound(c.tables)).toBe(0);
    const t = c.tables;
    const status = (row: CellValue[], s: string, by: string): CellValue[] => [...row, s, by, ''];
    const tables = {
      ...t,
      bookings: [
        ...t.bookings,
        [...mapBooking({ round: 3, player: 'Anna', kind: 'Versorgungsphase', supply: 1000 }), ''],
        // a player's booking of round 5
        [...mapBooking({ round: 5, player: 'Anna', army: 'Rote Faust', kind: 'Bewegung', field: 'F2' }), 'Anna'],
      ],
      battles: [
        ...t.battles,
        // a player's report of round 6, even confirmed
        status(mapBattle({ round: 6, attacker: 'Rote Faust', defender: 'Eisenwölfe' }), 'bestätigt', 'Anna'),
        // the organiser's rows that do not count under their Status
        status(mapBattle({ round: 7, attacker: 'Rote Faust', defender: 'Eisenwölfe' }), 'gemeldet', ''),
        status(mapBattle({ round: 8, attacker: 'Rote Faust', defender: 'Eisenwölfe' }), 'verworfen', ''),
      ],
    };
    expect(currentRoundOf(tables)).toBe(3);
    tables.battles.push(status(mapBattle({ round: 4, attacker: 'Rote Faust', defender: 'Eisenwölfe' }), 'entschieden', ''));
    expect(currentRoundOf(tables)).toBe(4);
  });
});

describe('R1: a Schlachten row of the organiser counts for the round only once it reads as a battle (C2)', () => {
  it('next round’s pairings typed ahead without results, or a row half typed, move no round; complete, the round moves', () => {
    const c = roundCampaign(MAP);
    const vp = BATTLE_HEADER.indexOf('Siegpunkte Angreifer');
    const planned = mapBattle({ round: 2, attacker: 'Rote Faust', defender: 'Eisenwölfe' });
    planned[vp] = '';
    planned[vp + 1] = '';
    const halfTyped: CellValue[] = [3, ...new Array<CellValue>(planned.length - 1).fill('')];
    const tables = { ...c.tables, battles: [...c.tables.battles, planned, halfTyped] };
    expect(organiserRound(tables)).toBe(0);
    expect(currentRoundOf(tables)).toBe(1);
    planned[vp] = 10;
    planned[vp + 1] = 5;
    expect(currentRoundOf(tables)).toBe(2);
  });
});

describe('R1: a complete Schlachten row of the organiser moves the round only with two armies of Armeen (C2)', () => {
  const typed = (round: number, attacker: string, defender: string) => [
    ...mapBattle({ round, attacker, defender, attackerVP: 10, defenderVP: 5 }),
    '',
    '',
    '',
  ];
  const c = newRound(roundCampaign(MAP), 2);

  it('an army Armeen does not list (a typo) moves no round; the replay still says what is wrong with the row', () => {
    const tables = { ...c.tables, battles: [...c.tables.battles, typed(7, 'Blut Engel', 'Eisenwölfe')] };
    expect(organiserRound(tables)).toBe(2);
    expect(currentRoundOf(tables)).toBe(2);
    expect(roundSituation({ ...c, tables }).round).toBe(2);
    expect(replayCampaign(tables).battles[0]).toMatchObject({ round: 7, error: expect.stringMatching(/Blut Engel.*unbekannt/) });
    const defender = { ...c.tables, battles: [...c.tables.battles, typed(7, 'Rote Faust', 'Eisenwolfe')] };
    expect(currentRoundOf(defender)).toBe(2);
  });

  it('a player’s report whose Gemeldet von was emptied (Gemeldet am kept) stays a player’s row: it moves no round (C3, C4)', () => {
    const [header, ...rows] = c.tables.battles;
    const reported = [...typed(7, 'Rote Faust', 'Eisenwölfe').slice(0, -3), 'entschieden', '', '', new Date(2026, 10, 20)];
    const battles = [[...header, 'Gemeldet am'], ...rows.map((r) => [...r, '']), reported];
    expect(currentRoundOf({ ...c.tables, battles })).toBe(2);
    // Typed by the organiser (both blank), the same row moves it.
    expect(currentRoundOf({ ...c.tables, battles: [...battles.slice(0, -1), [...reported.slice(0, -1), '']] })).toBe(7);
  });

  it('the same army on both sides moves no round', () => {
    const tables = { ...c.tables, battles: [...c.tables.battles, typed(7, 'Rote Faust', 'rote faust')] };
    expect(currentRoundOf(tables)).toBe(2);
  });

  it('names are matched like names (case, blanks); an army listed later makes the row count', () => {
    const tables = { ...c.tables, battles: [...c.tables.battles, typed(7, '  rote   FAUST ', 'Eisenwölfe')] };
    expect(currentRoundOf(tables)).toBe(7);
    const typo = { ...c.tables, battles: [...c.tables.battles, typed(7, 'Blut Engel', 'Eisenwölfe')] };
    const raised = { ...typo, armies: [...typo.armies, ['Blut Engel', 'Clara', 2, 7, '']] };
    expect(currentRoundOf(raised)).toBe(7);
  });
});

describe('R2 phase and A1 switch', () => {
  it('reads Befehle only when the row says so; missing or unreadable is Schlachten', () => {
    expect(readPhase(null)).toBe('Schlachten');
    expect(readPhase([SETTINGS_HEADER])).toBe('Schlachten');
    expect(readPhase([SETTINGS_HEADER, [' phase ', ' BEFEHLE ']])).toBe('Befehle');
    expect(readPhase([SETTINGS_HEADER, ['Phase', 'Morgen']])).toBe('Schlachten');
  });
  it('declarations are on only with „ja“ and a map', () => {
    expect(readAttacksDeclared(null)).toBe(false);
    expect(readAttacksDeclared([SETTINGS_HEADER, ['Angriffe ansagen', 'Ja']])).toBe(true);
    expect(readAttacksDeclared([SETTINGS_HEADER, ['Angriffe ansagen', 'nein']])).toBe(false);
    const c = roundCampaign(MAP);
    expect(roundSituation(c).declarationsOn).toBe(true);
    const { fields: _f, ...withoutMap } = c.tables;
    expect(roundSituation({ ...c, tables: withoutMap }).declarationsOn).toBe(false);
  });
});

describe('R3 and C5: reports', () => {
  it('are refused in the Befehle phase', () => {
    const e = refused(round1('Befehle', 'nein'), report());
    expect(e.field).toBe('round');
    expect(e.message).toContain('Befehlsphase');
  });
  it('are accepted only for the current round, never the next', () => {
    const c = round1('Schlachten', 'nein');
    expect(refused(c, report({ round: 2 })).message).toContain('laufenden Runde 1');
    ok(c, report());
  });
  it('need the player to own one army and no other open report of either army', () => {
    const c = round1('Schlachten', 'nein');
    expect(refused(c, report({ player: 'Clara' })).field).toBe('attacker');
    const after = ok(c, report());
    const e = refused(after, report({ player: 'Bernd', attacker: 'Eisenwölfe', defender: 'Späher', retreat: 'F1' }));
    // Players never see the sheet: the battle by its armies, no row number.
    expect(e.message).toMatch(
      /^„Eisenwölfe“ hat schon eine offene Meldung \(Runde 1: Rote Faust gegen Eisenwölfe, gemeldet\)\. /,
    );
  });
});

describe('A5: reports follow declarations', () => {
  it('a report needs a standing declaration of this round with the same sides, reported once', () => {
    let c = round1('Befehle');
    expect(refused(setPhase(c, 'Schlachten'), report()).message).toContain('keinen Angriff');
    c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    c = setPhase(c, 'Schlachten');
    // the other way round is not the declaration
    expect(refused(c, report({ player: 'Bernd', attacker: 'Eisenwölfe', defender: 'Rote Faust', retreat: '' })).field).toBe(
      'attacker',
    );
    c = ok(c, report({ confirmed: true }));
    expect(refused(c, report({ player: 'Bernd' })).message).toMatch(/ist schon gemeldet\. Jede Ansage/);
  });
  it('a withdrawn report (verworfen) frees the declaration again (C10)', () => {
    let c = setPhase(ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe')), 'Schlachten');
    c = ok(c, report());
    expect(refused(c, { kind: 'withdrawReport', player: 'Bernd', row: 0 }).message).toContain('Anna');
    c = ok(c, { kind: 'withdrawReport', player: 'Anna', row: 0 });
    expect(c.tables.battles[1]).toContain('zurückgezogen von Anna');
    ok(c, report({ attackerVP: 12 }));
  });
});

describe('A7: the public round report says what became of each declaration, one line never against another', () => {
  const publicReport = (c: RoundInputs) => publicRoundReport(replayWithHistory(c.tables), c.tables, roundSituation(c));
  it('gespielt only once its battle counts; a report still open says so; none: nicht gespielt', () => {
    let c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    c = ok(c, declare('Bernd', 'Eisenwölfe', 'Späher'));
    c = setPhase(c, 'Schlachten');
    c = ok(c, report());
    const reported = publicReport(c);
    expect(reported).not.toContain('In dieser Runde wurde keine Schlacht geschlagen.');
    expect(reported).toContain('Noch zählt keine Schlacht dieser Runde.');
    expect(reported).toContain('Rote Faust (Anna) greift Eisenwölfe (Bernd) auf F2 an – gemeldet, zählt noch nicht.');
    expect(reported).toContain('Eisenwölfe (Bernd) greift Späher (Anna) auf F5 an – nicht gespielt.');
    // Bernd disputes: still not played as far as the campaign knows.
    c = ok(c, { kind: 'answer', player: 'Bernd', row: 0, confirm: false });
    const disputed = publicReport(c);
    expect(disputed).toContain('Noch zählt keine Schlacht dieser Runde.');
    expect(disputed).toContain('Bestritten: Rote Faust gegen Eisenwölfe – die Spielleitung entscheidet.');
    expect(disputed).toContain('Rote Faust (Anna) greift Eisenwölfe (Bernd) auf F2 an – bestritten, zählt noch nicht.');
    expect(disputed.filter((l) => l.includes('gespielt') && !l.includes('nicht gespielt'))).toEqual([]);
    const s = roundSituation(c);
    const view = playerRound(s, campaignStateBefore(c.tables, { kind: 'battle', round: 1 }), 'Clara').roundDeclarations;
    expect(view.map((d) => [d.attacker, d.played, d.outcome])).toEqual([
      ['Rote Faust', false, 'bestritten, zählt noch nicht'],
      ['Eisenwölfe', false, 'nicht gespielt'],
    ]);
  });
  it('a report whose Status the organiser mistyped: the report players read points to no Prüfung, says who fixes it', () => {
    const c = ok(setPhase(ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe')), 'Schlachten'), report());
    const status = (c.tables.battles[0] as CellValue[]).indexOf('Status');
    const battles = c.tables.battles.map((r, i) => (i === 1 ? r.map((v, j) => (j === status ? 'gemeldte' : v)) : r));
    const lines = publicReport({ ...c, tables: { ...c.tables, battles } });
    expect(lines.filter((l) => organiserWording().test(l))).toEqual([]);
    expect(lines).toContain('1 Schlacht dieser Runde zählt nicht; die Spielleitung muss sie berichtigen.');
    expect(lines).toContain(
      'Rote Faust (Anna) greift Eisenwölfe (Bernd) auf F2 an – gemeldet, zählt nicht (die Spielleitung muss den Status berichtigen).',
    );
  });
  it('a confirmed report is gespielt; a withdrawn one (verworfen) leaves the declaration nicht gespielt', () => {
    const start = setPhase(ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe')), 'Schlachten');
    const confirmed = publicReport(ok(start, report({ confirmed: true })));
    expect(confirmed).toContain('Rote Faust (Anna) greift Eisenwölfe (Bernd) auf F2 an – gespielt.');
    expect(confirmed.some((l) => l.includes('keine Schlacht'))).toBe(false);
    const withdrawn = ok(ok(start, report()), { kind: 'withdrawReport', player: 'Anna', row: 0 });
    const lines = publicReport(withdrawn);
    expect(lines).toContain('In dieser Runde wurde keine Schlacht geschlagen.');
    expect(lines.slice(-2)).toEqual([
      'Angesagte Angriffe (1):',
      'Rote Faust (Anna) greift Eisenwölfe (Bernd) auf F2 an – nicht gespielt.',
    ]);
  });
});

describe('R4, R5: player bookings', () => {
  const move = (army: string, field: string, player = 'Anna'): Extract<Action, { kind: 'move' }> => ({
    kind: 'move',
    player,
    round: 1,
    army,
    field,
  });
  it('only in the Befehle phase of the current round', () => {
    expect(refused(round1('Schlachten'), move('Rote Faust', 'F1')).message).toContain('Schlachtphase');
    expect(refused(round1('Befehle'), { ...move('Späher', 'F1'), round: 2 }).field).toBe('round');
    ok(round1('Befehle'), move('Späher', 'F1'));
  });
  it('never once the round has a battle that is not verworfen', () => {
    let c = round1('Befehle', 'nein');
    c = setPhase(ok(setPhase(c, 'Schlachten'), report()), 'Befehle');
    const e = refused(c, { kind: 'upgrade', player: 'Bernd', round: 1, army: 'Eisenwölfe', levels: 1 });
    expect(e.message).toMatch(/^In Runde 1 steht schon eine Schlacht \(Rote Faust gegen Eisenwölfe\)\. /);
  });
  it('one move per army and round; Aufwertungen more than once; only own armies, only two kinds', () => {
    let c = ok(round1('Befehle'), move('Späher', 'F1'));
    expect(refused(c, move('Späher', 'F5')).message).toContain('schon bewegt; je Armee');
    const up: Action = { kind: 'upgrade', player: 'Anna', round: 1, army: 'Späher', levels: 1 };
    c = ok(ok(c, up), up);
    expect(refused(c, move('Eisenwölfe', 'F3')).message).toContain('gehört nicht dir');
  });
  it('an army Armeen does not list is nobody’s: refused at the army by the admission itself (fails closed)', () => {
    const s = roundSituation(round1('Befehle'));
    for (const kind of ['Bewegung', 'Aufwertung']) {
      let refusal: unknown;
      try {
        checkPlayerBooking(s, 'Anna', { round: 1, army: 'Geisterheer', kind });
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toMatchObject({ field: 'army', message: 'Die Armee „Geisterheer“ gibt es nicht.' });
    }
  });
});

describe('A3 and R5: an army a standing declaration names stays on its field (seed step 12)', () => {
  // Rote Faust (Anna, F1) declares against Eisenwölfe (Bernd, F2); F1–F2, F2–F3, F1–F5 adjacent.
  const declared = () => ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
  const move = (player: string, army: string, field: string, round = 1): Action => ({ kind: 'move', player, round, army, field });
  const upgrade = (player: string, army: string): Action => ({ kind: 'upgrade', player, round: 1, army, levels: 1 });
  const withdrawal: Action = { kind: 'withdrawAttack', player: 'Anna', round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe' };

  it('the defender may not move away: refused at the army, saying why and what is allowed', () => {
    const e = refused(declared(), move('Bernd', 'Eisenwölfe', 'F3'));
    expect(e.field).toBe('army');
    expect(e.message).toBe(
      '„Eisenwölfe“ wird in Runde 1 von „Rote Faust“ angegriffen und bleibt auf F2, bis die Schlacht geschlagen ist. ' +
        'Bewegen kann sie jetzt nur die Spielleitung – oder Anna zieht die Ansage zurück. Aufwerten geht weiter.',
    );
  });
  it('the attacker may not move away from its declaration: withdraw it first', () => {
    const e = refused(declared(), move('Anna', 'Rote Faust', 'F5'));
    expect(e.field).toBe('army');
    expect(e.message).toBe(
      '„Rote Faust“ hat in Runde 1 einen Angriff auf „Eisenwölfe“ angesagt und greift von ihrem Feld aus an. ' +
        'Bewegen geht erst, wenn du die Ansage zurückziehst (Seite Angriffe). Aufwerten geht weiter.',
    );
  });
  it('both may still rise; other armies still move; a withdrawn declaration holds nobody', () => {
    const c = declared();
    ok(ok(c, upgrade('Bernd', 'Eisenwölfe')), upgrade('Anna', 'Rote Faust'));
    ok(c, move('Anna', 'Späher', 'F1'));
    const free = ok(c, withdrawal);
    ok(ok(free, move('Bernd', 'Eisenwölfe', 'F3')), move('Anna', 'Rote Faust', 'F2'));
  });
  it('a declaration of an earlier round holds nobody in the next one', () => {
    const next = newRound(declared(), 2);
    ok(next, move('Bernd', 'Eisenwölfe', 'F3', 2));
  });
  it('with A1 off the Angriffe rows hold nobody (A2–A8 do not apply)', () => {
    const c = round1('Befehle', 'nein');
    const typed = { ...c, attacks: [...c.attacks!, [1, 'Rote Faust', 'Eisenwölfe', 'F2', '', '', '', '']] };
    ok(typed, move('Bernd', 'Eisenwölfe', 'F3'));
  });
  it('a row the organiser typed holds like a declared one; the organiser’s own Bewegung is not refused (R6)', () => {
    const c = round1('Befehle');
    const typed = { ...c, attacks: [...c.attacks!, [1, 'Rote Faust', 'Eisenwölfe', 'F2', '', '', '', '']] };
    expect(refused(typed, move('Bernd', 'Eisenwölfe', 'F3')).message).toContain('Anna zieht die Ansage zurück');
    const organiserMove = [...mapBooking({ round: 1, player: 'Bernd', army: 'Eisenwölfe', kind: 'Bewegung', field: 'F3' }), ''];
    expect(() => checkNewBooking(typed.tables, organiserMove)).not.toThrow();
  });
});

describe('A3, A4: declarations', () => {
  it('the attacker is my active army, the defender another player’s on an adjacent field; Feld is the defender’s', () => {
    const c = round1('Befehle');
    expect(refused(c, declare('Bernd', 'Rote Faust', 'Eisenwölfe')).message).toContain('gehört nicht dir');
    expect(refused(c, declare('Anna', 'Rote Faust', 'Späher')).field).toBe('defender');
    expect(refused(c, declare('Anna', 'Rote Faust', 'Grüne Flut')).message).toContain('grenzt');
    const after = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    expect(after.attacks![1].slice(0, 5)).toEqual([1, 'Rote Faust', 'Eisenwölfe', 'F2', 'Anna']);
    expect(refused(after, declare('Anna', 'Rote Faust', 'Eisenwölfe')).message).toContain('schon einen Angriff');
    // several may attack one army
    ok(after, declare('Anna', 'Späher', 'Eisenwölfe'));
  });
  it('adjacency is after the round’s bookings so far', () => {
    let c = round1('Befehle');
    expect(refused(c, declare('Clara', 'Grüne Flut', 'Eisenwölfe')).message).toContain('grenzt');
    c = ok(c, { kind: 'move', player: 'Clara', round: 1, army: 'Grüne Flut', field: 'F3' });
    ok(c, declare('Clara', 'Grüne Flut', 'Eisenwölfe'));
  });
  it('only in the Befehle phase, only with A1 on', () => {
    expect(refused(round1('Schlachten'), declare('Anna', 'Rote Faust', 'Eisenwölfe')).message).toBe(
      'Runde 1 ist in der Schlachtphase: Einen Angriff ansagen geht nur in der Befehlsphase, also wieder in der nächsten Runde, wenn die Spielleitung sie beginnt.',
    );
    expect(refused(round1('Befehle', 'nein'), declare('Anna', 'Rote Faust', 'Eisenwölfe')).message).toContain('keine Angriffe');
  });
  it('withdrawn by the declaring player in the Befehle phase; then the army may declare again', () => {
    let c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    const w = (player: string): Action => ({
      kind: 'withdrawAttack',
      player,
      round: 1,
      attacker: 'Rote Faust',
      defender: 'Eisenwölfe',
    });
    expect(refused(c, w('Bernd')).message).toContain('gehört nicht dir');
    expect(refused(setPhase(c, 'Schlachten'), w('Anna')).message).toContain('Schlachtphase');
    c = ok(c, w('Anna'));
    expect(c.attacks![1][6]).toBe('zurückgezogen');
    expect(ok(c, w('Anna'))).toBe(c);
    ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
  });
  it('A7: withdrawing with another player’s army says nothing of whether it declared (audit 31)', () => {
    const before = round1('Befehle');
    const after = ok(before, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    const w = (player: string, row?: number): Action => ({
      kind: 'withdrawAttack',
      player,
      round: 1,
      attacker: 'Rote Faust',
      defender: 'Eisenwölfe',
      ...(row === undefined ? {} : { row }),
    });
    // Clara plays neither side: before and after Anna's declaration the same refusal, at the same field.
    for (const row of [undefined, 0]) {
      expect(refused(after, w('Clara', row))).toEqual(refused(before, w('Clara', row)));
      expect(refused(after, w('Clara', row)).message).toBe(
        '„Rote Faust“ gehört nicht dir; eine Ansage zurückziehen kann nur, wer die angreifende Armee spielt.',
      );
    }
  });
  it('a withdrawal names its declaration’s row: resent after the army declared again, it leaves the new one standing', () => {
    let c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    const withdrawal: Action = {
      kind: 'withdrawAttack',
      player: 'Anna',
      round: 1,
      attacker: 'Rote Faust',
      defender: 'Eisenwölfe',
    };
    const first = playerRound(roundSituation(c), ordersState(c, roundSituation(c)), 'Anna').myDeclarations[0];
    expect(first.row).toBe(0);
    c = ok(c, { ...withdrawal, row: first.row });
    c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    // The first withdrawal again (the answer was lost, „Erneut senden“): done, nothing changes.
    expect(ok(c, { ...withdrawal, row: first.row })).toBe(c);
    expect(c.attacks![2][6]).toBe('');
    // A row that holds another declaration is refused; without a row, the standing one is meant.
    expect(refused(c, { ...withdrawal, row: 5 }).message).toMatch(
      /^Der Angriff von „Rote Faust“ auf „Eisenwölfe“ hat sich geändert, seit deine Seite geladen wurde\. Bitte „Aktualisieren“ antippen\.$/,
    );
    expect(ok(c, withdrawal).attacks![2][6]).toBe('zurückgezogen');
  });
});

describe('C3 answers, C10 withdrawal', () => {
  it('only the other side answers; only the reporter withdraws', () => {
    const parties = { reportedBy: 'Anna', attackerPlayer: 'Anna', defenderPlayer: 'Bernd' };
    expect(() => checkAnswer('Bernd', parties)).not.toThrow();
    expect(() => checkAnswer('Anna', parties)).toThrow(/selbst gemeldet/);
    expect(() => checkAnswer('Clara', parties)).toThrow(/nur Bernd/);
    const c = ok(round1('Schlachten', 'nein'), report());
    expect(refused(c, { kind: 'answer', player: 'Anna', row: 0, confirm: true }).message).toContain('selbst');
    const confirmed = ok(c, { kind: 'answer', player: 'Bernd', row: 0, confirm: true });
    expect(refused(confirmed, { kind: 'withdrawReport', player: 'Anna', row: 0 }).message).toBe('nicht offen');
  });
});

describe('C3 after a rename: answers follow the armies’ players as Armeen names them now', () => {
  it('the opponent renamed answers under the new name; the old name no longer does', () => {
    const parties = { reportedBy: 'Anna', attackerPlayer: 'Anna', defenderPlayer: 'Bernhard' };
    expect(() => checkAnswer('Bernhard', parties)).not.toThrow();
    expect(() => checkAnswer('Bernd', parties)).toThrow(/nur Bernhard/);
  });
  it('a reporter who plays neither army now (renamed, or the army handed over): only the organiser answers', () => {
    const parties = { reportedBy: 'Bernd', attackerPlayer: 'Anna', defenderPlayer: 'Bernhard' };
    for (const player of ['Anna', 'Bernhard', 'Bernd']) {
      expect(() => checkAnswer(player, parties)).toThrow(
        'Gemeldet hat Bernd, der keine der beiden Armeen mehr spielt; bestätigen oder bestreiten kann diese Meldung jetzt nur die Spielleitung. Nichts wurde gespeichert.',
      );
    }
    // A row the organiser typed as gemeldet, without a reporter: either player may answer.
    expect(() => checkAnswer('Anna', { ...parties, reportedBy: '' })).not.toThrow();
  });
  it('a player’s report whose Gemeldet von was emptied: only the organiser answers, and nobody withdraws it', () => {
    const parties = { reportedBy: '', playerReport: true, attackerPlayer: 'Anna', defenderPlayer: 'Bernhard' };
    for (const player of ['Anna', 'Bernhard']) {
      expect(() => checkAnswer(player, parties)).toThrow(
        'Bei dieser Meldung fehlt der Name in „Gemeldet von“, also ist offen, welche Seite gemeldet hat; bestätigen oder bestreiten kann sie jetzt nur die Spielleitung. Nichts wurde gespeichert.',
      );
      expect(() => checkReportWithdrawal(player, parties)).toThrow(
        'Bei dieser Meldung fehlt der Name in „Gemeldet von“; zurückziehen kann sie niemand, entscheiden kann die Spielleitung.',
      );
    }
  });
});

describe('C9, C11: what is confirmed is shown; a dispute may propose', () => {
  it('the reported cells are read back; a proposal round-trips through Einspruch and keeps the report when taken', () => {
    const c = ok(round1('Schlachten', 'nein'), report({ attackerLosses: 500 }));
    const cells = reportedBattle(c.tables, 0);
    expect(cells).toMatchObject({
      attackerVP: 10,
      defenderVP: 5,
      attackerLosses: 500,
      retreatTo: 'F3',
      mission: 'Vorposten halten',
    });
    const proposal = {
      attackerVP: 4,
      defenderVP: 9,
      attackerLosses: 0,
      defenderLosses: 500,
      gaveUp: '' as const,
      retreatTo: 'F1; Nord',
    };
    const dispute = disputeWithProposal('Die Siegpunkte sind vertauscht', proposal);
    expect(proposalOf(dispute)).toEqual(proposal);
    expect(reasonOf(dispute)).toBe('Die Siegpunkte sind vertauscht');
    expect(proposalOf('nur ein Grund')).toBeNull();
    const taken = takenDispute(dispute, cells);
    expect(taken).toContain('Die Siegpunkte sind vertauscht');
    expect(taken).toContain('gemeldet war: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 5; Verluste Angreifer 500');
    expect(proposalOf(taken)).toBeNull();
  });
  it('a proposal edited beyond reading says what is wrong and what the line must look like (user test 27)', () => {
    const line = (a: string) =>
      `Falsch gezählt\nVorschlag: Siegpunkte Angreifer ${a}; Siegpunkte Verteidiger 10; Verluste Angreifer 0; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –`;
    const expected =
      'Erwartet: „Vorschlag: Siegpunkte Angreifer 12; Siegpunkte Verteidiger 30; Verluste Angreifer 0; ' +
      'Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –“ (Teile mit „; “ getrennt, – für leer).';
    expect(proposalProblem(line('25'))).toBe('');
    expect(proposalProblem('nur ein Grund')).toBe('');
    expect(proposalProblem(line('zwanzig'))).toBe(
      `Der Vorschlag im Einspruch lässt sich nicht lesen: Siegpunkte Angreifer: „zwanzig“ ist keine Zahl. ${expected}`,
    );
    expect(proposalProblem('Grund\nVorschlag: Siegpunkte Angreifer 25, Siegpunkte Verteidiger 10')).toBe(
      `Der Vorschlag im Einspruch lässt sich nicht lesen: Es fehlen Teile (gefunden 1 von 6). ${expected}`,
    );
    expect(
      proposalProblem(
        'Grund\nVorschlag: Siegpunkte Angreifer 25; Siegpunkte Verteidiger 10; Verluste 0; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –',
      ),
    ).toBe(
      `Der Vorschlag im Einspruch lässt sich nicht lesen: Der 3. Teil muss mit „Verluste Angreifer “ beginnen, steht dort: „Verluste 0“. ${expected}`,
    );
  });
  it('a proposal that would break a rule is refused at its field', () => {
    const c = ok(round1('Schlachten', 'nein'), report());
    // Eisenwölfe lose and must retreat to a free field next to F2: F4 is not one
    expect(() =>
      checkProposal(c.tables, 0, {
        attackerVP: 9,
        defenderVP: 1,
        attackerLosses: 0,
        defenderLosses: 0,
        gaveUp: '',
        retreatTo: 'F4',
      }),
    ).toThrow(/Mit dem Vorschlag zählte die Schlacht nicht/);
    const result = checkProposal(c.tables, 0, {
      attackerVP: 1,
      defenderVP: 9,
      attackerLosses: 0,
      defenderLosses: 0,
      gaveUp: '',
      retreatTo: 'F1',
    });
    expect(result.error).toBeNull();
  });
});

describe('R6: an entry that changes battles already entered', () => {
  it('names them', () => {
    const c = ok(round1('Schlachten', 'nein'), report({ confirmed: true }));
    const before = replayCampaign(c.tables);
    // The organiser moves Eisenwölfe away in round 1: the battle at F2 no longer fits the map.
    const bookings = [
      ...c.tables.bookings,
      [...mapBooking({ round: 1, player: 'Bernd', army: 'Eisenwölfe', kind: 'Korrektur', field: 'F4' }), ''],
    ];
    const changed = battlesChangedBy(before, replayCampaign({ ...c.tables, bookings }));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ row: 0, change: 'zählt dann nicht mehr' });
    expect(changedBattlesMessage(changed)).toContain('Zeile 2 (Runde 1, Rote Faust gegen Eisenwölfe): zählt dann nicht mehr');
    expect(battlesChangedBy(before, before)).toEqual([]);
  });

  it("says why a battle would stop counting, in each reader's words (user test 34)", () => {
    const c = ok(round1('Schlachten', 'nein'), report({ confirmed: true }));
    const before = replayCampaign(c.tables);
    const bookings = [
      ...c.tables.bookings,
      [...mapBooking({ round: 1, player: 'Bernd', army: 'Eisenwölfe', kind: 'Korrektur', field: 'F4' }), ''],
    ];
    const after = replayCampaign({ ...c.tables, bookings });
    const why = after.battles[0];
    if (!why || why.error === null) throw new Error('the battle should stop counting');
    const [changed] = battlesChangedBy(before, after);
    expect(changedBattleLine(changed, ORGANISER_READS)).toBe(
      `Zeile 2 (Runde 1, Rote Faust gegen Eisenwölfe): zählt dann nicht mehr – ${why.error.replace(/\.$/, '')}`,
    );
    const forPlayer = changedBattleLine(changed, playerReads());
    expect(forPlayer).toBe(
      `Rote Faust gegen Eisenwölfe (Runde 1): zählt dann nicht mehr – ${textFor(why.errorText, { kind: 'player', name: '' }).replace(/\.$/, '')}`,
    );
    expect(forPlayer).not.toMatch(/Zeile|Blatt/);
  });
});

describe('R7: the player’s round', () => {
  it('Befehle: whom each army may declare against, my declarations and those against me', () => {
    let c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    const s = roundSituation(c);
    const anna = playerRound(s, ordersState(c, s), 'Anna');
    expect(anna).toMatchObject({ round: 1, phase: 'Befehle', declarationsOn: true });
    expect(anna.report.allowed).toBe(false);
    expect(anna.book.allowed).toBe(true);
    expect(anna.armies.map((a) => [a.army, a.targets.map((t) => t.army), a.declared?.defender ?? null])).toEqual([
      ['Rote Faust', [], 'Eisenwölfe'],
      ['Späher', ['Eisenwölfe'], null],
    ]);
    expect(anna.myDeclarations[0]).toMatchObject({
      attacker: 'Rote Faust',
      defender: 'Eisenwölfe',
      field: 'F2',
      mayWithdraw: true,
    });
    const bernd = playerRound(s, ordersState(c, s), 'Bernd');
    expect(bernd.againstMe.map((d) => d.attacker)).toEqual(['Rote Faust']);
    expect(bernd.roundDeclarations).toEqual([]);
    c = setPhase(c, 'Schlachten');
    const s2 = roundSituation(c);
    const b2 = playerRound(s2, campaignStateBefore(c.tables, { kind: 'battle', round: 1 }), 'Bernd');
    expect(b2.reportable).toEqual([
      { round: 1, attacker: 'Rote Faust', attackerPlayer: 'Anna', defender: 'Eisenwölfe', defenderPlayer: 'Bernd', field: 'F2' },
    ]);
    expect(b2.roundDeclarations.map((d) => [d.attacker, d.played])).toEqual([['Rote Faust', false]]);
    expect(b2.book.allowed).toBe(false);
    expect(b2.summary).toContain('Schlachtphase');
  });
  it('the attacked army’s card names its attackers and which of its targets attacks it (a counter-attack is a second battle, A3)', () => {
    const c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    const s = roundSituation(c);
    const eisen = playerRound(s, ordersState(c, s), 'Bernd').armies.find((a) => a.army === 'Eisenwölfe')!;
    expect(eisen.attackedBy.map((d) => [d.attacker, d.attackerPlayer])).toEqual([['Rote Faust', 'Anna']]);
    expect(eisen.targets.map((t) => [t.army, t.attacksThisArmy])).toEqual([
      ['Rote Faust', true],
      ['Späher', false],
    ]);
    expect(playerRound(s, ordersState(c, s), 'Anna').armies.every((a) => a.attackedBy.length === 0)).toBe(true);
  });
  it('both sides read the same status of a declaration; only an unplayed one is still to be fought', () => {
    let c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    c = ok(c, declare('Bernd', 'Eisenwölfe', 'Späher'));
    const sides = (inputs: RoundInputs) => {
      const s = roundSituation(inputs);
      const state =
        s.phase === 'Befehle' ? ordersState(inputs, s) : campaignStateBefore(inputs.tables, { kind: 'battle', round: 1 });
      const anna = playerRound(s, state, 'Anna');
      const bernd = playerRound(s, state, 'Bernd');
      const of = (list: typeof anna.againstMe, attacker: string) => list.find((d) => d.attacker === attacker)!;
      return {
        redFist: [of(anna.myDeclarations, 'Rote Faust').status, of(bernd.againstMe, 'Rote Faust').status],
        wolves: [of(bernd.myDeclarations, 'Eisenwölfe').status, of(anna.againstMe, 'Eisenwölfe').status],
        toFight: [of(bernd.againstMe, 'Rote Faust').toFight, of(anna.againstMe, 'Eisenwölfe').toFight],
      };
    };
    expect(sides(c)).toEqual({ redFist: ['angesagt', 'angesagt'], wolves: ['angesagt', 'angesagt'], toFight: [true, true] });
    c = ok(setPhase(c, 'Schlachten'), report({ confirmed: true, attackerVP: 5, defenderVP: 10, retreat: 'F1' }));
    expect(sides(c)).toEqual({ redFist: ['gespielt', 'gespielt'], wolves: ['angesagt', 'angesagt'], toFight: [false, true] });
    c = ok(c, report({ player: 'Bernd', attacker: 'Eisenwölfe', defender: 'Späher', retreat: 'F1' }));
    c = ok(c, { kind: 'answer', player: 'Anna', row: 1, confirm: false });
    expect(sides(c).wolves).toEqual(['bestritten, zählt noch nicht', 'bestritten, zählt noch nicht']);
    expect(sides(c).toFight).toEqual([false, false]);
  });
  it('Melden offers no declaration whose army is gone since (A8: it stays history, nothing to report)', () => {
    const c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    // The organiser takes Eisenwölfe's two Stufen (a Korrektur): the army is gone before the battle.
    const bookings = [
      ...c.tables.bookings,
      [...mapBooking({ round: 1, player: 'Bernd', army: 'Eisenwölfe', kind: 'Korrektur', levels: -2, note: 'aufgelöst' }), ''],
    ];
    const gone = setPhase({ ...c, tables: { ...c.tables, bookings } }, 'Schlachten');
    const s = roundSituation(gone);
    const state = campaignStateBefore(gone.tables, { kind: 'battle', round: 1 });
    expect(playerRound(s, state, 'Anna').reportable).toEqual([]);
    expect(playerRound(s, state, 'Bernd').reportable).toEqual([]);
    expect(playerRound(s, state, 'Anna').report.allowed).toBe(false);
  });
  it('without declarations Melden offers adjacent enemies', () => {
    const c = round1('Schlachten', 'nein');
    const s = roundSituation(c);
    const anna = playerRound(s, campaignStateBefore(c.tables, { kind: 'battle', round: 1 }), 'Anna');
    expect(anna.reportable.map((r) => `${r.attacker}>${r.defender}`)).toEqual(['Rote Faust>Eisenwölfe', 'Späher>Eisenwölfe']);
  });
});

describe('Schlachtphase beginnen names what is open', () => {
  it('armies that could still declare, and open reports', () => {
    const c = ok(round1('Befehle'), declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    const s = roundSituation(c);
    const open = battlePhaseOpen(s, ordersState(c, s));
    expect(open.undeclared).toEqual([
      { player: 'Anna', armies: ['Späher'] },
      { player: 'Bernd', armies: ['Eisenwölfe'] },
    ]);
    expect(battlePhaseQuestion(s, open)).toContain('Anna: Späher; Bernd: Eisenwölfe');
  });
});

test('the settings matrix helper sets a phase where the row is missing', () => {
  const c = { ...roundCampaign(MAP, { phase: null }), settings: [SETTINGS_HEADER] as CellMatrix };
  expect(readPhase(setPhase(c, 'Befehle').settings)).toBe('Befehle');
});
