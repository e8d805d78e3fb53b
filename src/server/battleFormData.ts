import { CampaignReplay, CampaignTables, formCampaign, replayCampaign } from '../rules/campaign';
import { currentRoundOf } from '../rules/rounds';
import { BattleFormData } from '../shared/battleContract';
import { mapSnapshot } from '../rules/map/mapSnapshot';
import { campaignTables } from '../sheets/readCampaign';
import { readCampaignSheets } from '../sheets/campaignRead';
import { answered } from './germanErrors';
import { openDeclarations, readPhase, roundSituation } from '../rules/rounds';
import { Answer } from '../shared/submission';
import { noticeUnlisted } from './portal/unlistedLinks';

/** What the sidebar needs to offer armies and preview a battle: the campaign as the sheets hold it. */
export function getBattleFormData(): Answer<BattleFormData> {
  return answered(undefined, readBattleFormData);
}

function readBattleFormData(): BattleFormData {
  // The sheets in one read (campaignRead.ts: through the Sheets API, a few calls at any size) —
  // Einstellungen and Angriffe with them (roundSheets).
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const read = readCampaignSheets(spreadsheet);
  const tables = campaignTables(read.data);
  // C8: a name gone from Spieler loses its link (unlistedLinks.ts; no Sheets call unless one is found).
  noticeUnlisted(spreadsheet, tables.players);
  const { settings, attacks } = read.roundSheets();
  const replay = replayCampaign(tables);
  const data: BattleFormData = { ...battleFormDataOf(tables, 'organiser', replay), phase: readPhase(settings) };
  // A5, A6: the round's open declarations, as the campaign stands now (a battle of the current round finds it so).
  const situation = roundSituation({ tables, settings, attacks });
  if (situation.declarationsOn)
    data.angesagt = openDeclarations(situation, { armies: replay.armies, positions: replay.map?.positions ?? null });
  return data;
}

/**
 * The form data of a campaign: its tables (the form replays them up to the battle's round and
 * evaluates it with the server's CampaignState; a player's copy without the organiser's columns), the current round — the highest Runde of
 * battles and Buchungen — and, to offer, the armies, pools and map as they stand now.
 */
export function battleFormDataOf(
  tables: CampaignTables,
  audience: 'organiser' | 'players' = 'organiser',
  // The caller's replay of these tables, where it has one (the portal's details): no second one.
  replay: CampaignReplay = replayCampaign(tables),
): BattleFormData {
  const data: BattleFormData = {
    armeen: replay.armies.map((a) => ({ name: a.name, spieler: a.player, stufe: a.level, status: a.status })),
    spieler: replay.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
    runde: currentRoundOf(tables),
    kampagne: formCampaign(tables, audience),
  };
  if (replay.map) data.karte = mapSnapshot(replay.map.positions, replay.armies);
  return data;
}
