import { SETUP_CAPTION } from '../sheets/menuPath';
import { setupCampaign } from '../sheets/setupCampaign';
import { RECALCULATE_CAPTION, recalculateCampaign } from '../sheets/recalculate';
import { menuEntry } from './menuEntry';
import { getBattleFormData } from './battleFormData';
import { showBattleSidebar } from './battleSidebar';
import { submitBattle } from './submitBattle';
import { onInstall, onOpen } from './menu';
import { onEdit } from './onEdit';
import { BOOKING_FUNCTIONS } from './bookingFunctions';
import { showRoundReport } from './roundReport';
import { decideReport, getOpenReports, showReportsSidebar } from './openReportsFunctions';
import { EveryServerFunction, ServerFunctionSpec } from './serverFunctionSpec';
import { PAGE_KEY_PARAM, SHEETS_EVENT_PARAM } from './serverParams';
import { PORTAL_FUNCTIONS } from './portal/portalFunctions';
import { NOTIFY_FUNCTIONS } from './notify/notifyFunctions';
import { runSelfTest } from './selfTest';
import { PAGE_KEY_FUNCTIONS, PageKeyFunction } from '../shared/pageKey';

/** Triggers, menu entries and sidebar endpoints, in the order Code.js lists them. */
export const SERVER_FUNCTIONS = [
  {
    name: 'onOpen',
    summary: 'Fügt beim Öffnen der Tabelle das Kriegsrat-Menü hinzu.',
    params: [SHEETS_EVENT_PARAM],
    run: onOpen,
    audience: 'openTrigger',
  },
  {
    name: 'onInstall',
    summary: 'Fügt nach der Installation des Add-ons das Menü hinzu.',
    params: [SHEETS_EVENT_PARAM],
    run: onInstall,
    audience: 'openTrigger',
  },
  {
    name: 'onEdit',
    summary:
      'Nach jeder Änderung von Hand: wächst ein Eingabeblatt (z. B. 1.200 eingefügte Schlachten), bekommen die Auswertungsblätter ebenso viele Zeilen.',
    params: [SHEETS_EVENT_PARAM],
    run: onEdit,
    audience: 'editTrigger',
  },
  {
    name: 'setupCampaign',
    summary:
      'Menü „Kampagnenblatt einrichten“: legt fehlende Blätter, Spalten, Auswahllisten und Formeln an, ohne Daten zu verändern.',
    params: [],
    // The summary it shows as a toast; '' when it failed (the alert said why).
    run: () => menuEntry(SETUP_CAPTION, () => setupCampaign()) ?? '',
  },
  {
    name: 'recalculateCampaign',
    summary:
      'Menü „Neu berechnen“ (nach einem Update von Kriegsrat): trägt jede KAMPAGNE_…-Formel neu ein, damit Stand, Auswertung, Karte und Verlauf mit dem neuen Code rechnen.',
    params: [],
    run: () => menuEntry(RECALCULATE_CAPTION, () => recalculateCampaign()) ?? '',
  },
  {
    name: 'showBattleSidebar',
    summary: 'Menü „Schlacht eintragen“: öffnet die Seitenleiste.',
    params: [],
    run: showBattleSidebar,
  },
  {
    name: 'getBattleFormData',
    summary:
      'Seitenleiste: Armeen mit aktueller Stufe, Versorgungspools und aktuelle Runde aus dem nachgerechneten Kampagnenstand.',
    params: [PAGE_KEY_PARAM],
    run: getBattleFormData,
    audience: 'organiserPage',
  },
  {
    name: 'submitBattle',
    summary:
      'Seitenleiste: prüft eine Schlacht gegen die Regeln und den aktuellen Stand und hängt sie an das Blatt Schlachten an.',
    params: [{ name: 'payload', description: 'die Formulardaten der Schlacht', type: 'payload' }, PAGE_KEY_PARAM],
    run: submitBattle,
    audience: 'organiserPage',
  },
  ...BOOKING_FUNCTIONS,
  {
    name: 'showReportsSidebar',
    summary: 'Menü „Offene Meldungen“: öffnet die Seitenleiste der Spielleitung.',
    params: [],
    run: showReportsSidebar,
  },
  {
    name: 'getOpenReports',
    summary: 'Seitenleiste: alle gemeldeten und bestrittenen Schlachten mit dem, was sie ändern würden, wenn sie zählten.',
    params: [PAGE_KEY_PARAM],
    run: getOpenReports,
    audience: 'organiserPage',
  },
  {
    name: 'decideReport',
    summary:
      'Seitenleiste: die Spielleitung bestätigt, entscheidet oder verwirft eine offene Meldung (Status, Bestätigt von/am, Notiz).',
    params: [{ name: 'payload', description: 'Zeile, Aktion, Notiz und Einreichungs-ID', type: 'payload' }, PAGE_KEY_PARAM],
    run: decideReport,
    audience: 'organiserPage',
  },
  {
    name: 'showRoundReport',
    summary: 'Menü „Rundenbericht“: zeigt den Bericht der aktuellen Runde zum Kopieren in den Gruppenchat.',
    params: [],
    run: showRoundReport,
  },
  ...PORTAL_FUNCTIONS,
  ...NOTIFY_FUNCTIONS,
  {
    name: 'runSelfTest',
    summary:
      'Menü „Kriegsrat prüfen“: prüft in der echten Tabelle Berechtigungen, Spielerportal (/exec-URL) und Neuberechnung und gibt einen einmaligen Link, mit dem die Web-App ihren Schutz selbst prüft.',
    params: [],
    run: runSelfTest,
  },
] satisfies ServerFunctionSpec[];

/** A server function added to the map but not here (or the reverse) fails to compile. */
export const EVERY_SERVER_FUNCTION: EveryServerFunction<typeof SERVER_FUNCTIONS> = SERVER_FUNCTIONS;

/** The functions declared 'organiserPage' are exactly those the pages send their key to (shared/pageKey.ts): else no compile. */
type PageKeyNames = Extract<(typeof SERVER_FUNCTIONS)[number], { audience: 'organiserPage' }>['name'];
export const EVERY_PAGE_KEY_FUNCTION: [PageKeyNames] extends [PageKeyFunction]
  ? [PageKeyFunction] extends [PageKeyNames]
    ? readonly PageKeyFunction[]
    : never
  : never = PAGE_KEY_FUNCTIONS;
