import type { FieldKey } from '../rules/fields';
import {
  commandPoints,
  levelAfterBattle,
  levelForPoints,
  lossLevel,
  lossThresholds,
  maxMobilisation,
  playedPoints,
  pointsForLevel,
  scalingAllowed,
  startVictoryPoints,
  supplyReward,
  troopBonus,
  unitLossPoints,
  WOUND_KEYWORD_NAMES,
  winner,
  withinTolerance,
} from '../rules';
import { armiesTable, battlesTable, bookingsTable, playersTable } from '../rules/campaign';
import { Argument, CellValue } from '../rules/cells/cellValue';
import { CHECK_HEADER } from '../rules/campaign/output';
import { DECLARATION_COUNTED_ANYWAY, DECLARATION_NOT_COUNTED } from '../rules/rounds/declarationChecks';
import type { ParamSpec, ParamType } from '../shared/paramSpec';
import { broadcast, ResultShape } from './broadcast';
import {
  ATTACKS_FORMULA_ARGS,
  ATTACKS_PARAMS,
  attacksRun,
  CAMPAIGN_FORMULA_ARGS,
  CAMPAIGN_PARAMS,
  campaignRun,
  RECALC_PARAM,
} from './campaign';
import { ArgumentValues, CustomFunctionSpec } from './functionSpec';
import { MAP_FUNCTIONS } from './mapFunctions';
import { HISTORY_FUNCTIONS } from './historyFunctions';

const CELL: ResultShape = { kind: 'cell' };

type Doc<Ps extends readonly ParamSpec[]> = Omit<CustomFunctionSpec, 'run' | 'params'> & { params: Ps };

/**
 * A spec whose arguments are broadcast over ranges (see broadcast.ts) and read by their
 * parameter specs: `compute` receives numbers, booleans and texts, typed from `params`.
 */
function spec<const Ps extends readonly ParamSpec[]>(
  base: Doc<Ps>,
  shape: ResultShape,
  compute: (...values: ArgumentValues<Ps>) => CellValue | CellValue[],
): CustomFunctionSpec {
  const params = [...base.params];
  return {
    ...base,
    params,
    run: (...args: Argument[]) => broadcast(padArguments(args, params.length), base.params, shape, compute),
  };
}

/** Apps Script passes `undefined` for omitted trailing arguments; treat them as blank. */
function padArguments(args: Argument[], arity: number): Argument[] {
  const padded = args.slice(0, arity);
  while (padded.length < arity) padded.push('');
  return padded;
}

/**
 * A parameter: German name (also the label in its errors), description, type, and — when it is
 * an input column of the registry — that field, whose key its refusal carries.
 */
const param =
  <T extends ParamType>(type: T) =>
  <const N extends string>(name: N, description: string, field?: FieldKey) =>
    ({ name, description, type, ...(field && { field }) }) as const;
const optional =
  <T extends ParamType>(type: T) =>
  <const N extends string>(name: N, description: string, field?: FieldKey) =>
    ({ name, description, type, optional: true, ...(field && { field }) }) as const;
const num = param('number');
const optNum = optional('number');
const optBool = optional('boolean');
const optText = optional('text');
const optGaveUp = optional('gaveUp');

// Parameters several functions take, declared once (the same name and text in every signature).
const ATTACKER_POINTS = num('angreifer_punkte', 'Armeepunkte des Angreifers');
const DEFENDER_POINTS = num('verteidiger_punkte', 'Armeepunkte des Verteidigers');
const PLAYED_POINTS = num('gespielte_punkte', 'gespielte Punkte dieser Seite');
const LOSS_POINTS = num('verlustpunkte', 'Punkte, die diese Seite verloren hat');

