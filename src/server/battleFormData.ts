import { replayCampaign } from '../rules/campaign';
import { BattleFormData } from '../shared/battleContract';
import { readCampaign } from '../sheets/readCampaign';
import { inGerman } from './germanErrors';

/** What the sidebar needs to offer armies and preview a battle: a fresh replay of the sheets. */
export function getBattleFormData(): BattleFormData {
  return inGerman(undefined, readBattleFormData);
}

function readBattleFormData(): BattleFormData {
  const campaign = readCampaign(SpreadsheetApp.getActiveSpreadsheet());
  const replay = replayCampaign({
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: campaign.battles.values,
    bookings: campaign.bookings.values,
  });
  return {
    armeen: replay.armies.map((a) => ({ name: a.name, spieler: a.player, stufe: a.level, status: a.status })),
    spieler: replay.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
    runde: replay.currentRound,
  };
}
