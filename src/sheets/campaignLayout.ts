import { ATTACKER, DEFENDER } from '../rules';
import { FieldKey, FIELDS, FieldSpec } from '../rules/fields';
import { BOOKING_KINDS } from '../rules/bookingKinds';
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BATTLE_STATUSES,
  STATUS_DISPUTED,
  STATUS_REPORTED,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_REPORTER_SPEC,
  BOOKINGS_SPEC,
  CHECK_HEADER,
  FIELDS_SPEC,
  NOT_COUNTED,
  normaliseHeader,
  PLAYERS_SPEC,
} from '../rules/campaign';
import { FORTRESS, PRIMARY_TERRITORY } from '../rules/map/gameMap';
import { DECLARATION_COUNTED_ANYWAY, DECLARATION_NOT_COUNTED } from '../rules/rounds/declarationChecks';

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
  | { kind: 'fields' }
  | { kind: 'list'; values: string[]; strict: boolean }
  | { kind: 'wholeNumber'; min: number; max?: number; step?: number }
  | { kind: 'date' };

/** What a whole-number column allows, in words: "ganze Zahl ab 0", "… von 1500 bis 3000 in 250er-Schritten". */
export function describeWholeNumber(rule: Extract<ColumnRule, { kind: 'wholeNumber' }>): string {
  const range = rule.max !== undefined ? `von ${rule.min} bis ${rule.max}` : `ab ${rule.min}`;
  const step = rule.step ? ` in ${rule.step}er-Schritten` : '';
  return `ganze Zahl ${range}${step}`;
}

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

type Spec<K extends string> = { sheet: string; columns: Record<K, { header: string; field: FieldKey }> };
/** A whole-number column: its limits are the registry's (src/rules/fields.ts); only the width is the layout's. */
type RegisteredWhole = { registeredWidth: number };
type Rules<K extends string> = Record<K, Omit<ColumnLayout, 'header'> | RegisteredWhole>;

/** A sheet's layout: the replay's column spec (headers) plus what each column accepts. */
function layout<K extends string>(spec: Spec<K>, rules: Rules<K>): SheetLayout {
  return {
    name: spec.sheet,
    columns: (Object.keys(spec.columns) as K[]).map((key) => {
      const { header, field } = spec.columns[key];
      const rule = rules[key];
      if (!('registeredWidth' in rule)) return { header, ...(rule as Omit<ColumnLayout, 'header'>) };
      const { min, max, step } = FIELDS[field] as FieldSpec;
      const column: ColumnLayout = {
        header,
        rule: { kind: 'wholeNumber', min: min ?? 0, max, step },
        width: rule.registeredWidth,
      };
      return column;
    }),
  };
}

const text = (width = 140) => ({ rule: { kind: 'text' } as ColumnRule, width });
const whole = (width = 110): RegisteredWhole => ({ registeredWidth: width });
const date = (width = 100) => ({ rule: { kind: 'date' } as ColumnRule, width });
const armies = (width = 160) => ({ rule: { kind: 'armies' } as ColumnRule, width });
const players = (width = 140) => ({ rule: { kind: 'players' } as ColumnRule, width });
const fields = (width = 140) => ({ rule: { kind: 'fields' } as ColumnRule, width });

/** The map's (and the confirmation's) columns go after a sheet's own: in a new sheet too, so its ranges are the documented ones. */
function withMapColumns(sheet: SheetLayout, map: SheetLayout): SheetLayout {
  return { name: sheet.name, columns: [...sheet.columns, ...map.columns] };
}

export const ARMIES_SHEET = withMapColumns(
  layout(ARMIES_SPEC, {
    name: text(180),
    player: players(),
    startLevel: whole(),
    raisedInRound: whole(150),
  }),
  layout(ARMIES_MAP_SPEC, { startField: fields() }),
);

export const PLAYERS_SHEET = layout(PLAYERS_SPEC, {
  name: text(),
  faction: text(160),
  startingSupply: whole(130),
});

/**
 * C1, C4: the confirmation's columns go after the map's. Status offers its values as a list
 * that warns but does not refuse: the organiser may type a status matched like a name
 * ("Bestaetigt"), and a script's write is never refused with Google's English message.
 */
