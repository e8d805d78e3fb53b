import { FIELDS, FieldKey } from '../fields';

/**
 * The input sheets of a campaign as the replay reads them: sheet names and header texts (the
 * contract with users, German), which columns the replay needs and which are informational.
 * Column order is free; headers match case- and whitespace-insensitively (normaliseHeader).
 */

export interface ColumnSpec {
  /** The registry's field (src/rules/fields.ts): its header, kind and limits. */
  field: FieldKey;
  header: string;
  /** Without it the sheet cannot be replayed: reading the table throws. */
  required: boolean;
}

export interface SheetSpec<K extends string> {
  /** The sheet's name, as messages name it. */
  sheet: string;
  columns: Record<K, ColumnSpec>;
}

const need = <F extends FieldKey>(field: F) => ({ field, header: FIELDS[field].header, required: true }) satisfies ColumnSpec;
/** Optional: a blank default exists, or the replay never reads it (Datum, Notiz …). */
const may = <F extends FieldKey>(field: F) => ({ field, header: FIELDS[field].header, required: false }) satisfies ColumnSpec;

export const ARMIES_SPEC = {
  sheet: 'Armeen',
  columns: {
    name: need('army'),
    player: need('player'),
    startLevel: need('startLevel'),
    raisedInRound: may('raisedInRound'),
  },
} satisfies SheetSpec<string>;

export const PLAYERS_SPEC = {
  sheet: 'Spieler',
  columns: {
    name: need('player'),
    faction: may('faction'),
    startingSupply: may('startingSupply'),
  },
} satisfies SheetSpec<string>;

export const BATTLES_SPEC = {
  sheet: 'Schlachten',
  columns: {
    round: need('round'),
    date: may('date'),
    attacker: need('attacker'),
    defender: need('defender'),
    mobilisation: need('mobilisation'),
    scaledTo: need('scaledTo'),
    attackerVP: need('attackerVP'),
    defenderVP: need('defenderVP'),
    gaveUp: need('gaveUp'),
    attackerLosses: need('attackerLosses'),
    defenderLosses: need('defenderLosses'),
    mission: may('mission'),
    note: may('note'),
    enteredBy: may('enteredBy'),
    enteredAt: may('enteredAt'),
    submissionId: may('submissionId'),
  },
} satisfies SheetSpec<string>;

export const BOOKINGS_SPEC = {
  sheet: 'Buchungen',
  columns: {
    round: need('round'),
    date: may('date'),
    player: need('player'),
    army: need('army'),
    kind: may('kind'),
    supply: need('supply'),
    levels: need('levels'),
    note: may('note'),
    /** Written by the form "Buchung eintragen", so a retry writes one row. */
    submissionId: may('submissionId'),
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
    name: need('field'),
    type: may('fieldType'),
    holder: may('holder'),
    neighbours: need('neighbours'),
    row: may('gridRow'),
    column: may('gridColumn'),
  },
} satisfies SheetSpec<string>;

/** M2: where the army stands from its raise round on; blank = off the map. */
export const ARMIES_MAP_SPEC = {
  sheet: ARMIES_SPEC.sheet,
  columns: { startField: may('startField') },
} satisfies SheetSpec<string>;

/** M6: the field the loser went to. */
export const BATTLES_MAP_SPEC = {
  sheet: BATTLES_SPEC.sheet,
  columns: { retreatTo: may('retreatTo') },
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
    status: may('status'),
    reportedBy: may('reportedBy'),
    reportedAt: may('reportedAt'),
    confirmedBy: may('confirmedBy'),
    confirmedAt: may('confirmedAt'),
    dispute: may('dispute'),
  },
} satisfies SheetSpec<string>;

/** M7: the target of a Bewegung or Korrektur. */
export const BOOKINGS_MAP_SPEC = {
  sheet: BOOKINGS_SPEC.sheet,
  columns: { field: may('field') },
} satisfies SheetSpec<string>;

/**
 * C6: who booked a Buchungen row through the portal (blank for the organiser's own rows). A spec
 * of its own like the map's: the replay never reads it, setup appends it, a sheet without it is
 * computed exactly as before; only a player's booking needs it to be written.
 */
export const BOOKINGS_REPORTER_SPEC = {
  sheet: BOOKINGS_SPEC.sheet,
  columns: { reportedBy: may('reportedBy') },
} satisfies SheetSpec<string>;

/** A sheet's headers in the spec's column order, as setup lays them out. */
export function specHeaders(spec: SheetSpec<string>): string[] {
  return Object.values(spec.columns).map((c) => c.header);
}

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
