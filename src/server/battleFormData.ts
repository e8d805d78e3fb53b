import { replayCampaign } from '../rules/campaign';
import { BattleFormData } from '../shared/battleContract';
import { mapSnapshot } from '../rules/map/mapSnapshot';
import { campaignTables, readCampaign } from '../sheets/readCampaign';
import { inGerman } from './germanErrors';

/** What the sidebar needs to offer armies and preview a battle: a fresh replay of the sheets. */
export function getBattleFormData(): BattleFormData {
  return inGerman(undefined, readBattleFormData);
}

function readBattleFormData(): BattleFormData {
  const campaign = readCampaign(SpreadsheetApp.getActiveSpreadsheet());
  const replay = replayCampaign(campaignTables(campaign));
  const data: BattleFormData = {
    armeen: replay.armies.map((a) => ({ name: a.name, spieler: a.player, stufe: a.level, status: a.status })),
    spieler: replay.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
    runde: replay.currentRound,
  };
  if (replay.map) data.karte = mapSnapshot(replay.map.positions, replay.armies);
  return data;
}
