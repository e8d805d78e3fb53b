import { highestRound, replayCampaign } from '../rules/campaign';
import { legalMoveTargets } from '../rules/map/moves';
import { BookingFormData } from '../shared/bookingContract';
import { readCampaign } from '../sheets/readCampaign';
import { readMapSheet } from '../sheets/readMapSheet';
import { inGerman } from './germanErrors';

/**
 * What the booking sidebar needs to offer and preview: armies with Stufe, field and legal
 * moves (M7), players with their pools, the map's fields, the round — a fresh replay.
 */
export function getBookingFormData(): BookingFormData {
  return inGerman(undefined, readBookingFormData);
}

function readBookingFormData(): BookingFormData {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const campaign = readCampaign(spreadsheet);
  const fields = readMapSheet(spreadsheet);
  const tables = {
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: campaign.battles.values,
    bookings: campaign.bookings.values,
    ...(fields ? { fields } : {}),
  };
  const replay = replayCampaign(tables);
  const map = replay.map;
  const names = (indices: number[]) => indices.map((i) => map!.fields.map.fields[i].name);
  return {
    armeen: replay.armies.map((a) => {
      const at = map ? map.positions.fieldOf(a) : null;
      return {
        name: a.name,
        spieler: a.player,
        stufe: a.level,
        status: a.status,
        feld: at === null ? '' : map!.fields.map.fields[at].name,
        ziele: map && a.level > 0 ? names(legalMoveTargets(map.positions, a)) : [],
      };
    }),
    spieler: replay.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
    felder: map ? map.fields.map.fields.map((f) => f.name) : null,
    runde: Math.max(highestRound(tables), 1),
  };
}
