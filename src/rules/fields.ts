/**
 * The field registry: every input the campaign reads — a column of an input sheet, a field of
 * the battle or booking form — once, with its German header, its kind and its limits. Sheet
 * specs (campaign/columns.ts), the form readers, the replay's cell readers, setup's
 * validations and error fields (RuleError.field) all derive from it: a header or a limit is
 * typed here and nowhere else.
 */
import {
  MAX_LEVEL,
  MAX_MAP_GRID,
  MAX_PLAYED_POINTS,
  MAX_SUBMISSION_ID,
  MAX_SUPPLY,
  MAX_VICTORY_POINTS,
  MIN_SCALING_POINTS,
  POINT_STEP,
} from './constants';

/** What a field holds: a whole number, free text, a name from a list, a date, one of a few words. */
export type FieldKind = 'whole' | 'text' | 'name' | 'date' | 'choice';

export interface FieldSpec {
  /** The German header of its column and the label of its form field. */
  header: string;
  kind: FieldKind;
  /** Whole numbers: the smallest and largest allowed value (absent: unbounded). */
  min?: number;
  max?: number;
  /** Whole numbers: the values move in steps of this many (Mobilisierung, Skaliert auf). */
  step?: number;
  /** Texts: the most characters. */
  maxLength?: number;
  /** A form's help line under the field (German), where the label alone does not say enough. */
  help?: string;
}

const whole = (header: string, min?: number, max?: number, step?: number): FieldSpec => ({
  header,
  kind: 'whole',
  min,
  max,
  step,
});
const text = (header: string, maxLength?: number, help?: string): FieldSpec => ({ header, kind: 'text', maxLength, help });
const name = (header: string): FieldSpec => ({ header, kind: 'name' });
const date = (header: string): FieldSpec => ({ header, kind: 'date' });
const choice = (header: string): FieldSpec => ({ header, kind: 'choice' });

/** A field's Typ on the map and a unit's Typ in the Verlustrechner: one word, two lists. */
const TYPE = 'Typ';

export const FIELDS = {
  // Shared by several sheets: the same header, the same rule.
  round: whole('Runde', 1),
  date: date('Datum'),
  player: name('Spieler'),
  army: name('Armee'),
  note: text('Notiz'),
  submissionId: text('Einreichungs-ID', MAX_SUBMISSION_ID),
  // Spieler
  faction: text('Fraktion'),
  startingSupply: whole('Startversorgung', 0, MAX_SUPPLY),
  /** Optional (N2a): where the player's notifications go; shown to nobody but the organiser. */
  email: text('E-Mail', 254),
  // Armeen
  startLevel: whole('Startstufe', 1, MAX_LEVEL),
  raisedInRound: whole('Aufgestellt in Runde', 1),
  startField: name('Startfeld'),
  // Schlachten
  attacker: name('Angreifer'),
  defender: name('Verteidiger'),
  /** 0 or blank: none (D2). */
  mobilisation: whole('Mobilisierung', 0, undefined, POINT_STEP),
  /** Blank (a form: 0): not scaled; else MIN_SCALING_POINTS to MAX_PLAYED_POINTS (D3). */
  scaledTo: whole('Skaliert auf', MIN_SCALING_POINTS, MAX_PLAYED_POINTS, POINT_STEP),
  attackerVP: whole('Siegpunkte Angreifer', 0, MAX_VICTORY_POINTS),
  defenderVP: whole('Siegpunkte Verteidiger', 0, MAX_VICTORY_POINTS),
  gaveUp: choice('Aufgegeben'),
  attackerLosses: whole('Verluste Angreifer', 0),
  defenderLosses: whole('Verluste Verteidiger', 0),
  mission: text('Mission'),
  enteredBy: text('Eingetragen von'),
  enteredAt: date('Eingetragen am'),
  retreatTo: name('Rückzug nach'),
  // Buchungen
  kind: choice('Art'),
  supply: whole('Versorgung', -MAX_SUPPLY, MAX_SUPPLY),
  levels: whole('Stufen', -MAX_LEVEL, MAX_LEVEL),
  field: name('Feld'),
  // Schlachten: confirmation by the opponent (C1, C4)
  status: choice('Status'),
  reportedBy: name('Gemeldet von'),
  reportedAt: date('Gemeldet am'),
  confirmedBy: name('Bestätigt von'),
  confirmedAt: date('Bestätigt am'),
  dispute: text('Einspruch', undefined, 'Nur zum Bestreiten, dann Pflicht: was an der Meldung nicht stimmt.'),
  // Angriffe (A2): an attack declared on the map; its Status is Status (blank or zurückgezogen)
  declaredBy: name('Angesagt von'),
  declaredAt: date('Angesagt am'),
  // Einstellungen (C7): one setting per row
  setting: text('Einstellung'),
  settingValue: text('Wert'),
  // Felder
  fieldType: choice(TYPE),
  holder: name('Besitzer'),
  neighbours: text('Nachbarn'),
  gridRow: whole('Zeile', 1, MAX_MAP_GRID),
  gridColumn: whole('Spalte', 1, MAX_MAP_GRID),
  // Verlustrechner: one unit of a side's list (docs/REGELN.md, „Verlustpunkte“)
  unitType: choice(TYPE),
  unitPoints: whole('Punkte', 0),
  startingModels: whole('Sollstärke', 1),
  remainingModels: whole('Verbleibende Modelle', 0),
  wounds: whole('Lebenspunkte', 1),
  remainingWounds: whole('Verbleibende Lebenspunkte', 0),
} as const satisfies Record<string, FieldSpec>;

/** The key of an input: what RuleError.field names, and what a form maps to its control. */
export type FieldKey = keyof typeof FIELDS;

/** The German label of a field, as forms and messages show it. */
export function fieldHeader(key: FieldKey): string {
  return FIELDS[key].header;
}

/**
 * The field whose column carries `header` (as a sheet spells it: case and blanks are ignored),
 * for a refusal Sheets reports by cell. `Typ` is the Felder column's (fieldType).
 */
export function fieldKeyOfHeader(header: string): FieldKey | undefined {
  const wanted = header.trim().replace(/\s+/g, ' ').toLowerCase();
  return (Object.keys(FIELDS) as FieldKey[]).find((key) => FIELDS[key].header.toLowerCase() === wanted);
}
