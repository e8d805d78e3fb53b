import { CampaignReplay, highestRound, replayBeforeBattlesOf } from '../rules/campaign';
import { legalMoveTargets } from '../rules/map/moves';
import { BookingFormData, BookingStanding } from '../shared/bookingContract';
import { campaignTables, readCampaign } from '../sheets/readCampaign';
import { answered } from './germanErrors';
import { Answer } from '../shared/submission';

/**
 * What the booking sidebar needs to offer and preview: armies with Stufe, field and legal
 * moves (M7), players with their pools, the map's fields, the round — a fresh replay.
 */
export function getBookingFormData(): Answer<BookingFormData> {
  return answered(undefined, readBookingFormData);
}

function readBookingFormData(): BookingFormData {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const tables = campaignTables(readCampaign(spreadsheet));
  const round = Math.max(highestRound(tables), 1);
  const now = replayBeforeBattlesOf(tables, round);
  return {
    ...standing(now),
    folgerunde: standing(replayBeforeBattlesOf(tables, round + 1)),
    felder: now.map ? now.map.fields.map.fields.map((f) => f.name) : null,
    runde: round,
  };
}

/** Armies (with field and legal moves, M7) and pools as a booking at that moment sees them. */
function standing(replay: CampaignReplay): BookingStanding {
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
        aufgestellt: a.raisedInRound,
      };
    }),
    spieler: replay.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
  };
}
