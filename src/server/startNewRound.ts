import { FIELDS } from '../rules/fields';
import { RuleError } from '../rules';
import { SUPPLY_PHASE } from '../rules/bookingKinds';
import { newRoundBegins, organiserRound, PHASE_ORDERS, roundOfOrganiserRows } from '../rules/rounds';
import { PHASE_UNHELD, phaseWrite } from './phaseWrite';
import { BOOKINGS_SPEC, cellOf, isBlankRow, nameKey, readTable, replayCampaign } from '../rules/campaign';
import { CellMatrix } from '../rules/cells/cellValue';
import { parseNumber } from '../rules/cells/parseCell';
import { formatNumber } from '../rules/format';
import { readNewRound, readRoundSupply } from '../rules/newRound';
import { NewRoundResult } from '../shared/bookingContract';
import { Answer } from '../shared/submission';
import { BookingCells, bookingRowsWrite } from '../sheets/bookingRow';
import { midnightIn } from './calendarDay';
import { OpenCampaign, Plan, runSubmission, SheetWrite, SubmissionKind } from './submission';

import { NEW_ROUND_CAPTION } from '../sheets/menuPath';
export { NEW_ROUND_CAPTION };

/**
 * A Versorgungsphase row fills these columns (Armee and Stufen blank, so the row is one run);
 * it has no Einreichungs-ID: running it again is safe by itself.
 */
const ROUND_COLUMNS = ['round', 'date', 'player', 'army', 'kind', 'supply', 'levels', 'note'] as const;

/**
 * Starts round `runde` through the submission pipeline (submission.ts): one Versorgungsphase
 * booking of `versorgung` VP per player who has none in that round yet, all in one write, and
 * Einstellungen's Phase set to Befehle (R2).
 * Running it again adds nothing (and says so); a player added since gets theirs. Reports in a
 * toast; a wrong round or supply is refused in German.
 */
export function startNewRound(runde: unknown, versorgung: unknown): Answer<NewRoundResult> {
  return runSubmission(NEW_ROUND, { runde, versorgung });
}

interface NewRound {
  round: number;
  supply: number;
}

const NEW_ROUND: SubmissionKind<NewRound, NewRoundResult> = {
  failure: 'Die neue Runde wurde nicht gebucht',
  // The menu's action: no page calls for the sending (N5), a one-off trigger does.
  sentBy: 'trigger',
  read(payload, campaign) {
    const { runde, versorgung } = payload as { runde: unknown; versorgung: unknown };
    return { round: readNewRound(runde, organiserRound(campaign.tables)), supply: readRoundSupply(versorgung) };
  },
  plan: planRound,
};

function planRound({ round, supply }: NewRound, campaign: OpenCampaign): Plan<NewRoundResult> {
  const { tables, spreadsheet } = campaign;
  const supplied = playersSupplied(tables.bookings, round);
  const players = replayCampaign(tables).players.filter((p) => !supplied.has(nameKey(p.name)));
  const writes: SheetWrite[] = [];
  if (players.length > 0) {
    const date = midnightIn(new Date(), campaign.timeZone());
    const note = `${SUPPLY_PHASE} Runde ${round}: ${formatNumber(supply)} VP für jeden Spieler`;
    const rows = players.map((p): BookingCells => ({
      round,
      date,
      player: p.name,
      army: '',
      kind: SUPPLY_PHASE,
      supply,
      levels: '',
      note,
      submissionId: '',
    }));
    const write = bookingRowsWrite(tables.bookings[0] ?? [], rows, [...ROUND_COLUMNS]);
    writes.push({ sheet: 'bookings', row: campaign.nextRow('bookings', write), rows: write });
  }
  // R2: a new round begins with its orders; run again, or for an earlier round, the phase stays.
  const begins = newRoundBegins(round, roundOfOrganiserRows(campaign.organiserRound()), supplied.size);
  const { write: phase, checks, unheld } = begins ? phaseWrite(campaign, PHASE_ORDERS) : { write: null, checks: [] };
  if (phase) writes.push(phase);
  return {
    writes,
    checks,
    result: { runde: round, gebucht: players.length },
    afterWrite: () =>
      spreadsheet.toast(
        summary(round, supply, players.length, supplied.size, begins, roundOfOrganiserRows(campaign.organiserRound())) +
          (phase ? ` ${phaseNote(campaign.situation().declarationsOn)}` : unheld ? ` ${PHASE_UNHELD}` : ''),
        NEW_ROUND_CAPTION,
        10,
      ),
  };
}

/** What the toast adds when the round's phase became Befehle (R2); declarations only where the campaign has them (A1). */
function phaseNote(declarationsOn: boolean): string {
  return `Phase: ${PHASE_ORDERS} – Spieler bewegen${declarationsOn ? ', werten auf und sagen Angriffe an' : ' und werten auf'}.`;
}

/** Name keys of the players with a Versorgungsphase row in `round` (valid or not: never twice). */
function playersSupplied(bookings: CellMatrix, round: number): Set<string> {
  const table = readTable(bookings, BOOKINGS_SPEC);
  const found = new Set<string>();
  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    if (nameKey(String(cellOf(table, row, 'kind'))) !== nameKey(SUPPLY_PHASE)) continue;
    let rowRound: number;
    try {
      rowRound = parseNumber(cellOf(table, row, 'round'), FIELDS.round.header);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      continue;
    }
    if (rowRound === round) found.add(nameKey(String(cellOf(table, row, 'player'))));
  }
  return found;
}

/** The toast: a round that begins (R2), or — run again, or for an earlier round — what was booked late. */
function summary(round: number, supply: number, booked: number, before: number, begins: boolean, current: number): string {
  if (booked === 0) {
    // Which round runs (user test 34: run again for the current round, the organiser could not tell why nothing happened).
    return round === current
      ? `Runde ${round} läuft schon, alle Spieler haben ihre Versorgungsphase – nichts gebucht. Eine neue Runde wäre Runde ${round + 1}.`
      : `Runde ${round}: alle Spieler haben ihre Versorgungsphase schon – nichts gebucht (laufend ist Runde ${current}).`;
  }
  const who = booked === 1 ? '1 Spieler bekommt' : `${booked} Spieler bekommen`;
  const had = before > 0 ? ` (${before} hatte${before === 1 ? '' : 'n'} sie schon)` : '';
  return begins
    ? `Runde ${round} beginnt: ${who} je ${formatNumber(supply)} VP Versorgung${had}.`
    : `Runde ${round}: ${who} je ${formatNumber(supply)} VP Versorgung nachgebucht${had}; die Phase bleibt.`;
}
