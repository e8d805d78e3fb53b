import { CampaignTables } from '../rules/campaign';
import { readCampaign } from '../sheets/readCampaign';

/** The campaign's input tables (four sheets and Felder if any), each read with one getValues. */
export function readCampaignTables(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): CampaignTables {
  const campaign = readCampaign(spreadsheet);
  return {
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: campaign.battles.values,
    bookings: campaign.bookings.values,
    ...(campaign.fields ? { fields: campaign.fields.values } : {}),
  };
}
