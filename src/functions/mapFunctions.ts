import { RuleError } from '../rules/ruleError';
import { Argument, CellMatrix, CellValue, isMatrix } from '../rules/cells/cellValue';
import { parseText } from '../rules/cells/parseCell';
import { campaignTables, replayCampaign } from '../rules/campaign';
import { fieldsTable, mapGrid, retreatFieldsNow } from '../rules/map';
import { CustomFunctionSpec } from './functionSpec';
import { campaignRun, MAP_FORMULA_ARGS, MAP_PARAMS, RECALC_PARAM } from './campaign';

/** A single cell argument; a range there is a mistake the user should hear about in German. */
function singleText(value: Argument, name: string): string {
  if (isMatrix(value)) {
    if (value.length === 1 && value[0].length === 1) return parseText(value[0][0]);
    throw new RuleError(`Das Argument ${name} muss eine einzelne Zelle oder ein Text sein, kein Bereich.`);
  }
  return parseText(value as CellValue);
}

/** RUECKZUGSFELDER: the legal retreat fields as one column; one empty cell when there is none. */
function retreatFields(...args: Argument[]): CellMatrix {
  const [attacker, defender, winner] = [5, 6, 7].map((i, n) => singleText(args[i], ['angreifer', 'verteidiger', 'sieger'][n]));
  const fields = retreatFieldsNow(replayCampaign(campaignTables(args.slice(0, 5), true)), attacker, defender, winner);
  return fields.length === 0 ? [['']] : fields.map((name) => [name]);
}

/** The map's public functions (docs/REGELN.md, „Die Karte“), in the order the README lists them. */
export const MAP_FUNCTIONS: CustomFunctionSpec[] = [
  {
    name: 'KAMPAGNE_FELDER',
    summary:
      'Stand jedes Feldes der Karte, aus der ganzen Kampagne nachgerechnet: Besitzer und Armeen darauf, mit Prüfung jeder Zeile des Blatts Felder.',
    params: [...MAP_PARAMS, RECALC_PARAM],
    returns:
      'Kopfzeile und je Zeile des Blatts Felder eine Zeile (leer bleibt leer): Feld, Typ, Besitzer (jetzt; leer: niemand), Armeen (aktive Armeen auf dem Feld), Prüfung.',
    example: { formula: `=KAMPAGNE_FELDER(${MAP_FORMULA_ARGS})`, result: 'Tabelle der Felder' },
    run: campaignRun(fieldsTable, true),
  },
  {
    name: 'RUECKZUGSFELDER',
    summary:
      'Felder, auf die sich der Verlierer einer Schlacht dieser beiden Armeen jetzt zurückziehen darf (benachbart und frei, eingekesselt: Primärgebiet oder nächste Festung).',
    params: [
      ...MAP_PARAMS,
      { name: 'angreifer', description: 'die angreifende Armee', type: 'text' },
      { name: 'verteidiger', description: 'die verteidigende Armee', type: 'text' },
      { name: 'sieger', description: '"Angreifer" oder "Verteidiger": wer die Schlacht gewinnt', type: 'text' },
    ],
    returns:
      'Eine Spalte mit den erlaubten Rückzugsfeldern in der Reihenfolge des Blatts Felder, ohne Kopfzeile; eine leere Zelle, wenn es keines gibt.',
    example: {
      formula: `=RUECKZUGSFELDER(${MAP_FORMULA_ARGS}; "Rote Faust"; "Eisenwölfe"; "Angreifer")`,
      result: 'Rückzugsfelder',
    },
    run: retreatFields,
  },
  {
    name: 'KAMPAGNE_KARTE',
    summary:
      'Die Karte als Raster: jedes Feld an seiner Zeile und Spalte mit Namen, Typ, den Armeen darauf und seinem Besitzer (⚑).',
    params: [...MAP_PARAMS, RECALC_PARAM],
    returns: 'Ein Raster ohne Kopfzeile; Felder ohne Zeile und Spalte werden nicht gezeichnet.',
    example: { formula: `=KAMPAGNE_KARTE(${MAP_FORMULA_ARGS})`, result: 'Karte' },
    run: campaignRun(mapGrid, true),
  },
];
