import { ATTACKER, DEFENDER, MAX_LEVEL, MAX_PLAYED_POINTS, MIN_SCALING_POINTS, POINT_STEP } from '../rules';
import { BOOKING_KINDS } from '../rules/bookingKinds';
import { ARMIES_SPEC, BATTLES_SPEC, BOOKINGS_SPEC, normaliseHeader, PLAYERS_SPEC } from '../rules/campaign';

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
  | { kind: 'wholeNumber'; min: number; max?: number; step?: number }
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

type Spec<K extends string> = { sheet: string; columns: Record<K, { header: string }> };
type Rules<K extends string> = Record<K, Omit<ColumnLayout, 'header'>>;

/** A sheet's layout: the replay's column spec (headers) plus what each column accepts. */
function layout<K extends string>(spec: Spec<K>, rules: Rules<K>): SheetLayout {
  return {
    name: spec.sheet,
    columns: (Object.keys(spec.columns) as K[]).map((key) => ({ header: spec.columns[key].header, ...rules[key] })),
  };
}

const text = (width = 140) => ({ rule: { kind: 'text' } as ColumnRule, width });
const whole = (min: number, max?: number, step?: number, width = 110) => ({
  rule: { kind: 'wholeNumber', min, max, step } as ColumnRule,
  width,
});
const date = (width = 100) => ({ rule: { kind: 'date' } as ColumnRule, width });
const armies = (width = 160) => ({ rule: { kind: 'armies' } as ColumnRule, width });
const players = (width = 140) => ({ rule: { kind: 'players' } as ColumnRule, width });

export const ARMIES_SHEET = layout(ARMIES_SPEC, {
  name: text(180),
  player: players(),
  startLevel: whole(1, MAX_LEVEL),
  raisedInRound: whole(1, undefined, undefined, 150),
});

export const PLAYERS_SHEET = layout(PLAYERS_SPEC, {
  name: text(),
  faction: text(160),
  startingSupply: whole(0, undefined, undefined, 130),
});

export const BATTLES_SHEET = layout(BATTLES_SPEC, {
  round: whole(1, undefined, undefined, 70),
  date: date(),
  attacker: armies(),
  defender: armies(),
  mobilisation: whole(0, undefined, POINT_STEP),
  scaledTo: whole(MIN_SCALING_POINTS, MAX_PLAYED_POINTS, POINT_STEP),
  attackerVP: whole(0, undefined, undefined, 150),
  defenderVP: whole(0, undefined, undefined, 160),
  gaveUp: { rule: { kind: 'list', values: [ATTACKER, DEFENDER], strict: true }, width: 110 },
  attackerLosses: whole(0, undefined, undefined, 140),
  defenderLosses: whole(0, undefined, undefined, 150),
  mission: text(160),
  note: text(200),
  enteredBy: text(170),
  enteredAt: date(140),
  submissionId: text(120),
});

/** Kinds of ledger rows the campaign knows; others may be typed (a warning, not a refusal). */
export { BOOKING_KINDS };

export const BOOKINGS_SHEET = layout(BOOKINGS_SPEC, {
  round: whole(1, undefined, undefined, 70),
  date: date(),
  player: players(),
  army: armies(),
  kind: { rule: { kind: 'list', values: BOOKING_KINDS, strict: false }, width: 140 },
  supply: whole(-100000, 100000),
  levels: whole(-MAX_LEVEL, MAX_LEVEL, undefined, 80),
  note: text(220),
  submissionId: text(120),
});

export const INPUT_SHEETS = [ARMIES_SHEET, PLAYERS_SHEET, BATTLES_SHEET, BOOKINGS_SHEET];

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

export const DERIVED_TABLES: DerivedTable[] = [
  { sheet: STANDINGS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_ARMEEN', rowsOf: ARMIES_SPEC.sheet },
  { sheet: STANDINGS_SHEET, cell: 'K1', functionName: 'KAMPAGNE_SPIELER', rowsOf: PLAYERS_SPEC.sheet },
  { sheet: RESULTS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_SCHLACHTEN', rowsOf: BATTLES_SPEC.sheet },
  { sheet: BOOKING_CHECKS_SHEET, cell: 'A1', functionName: 'KAMPAGNE_BUCHUNGEN', rowsOf: BOOKINGS_SPEC.sheet },
];

export { normaliseHeader };
