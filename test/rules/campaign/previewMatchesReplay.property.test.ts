// Issue 16: the forms' preview is what the replay computes once the row is saved — for every
// generated campaign and every form input: new Stufen, VP, Stufenverlust, retreat fields and
// every message. The row takes the server's own path (payload reader, row writer).
import fc from 'fast-check';
import { demoCampaign } from '../../../src/demo';
import { CellValue, replayCampaign } from '../../../src/rules';
import { readBattleForm } from '../../../src/rules/battleForm';
import { CampaignTables } from '../../../src/rules/campaign';
import { battleFormDataOf } from '../../../src/server/battleFormData';
import { battleRowWrite } from '../../../src/sheets/battleRow';
import { evaluateBattle, FormValues, initialValues } from '../../../src/sidebar/battleForm';
import { ARMIES, campaignArb } from './campaignArbitrary';

const DEMO = demoCampaign();
const DEMO_ARMIES = DEMO.armies.slice(1, 12).map((row) => String(row[0]));
const DEMO_FIELDS = (DEMO.fields ?? []).slice(1, 40).map((row) => String(row[0]));

/** What a player types: mostly plausible, sometimes wrong. */
function formInput(armies: string[], fields: string[]) {
  return fc.record({
    round: fc.integer({ min: 0, max: 7 }),
    attacker: fc.constantFrom(...armies),
    defender: fc.constantFrom(...armies),
    mobilisation: fc.constantFrom('0', '0', '250', '500', '750', '300'),
    scaledTo: fc.constantFrom('0', '0', '0', '1500', '2000', '2250', '3000'),
    attackerVP: fc.oneof(fc.integer({ min: 0, max: 60 }).map(String), fc.constant('1000')),
    defenderVP: fc.integer({ min: 0, max: 60 }).map(String),
    gaveUp: fc.constantFrom('', '', '', 'Angreifer', 'Verteidiger'),
    attackerLosses: fc.integer({ min: 0, max: 1600 }).map(String),
    defenderLosses: fc.integer({ min: 0, max: 1600 }).map(String),
    retreat: fc.oneof(fc.constant(''), fc.constantFrom('', ...fields)),
    /** Take the first retreat field the form offers. */
    offered: fc.boolean(),
  });
}

type Input = ReturnType<typeof formInput> extends fc.Arbitrary<infer T> ? T : never;

function values(data: ReturnType<typeof battleFormDataOf>, input: Input): FormValues {
  return {
    ...initialValues(data, 'id-1'),
    datum: '2026-11-21',
    runde: input.round === 0 ? initialValues(data, 'x').runde : String(input.round),
    angreifer: input.attacker,
    verteidiger: input.defender,
    mobilisierung: input.mobilisation,
    skaliertAuf: input.scaledTo,
    siegpunkteAngreifer: input.attackerVP,
    siegpunkteVerteidiger: input.defenderVP,
    aufgegeben: input.gaveUp,
    verlusteAngreifer: input.attackerLosses,
    verlusteVerteidiger: input.defenderLosses,
    rueckzug: input.retreat,
  };
}

/** Preview of `input` against the replay of the campaign with the form's row appended. */
function check(tables: CampaignTables, input: Input): void {
  const data = battleFormDataOf(tables);
  let form = values(data, input);
  if (input.offered) form = { ...form, rueckzug: evaluateBattle(form, data).map?.retreatFields[0] ?? form.rueckzug };
  const evaluation = evaluateBattle(form, data);
  const reading = readBattleForm(form, { currentRound: Number(initialValues(data, 'x').runde) });
  if (!reading.battle) {
    // The form refuses what it cannot even read; nothing is sent.
    expect(evaluation.payload).toBeUndefined();
    return;
  }
  const row = battleRowWrite(tables.battles[0], reading.battle, { user: 'test', at: new Date(0), storedId: '' }).fullRows[0];
  const replay = replayCampaign({ ...tables, battles: [...tables.battles, row] });
  const saved = replay.battles[replay.battles.length - 1]!;
  if (saved.error !== null) {
    // The replay's message first; beside it at most the other side's losses, which the form flags at once.
    const messages = evaluation.problems.map((p) => p.message);
    expect(messages[0]).toBe(saved.error);
    expect(evaluation.problems.slice(1).map((p) => p.field)).toEqual(messages.length > 1 ? ['verlusteVerteidiger'] : []);
    expect(evaluation.payload).toBeUndefined();
    return;
  }
  expect(evaluation.problems).toEqual([]);
  expect(evaluation.payload).toBeDefined();
  expect(evaluation.plan).toEqual(saved.plan);
  expect(evaluation.outcome).toEqual(saved.outcome);
  if (saved.map) {
    expect(evaluation.map?.attackedField).toBe(saved.map.field);
    expect(form.rueckzug === '' ? '' : evaluation.map?.retreatFields).toEqual(
      form.rueckzug === '' ? saved.map.retreat : expect.arrayContaining([saved.map.retreat]),
    );
  }
}

describe('the battle preview equals the replay after the row is appended', () => {
  it('on generated campaigns', () => {
    fc.assert(
      fc.property(campaignArb, formInput(ARMIES, []), (tables, input) => check(tables, input)),
      { numRuns: 300 },
    );
  });

  it('on the demo campaign with its map', () => {
    fc.assert(
      fc.property(formInput(DEMO_ARMIES, DEMO_FIELDS), (input) => check(DEMO, input)),
      { numRuns: 150 },
    );
  });
});

export type { CellValue };
