import { CampaignState, campaignStateBefore, CampaignTables, formCampaign } from '../rules/campaign';
import { currentRoundOf } from '../rules/rounds';
import { legalMoveTargets } from '../rules/map/moves';
import { BookingFormData, BookingStanding } from '../shared/bookingContract';
import { campaignTables } from '../sheets/readCampaign';
import { readCampaignSheets } from '../sheets/campaignRead';
import { answered } from './germanErrors';
import { Phase, readPhase } from '../rules/rounds';
import { Answer } from '../shared/submission';
import { noticeUnlisted } from './portal/unlistedLinks';

/**
 * What the booking sidebar needs to offer and preview: the campaign's tables (the form evaluates
 * a booking with the server's CampaignState), and to offer: armies with Stufe, field and legal
 * moves (M7), players with their pools, the map's fields, the current round.
 */
export function getBookingFormData(): Answer<BookingFormData> {
  return answered(undefined, () => {
    // The sheets in one read (campaignRead.ts: through the Sheets API, a few calls at any size).
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const read = readCampaignSheets(spreadsheet);
    const tables = campaignTables(read.data);
    // C8: a name gone from Spieler loses its link (unlistedLinks.ts; no Sheets call unless one is found).
    noticeUnlisted(spreadsheet, tables.players);
    return bookingFormDataOf(tables, readPhase(read.roundSheets().settings));
  });
}

export function bookingFormDataOf(tables: CampaignTables, phase: Phase): BookingFormData {
  const round = currentRoundOf(tables);
  const now = campaignStateBefore(tables, { kind: 'booking', round });
  return {
    ...standing(now),
    folgerunde: standing(campaignStateBefore(tables, { kind: 'booking', round: round + 1 })),
    felder: now.fields ? now.fields.map.fields.map((f) => f.name) : null,
    runde: round,
    phase,
    kampagne: formCampaign(tables),
  };
}

/** Armies (with field and legal moves, M7) and pools as a booking at that moment sees them. */
function standing(state: CampaignState): BookingStanding {
  const positions = state.positions;
  const names = (indices: number[]) => indices.map((i) => positions!.map.fields[i].name);
  return {
    armeen: state.armies.map((a) => ({
      name: a.name,
      spieler: a.player,
      stufe: a.level,
      status: a.status,
      feld: state.fieldNameOf(a),
      ziele: positions && a.level > 0 ? names(legalMoveTargets(positions, a)) : [],
      aufgestellt: a.raisedInRound,
    })),
    spieler: state.players.map((p) => ({ name: p.name, versorgungspool: p.pool })),
  };
}
