import {
  CampaignReplay,
  CampaignTables,
  consequencesIfCounted,
  checkForDecider,
  nameKey,
  OpenReport,
  ORGANISER_READS,
  playerReads,
  replayIfCounted,
  STATUS_REPORTED,
} from '../rules/campaign';
import {
  battlesAfterRow,
  battlesChangedByCounting,
  organiserDecidesLines,
  Proposal,
  proposalOf,
  proposalProblem,
  reasonOf,
  replayWithProposal,
  reportedBattle,
  RetreatFieldsByLoser,
  retreatFieldsStop,
  reportStand,
  sameBattleHint,
  sameBattleReader,
} from '../rules/rounds';
import { OpenReportCard, ReportedResult } from '../shared/reportsContract';
import { pendingForPlayer } from '../rules/portal/pendingForPlayer';
import { proposalForPlayer } from '../rules/portal/proposalForPlayer';

/**
 * An open report as „Offene Meldungen“ and the portal's „Bestätigen“ show it: what was reported
 * (C9), the dispute's reason and proposal (C11), and what it would change (one replay each);
 * without `consequences`, `folgen` stays blank and costs nothing. `day` formats a Datum cell in
 * the spreadsheet's time zone; `viewer`: the player whose page it is (C10: may withdraw their own;
 * its Prüfung as players read it, pendingForPlayer).
 * `answering`: the campaign's replay as it stands — then the card names the battles counted after
 * it that counting it would change (nurSpielleitung), on the page of the player to answer (by
 * armies, Runde and day: players never see the sheet) and in the organiser's list (by row).
 */
export function reportCard(
  tables: CampaignTables,
  r: OpenReport,
  day: (date: Date) => string,
  consequences = true,
  viewer?: string,
  answering?: CampaignReplay,
): OpenReportCard {
  const cells = reportedBattle(tables, r.row);
  // One replay with the row counted serves „Wenn sie zählt“, what it would change and, on its
  // way, the retreat fields a proposal may choose (C11, M6).
  // Set by the replay's stop (a callback: `as` keeps TypeScript from narrowing it to null).
  let retreats = null as RetreatFieldsByLoser | null;
  const stop =
    r.round === null ? undefined : retreatFieldsStop(r.row, r.round, r.attacker, r.defender, (found) => (retreats = found));
  const counted = consequences ? replayIfCounted(tables, r.row, stop) : null;
  const dispute = r.reason;
  const proposal = proposalOf(dispute);
  const card: OpenReportCard = {
    zeile: r.row + 2,
    runde: r.round,
    status: r.status,
    angreifer: r.attacker,
    verteidiger: r.defender,
    angreiferSpieler: r.attackerPlayer,
    verteidigerSpieler: r.defenderPlayer,
    gemeldetVon: r.reportedBy,
    einspruch: reasonOf(dispute),
    gemeldet: {
      ...result(cells),
      datum: cells.date === null ? '' : typeof cells.date === 'string' ? cells.date : day(cells.date),
      mission: cells.mission,
      mobilisierung: cells.mobilisation,
      skaliertAuf: cells.scaledTo,
      notiz: cells.note,
    },
    vorschlag: proposal ? result(proposal) : null,
    zurueckziehen:
      viewer !== undefined && r.status === STATUS_REPORTED && r.reportedBy !== '' && nameKey(r.reportedBy) === nameKey(viewer),
    // A player never sees the sheet: who it waits for, not the organiser's Prüfung with its columns.
    pruefung: viewer !== undefined ? `${pendingForPlayer(r, nameKey(viewer))}.` : checkForDecider(r),
    folgen: consequences ? consequencesIfCounted(tables, r.row, counted) : '',
  };
  // The same battle entered twice counts twice: whoever answers is told first (user test 34).
  const twice = sameBattleHint(tables.battles, r.row, {
    reader: sameBattleReader(r, viewer === undefined ? undefined : nameKey(viewer)),
  });
  if (twice) card.vielleichtDoppelt = twice;
  // What the card shows, sent back with a decision or an answer: refused if the row changed since (C3, C9).
  card.stand = JSON.stringify(reportStand(tables.battles, r.row));
  if (retreats) card.rueckzugFelder = retreats;
  // The organiser decides between report and proposal: what each would change (user test 27).
  if (consequences && proposal)
    card.folgenVorschlag = consequencesIfCounted(tables, r.row, replayWithProposal(tables, r.row, proposal));
  // The player's Übersicht says the proposal in short (user test 31); who may read it: proposalForPlayer.
  const me = viewer === undefined ? '' : nameKey(viewer);
  const inShort = me === '' || !proposal ? '' : proposalForPlayer(r, cells, me);
  if (inShort) {
    card.vorschlagKurz = inShort;
    // It says who decides: the Übersicht's status line above it says it not again (user test 32).
    card.pruefungKurz = `${pendingForPlayer(r, me, true)}.`;
  }
  // An unreadable proposal is said, not dropped without a word (user test 27).
  const unreadable = proposal ? '' : proposalProblem(dispute);
  if (unreadable) card.vorschlagFehler = unreadable;
  if (!answering || !battlesAfterRow(tables.battles, r.row)) return card;
  const reader = viewer === undefined ? ORGANISER_READS : playerReads(day);
  const lines = organiserDecidesLines(battlesChangedByCounting(tables, answering, r.row, counted), reader);
  return lines.length ? { ...card, nurSpielleitung: lines } : card;
}

function result(p: Proposal): ReportedResult {
  return {
    siegpunkteAngreifer: p.attackerVP,
    siegpunkteVerteidiger: p.defenderVP,
    verlusteAngreifer: p.attackerLosses,
    verlusteVerteidiger: p.defenderLosses,
    aufgegeben: p.gaveUp,
    rueckzug: p.retreatTo,
  };
}

/** A Datum as yyyy-mm-dd in the spreadsheet's time zone. */
export function dayIn(timeZone: string): (date: Date) => string {
  return (date) => Utilities.formatDate(date, timeZone, 'yyyy-MM-dd');
}

/** dayIn, asking for the time zone only when a day is formatted (a save's read may not have it yet). */
export function dayInLazily(timeZone: () => string): (date: Date) => string {
  return (date) => dayIn(timeZone())(date);
}
