import { RuleError } from '../rules/ruleError';
import { Argument, CellMatrix, CellValue, isBlank, isMatrix } from '../rules/cells/cellValue';
import { parseNumber } from '../rules/cells/parseCell';
import { campaignTables, CampaignTables } from '../rules/campaign';
import { historyTable, HISTORY_KINDS, parseHistoryKind, replayWithHistory } from '../rules/campaign/history';
import { roundReport } from '../rules/campaign/roundReport';
import { CAMPAIGN_FORMULA_ARGS, CAMPAIGN_PARAMS, RECALC_PARAM } from './campaign';
import { CustomFunctionSpec } from './functionSpec';

/**
 * The four sheets, the optional map and one last single value (then only the Rechenstand,
 * which is not read). `felder` may be left out entirely: a single value in its place (never a
 * range) is then the last value.
 */
function tablesAndLast(args: Argument[]): { tables: CampaignTables; last: CellValue | undefined } {
  const [fields, last] = [args[4], args[5]];
  const shifted = !isMatrix(fields) && !isBlank(fields as CellValue);
  const tables = campaignTables(shifted ? args.slice(0, 4) : args.slice(0, 5));
  const value = shifted ? fields : last;
  if (isMatrix(value)) {
    if (value.length === 1 && value[0].length === 1) return { tables, last: value[0][0] };
    throw new RuleError('Das letzte Argument muss eine einzelne Zelle oder ein Wert sein, kein Bereich.');
  }
  return { tables, last: value as CellValue | undefined };
}

function history(...args: Argument[]): CellMatrix {
  const { tables, last } = tablesAndLast(args);
  const kind = parseHistoryKind(last);
  return historyTable(replayWithHistory(tables), kind);
}

function report(...args: Argument[]): CellMatrix {
  const { tables, last } = tablesAndLast(args);
  if (last === undefined || isBlank(last)) throw new RuleError('Das Argument runde fehlt; bitte die Runde angeben, z. B. 3.');
  const round = parseNumber(last, 'runde');
  return roundReport(replayWithHistory(tables), tables, round).map((sentence) => [sentence]);
}

/** The campaign's course: history tables and the round report (issue 12 §4, §5). */
export const HISTORY_FUNCTIONS: CustomFunctionSpec[] = [
  {
    name: 'KAMPAGNE_VERLAUF',
    summary:
      'Verlauf der Kampagne Runde für Runde: Stufe jeder Armee, Versorgungspool oder gehaltene Felder jedes Spielers am Ende jeder Runde.',
    params: [
      ...CAMPAIGN_PARAMS,
      {
        name: 'was',
        description: `${HISTORY_KINDS.map((k) => `"${k}"`).join(', ')} (leer: Stufen); Felder braucht felder`,
        type: 'text',
        optional: true,
      },
      RECALC_PARAM,
    ],
    returns:
      'Kopfzeile Runde und je Armee (Stufen: die stärksten zuerst, nach der Stufe am Ende der letzten Runde) oder je Spieler (Versorgung, Felder) eine Spalte; je Runde eine Zeile, zuerst Runde 0 (der Start). Noch nicht aufgestellte Armeen bleiben leer (und stehen hinten), vernichtete zeigen 0.',
    example: {
      formula: `=KAMPAGNE_VERLAUF(${CAMPAIGN_FORMULA_ARGS}; ; "Versorgung")`,
      result: 'Versorgungspool je Spieler und Runde',
    },
    run: history,
  },
  {
    name: 'KAMPAGNE_BERICHT',
    summary:
      'Rundenbericht zum Teilen: Schlachten mit Sieger und Siegpunkten, offene und bestrittene Meldungen, vernichtete Armeen, Stufen, Versorgung und eroberte Felder einer Runde.',
    params: [
      ...CAMPAIGN_PARAMS,
      { name: 'runde', description: 'die Runde, über die berichtet wird, z. B. 3', type: 'number' },
      RECALC_PARAM,
    ],
    returns: 'Eine Spalte deutscher Sätze, ohne Kopfzeile; die erste Zeile ist die Überschrift.',
    example: { formula: `=KAMPAGNE_BERICHT(${CAMPAIGN_FORMULA_ARGS}; ; 3)`, result: 'Rundenbericht der Runde 3' },
    run: report,
  },
];