const BATTLES_CONFIRMATION_LAYOUT = layout(BATTLES_CONFIRMATION_SPEC, {
  status: { rule: { kind: 'list', values: [...BATTLE_STATUSES], strict: false }, width: 110 },
  reportedBy: text(150),
  reportedAt: date(140),
  confirmedBy: text(150),
  confirmedAt: date(140),
  dispute: text(220),
});

export const BATTLES_SHEET = withMapColumns(
  withMapColumns(
    layout(BATTLES_SPEC, {
      round: whole(70),
      date: date(),
      attacker: armies(),
      defender: armies(),
      mobilisation: whole(),
      scaledTo: whole(),
      attackerVP: whole(150),
      defenderVP: whole(160),
      gaveUp: { rule: { kind: 'list', values: [ATTACKER, DEFENDER], strict: true }, width: 110 },
      attackerLosses: whole(140),
      defenderLosses: whole(150),
      mission: text(160),
      note: text(200),
      enteredBy: text(170),
      enteredAt: date(140),
      submissionId: text(120),
    }),
    layout(BATTLES_MAP_SPEC, { retreatTo: fields() }),
  ),
  BATTLES_CONFIRMATION_LAYOUT,
);

/**
 * Schlachten's Status cells coloured by built-in "text is exactly" formats (matching ignores
 * case, as in Sheets): yellow while a report waits, orange while it is disputed.
 */
export const STATUS_MARKS = [
  { status: STATUS_REPORTED, background: '#fff2cc' },
  { status: STATUS_DISPUTED, background: '#f9cb9c' },
];

/** Kinds of ledger rows the campaign knows; others may be typed (a warning, not a refusal). */
export { BOOKING_KINDS };

export const BOOKINGS_SHEET = withMapColumns(
  withMapColumns(
    layout(BOOKINGS_SPEC, {
      round: whole(70),
      date: date(),
      player: players(),
      army: armies(),
      kind: { rule: { kind: 'list', values: BOOKING_KINDS, strict: false }, width: 140 },
      supply: whole(),
      levels: whole(80),
      note: text(220),
      submissionId: text(120),
    }),
    layout(BOOKINGS_MAP_SPEC, { field: fields() }),
  ),
  // C6: after the map's Feld; plain text (the portal writes the player's name as listed).
  layout(BOOKINGS_REPORTER_SPEC, { reportedBy: text(150) }),
);

/**
 * The map (docs/REGELN.md, M1–M10). Typ is offered as a list but not enforced: the replay matches it
 * like a name ("festung" counts) and reports an unknown Typ on the field's row.
 */
export const FIELDS_SHEET = layout(FIELDS_SPEC, {
  name: text(160),
  type: { rule: { kind: 'list', values: [FORTRESS, PRIMARY_TERRITORY], strict: false }, width: 120 },
  holder: players(),
  neighbours: text(260),
  row: whole(70),
  column: whole(70),
});

/** In the order of the KAMPAGNE_… arguments: the four sheets, then Felder. */
export const INPUT_SHEETS = [ARMIES_SHEET, PLAYERS_SHEET, BATTLES_SHEET, BOOKINGS_SHEET, FIELDS_SHEET];

/** A derived table: a KAMPAGNE_… formula over the four input sheets, placed at one cell. */
export interface DerivedTable {
  sheet: string;
  cell: string;
  functionName: string;
  /** The input sheet it has one row per row of: the derived sheet needs as many rows. */
  rowsOf: string;
}

/** Standings get a sheet of their own, so their formulas never reference their own cells. */
export const STANDINGS_SHEET = 'Stand';
/** Battle results, row for row beside the Schlachten sheet (row 2 here = row 2 there). */
export const RESULTS_SHEET = 'Auswertung';
/** Why a ledger row did or did not count, row for row beside the Buchungen sheet. */
export const BOOKING_CHECKS_SHEET = 'Buchungsprüfung';
/** Each field's holder and armies, row for row beside the Felder sheet. */
export const FIELD_STANDINGS_SHEET = 'Feldstand';

