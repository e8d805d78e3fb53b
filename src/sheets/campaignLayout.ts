/**
 * The campaign workbook as setup builds it: the input sheets with their headers (the contract
 * with users, German, exactly as documented) and what each column accepts, and the derived
 * standings with the formulas that compute them.
 */

/** What a column accepts; setup turns it into a data validation. */
export type ColumnRule =
  | { kind: 'text' }
  | { kind: 'armies' }
  | { kind: 'players' }
  | { kind: 'list'; values: string[]; strict: boolean }
  | { kind: 'wholeNumber'; min?: number; max?: number; step?: number }
  | { kind: 'date' };

export interface ColumnLayout {
  header: string;
  rule: ColumnRule;
  /** Width in pixels for a new sheet. */
  width?: number;
  /** Helps the user: shown on the validation. */
  help?: string;
}

export interface SheetLayout {
  name: string;
  columns: ColumnLayout[];
}

const text = (header: string, width = 140): ColumnLayout => ({ header, rule: { kind: 'text' }, width });
const whole = (header: string, min: number, max?: number, step?: number, width = 110): ColumnLayout => ({
  header,
  rule: { kind: 'wholeNumber', min, max, step },
  width,
});

export const ARMIES_SHEET: SheetLayout = {
  name: 'Armeen',
  columns: [
    text('Armee', 180),
    { header: 'Spieler', rule: { kind: 'players' }, width: 140 },
    whole('Startstufe', 1, 4),
    whole('Aufgestellt in Runde', 1, undefined, undefined, 150),
  ],
};

export const PLAYERS_SHEET: SheetLayout = {
  name: 'Spieler',
  columns: [text('Spieler'), text('Fraktion', 160), whole('Startversorgung', 0, undefined, undefined, 130)],
};

export const BATTLES_SHEET: SheetLayout = {
  name: 'Schlachten',
  columns: [
    whole('Runde', 1, undefined, undefined, 70),
    { header: 'Datum', rule: { kind: 'date' }, width: 100 },
    { header: 'Angreifer', rule: { kind: 'armies' }, width: 160 },
    { header: 'Verteidiger', rule: { kind: 'armies' }, width: 160 },
    whole('Mobilisierung', 0, undefined, 250),
    whole('Skaliert auf', 1500, 3000, 250),
    whole('Siegpunkte Angreifer', 0, undefined, undefined, 150),
    whole('Siegpunkte Verteidiger', 0, undefined, undefined, 160),
    { header: 'Aufgegeben', rule: { kind: 'list', values: ['Angreifer', 'Verteidiger'], strict: true }, width: 110 },
    whole('Verluste Angreifer', 0, undefined, undefined, 140),
    whole('Verluste Verteidiger', 0, undefined, undefined, 150),
    text('Mission', 160),
    text('Notiz', 200),
    text('Eingetragen von', 170),
    { header: 'Eingetragen am', rule: { kind: 'date' }, width: 140 },
    text('Einreichungs-ID', 120),
  ],
};

/** Kinds of ledger rows the campaign knows; others may be typed (Korrektur is free text). */
export const BOOKING_KINDS = ['Versorgungsphase', 'Aufwertung', 'Neue Armee', 'Zusammenlegung', 'Rückzug', 'Korrektur'];

export const BOOKINGS_SHEET: SheetLayout = {
  name: 'Buchungen',
  columns: [
    whole('Runde', 1, undefined, undefined, 70),
    { header: 'Datum', rule: { kind: 'date' }, width: 100 },
    { header: 'Spieler', rule: { kind: 'players' }, width: 140 },
    { header: 'Armee', rule: { kind: 'armies' }, width: 160 },
    { header: 'Art', rule: { kind: 'list', values: BOOKING_KINDS, strict: false }, width: 140 },
    whole('Versorgung', -100000, 100000, undefined, 110),
    whole('Stufen', -4, 4, undefined, 80),
    text('Notiz', 220),
  ],
};

export const INPUT_SHEETS = [ARMIES_SHEET, PLAYERS_SHEET, BATTLES_SHEET, BOOKINGS_SHEET];

/** A derived table: a KAMPAGNE_… formula over the four input sheets, placed at one cell. */
export interface DerivedTable {
  sheet: string;
  cell: string;
  functionName: string;
}

/** Standings get a sheet of their own, so their formulas never reference their own cells. */
export const STANDINGS_SHEET = 'Stand';
/** Battle results, row for row beside the Schlachten sheet (row 2 here = row 2 there). */
export const RESULTS_SHEET = 'Auswertung';

export const DERIVED_TABLES: DerivedTable[] = [
  { sheet: STANDINGS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_ARMEEN' },
  { sheet: STANDINGS_SHEET, cell: 'K1', functionName: 'KAMPAGNE_SPIELER' },
  { sheet: RESULTS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_SCHLACHTEN' },
];

/** Header text as setup and the replay compare it: case and blanks do not matter. */
export function normaliseHeader(header: unknown): string {
  return String(header ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}
