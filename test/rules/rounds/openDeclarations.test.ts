// A5, A6: which declarations a battle may still be entered for — the organiser's „Schlacht
// eintragen“ offers all of them, the portal's Melden a player's share (their own and those
// against them, and only while neither army waits on another report, C5). One rule for both.
import { campaignStateBefore } from '../../../src/rules/campaign/replay';
import {
  attackedFields,
  openDeclarations,
  playerRound,
  publicRoundReport,
  roundSituation,
  RoundInputs,
} from '../../../src/rules/rounds';
import { replayWithHistory } from '../../../src/rules/campaign/history';
import { Action, act, LINE_MAP as MAP, newRound, organiserBattle, roundCampaign, setPhase } from './roundModel';

function ok(inputs: RoundInputs, a: Action): RoundInputs {
  const r = act(inputs, a);
  if ('refused' in r) throw new Error(`refused: ${r.refused.message}`);
  return r.inputs;
}

const declare = (player: string, attacker: string, defender: string): Action => ({ kind: 'declare', player, attacker, defender });
const report = (player: string, attacker: string, defender: string, confirmed = false): Action => ({
  kind: 'report',
  player,
  round: 1,
  attacker,
  defender,
  attackerVP: 10,
  defenderVP: 5,
  attackerLosses: 0,
  defenderLosses: 0,
  // Eisenwölfe lose on F2 and fall back to F3 (M6).
  retreat: 'F3',
  confirmed,
});

/** Round 1, Schlachten: Anna's Rote Faust declared on Bernd's Eisenwölfe, Eisenwölfe on Anna's Späher; Späher's own declaration withdrawn. */
function declaredRound(): RoundInputs {
  let c = newRound(roundCampaign(MAP, { declarations: 'ja' }), 1);
  c = ok(c, declare('Anna', 'Späher', 'Eisenwölfe'));
  c = ok(c, { kind: 'withdrawAttack', player: 'Anna', round: 1, attacker: 'Späher', defender: 'Eisenwölfe' });
  c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
  c = ok(c, declare('Bernd', 'Eisenwölfe', 'Späher'));
  return setPhase(c, 'Schlachten');
}

const armiesNow = (c: RoundInputs) => campaignStateBefore(c.tables, { kind: 'battle', round: 1 });
const offered = (c: RoundInputs) => openDeclarations(roundSituation(c), armiesNow(c)).map((b) => `${b.attacker}>${b.defender}`);
const reportable = (c: RoundInputs, player: string) =>
  playerRound(roundSituation(c), armiesNow(c), player).reportable.map((b) => `${b.attacker}>${b.defender}`);

describe('A5, A6: the declarations a battle may still be entered for', () => {
  it('every standing declaration of the round, filled in: round, sides, their players, the field; withdrawn ones not', () => {
    const c = declaredRound();
    expect(openDeclarations(roundSituation(c), armiesNow(c))).toEqual([
      { round: 1, attacker: 'Rote Faust', attackerPlayer: 'Anna', defender: 'Eisenwölfe', defenderPlayer: 'Bernd', field: 'F2' },
      { round: 1, attacker: 'Eisenwölfe', attackerPlayer: 'Bernd', defender: 'Späher', defenderPlayer: 'Anna', field: 'F5' },
    ]);
  });

  it('a reported declaration goes (gemeldet already); verworfen, it comes back; the organiser’s own row plays it too', () => {
    let c = ok(declaredRound(), report('Anna', 'Rote Faust', 'Eisenwölfe'));
    // The organiser is no player: Eisenwölfe's open report does not hold back its own declaration (C5 binds reports only).
    expect(offered(c)).toEqual(['Eisenwölfe>Späher']);
    c = ok(c, { kind: 'withdrawReport', player: 'Anna', row: 0 });
    expect(offered(c)).toEqual(['Rote Faust>Eisenwölfe', 'Eisenwölfe>Späher']);
    const rows = c.tables.battles.length;
    // Späher hold their field; Eisenwölfe fall back to their own (M6).
    c = organiserBattle(c, 1, {
      attacker: 'Eisenwölfe',
      defender: 'Späher',
      attackerVP: 5,
      defenderVP: 10,
      defenderLosses: 0,
      retreat: 'F2',
    });
    expect(c.tables.battles).toHaveLength(rows + 1);
    expect(offered(c)).toEqual(['Rote Faust>Eisenwölfe']);
  });

  it('a row the organiser typed counts (A2), its armies named as Armeen spells them: the form’s lists offer that spelling', () => {
    const c = setPhase(newRound(roundCampaign(MAP, { declarations: 'ja' }), 1), 'Schlachten');
    // Runde, Angreifer, Verteidiger, Feld, Angesagt von, Angesagt am, Status, Einreichungs-ID
    const typed = { ...c, attacks: [...c.attacks!, [1, ' rote  faust', 'EISENWÖLFE', 'F2', '', '', '', '']] };
    expect(openDeclarations(roundSituation(typed), armiesNow(typed))).toEqual([
      { round: 1, attacker: 'Rote Faust', attackerPlayer: 'Anna', defender: 'Eisenwölfe', defenderPlayer: 'Bernd', field: 'F2' },
    ]);
  });

  it('an army off the map fights off it (M4): its typed declaration stays offered, on a map campaign too', () => {
    const offMap = { ...MAP, armies: [...MAP.armies, ['Nomaden', 'Clara', 2, ''] as [string, string, number, string]] };
    const c = setPhase(newRound(roundCampaign(offMap, { declarations: 'ja' }), 1), 'Schlachten');
    const typed = { ...c, attacks: [...c.attacks!, [1, 'Nomaden', 'Eisenwölfe', '', '', '', '', '']] };
    expect(offered(typed)).toEqual(['Nomaden>Eisenwölfe']);
    const read = playerRound(roundSituation(typed), armiesNow(typed), 'Bernd').againstMe.map((d) => [d.toFight, d.status]);
    expect(read).toEqual([[true, 'angesagt']]);
  });

  it('declarations of an earlier round are history (A8): the next round offers none', () => {
    expect(offered(setPhase(newRound(declaredRound(), 2), 'Schlachten'))).toEqual([]);
  });
});

