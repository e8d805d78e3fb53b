// The sidebar's map: the attacked field, the refusal of non-adjacent armies and the retreat
// fields, from the data getBattleFormData sends — held equal to RUECKZUGSFELDER.
import { ATTACKER, BattleOutcome, DEFENDER, RuleError } from '../../src/rules';
import { CampaignTables } from '../../src/rules/campaign';
import { CellMatrix } from '../../src/rules/cells/cellValue';
import { MAP_FUNCTIONS } from '../../src/functions/mapFunctions';
import { battleFormDataOf } from '../../src/server/battleFormData';
import { BattleFormData } from '../../src/shared/battleContract';
import { evaluateBattle, initialValues, stateBeforeBattle } from '../../src/sidebar/battleForm';
import { evaluateMap } from '../../src/sidebar/retreatChoice';
import { MAP_CAMPAIGN, SMALL_CAMPAIGN } from '../integration/campaignWorkbook';
import { simulateMapCampaign } from '../rules/map/simulatedMapCampaign';

const tablesOf = (sheets: Record<string, unknown[][]>): CampaignTables => ({
  armies: sheets.Armeen as CellMatrix,
  players: sheets.Spieler as CellMatrix,
  battles: sheets.Schlachten as CellMatrix,
  bookings: sheets.Buchungen as CellMatrix,
  ...(sheets.Felder ? { fields: sheets.Felder as CellMatrix } : {}),
});

/** RUECKZUGSFELDER as Sheets runs it: [] for its single empty cell, the message when it throws. */
function rueckzugsfelder(tables: CampaignTables, attacker: string, defender: string, winner: string): string[] | string {
  const run = MAP_FUNCTIONS.find((f) => f.name === 'RUECKZUGSFELDER')!.run;
  try {
    const out = run(
      tables.armies,
      tables.players,
      tables.battles,
      tables.bookings,
      tables.fields!,
      attacker,
      defender,
      winner,
    ) as CellMatrix;
    return out.map((row) => String(row[0])).filter((name) => name !== '');
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return error.message;
  }
}

/** A result in which `winner` wins and the loser survives at Stufe 1. */
const survivingLoser = (winner: typeof ATTACKER | typeof DEFENDER) =>
  ({ winner, attackerNewLevel: 1, defenderNewLevel: 1 }) as BattleOutcome;

describe('the sidebar’s retreat fields equal RUECKZUGSFELDER', () => {
  const tables = simulateMapCampaign({
    battles: 60,
    armies: 24,
    bookings: 20,
    rows: 3,
    columns: 5,
    roads: 2,
    rounds: 3,
    seed: 5,
  });
  const data = battleFormDataOf(tables);
  const state = stateBeforeBattle(data, data.runde);
  const active = data.armeen.filter((a) => a.status !== 'vernichtet' && data.karte!.standorte[a.name] !== undefined);

  it('for every pair of armies on the map and either winner', () => {
    let compared = 0;
    let encircled = 0;
    let refused = 0;
    for (const a of active) {
      for (const d of active) {
        // D9: two armies of one player never fight.
        if (a === d || a.spieler === d.spieler) continue;
        for (const winner of [ATTACKER, DEFENDER] as const) {
          const expected = rueckzugsfelder(tables, a.name, d.name, winner);
          let planned;
          try {
            planned = state.planBattle({ round: data.runde, attacker: a.name, defender: d.name });
          } catch (error) {
            // Not adjacent: the same sentence, about the defender.
            expect(error).toMatchObject({ message: expected, field: 'defender' });
            refused++;
            continue;
          }
          expect(typeof expected).not.toBe('string');
          const seen = evaluateMap(state, planned, survivingLoser(winner));
          expect(seen.retreatFields).toEqual(expected);
          if (seen.retreatNote.includes('eingekesselt')) encircled++;
          compared++;
        }
      }
    }
    // The comparison covered the cases that matter.
    expect(compared).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
    expect(encircled).toBeGreaterThan(0);
  });
});

describe('the battle form on a map', () => {
  const data = battleFormDataOf(tablesOf(MAP_CAMPAIGN));
  const form = (overrides: Record<string, string>) => ({
    ...initialValues(data, 'id-1'),
    datum: '2026-11-21',
    angreifer: 'Rote Faust',
    verteidiger: 'Eisenwölfe',
    ...overrides,
  });
  const result = { siegpunkteAngreifer: '30', siegpunkteVerteidiger: '20', verlusteAngreifer: '0', verlusteVerteidiger: '100' };

  it('shows the attacked field once both armies are chosen', () => {
    const evaluation = evaluateBattle(form({}), data);
    expect(evaluation.map?.attackedField).toBe('Furt');
    expect(evaluation.map?.retreatFields).toEqual([]);
  });

  it('refuses an army that is not adjacent, next to the defender', () => {
    const evaluation = evaluateBattle(form({ verteidiger: 'Grüne Flut' }), data);
    expect(evaluation.map?.attackedField).toBeUndefined();
    expect(evaluation.problems.filter((p) => p.field === 'verteidiger').map((p) => p.message)).toEqual([
      expect.stringMatching(/nicht benachbart/),
    ]);
  });

  it('offers the legal retreat fields after the result and needs one of them', () => {
    const waiting = evaluateBattle(form(result), data);
    expect(waiting.map?.retreatFields).toEqual(['Hügel', 'Sumpf', 'Ödland']);
    expect(waiting.payload).toBeUndefined();
    expect(waiting.problems).toEqual([expect.objectContaining({ field: 'rueckzug', blank: true })]);
    const chosen = evaluateBattle(form({ ...result, rueckzug: 'Sumpf' }), data);
    expect(chosen.problems).toEqual([]);
    expect(chosen.payload?.rueckzug).toBe('Sumpf');
  });

  it('says that a destroyed loser does not retreat, and refuses a retreat for it', () => {
    const destroyed = { ...result, verlusteVerteidiger: '700' };
    const evaluation = evaluateBattle(form(destroyed), data);
    expect(evaluation.map?.retreatNote).toBe('„Eisenwölfe“ ist vernichtet und zieht sich nicht zurück.');
    expect(evaluation.map?.retreatFields).toEqual([]);
    expect(evaluation.problems).toEqual([]);
    expect(evaluateBattle(form({ ...destroyed, rueckzug: 'Sumpf' }), data).problems.map((p) => p.field)).toEqual(['rueckzug']);
  });

  it('shows nothing of a map for a campaign without one', () => {
    const noMap: BattleFormData = battleFormDataOf(tablesOf(SMALL_CAMPAIGN));
    const evaluation = evaluateBattle(
      { ...initialValues(noMap, 'id-1'), angreifer: 'Rote Faust', verteidiger: 'Grüne Flut', ...result },
      noMap,
    );
    expect(evaluation.map).toEqual({ hasMap: false, retreatFields: [], retreatNote: '' });
  });
});
