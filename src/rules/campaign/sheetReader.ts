/**
 * Who reads a text that names a battle. The organiser works in the sheet and finds a battle by
 * its row of Schlachten; a player never sees the sheet — for him a battle is its armies, its
 * Runde and the day it was played. Every text both may read is built per reader from here.
 */
import { CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { germanDay } from '../format';

export interface SheetReader {
  /** The organiser works in the sheet and finds a battle by its row; a player never sees the sheet. */
  seesSheet: boolean;
  /** A Datum cell's day as yyyy-mm-dd in the spreadsheet's time zone; without it a player's battle goes without its day. */
  day?: (date: Date) => string;
}

/** The organiser, in Google Sheets (sidebars, dialogs, his forms). */
export const ORGANISER_READS: SheetReader = { seesSheet: true };

/** A player (his portal page, his e-mail and Neuigkeiten); `day` formats a Datum in the spreadsheet's time zone. */
export function playerReads(day?: (date: Date) => string): SheetReader {
  return day ? { seesSheet: false, day } : { seesSheet: false };
}

/** A battle as a text names it: its data row (0 = sheet row 2), Runde, armies and Datum as read. */
export interface NamedBattle {
  row: number;
  round: number | null;
  attacker: string;
  defender: string;
  /** The Datum cell as the sheet holds it; absent or blank: no day. */
  date?: CellValue;
}

/**
 * „Zeile 5 (Runde 3, A gegen B)“ for the organiser; „A gegen B (Runde 3, gespielt am 14.03.2026)“
 * for a player — the day tells a rematch of the same round apart without the sheet.
 */
export function battleFor(reader: SheetReader, b: NamedBattle): string {
  const round = `Runde ${b.round ?? '?'}`;
  if (reader.seesSheet) return `Zeile ${b.row + 2} (${round}, ${b.attacker} gegen ${b.defender})`;
  const day = dayOf(reader, b.date);
  return `${b.attacker} gegen ${b.defender} (${round}${day ? `, gespielt am ${day}` : ''})`;
}

/** The Datum as a German day (14.03.2026); text as typed; '' when blank or not to be read. */
function dayOf(reader: SheetReader, date: CellValue | undefined): string {
  if (date === undefined || isBlank(date)) return '';
  if (date instanceof Date) {
    if (!reader.day || Number.isNaN(date.getTime())) return '';
    return germanDay(reader.day(date)) ?? '';
  }
  return parseText(date).trim();
}