/** The custom functions, in the order the README lists them. */
export const CUSTOM_FUNCTIONS: CustomFunctionSpec[] = [
  spec(
    {
      name: 'STUFE',
      summary: 'Stufe einer Armee mit diesen Armeepunkten (je volle 500 Punkte eine Stufe).',
      params: [num('punkte', 'Armeepunkte, z. B. 1250')],
      returns: 'Die Stufe, abgerundet: 1250 Punkte ergeben Stufe 2.',
      example: { formula: '=STUFE(1250)', result: '2' },
    },
    CELL,
    levelForPoints,
  ),
  spec(
    {
      name: 'ARMEEPUNKTE',
      summary: 'Armeepunkte einer Armee dieser Stufe (Stufe × 500).',
      params: [num('stufe', 'Stufe der Armee, 0 bis 4')],
      returns: 'Die Armeepunkte, z. B. 1500 für Stufe 3.',
      example: { formula: '=ARMEEPUNKTE(3)', result: '1500' },
    },
    CELL,
    pointsForLevel,
  ),
  spec(
    {
      name: 'TRUPPENBONUS',
      summary: 'Truppenbonus dieser Seite: die halbe Punktedifferenz (aufgerundet), wenn sie die unterlegene Armee ist, sonst 0.',
      params: [num('eigene_punkte', 'Armeepunkte dieser Seite'), num('gegner_punkte', 'Armeepunkte des Gegners')],
      returns: 'Zusätzliche Armeepunkte für diese Schlacht.',
      example: { formula: '=TRUPPENBONUS(500; 1500)', result: '500' },
    },
    CELL,
    troopBonus,
  ),
  spec(
    {
      name: 'MOBILISIERUNG',
      summary:
        'Höchste Mobilisierung des Verteidigers in 250er-Schritten, begrenzt durch die Punkte des Angreifers und den Versorgungspool.',
      params: [
        DEFENDER_POINTS,
        ATTACKER_POINTS,
        num('versorgungspool', 'Versorgungspunkte (VP) im Pool des verteidigenden Spielers'),
      ],
      returns: 'Versorgungspunkte, die höchstens mobilisiert werden dürfen (0, wenn der Verteidiger nicht unterlegen ist).',
      example: { formula: '=MOBILISIERUNG(500; 1500; 250)', result: '250' },
    },
    CELL,
    maxMobilisation,
  ),
  spec(
    {
      name: 'SKALIERBAR',
      summary: 'Ob die Schlacht skaliert werden darf: beide Seiten haben nach allen Boni gleich viele Punkte, mindestens 1500.',
      params: [
        num('punkte_angreifer', 'Punkte des Angreifers nach Truppenbonus'),
        num('punkte_verteidiger', 'Punkte des Verteidigers nach Truppenbonus und Mobilisierung'),
      ],
      returns: 'WAHR oder FALSCH.',
      example: { formula: '=SKALIERBAR(1500; 1500)', result: 'WAHR' },
    },
    CELL,
    scalingAllowed,
  ),
  spec(
    {
      name: 'GESPIELTEPUNKTE',
      summary: 'Gespielte Punkte beider Seiten: Armeepunkte + Truppenbonus + Mobilisierung, oder der skalierte Wert.',
      params: [
        ATTACKER_POINTS,
        DEFENDER_POINTS,
        optNum('mobilisierung', 'mobilisierte Versorgungspunkte des Verteidigers (250er-Schritte)', 'mobilisation'),
        optNum('skaliert_auf', 'Punkte, auf die beide Seiten skalieren (leer: nicht skaliert)', 'scaledTo'),
      ],
      returns: 'Eine Zeile: gespielte Punkte des Angreifers, gespielte Punkte des Verteidigers.',
      example: { formula: '=GESPIELTEPUNKTE(1500; 500; 250)', result: '1500 | 1250' },
    },
    { kind: 'row', width: 2 },
    (attacker, defender, mobilisation, scaledTo) => {
      const played = playedPoints(attacker, defender, mobilisation ?? 0, scaledTo ?? 0);
      return [played.attacker, played.defender];
    },
  ),
  spec(
    {
      name: 'STARTSIEGPUNKTE',
      summary: 'Siegpunkte, mit denen diese Seite startet: 5 je volle 250 Punkte, die sie weniger spielt.',
      params: [num('eigene_gespielt', 'gespielte Punkte dieser Seite'), num('gegner_gespielt', 'gespielte Punkte des Gegners')],
      returns: 'Start-Siegpunkte (0 für die stärkere Seite).',
      example: { formula: '=STARTSIEGPUNKTE(1250; 1500)', result: '5' },
    },
    CELL,
    startVictoryPoints,
  ),
  spec(
    {
      name: 'BEFEHLSPUNKTE',
      summary: 'Befehlspunkte beider Seiten, bestimmt von der größeren gespielten Armee (Schlachtgröße).',
      params: [num('punkte', 'gespielte Punkte der größeren Armee, höchstens 3000')],
      returns: 'Befehlspunkte: bis 500 → 3, bis 1000 → 6, bis 2000 → 12, bis 3000 → 18.',
      example: { formula: '=BEFEHLSPUNKTE(1500)', result: '12' },
    },
    CELL,
    commandPoints,
  ),
  spec(
    {
      name: 'PUNKTETOLERANZ',
      summary: 'Ob eine Armeeliste höchstens 10 Punkte über oder unter den gespielten Punkten liegt.',
      params: [num('listenpunkte', 'Punkte der Armeeliste'), PLAYED_POINTS],
      returns: 'WAHR oder FALSCH.',
      example: { formula: '=PUNKTETOLERANZ(1508; 1500)', result: 'WAHR' },
    },
    CELL,
    withinTolerance,
  ),
  spec(
    {
      name: 'SIEGER',
      summary: 'Sieger der Schlacht: mehr Siegpunkte gewinnen, ein Unentschieden gewinnt der Verteidiger, wer aufgibt, verliert.',
      params: [
        num('siegpunkte_angreifer', 'Siegpunkte (SP) des Angreifers', 'attackerVP'),
        num('siegpunkte_verteidiger', 'Siegpunkte (SP) des Verteidigers', 'defenderVP'),
        optGaveUp('aufgegeben', 'leer, "Angreifer" oder "Verteidiger": wer aufgegeben hat'),
      ],
      returns: '"Angreifer" oder "Verteidiger".',
      example: { formula: '=SIEGER(10; 10)', result: 'Verteidiger' },
    },
    CELL,
    winner,
  ),
  spec(
    {
      name: 'VERLUSTSTUFE',
      summary: 'Stufenverlust einer Seite aus ihren gespielten Punkten und ihren Verlustpunkten.',
      params: [PLAYED_POINTS, LOSS_POINTS],
      returns: '0, 1, 2 oder "Vernichtung".',
      example: { formula: '=VERLUSTSTUFE(1500; 751)', result: '2' },
    },
    CELL,
    lossLevel,
  ),
  spec(
    {
      name: 'VERLUSTSCHWELLEN',
      summary: 'Verlustpunkte, ab denen 1 Stufe, 2 Stufen und die totale Vernichtung gelten.',
      params: [PLAYED_POINTS],
      returns: 'Eine Zeile: ab 1 Stufe, ab 2 Stufen, ab Vernichtung.',
      example: { formula: '=VERLUSTSCHWELLEN(1500)', result: '375 | 751 | 1126' },
    },
    { kind: 'row', width: 3 },
    (played) => {
      const t = lossThresholds(played);
      return [t.oneLevel, t.twoLevels, t.annihilation];
    },
  ),
  spec(
    {
      name: 'NEUESTUFE',
      summary: 'Stufe nach der Schlacht: alte Stufe minus Stufenverlust, minus 1 bei Aufgabe, nie unter 0.',
      params: [
        num('stufe', 'Stufe der Armee vor der Schlacht, 1 bis 4'),
        PLAYED_POINTS,
        LOSS_POINTS,
        optBool('aufgegeben', 'WAHR, wenn diese Seite aufgegeben hat'),
      ],
      returns: 'Die neue Stufe, 0 bis 4 (0: vernichtet).',
      example: { formula: '=NEUESTUFE(3; 1500; 800; WAHR)', result: '0' },
    },
    CELL,
    (level, played, losses, gaveUp) =>
      levelAfterBattle(level, played, losses, gaveUp, { played: 'gespielte_punkte', losses: 'verlustpunkte' }),
  ),
  spec(
    {
      name: 'VERSORGUNGSBELOHNUNG',
      summary: 'Versorgungspunkte für den Spieler des Siegers: 250, oder 500, wenn seine Armee eine niedrigere Stufe hatte.',
      params: [
        num('stufe_sieger', 'Stufe der siegreichen Armee vor der Schlacht'),
        num('stufe_verlierer', 'Stufe der unterlegenen Armee vor der Schlacht'),
      ],
      returns: '250 oder 500 VP.',
      example: { formula: '=VERSORGUNGSBELOHNUNG(1; 3)', result: '500' },
    },
    CELL,
    supplyReward,
  ),
  spec(
    {
      name: 'VERLUSTPUNKTE',
      summary:
        'Verlustpunkte einer Einheit: ihre Punkte, wenn sie als vernichtet zählt (unter halber Sollstärke, oder mehr als die Hälfte der Lebenspunkte verloren), sonst 0.',
      params: [
        num('punkte', 'Punkte der Einheit', 'unitPoints'),
        num('sollstaerke', 'Modelle der Einheit bei Aufstellung der Armee', 'startingModels'),
        num('verbleibende_modelle', 'Modelle, die am Ende der Schlacht noch stehen', 'remainingModels'),
        optNum('lebenspunkte', 'Lebenspunkte der ganzen Einheit zu Beginn', 'wounds'),
        optNum('verbleibende_lebenspunkte', 'Lebenspunkte der Einheit am Ende', 'remainingWounds'),
        optText('typ', `Schlüsselwort, z. B. ${WOUND_KEYWORD_NAMES.join(', ')}`),
      ],
      returns: 'Die Punkte der Einheit oder 0.',
      example: { formula: '=VERLUSTPUNKTE(200; 10; 4)', result: '200' },
    },
    CELL,
    (points, startingModels, remainingModels, wounds, remainingWounds, unitType) =>
      unitLossPoints({ points, startingModels, remainingModels, wounds, remainingWounds, unitType }),
  ),
  {
    name: 'KAMPAGNE_ARMEEN',
    summary: 'Stand aller Armeen, aus der ganzen Kampagne nachgerechnet: Stufe, Punkte, Status, Schlachten, Siege, Niederlagen.',
    params: [...CAMPAIGN_PARAMS, RECALC_PARAM],
    returns:
      'Kopfzeile und je Armee eine Zeile (Reihenfolge des Blatts Armeen): Armee, Spieler, Stufe, Punkte, Status (aktiv/vernichtet), Schlachten, Siege, Niederlagen, Prüfung; mit felder zuletzt Feld (leer: nicht auf der Karte).',
    example: { formula: `=KAMPAGNE_ARMEEN(${CAMPAIGN_FORMULA_ARGS})`, result: 'Tabelle des Armeestands' },
    run: campaignRun(armiesTable),
  },
  {
    name: 'KAMPAGNE_SPIELER',
    summary: 'Stand aller Spieler, aus der ganzen Kampagne nachgerechnet: Versorgungspool, aktive Armeen, Siege, Niederlagen.',
    params: [...CAMPAIGN_PARAMS, RECALC_PARAM],
    returns: 'Kopfzeile und je Spieler eine Zeile: Spieler, Versorgungspool, Aktive Armeen, Siege, Niederlagen, Prüfung.',
    example: { formula: `=KAMPAGNE_SPIELER(${CAMPAIGN_FORMULA_ARGS})`, result: 'Tabelle des Spielerstands' },
    run: campaignRun(playersTable),
  },
  {
    name: 'KAMPAGNE_SCHLACHTEN',
    summary:
      'Auswertung jeder Schlacht, Zeile für Zeile neben dem Blatt Schlachten: Runde und Schlacht (Angreifer gegen Verteidiger), Stufen, Boni, gespielte Punkte, Sieger, Stufenverlust, Versorgung und Prüfung.',
    params: [...CAMPAIGN_PARAMS, RECALC_PARAM],
    returns:
      'Kopfzeile und je Zeile des Blatts Schlachten eine Zeile (leer bleibt leer); Prüfung: "OK" oder warum die Schlacht nicht zählt; mit felder zuletzt Feld (angegriffenes Feld) und Rückzug.',
    example: { formula: `=KAMPAGNE_SCHLACHTEN(${CAMPAIGN_FORMULA_ARGS})`, result: 'Auswertung je Schlacht' },
    run: campaignRun(battlesTable),
  },
  {
    name: 'KAMPAGNE_BUCHUNGEN',
    summary:
      'Prüfung jeder Buchung, Zeile für Zeile neben dem Blatt Buchungen: Runde, Spieler, Armee, Art und "OK" oder warum die Buchung nicht zählt.',
    params: [...CAMPAIGN_PARAMS, RECALC_PARAM],
    returns: 'Kopfzeile und je Zeile des Blatts Buchungen eine Zeile (leer bleibt leer).',
    example: { formula: `=KAMPAGNE_BUCHUNGEN(${CAMPAIGN_FORMULA_ARGS})`, result: 'Prüfung je Buchung' },
    run: campaignRun(bookingsTable),
  },
  {
    name: 'KAMPAGNE_ANGRIFFE',
    summary: `Prüfung jeder Ansage, Zeile für Zeile neben dem Blatt Angriffe: leer, wenn sie als Ansage zählt, sonst „${DECLARATION_NOT_COUNTED.trim()}“ und warum.`,
    params: [...ATTACKS_PARAMS, RECALC_PARAM],
    returns: `Die Kopfzeile „${CHECK_HEADER}“ und je Zeile des Blatts Angriffe eine Zeile (leer bleibt leer); „${DECLARATION_COUNTED_ANYWAY.trim()}“, wenn ein unbekannter Status nichts zurückzieht.`,
    example: { formula: `=KAMPAGNE_ANGRIFFE(${ATTACKS_FORMULA_ARGS})`, result: 'Prüfung je Ansage' },
    run: attacksRun,
  },
  ...MAP_FUNCTIONS,
  ...HISTORY_FUNCTIONS,
];
