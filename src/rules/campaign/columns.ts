/**
 * The input sheets of a campaign as the replay reads them: sheet names and header texts (the
 * contract with users, German), which columns the replay needs and which are informational.
 * Column order is free; headers match case- and whitespace-insensitively (normaliseHeader).
 */

export interface ColumnSpec {
  header: string;
  /** Without it the sheet cannot be replayed: reading the table throws. */
  required: boolean;
}

export interface SheetSpec<K extends string> {
  /** The sheet's name, as messages name it. */
  sheet: string;
  columns: Record<K, ColumnSpec>;
}

const need = (header: string): ColumnSpec => ({ header, required: true });
/** Optional: a blank default exists, or the replay never reads it (Datum, Notiz …). */
const may = (header: string): ColumnSpec => ({ header, required: false });

export const ARMIES_SPEC = {
  sheet: 'Armeen',
  columns: {
    name: need('Armee'),
    player: need('Spieler'),
    startLevel: need('Startstufe'),
    raisedInRound: may('Aufgestellt in Runde'),
  },
} satisfies SheetSpec<string>;

export const PLAYERS_SPEC = {
  sheet: 'Spieler',
  columns: {
    name: need('Spieler'),
    faction: may('Fraktion'),
    startingSupply: may('Startversorgung'),
  },
} satisfies SheetSpec<string>;

export const BATTLES_SPEC = {
  sheet: 'Schlachten',
  columns: {
    round: need('Runde'),
    date: may('Datum'),
    attacker: need('Angreifer'),
    defender: need('Verteidiger'),
    mobilisation: need('Mobilisierung'),
    scaledTo: need('Skaliert auf'),
    attackerVP: need('Siegpunkte Angreifer'),
    defenderVP: need('Siegpunkte Verteidiger'),
    gaveUp: need('Aufgegeben'),
    attackerLosses: need('Verluste Angreifer'),
    defenderLosses: need('Verluste Verteidiger'),
    mission: may('Mission'),
    note: may('Notiz'),
    enteredBy: may('Eingetragen von'),
    enteredAt: may('Eingetragen am'),
    submissionId: may('Einreichungs-ID'),
  },
} satisfies SheetSpec<string>;

export const BOOKINGS_SPEC = {
  sheet: 'Buchungen',
  columns: {
    round: need('Runde'),
    date: may('Datum'),
    player: need('Spieler'),
    army: need('Armee'),
    kind: may('Art'),
    supply: need('Versorgung'),
    levels: need('Stufen'),
    note: may('Notiz'),
    /** Written by the form "Buchung eintragen", so a retry writes one row. */
    submissionId: may('Einreichungs-ID'),
  },
} satisfies SheetSpec<string>;

/**
 * The map (docs/REGELN.md, „Die Karte“): the Felder sheet, and the map's columns of the other sheets.
 * Those are specs of their own, read only when a campaign has a map: without one, nothing of
 * them counts, and a sheet without them stays exactly as it was.
 */
export const FIELDS_SPEC = {
  sheet: 'Felder',
  columns: {
    name: need('Feld'),
    type: may('Typ'),
    holder: may('Besitzer'),
    neighbours: need('Nachbarn'),
    row: may('Zeile'),
    column: may('Spalte'),
  },
} satisfies SheetSpec<string>;

/** M2: where the army stands from its raise round on; blank = off the map. */
export const ARMIES_MAP_SPEC = {
  sheet: ARMIES_SPEC.sheet,
  columns: { startField: may('Startfeld') },
} satisfies SheetSpec<string>;

/** M6: the field the loser went to. */
export const BATTLES_MAP_SPEC = {
  sheet: BATTLES_SPEC.sheet,
  columns: { retreatTo: may('Rückzug nach') },
} satisfies SheetSpec<string>;

/**
 * C1, C4 (docs/REGELN.md, „Bestätigung durch den Gegner“): a battle's Status and who reported,
 * confirmed or disputed it. A spec of its own like the map's: battleRow writes only the columns
 * above, and a sheet without these columns is computed exactly as before (every row counts).
 * The replay reads Status (what counts) and, for the Prüfung's words only, Gemeldet von and
 * Einspruch; the other columns are the add-on's audit trail.
 */
export const BATTLES_CONFIRMATION_SPEC = {
  sheet: BATTLES_SPEC.sheet,
  columns: {
    status: may('Status'),
    reportedBy: may('Gemeldet von'),
    reportedAt: may('Gemeldet am'),
    confirmedBy: may('Bestätigt von'),
    confirmedAt: may('Bestätigt am'),
    dispute: may('Einspruch'),
  },
} satisfies SheetSpec<string>;

/** M7: the target of a Bewegung or Korrektur. */
export const BOOKINGS_MAP_SPEC = {
  sheet: BOOKINGS_SPEC.sheet,
  columns: { field: may('Feld') },
} satisfies SheetSpec<string>;

export type ArmyColumn = keyof typeof ARMIES_SPEC.columns;
export type PlayerColumn = keyof typeof PLAYERS_SPEC.columns;
export type BattleColumn = keyof typeof BATTLES_SPEC.columns;
export type BookingColumn = keyof typeof BOOKINGS_SPEC.columns;
export type FieldColumn = keyof typeof FIELDS_SPEC.columns;
export type ArmyMapColumn = keyof typeof ARMIES_MAP_SPEC.columns;
export type BattleMapColumn = keyof typeof BATTLES_MAP_SPEC.columns;
export type BookingMapColumn = keyof typeof BOOKINGS_MAP_SPEC.columns;
export type BattleConfirmationColumn = keyof typeof BATTLES_CONFIRMATION_SPEC.columns;

/**
 * A header as the replay compares it: every kind of blank removed (also non-breaking ones
 * that pasted text brings), lower case. "Skaliert  auf", "skaliertauf" and "SKALIERT AUF" match.
 */
export function normaliseHeader(header: unknown): string {
  return String(header ?? '')
    .replace(/\s+/g, '')
    .toLowerCase();
}
