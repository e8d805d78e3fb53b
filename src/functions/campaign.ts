import { Argument, CellMatrix } from '../rules/cells/cellValue';
import {
  CAMPAIGN_ARGUMENTS,
  campaignTables,
  CampaignReplay,
  FIELDS_ARGUMENT,
  replayCampaign,
  SheetSpec,
  sheetRange,
} from '../rules/campaign';
import { isMatrix } from '../rules/cells/cellValue';
import { RuleError } from '../rules/ruleError';
import { ATTACKS_SPEC, declarationChecks } from '../rules/rounds';
import type { ParamSpec } from '../shared/paramSpec';

/**
 * The `run` of a KAMPAGNE_… function: the four ranges (each with its header row) and the
 * optional Felder range replayed, then shown as one table. Unlike the per-cell functions
 * nothing is broadcast; a missing column throws, so Sheets shows #ERROR! with the German
 * message. `mapRequired`: the function shows the map, so `felder` must be given.
 */
export function campaignRun(
  format: (replay: CampaignReplay) => CellMatrix,
  mapRequired = false,
): (...args: Argument[]) => CellMatrix {
  return (...args: Argument[]) => format(replayCampaign(campaignTables(args, mapRequired)));
}

/** One sheet argument's parameter doc, its range derived from the sheet's columns. */
const sheetParam = (
  { name, spec, contents }: { name: string; spec: SheetSpec<string>; contents: string },
  note = '',
): ParamSpec => ({
  name,
  description: `Blatt ${spec.sheet} mit Kopfzeile (${contents}), z. B. ${sheetRange(spec, true)}${note}`,
  type: 'table',
});

/** The parameter docs of the four input sheets, shared by all KAMPAGNE_… functions. */
export const SHEET_PARAMS: ParamSpec[] = CAMPAIGN_ARGUMENTS.map((argument) => sheetParam(argument));

/** The map functions need the Felder sheet. */
export const MAP_PARAMS: ParamSpec[] = [...SHEET_PARAMS, sheetParam(FIELDS_ARGUMENT)];

/** The four standings take the map optionally: without it, no map columns and the same values. */
export const CAMPAIGN_PARAMS: ParamSpec[] = [
  ...SHEET_PARAMS,
  { ...sheetParam(FIELDS_ARGUMENT, '; ohne: keine Karte, keine Kartenspalten'), optional: true },
];

/**
 * The last argument of every KAMPAGNE_… formula setup places: Einstellungen' „Rechenstand“,
 * which „Neu berechnen“ counts up — Sheets recalculates a custom function when an argument
 * changes. The functions do not read it.
 */
export const RECALC_PARAM: ParamSpec = {
  name: 'rechenstand',
  description:
    'die Zelle „Rechenstand“ im Blatt Einstellungen, z. B. Einstellungen!$B$3: „Neu berechnen“ zählt sie hoch, damit Google Sheets neu rechnet (wird nicht gelesen; leer lassen geht)',
  type: 'number',
  optional: true,
};

/** The four ranges as a German formula writes them: "Armeen!A:D; Spieler!A:C; …". */
export const CAMPAIGN_FORMULA_ARGS = CAMPAIGN_ARGUMENTS.map(({ spec }) => sheetRange(spec)).join('; ');
/** With a map, the sheets carry its columns at their end: Startfeld, Rückzug nach, Feld. */
export const MAP_FORMULA_ARGS = [...CAMPAIGN_ARGUMENTS, FIELDS_ARGUMENT].map(({ spec }) => sheetRange(spec, true)).join('; ');

/** KAMPAGNE_ANGRIFFE's two sheets (A2): Angriffe, and Armeen for the armies a declaration names. */
const ATTACKS_ARGUMENTS = [
  { name: 'angriffe', spec: ATTACKS_SPEC, contents: 'Runde, Angreifer, Verteidiger, Feld, …, Status' },
  CAMPAIGN_ARGUMENTS[0],
] as const;
export const ATTACKS_PARAMS: ParamSpec[] = ATTACKS_ARGUMENTS.map((argument) => sheetParam(argument));
/** "Angriffe!A:H; Armeen!A:D". */
export const ATTACKS_FORMULA_ARGS = ATTACKS_ARGUMENTS.map(({ spec }) => sheetRange(spec)).join('; ');

/** The `run` of KAMPAGNE_ANGRIFFE: the Prüfung column of Angriffe (declarationChecks). */
export function attacksRun(...args: Argument[]): CellMatrix {
  const [attacks, armies] = ATTACKS_ARGUMENTS.map(({ name, spec }, i) => {
    const arg = args[i];
    if (!isMatrix(arg))
      throw new RuleError(`Das Argument ${name} muss ein Bereich mit Kopfzeile sein, z. B. ${sheetRange(spec)}.`);
    return arg;
  });
  return declarationChecks(attacks, armies);
}