export const DERIVED_TABLES: DerivedTable[] = [
  { sheet: STANDINGS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_ARMEEN', rowsOf: ARMIES_SPEC.sheet },
  { sheet: STANDINGS_SHEET, cell: 'K1', functionName: 'KAMPAGNE_SPIELER', rowsOf: PLAYERS_SPEC.sheet },
  { sheet: RESULTS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_SCHLACHTEN', rowsOf: BATTLES_SPEC.sheet },
  { sheet: BOOKING_CHECKS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_BUCHUNGEN', rowsOf: BOOKINGS_SPEC.sheet },
  { sheet: FIELD_STANDINGS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_FELDER', rowsOf: FIELDS_SPEC.sheet },
];

/** The background of the header cells setup writes. */
export const HEADER_BACKGROUND = '#e8eaed';

/** The warning on every sheet Kriegsrat computes. */
export const PROTECTION_DESCRIPTION =
  'Von Kriegsrat berechnet – Änderungen gehören in Armeen, Spieler, Schlachten, Buchungen oder Felder.';

/**
 * Schlachten's one computed column, after its inputs (and the map's): blank while a battle
 * counts, else why not (the Auswertung's Prüfung), marked red. Built by battleCheckColumn.ts.
 */
export const BATTLE_CHECK_COLUMN = {
  sheet: BATTLES_SPEC.sheet,
  header: CHECK_HEADER,
  width: 320,
  /** Starts the text of a battle that does not count; the conditional format looks for it. */
  notCounted: NOT_COUNTED,
  /** Light red, as Sheets' own palette offers it. */
  background: '#f4cccc',
  note:
    'Von Kriegsrat berechnet: leer, wenn die Schlacht zählt, sonst „Zählt nicht:“ und der Grund (wie in der Spalte Prüfung des ' +
    'Blatts Auswertung). Bitte hier nichts eintragen. Fehlt die Formel in einer Zeile, ergänzt Kriegsrat sie beim nächsten Bearbeiten der Zeile.',
  protection: 'Von Kriegsrat berechnet – warum eine Schlacht nicht zählt. Eingaben gehören in die Spalten links davon.',
};

/**
 * Angriffe's computed column (A2): KAMPAGNE_ANGRIFFE in its header cell answers „Prüfung“ and,
 * beside each row, why it is no declaration. Built by attacksCheckColumn.ts.
 */
export const ATTACKS_CHECK_COLUMN = {
  header: CHECK_HEADER,
  functionName: 'KAMPAGNE_ANGRIFFE',
  /**
   * The named range of Angriffe's columns left of Prüfung (A:…, whole columns): a save reads
   * Angriffe only that far (sheetsApiRead.ts) — Prüfung is one formula's result, which a read must
   * never wait for (the twin recalculates every pending formula then). Sheets moves the name with
   * inserted and deleted columns; setup sets it again.
   */
  inputsName: 'KriegsratAngriffeEingaben',
  width: 320,
  note:
    `Von Kriegsrat berechnet (Formel KAMPAGNE_ANGRIFFE in dieser Zelle): leer, wenn die Zeile als Ansage zählt, sonst „${DECLARATION_NOT_COUNTED.trim()}“ ` +
    `und der Grund; „${DECLARATION_COUNTED_ANYWAY.trim()}“, wenn ein unbekannter Status nichts zurückzieht. Bitte in dieser Spalte nichts eintragen.`,
  protection: 'Von Kriegsrat berechnet – warum eine Zeile nicht als Ansage zählt. Eingaben gehören in die Spalten links davon.',
};

/** The map drawn: KAMPAGNE_KARTE, coloured by holder (one conditional format per player). */
export const MAP_SHEET = { sheet: 'Karte', cell: 'A1', functionName: 'KAMPAGNE_KARTE', columnWidth: 100 };

/** The Spieler column setup does not add (a player's colour, "#e06666") and the holder palette: declared with the map's rules. */
export { HOLDER_PALETTE, PLAYER_COLOUR_HEADER } from '../rules/map/palette';

export { normaliseHeader };
