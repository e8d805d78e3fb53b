// Issue 16: what the form shows before saving must be what is saved. The demo as a player
// finds it after "Neue Runde beginnen" and an Aufwertung in the new round, before its first
// battle: the form proposes that round and evaluates the battle with the upgraded Stufe.
import { demoCampaign } from '../../src/demo';
import { CellValue, replayCampaign } from '../../src/rules';
import { CampaignTables, checkNewBattle, nameKey } from '../../src/rules/campaign';
import { isAdjacent } from '../../src/rules/map';
import { battleFormDataOf } from '../../src/server/battleFormData';
import { parseBattlePayload } from '../../src/server/battlePayload';
import { battleRowWrite } from '../../src/sheets/battleRow';
import { evaluateBattle, initialValues } from '../../src/sidebar/battleForm';

const ARMY = 'Sturmfalken';

/** The demo, a new round begun (supply for every player) and Sturmfalken upgraded to Stufe 3 in it. */
function upgradedInNewRound(): { tables: CampaignTables; round: number } {
  const tables = demoCampaign();
  const before = replayCampaign(tables);
  const round = before.currentRound + 1;
  const header = tables.bookings[0];
  const at = (name: string) => header.indexOf(name);
  const row = (cells: Record<string, CellValue>): CellValue[] => {
    const out: CellValue[] = header.map(() => '');
    for (const [name, value] of Object.entries(cells)) out[at(name)] = value;
    return out;
  };
  const supply = before.players.map((p) =>
    row({ Runde: round, Spieler: p.name, Art: 'Versorgungsphase', Versorgung: 1000, Notiz: 'Neue Runde' }),
  );
  const level = before.armies.find((a) => a.name === ARMY)!.level;
  const upgrade = row({ Runde: round, Armee: ARMY, Art: 'Aufwertung', Versorgung: -500 * (3 - level), Stufen: 3 - level });
  return { tables: { ...tables, bookings: [...tables.bookings, ...supply, upgrade] }, round };
}

/** An enemy army on a field next to Sturmfalken's, as the map stands now. */
function neighbourOf(tables: CampaignTables): string {
  const replay = replayCampaign(tables);
  const { positions } = replay.map!;
  const me = replay.armies.find((a) => a.name === ARMY)!;
  const from = positions.fieldOf(me)!;
  const enemy = replay.armies.find((a) => {
    const at = positions.fieldOf(a);
    return a.level > 0 && a.player !== me.player && at !== null && isAdjacent(positions.map, from, at);
  });
  return enemy!.name;
}

describe('the battle form on the demo after an Aufwertung in a new round', () => {
  const { tables, round } = upgradedInNewRound();
  const data = battleFormDataOf(tables);
  const defender = neighbourOf(tables);

  it('proposes the round just begun, not the last round with a battle', () => {
    expect(initialValues(data, 'id-1').runde).toBe(String(round));
  });

  /** The form filled as a player would, in the Runde it proposes or in `runde`; the save's result of it. */
  function previewAndSave(runde?: number) {
    const values = {
      ...initialValues(data, 'id-1'),
      ...(runde === undefined ? {} : { runde: String(runde) }),
      angreifer: ARMY,
      verteidiger: defender,
      siegpunkteAngreifer: '40',
      siegpunkteVerteidiger: '10',
      verlusteAngreifer: '400',
      verlusteVerteidiger: '0',
    };
    // The loser retreats to the first field the form offers.
    const retreat = evaluateBattle(values, data).map?.retreatFields[0] ?? '';
    const evaluation = evaluateBattle({ ...values, rueckzug: retreat }, data);
    expect(evaluation.problems).toEqual([]);
    const submitted = parseBattlePayload(evaluation.payload, { currentRound: round });
    const row = battleRowWrite(tables.battles[0], submitted, { user: 'test', at: new Date(0), storedId: '' }).fullRows[0];
    const saved = checkNewBattle(tables, row);
    expect(nameKey(saved.attacker)).toBe(nameKey(ARMY));
    return { evaluation, saved };
  }

  it('previews exactly what the save computes in the proposed round (400 losses at Stufe 3)', () => {
    const { evaluation, saved } = previewAndSave();
    expect(evaluation.plan).toEqual(saved.plan);
    expect(evaluation.outcome).toEqual(saved.outcome);
    expect(saved.plan.attackerLevel).toBe(3);
    expect(saved.outcome.attackerNewLevel).toBe(3);
  });

  it('evaluates a battle typed into the round before in that round, before the Aufwertung', () => {
    const { evaluation, saved } = previewAndSave(round - 1);
    expect(evaluation.plan).toEqual(saved.plan);
    expect(evaluation.outcome).toEqual(saved.outcome);
    expect(saved.plan.attackerLevel).toBeLessThan(3);
  });
});
