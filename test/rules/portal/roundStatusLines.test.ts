// The round report names the round's phase and its declarations (R7, A7): in the Befehle phase
// only how many; from the Schlachten phase on each, gespielt / nicht gespielt / zurückgezogen.
import { roundSituation } from '../../../src/rules/rounds';
import { roundStatusLines } from '../../../src/rules/portal/roundStatusLines';
import { act, newRound, roundCampaign, setPhase } from '../rounds/roundModel';
import type { RoundInputs } from '../../../src/rules/rounds';

const MAP = {
  players: ['Anna', 'Bernd', 'Clara'],
  armies: [
    ['Rote Faust', 'Anna', 2, 'F1'],
    ['Eisenwölfe', 'Bernd', 2, 'F2'],
    ['Grüne Flut', 'Clara', 2, 'F3'],
  ] as [string, string, number, string][],
  fields: [
    ['F1', '', '', 'F2', 1, 1],
    ['F2', '', '', 'F3', 1, 2],
    ['F3', '', '', '', 1, 3],
  ] as [string, string, string, string, number, number][],
};

function ok(inputs: RoundInputs, a: Parameters<typeof act>[1]): RoundInputs {
  const r = act(inputs, a);
  if ('refused' in r) throw r.refused;
  return r.inputs;
}

test('Befehle: the phase and how many attacks, not which; Schlachten: each with gespielt or nicht gespielt', () => {
  let inputs = newRound(roundCampaign(MAP), 1);
  inputs = ok(inputs, { kind: 'declare', player: 'Anna', attacker: 'Rote Faust', defender: 'Eisenwölfe' });
  inputs = ok(inputs, { kind: 'declare', player: 'Bernd', attacker: 'Eisenwölfe', defender: 'Grüne Flut' });
  expect(roundStatusLines(roundSituation(inputs), 1)).toEqual([
    'Runde 1 läuft, Befehlsphase: bewegen, aufwerten, Angriffe ansagen.',
    '2 Angriffe sind angesagt; sichtbar ab der Schlachtphase.',
  ]);
  inputs = setPhase(inputs, 'Schlachten');
  inputs = ok(inputs, {
    kind: 'report',
    player: 'Anna',
    round: 1,
    attacker: 'Rote Faust',
    defender: 'Eisenwölfe',
    attackerVP: 10,
    defenderVP: 5,
    attackerLosses: 0,
    defenderLosses: 0,
    retreat: 'F1',
    confirmed: false,
  });
  expect(roundStatusLines(roundSituation(inputs), 1)).toEqual([
    'Runde 1 läuft, Schlachtphase: Schlachten melden und bestätigen.',
    'Angriff angesagt: Rote Faust (Anna) auf Eisenwölfe (Bernd) (F2) – gespielt.',
    'Angriff angesagt: Eisenwölfe (Bernd) auf Grüne Flut (Clara) (F3) – nicht gespielt.',
  ]);
});
