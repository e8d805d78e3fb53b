import { RuleError } from '../ruleError';
import { campaignRound } from './checkNewBooking';
import { nameKey } from './names';
import { openReports } from './openReports';
import { replayCampaign } from './replay';
import { CampaignTables } from './tables';

/** The sides of a reported battle, as the form names them. */
export interface ReportedSides {
  round: number;
  attacker: string;
  defender: string;
}

/**
 * C5: what a player's report must meet beyond the sidebar's checks (which follow it), against
 * the campaign as the sheets hold it: the reporting player owns one of the two armies; neither
 * army has another report that is gemeldet or bestritten (one open report per army, else the
 * order of open reports would decide the campaign); the round is the current one or the next
 * (the form's reader already refuses a later one). A broken rule throws at its field.
 */
export function checkBattleReport(tables: CampaignTables, player: string, battle: ReportedSides): void {
  const replay = replayCampaign(tables);
  const owner = new Map(replay.armies.map((a) => [nameKey(a.name), nameKey(a.player)]));
  const mine = (army: string) => owner.get(nameKey(army)) === nameKey(player);
  if (!mine(battle.attacker) && !mine(battle.defender)) {
    throw new RuleError(
      `Du kannst nur Schlachten deiner eigenen Armeen melden: weder „${battle.attacker}“ noch „${battle.defender}“ gehört ${player}.`,
      'attacker',
    );
  }
  const open = openReports(replay);
  for (const [army, field] of [
    [battle.attacker, 'attacker'],
    [battle.defender, 'defender'],
  ] as const) {
    const waiting = open.find((r) => nameKey(r.attacker) === nameKey(army) || nameKey(r.defender) === nameKey(army));
    if (waiting) {
      throw new RuleError(
        `„${army}“ hat schon eine offene Meldung (Zeile ${waiting.row + 2}, ${waiting.status}). Je Armee gibt es nur eine: ` +
          'die nächste lässt sich melden, sobald diese bestätigt, entschieden oder verworfen ist.',
        field,
      );
    }
  }
  const current = campaignRound(tables);
  if (battle.round < current) {
    throw new RuleError(
      `Runde ${battle.round} ist vorbei. Gemeldet werden nur Schlachten der laufenden oder der nächsten Runde: Runde ${current} oder ${current + 1}.`,
      'round',
    );
  }
}
