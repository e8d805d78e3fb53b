// Stand-in for getBattleFormData/submitBattle until the real server functions land: it keeps
// armies, pools and rows in memory and computes outcomes with the same rules module.
import { ATTACKER, planBattle, resolveBattle, RuleError } from '../../src/rules';
import { parseBattlePayload } from '../../src/server/battlePayload';
import { ArmyInfo, BattleFormData, BattleSubmitResult, PlayerInfo } from '../../src/sidebar/battleContract';

export interface FakeServer {
  getBattleFormData(): BattleFormData;
  submitBattle(payload: Record<string, unknown>): BattleSubmitResult;
  rows: Array<Record<string, unknown>>;
}

export function fakeServer(armeen: ArmyInfo[], spieler: PlayerInfo[], runde = 1): FakeServer {
  const rows: Array<Record<string, unknown>> = [];
  const byId = new Map<string, BattleSubmitResult>();
  return {
    rows,
    getBattleFormData: () => ({ armeen: armeen.map((a) => ({ ...a })), spieler: spieler.map((s) => ({ ...s })), runde }),
    submitBattle(payload) {
      const entry = parseBattlePayload(payload);
      const saved = byId.get(entry.submissionId);
      if (saved) return { ...saved, doppelt: true };
      const attacker = armeen.find((a) => a.name === entry.attacker && a.status === 'aktiv');
      const defender = armeen.find((a) => a.name === entry.defender && a.status === 'aktiv');
      if (!attacker || !defender) throw new RuleError('Unbekannte oder vernichtete Armee.');
      const pool = spieler.find((s) => s.name === defender.spieler);
      const plan = planBattle({
        attackerLevel: attacker.stufe,
        defenderLevel: defender.stufe,
        mobilisation: entry.mobilisation,
        scaledTo: entry.scaledTo,
        defenderPool: pool?.versorgungspool,
      });
      const outcome = resolveBattle(plan, entry);
      rows.push(payload);
      attacker.stufe = outcome.attackerNewLevel;
      defender.stufe = outcome.defenderNewLevel;
      for (const army of [attacker, defender]) if (army.stufe === 0) army.status = 'vernichtet';
      if (pool) pool.versorgungspool -= entry.mobilisation;
      const winnerArmy = outcome.winner === ATTACKER ? attacker : defender;
      const winnerPlayer = spieler.find((s) => s.name === winnerArmy.spieler);
      if (winnerPlayer) winnerPlayer.versorgungspool += outcome.supply;
      const result: BattleSubmitResult = {
        zeile: rows.length + 1,
        sieger: outcome.winner,
        neueStufeAngreifer: outcome.attackerNewLevel,
        neueStufeVerteidiger: outcome.defenderNewLevel,
        versorgung: outcome.supply,
        stufenverlustAngreifer: outcome.attackerLoss,
        stufenverlustVerteidiger: outcome.defenderLoss,
        doppelt: false,
      };
      byId.set(entry.submissionId, result);
      return result;
    },
  };
}