describe('A5: the portal’s Melden offers a player’s own declarations and those against them', () => {
  it('both, until one is reported; then neither side is offered it again', () => {
    let c = declaredRound();
    expect(reportable(c, 'Anna')).toEqual(['Rote Faust>Eisenwölfe', 'Eisenwölfe>Späher']);
    expect(reportable(c, 'Bernd')).toEqual(['Rote Faust>Eisenwölfe', 'Eisenwölfe>Späher']);
    expect(reportable(c, 'Clara')).toEqual([]);
    // Eisenwölfe hold F2 (Rote Faust fall back to F1): their own attack on Späher can still be fought.
    c = ok(c, { ...report('Anna', 'Rote Faust', 'Eisenwölfe', true), attackerVP: 5, defenderVP: 10, retreat: 'F1' } as Action);
    expect(reportable(c, 'Anna')).toEqual(['Eisenwölfe>Späher']);
    expect(reportable(c, 'Bernd')).toEqual(['Eisenwölfe>Späher']);
  });

  it('while a report waits, neither of its armies is offered another (C5); verworfen, the declaration is offered again', () => {
    let c = ok(declaredRound(), report('Anna', 'Rote Faust', 'Eisenwölfe'));
    expect(reportable(c, 'Bernd')).toEqual([]);
    c = ok(c, { kind: 'withdrawReport', player: 'Anna', row: 0 });
    expect(reportable(c, 'Bernd')).toEqual(['Rote Faust>Eisenwölfe', 'Eisenwölfe>Späher']);
  });
});

describe('two attacks on one army: the first battle drives it off the declared field (user test 35)', () => {
  /** Round 1, Schlachten: Anna's Rote Faust (F1) and Späher (F5) both declared on Bernd's Eisenwölfe (F2). */
  function twoOnOne(): RoundInputs {
    let c = newRound(roundCampaign(MAP, { declarations: 'ja' }), 1);
    c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    c = ok(c, declare('Anna', 'Späher', 'Eisenwölfe'));
    return setPhase(c, 'Schlachten');
  }

  it('the second attack, its armies no longer side by side, is offered to nobody: the map would refuse its battle (M1)', () => {
    let c = twoOnOne();
    expect(offered(c)).toEqual(['Rote Faust>Eisenwölfe', 'Späher>Eisenwölfe']);
    // Eisenwölfe lose and fall back to F3, which does not border Späher's F5.
    c = ok(c, report('Anna', 'Rote Faust', 'Eisenwölfe', true));
    expect(offered(c)).toEqual([]);
    expect(reportable(c, 'Anna')).toEqual([]);
    expect(reportable(c, 'Bernd')).toEqual([]);
  });

  it('neither player reads it as still to be fought: the defender is no longer alarmed, both read why', () => {
    const c = ok(twoOnOne(), report('Anna', 'Rote Faust', 'Eisenwölfe', true));
    const read = (player: string, list: 'againstMe' | 'myDeclarations') =>
      playerRound(roundSituation(c), armiesNow(c), player)[list].map((d) => [d.attacker, d.toFight, d.status]);
    expect(read('Bernd', 'againstMe')).toEqual([
      ['Rote Faust', false, 'gespielt'],
      ['Späher', false, 'kann nicht mehr stattfinden'],
    ]);
    expect(read('Anna', 'myDeclarations')).toEqual(read('Bernd', 'againstMe'));
    // The Karte's words for the field: the second attack was never fought.
    expect(attackedFields(playerRound(roundSituation(c), armiesNow(c), 'Bernd'), 'Bernd')).toEqual([
      {
        field: 'F2',
        attackers: ['Rote Faust', 'Späher'],
        note: 'wurde von Rote Faust (Anna) angegriffen (gespielt); der Angriff von Späher (Anna) kann nicht mehr stattfinden',
      },
    ]);
  });
});

describe('a played declaration whose battle row breaks a rule since (an organiser’s edit; user test 35)', () => {
  it('neither its players nor the round report call it „gespielt“ while the row does not count', () => {
    let c = newRound(roundCampaign(MAP, { declarations: 'ja' }), 1);
    c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    c = ok(setPhase(c, 'Schlachten'), report('Anna', 'Rote Faust', 'Eisenwölfe', true));
    // The organiser types Verluste that destroy Eisenwölfe: its Rückzug nach F3 now breaks M6.
    const losses = c.tables.battles[0].indexOf('Verluste Verteidiger');
    const battles = c.tables.battles.map((r, i) => (i === 1 ? r.map((v, j) => (j === losses ? 2000 : v)) : r));
    const edited = { ...c, tables: { ...c.tables, battles } };
    const history = replayWithHistory(edited.tables);
    expect(history.replay.battles[0]?.error).not.toBeNull();
    const s = roundSituation(edited);
    const anna = playerRound(s, armiesNow(edited), 'Anna', history.replay.battles).myDeclarations;
    expect(anna.map((d) => [d.played, d.status])).toEqual([
      [false, 'gespielt, zählt aber nicht (die Spielleitung muss die Schlacht berichtigen)'],
    ]);
    expect(publicRoundReport(history, edited.tables, s)).toContain(
      'Rote Faust (Anna) greift Eisenwölfe (Bernd) auf F2 an – gespielt, zählt aber nicht (die Spielleitung muss die Schlacht berichtigen).',
    );
  });
});
