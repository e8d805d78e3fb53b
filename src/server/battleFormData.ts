import { CampaignReplay, replayCampaign } from '../rules/campaign';
import { BattleFormData } from '../shared/battleContract';
import { mapSnapshot } from '../rules/map/mapSnapshot';
import { campaignTables, readCampaign } from '../sheets/readCampaign';
import { answered } from './germanErrors';
import { Answer } from '../shared/submission';

/** What the sidebar needs to offer armies and preview a battle: a fresh replay of the sheets. */
export function getBattleFormData(): Answer<BattleFormData> {
  return answered(undefined, readBattleFormData);
}

function readBattleFormData(): BattleFormData {
  return battleFormDataOf(replayCampaign(campaignTables(readCampaign(SpreadsheetApp.getActiveSpreadsheet()))));
}

/** The form data of a replayed campaign: armies, pools, round, and the map when there is one. */
export function battleFormDataOf(replay: CampaignReplay): BattleFormData {
  const data: BattleFormData = {
    armeen: replay.armies.map((a) => ({ name: a.name, spieler: a.player, stufe: a.level, status: a.status })),
    spieler: replay.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
    runde: replay.currentRound,
  };
  if (replay.map) data.karte = mapSnapshot(replay.map.positions, replay.armies);
  return data;
}
