import { showMapDialog } from '../mapDialog';
import type { ServerFunctionSpec } from '../serverFunctionSpec';
import { PAGE_KEY_PARAM, PLAYER_NAME_PARAM, TOKEN_PARAM } from '../serverParams';
import { answerReport } from './answerReport';
import { doGet } from './doGet';
import { renewPlayerLink, revokePlayerLink, setPortalUrl, showPlayerLinks } from './playerLinks';
import { getPortalData, getPortalDetails } from './portalData';
import { reportBattle } from './reportBattle';
import { bookForArmy } from './portalBooking';
import { declareAttack, withdrawAttack } from './declareAttack';
import { checkRemovedPlayers, REMOVAL_HANDLER } from './removalTrigger';

/** The player portal's server functions (issue 19), listed in SERVER_FUNCTIONS. */
export const PORTAL_FUNCTIONS = [
  {
    name: 'doGet',
    summary: 'Web-App „Spielerportal“: zeigt einem Spieler mit gültigem Link seine Seiten, sonst eine kurze Absage.',
    params: [{ name: 'e', description: 'Ereignis der Web-App (Parameter t: der Schlüssel des Links)', type: 'event' }],
    run: doGet,
    audience: 'players',
  },
  {
    name: 'getPortalData',
    summary: 'Spielerportal: alles, was die Seiten eines Spielers zeigen – nur mit gültigem Schlüssel.',
    params: [TOKEN_PARAM],
    run: getPortalData,
    audience: 'players',
  },
  {
    name: 'getPortalDetails',
    summary: 'Spielerportal: Karte und Meldeformular, nachgeladen, sobald die erste Seite steht – nur mit gültigem Schlüssel.',
    params: [TOKEN_PARAM],
    run: getPortalDetails,
    audience: 'players',
  },
  {
    name: 'reportBattle',
    summary:
      'Spielerportal „Melden“: meldet eine Schlacht einer eigenen Armee (Status gemeldet, ohne Bestätigung durch den Gegner bestätigt).',
    params: [
      TOKEN_PARAM,
      { name: 'schlacht', description: 'die Angaben des Formulars wie bei „Schlacht eintragen“', type: 'payload' },
    ],
    run: reportBattle,
    audience: 'players',
  },
  {
    name: 'answerReport',
    summary:
      'Spielerportal „Bestätigen“: der Gegner bestätigt oder bestreitet (mit Begründung) eine gemeldete Schlacht – nur mit gültigem Schlüssel.',
    params: [
      TOKEN_PARAM,
      {
        name: 'payload',
        description: 'Zeile und Schlacht der Meldung, Aktion bestätigen oder bestreiten, Einspruch',
        type: 'payload',
      },
    ],
    run: answerReport,
    audience: 'players',
  },
  {
    name: 'bookForArmy',
    summary:
      'Spielerportal „Buchen“: bucht Bewegung oder Aufwertung einer eigenen Armee, geprüft wie jede Buchung; zählt sofort, mit „Gemeldet von“.',
    params: [
      TOKEN_PARAM,
      { name: 'payload', description: 'Art, Armee, Feld oder Stufen, Runde, Datum, Einreichungs-ID', type: 'payload' },
    ],
    run: bookForArmy,
    audience: 'players',
  },
  {
    name: 'declareAttack',
    summary:
      'Spielerportal „Angriff ansagen“ (A3): eine eigene Armee sagt in der Befehlsphase einen Angriff auf eine Armee eines anderen Spielers auf einem Nachbarfeld an.',
    params: [TOKEN_PARAM, { name: 'payload', description: 'Angreifer, Verteidiger, Einreichungs-ID', type: 'payload' }],
    run: declareAttack,
    audience: 'players',
  },
  {
    name: 'withdrawAttack',
    summary: 'Spielerportal (A4): zieht eine eigene Ansage der laufenden Runde in der Befehlsphase zurück.',
    params: [TOKEN_PARAM, { name: 'payload', description: 'Runde, Angreifer, Verteidiger, Einreichungs-ID', type: 'payload' }],
    run: withdrawAttack,
    audience: 'players',
  },
  {
    name: 'showPlayerLinks',
    summary: 'Menü „Spielerlinks“: legt fehlende Links an und zeigt alle zum Kopieren (nur Spielleitung).',
    params: [],
    run: showPlayerLinks,
  },
  {
    name: 'renewPlayerLink',
    summary: 'Spielerlinks: ersetzt den Link eines Spielers; der alte gilt sofort nicht mehr (nur Spielleitung).',
    params: [PLAYER_NAME_PARAM, PAGE_KEY_PARAM],
    run: renewPlayerLink,
    audience: 'organiserPage',
  },
  {
    name: 'revokePlayerLink',
    summary: 'Spielerlinks: sperrt den Link eines Spielers (nur Spielleitung).',
    params: [PLAYER_NAME_PARAM, PAGE_KEY_PARAM],
    run: revokePlayerLink,
    audience: 'organiserPage',
  },
  {
    name: 'setPortalUrl',
    summary:
      'Spielerlinks: speichert die eingefügte Web-App-Adresse des Spielerportals (endet auf /exec, nie /dev) und zeigt die Links (nur Spielleitung).',
    params: [
      { name: 'adresse', description: 'die Adresse aus „Bereitstellen → Bereitstellungen verwalten“', type: 'text' },
      PAGE_KEY_PARAM,
    ],
    run: setPortalUrl,
    audience: 'organiserPage',
  },
  {
    name: REMOVAL_HANDLER,
    summary:
      'Auslöser bei Änderung (legt „Spielerlinks“ an): nach gelöschten Zeilen oder Blättern sperrt er die Links der Namen, die nicht mehr in Spieler stehen.',
    params: [{ name: 'e', description: 'Ereignis des Auslösers bei Änderung (changeType, triggerUid)', type: 'event' }],
    run: checkRemovedPlayers,
    audience: 'changeTrigger',
  },
  {
    name: 'showMapDialog',
    summary: 'Menü „Karte anzeigen“: die Kampagnenkarte wie im Spielerportal, zum Verschieben und Antippen.',
    params: [],
    run: showMapDialog,
  },
] satisfies ServerFunctionSpec[];
