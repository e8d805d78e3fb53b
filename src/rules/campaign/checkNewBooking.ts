import { RuleError } from '../ruleError';
import { CellValue } from '../cells/cellValue';
import { ARMIES_SPEC, BOOKINGS_MAP_SPEC, BOOKINGS_SPEC } from './columns';
import { parseRound } from './entries';
import { AppliedBooking, CampaignReplay } from './replayResult';
import { replayCampaign } from './replay';
import { CampaignTables, cellOf, isBlankRow, readTable } from './tables';
import { BATTLES_SPEC } from './columns';
import { highestRoundIn } from './currentRound';

/**
 * The input a message of the replay is about: its subject, the word it starts with ("Stufen +2
 * ergäben …", "Versorgung -500 ergäbe …", "Feld "X" ist nicht frei …"). The replay's booking
 * messages all name their subject first, so the form can put them next to that field.
 */
const SUBJECTS: Array<[RegExp, string]> = [
  [/^Versorgung\b/, BOOKINGS_SPEC.columns.supply.header],
  [/^Stufen\b/, BOOKINGS_SPEC.columns.levels.header],
  [/^(Feld|Startfeld|Eine Bewegung|Eine Korrektur mit Feld)\b/, BOOKINGS_MAP_SPEC.columns.field.header],
  [/^Startstufe\b/, ARMIES_SPEC.columns.startLevel.header],
  [/^Spieler\b/, BOOKINGS_SPEC.columns.player.header],
  [/^Armee\b/, BOOKINGS_SPEC.columns.army.header],
  [/^Runde\b/, BOOKINGS_SPEC.columns.round.header],
];

function subjectOf(message: string): string | undefined {
  return SUBJECTS.find(([pattern]) => pattern.test(message))?.[1];
}

/**
 * Checks a booking about to be saved: replays the campaign with `booking` (cells in the
 * Buchungen range's column order) appended to the ledger — and, for a new army, `army`
 * appended to the Armeen list — and returns the booking's result. A broken rule throws a
 * RuleError whose German message names the field; nothing has been written yet then, so a
 * booking that writes two sheets is refused as a whole.
 */
export function checkNewBooking(tables: CampaignTables, booking: CellValue[], army?: CellValue[]): AppliedBooking {
  const armies = army ? [...tables.armies, army] : tables.armies;
  const replay = replayCampaign({ ...tables, armies, bookings: [...tables.bookings, booking] });
  if (army) {
    const row = armies.length - 2;
    const rejected = replay.rejectedArmies.find((r) => r.row === row);
    if (rejected) throw new RuleError(rejected.error, subjectOf(rejected.error) ?? ARMIES_SPEC.columns.name.header);
  }
  const result = replay.bookings[replay.bookings.length - 1];
  if (!result) throw new RuleError('Die neue Buchung ist leer; bitte Runde und Armee oder Spieler angeben.');
  if (result.error !== null) throw new RuleError(result.error, subjectOf(result.error));
  return result;
}

/** The highest readable Runde of the battles and the ledger, 0 for an empty log. */
export function highestRound(tables: Pick<CampaignTables, 'battles' | 'bookings'>): number {
  return Math.max(highestRoundIn(tables.battles, BATTLES_SPEC), highestRoundIn(tables.bookings, BOOKINGS_SPEC));
}

/**
 * The campaign as a booking appended now in `round` finds it: the replay takes a round's
 * Buchungen before its battles, so the battles of `round` and later do not count yet (what
 * the form previews must be what the server will check).
 */
export function replayBeforeBattlesOf(tables: CampaignTables, round: number): CampaignReplay {
  const table = readTable(tables.battles, BATTLES_SPEC);
  const battles = [
    tables.battles[0] ?? [],
    ...table.rows.filter((_, row) => {
      if (isBlankRow(table, row)) return false;
      try {
        return parseRound(cellOf(table, row, 'round')) < round;
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        return false;
      }
    }),
  ];
  return replayCampaign({ ...tables, battles });
}
