import { CampaignTables } from '../rules/campaign';
import { readCampaignSheets } from '../sheets/campaignRead';
import { CampaignData } from '../sheets/readCampaign';

/** The campaign's input tables (four sheets and Felder if any), in the one read (campaignRead.ts). */
export function readCampaignTables(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): CampaignTables {
  return tablesOf(readCampaignSheets(spreadsheet).data);
}

/** The tables of a campaign as read; Felder whenever the sheet is there (a map page draws even an empty one). */
export function tablesOf(campaign: CampaignData): CampaignTables {
  return {
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: campaign.battles.values,
    bookings: campaign.bookings.values,
    ...(campaign.fields ? { fields: campaign.fields.values } : {}),
  };
}
