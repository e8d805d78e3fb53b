// A5, A6: which declarations a battle may still be entered for — the organiser's „Schlacht
// eintragen“ offers all of them, the portal's Melden a player's share (their own and those
// against them, and only while neither army waits on another report, C5). One rule for both.
import { campaignStateBefore } from '../../../src/rules/campaign/replay';
import { openDeclarations, playerRound, roundSituation, RoundInputs } from '../../../src/rules/rounds';
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
    c = ok(c, report('Anna', 'Rote Faust', 'Eisenwölfe', true));
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
