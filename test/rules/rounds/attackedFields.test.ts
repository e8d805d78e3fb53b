// A7 on the portal's Karte: which fields a player's map marks as attacked this round, by whom,
// and what a screen reader hears — only the declarations the player may see (the same lists
// playerRound gives the Angriffe page: own and against him in the Befehle phase, the whole
// round's from the Schlachten phase on); withdrawn ones are no attack.
import { campaignStateBefore } from '../../../src/rules/campaign/replay';
import {
  attackedFields,
  attackedFieldsLegend,
  ordersState,
  playerRound,
  roundSituation,
  RoundInputs,
} from '../../../src/rules/rounds';
import { Action, act, LINE_MAP as MAP, newRound, roundCampaign, setPhase } from './roundModel';

function ok(inputs: RoundInputs, a: Action): RoundInputs {
  const r = act(inputs, a);
  if ('refused' in r) throw new Error(`refused: ${r.refused.message}`);
  return r.inputs;
}

const declare = (player: string, attacker: string, defender: string): Action => ({ kind: 'declare', player, attacker, defender });

/**
 * Round 1, Befehle: Anna's Rote Faust (F1) declared on Bernd's Eisenwölfe (F2), Eisenwölfe on
 * Anna's Späher (F5); Späher's own declaration on Eisenwölfe withdrawn. Clara (Grüne Flut, F4)
 * declared nothing and is attacked by nobody.
 */
function declared(): RoundInputs {
  let c = newRound(roundCampaign(MAP, { declarations: 'ja' }), 1);
  c = ok(c, declare('Anna', 'Späher', 'Eisenwölfe'));
  c = ok(c, { kind: 'withdrawAttack', player: 'Anna', round: 1, attacker: 'Späher', defender: 'Eisenwölfe' });
  c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
  return ok(c, declare('Bernd', 'Eisenwölfe', 'Späher'));
}

function roundOf(c: RoundInputs, player: string) {
  const s = roundSituation(c);
  const state = s.phase === 'Befehle' ? ordersState(c, s) : campaignStateBefore(c.tables, { kind: 'battle', round: 1 });
  return playerRound(s, state, player);
}

/** What `player`'s map marks: per field its attackers and the words a screen reader adds. */
const marks = (c: RoundInputs, player: string) => attackedFields(roundOf(c, player), player);

describe('A7 on the Karte: the fields attacked this round, as the player may see them', () => {
  it('Befehle: the player sees his own declarations and those against him; a withdrawn one marks nothing', () => {
    const c = declared();
    const anna = [
      { field: 'F2', attackers: ['Rote Faust'], note: 'wird von Rote Faust (deine) angegriffen' },
      { field: 'F5', attackers: ['Eisenwölfe'], note: 'wird von Eisenwölfe (Bernd) angegriffen' },
    ];
    expect(marks(c, 'Anna')).toEqual(anna);
    expect(marks(c, 'Bernd')).toEqual([
      { field: 'F2', attackers: ['Rote Faust'], note: 'wird von Rote Faust (Anna) angegriffen' },
      { field: 'F5', attackers: ['Eisenwölfe'], note: 'wird von Eisenwölfe (deine) angegriffen' },
    ]);
    // Private until the Schlachten phase: Clara is neither side.
    expect(marks(c, 'Clara')).toEqual([]);
    expect(attackedFieldsLegend(roundOf(c, 'Anna'))).toBe(
      'In Runde 1 angegriffen (Pfeil: vom Feld des Angreifers) – bis zur Schlachtphase nur deine Angriffe und die gegen dich',
    );
  });

  it('Schlachten: everyone sees every standing declaration of the round; a played one says so', () => {
    let c = setPhase(declared(), 'Schlachten');
    expect(marks(c, 'Clara')).toEqual([
      { field: 'F2', attackers: ['Rote Faust'], note: 'wird von Rote Faust (Anna) angegriffen' },
      { field: 'F5', attackers: ['Eisenwölfe'], note: 'wird von Eisenwölfe (Bernd) angegriffen' },
    ]);
    expect(attackedFieldsLegend(roundOf(c, 'Clara'))).toBe('In Runde 1 angegriffen (Pfeil: vom Feld des Angreifers)');
    // Rote Faust's battle counts (the attacker lost and fell back to F5, M6).
    c = ok(c, {
      kind: 'report',
      player: 'Anna',
      round: 1,
      attacker: 'Rote Faust',
      defender: 'Eisenwölfe',
      attackerVP: 5,
      defenderVP: 10,
      attackerLosses: 0,
      defenderLosses: 0,
      retreat: 'F1',
      confirmed: true,
    });
    expect(marks(c, 'Clara')[0]).toEqual({
      field: 'F2',
      attackers: ['Rote Faust'],
      note: 'wurde von Rote Faust (Anna) angegriffen (gespielt)',
    });
  });

  it('a field attacked twice names both attackers, in the order they were declared', () => {
    let c = newRound(roundCampaign(MAP, { declarations: 'ja' }), 1);
    c = ok(c, declare('Anna', 'Rote Faust', 'Eisenwölfe'));
    c = ok(c, declare('Anna', 'Späher', 'Eisenwölfe'));
    expect(marks(c, 'Bernd')).toEqual([
      {
        field: 'F2',
        attackers: ['Rote Faust', 'Späher'],
        note: 'wird von Rote Faust (Anna) und Späher (Anna) angegriffen',
      },
    ]);
  });

  it('with declarations off (A1), the map marks nothing and needs no legend', () => {
    const c = newRound(roundCampaign(MAP, { declarations: 'nein' }), 1);
    expect(marks(c, 'Anna')).toEqual([]);
    expect(attackedFieldsLegend(roundOf(c, 'Anna'))).toBe('');
  });
});
