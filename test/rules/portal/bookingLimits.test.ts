// Buchen offers only what R4–R5 allow (issue 23 §4): in the Befehle phase of the current round
// every own army may move once and rise; after a Bewegung that army offers no second one and
// says why; in the Schlachten phase nothing is offered, each with the server's own reason.
import { playerBookingOptions } from '../../../src/rules/portal/bookingOptions';
import { limitBookingOptions } from '../../../src/rules/portal/bookingLimits';
import { RoundInputs, roundSituation } from '../../../src/rules/rounds';
import { act, newRound, roundCampaign, setPhase } from '../rounds/roundModel';

const MAP = {
  players: ['Anna', 'Bernd'],
  armies: [
    ['Rote Faust', 'Anna', 2, 'F1'],
    ['Späher', 'Anna', 1, 'F3'],
    ['Eisenwölfe', 'Bernd', 2, 'F4'],
  ] as [string, string, number, string][],
  fields: [
    ['F1', '', '', 'F2', 1, 1],
    ['F2', '', '', 'F3', 1, 2],
    ['F3', '', '', 'F4', 1, 3],
    ['F4', '', '', '', 1, 4],
  ] as [string, string, string, string, number, number][],
};

const limits = (inputs: RoundInputs, player = 'Anna') => {
  const s = roundSituation(inputs);
  return limitBookingOptions(playerBookingOptions(inputs.tables, player, s.round), s, player);
};

test('Befehle: everything allowed; after a Bewegung that army offers no second one, the other still does', () => {
  const start = newRound(roundCampaign(MAP), 2);
  const before = limits(start);
  expect(before.round).toBe(2);
  expect(before.armies.map((a) => [a.name, a.moveRefused, a.upgradeRefused])).toEqual([
    ['Rote Faust', '', ''],
    ['Späher', '', ''],
  ]);
  const moved = act(start, { kind: 'move', player: 'Anna', round: 2, army: 'Rote Faust', field: 'F2' });
  if (!('inputs' in moved)) throw moved.refused;
  const after = limits(moved.inputs);
  expect(after.armies[0].moveRefused).toMatch(/^„Rote Faust“ hat sich in Runde 2 schon bewegt/);
  expect(after.armies[0].upgradeRefused).toBe('');
  expect(after.armies[1].moveRefused).toBe('');
});

test('Schlachten: no Bewegung and no Aufwertung, each with the reason', () => {
  const battles = setPhase(newRound(roundCampaign(MAP), 2), 'Schlachten');
  for (const a of limits(battles).armies) {
    expect(a.moveRefused).toMatch(/Schlachtphase/);
    expect(a.upgradeRefused).toMatch(/Schlachtphase/);
  }
});

test('an army a standing declaration names offers no Bewegung, with the reason; Aufwertung stays; withdrawn, it moves again', () => {
  const start = newRound(roundCampaign(MAP), 2);
  const declared = act(start, { kind: 'declare', player: 'Anna', attacker: 'Späher', defender: 'Eisenwölfe' });
  if (!('inputs' in declared)) throw declared.refused;
  const attacker = limits(declared.inputs).armies.find((a) => a.name === 'Späher')!;
  expect(attacker.moveRefused).toMatch(/^„Späher“ hat in Runde 2 einen Angriff auf „Eisenwölfe“ angesagt .*zurückziehst/);
  expect(attacker.upgradeRefused).toBe('');
  const defender = limits(declared.inputs, 'Bernd').armies.find((a) => a.name === 'Eisenwölfe')!;
  expect(defender.moveRefused).toMatch(/^„Eisenwölfe“ wird in Runde 2 von „Späher“ angegriffen .*bleibt auf F4/);
  expect(defender.upgradeRefused).toBe('');
  // Rote Faust declared nothing: it still moves.
  expect(limits(declared.inputs).armies.find((a) => a.name === 'Rote Faust')!.moveRefused).toBe('');
  const withdrawn = act(declared.inputs, {
    kind: 'withdrawAttack',
    player: 'Anna',
    round: 2,
    attacker: 'Späher',
    defender: 'Eisenwölfe',
  });
  if (!('inputs' in withdrawn)) throw withdrawn.refused;
  expect(limits(withdrawn.inputs, 'Bernd').armies.find((a) => a.name === 'Eisenwölfe')!.moveRefused).toBe('');
});
