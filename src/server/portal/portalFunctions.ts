import { showMapDialog } from '../mapDialog';
import type { ServerFunctionSpec } from '../serverFunctionSpec';
import { doGet } from './doGet';
import { renewPlayerLink, revokePlayerLink, showPlayerLinks } from './playerLinks';
import { getPortalData } from './portalData';
import { bookForArmy } from './portalBooking';

/** The player portal's server functions (issue 19), listed in SERVER_FUNCTIONS. */
export const PORTAL_FUNCTIONS = [
  {
    name: 'doGet',
    summary: 'Web-App „Spielerportal“: zeigt einem Spieler mit gültigem Link seine Seiten, sonst eine kurze Absage.',
    params: [{ name: 'e', description: 'Ereignis der Web-App (Parameter t: der Schlüssel des Links)', type: 'event' }],
    run: doGet,
  },
  {
    name: 'getPortalData',
    summary: 'Spielerportal: alles, was die Seiten eines Spielers zeigen – nur mit gültigem Schlüssel.',
    params: [{ name: 'token', description: 'der Schlüssel aus dem Link des Spielers', type: 'text' }],
    run: getPortalData,
  },
  {
    name: 'bookForArmy',
    summary:
      'Spielerportal „Buchen“: bucht Bewegung oder Aufwertung einer eigenen Armee, geprüft wie jede Buchung; zählt sofort, mit „Gemeldet von“.',
    params: [
      { name: 'token', description: 'der Schlüssel aus dem Link des Spielers', type: 'text' },
      { name: 'payload', description: 'Art, Armee, Feld oder Stufen, Runde, Datum, Einreichungs-ID', type: 'payload' },
    ],
    run: bookForArmy,
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
    params: [{ name: 'spieler', description: 'der Name aus dem Blatt Spieler', type: 'text' }],
    run: renewPlayerLink,
  },
  {
    name: 'revokePlayerLink',
    summary: 'Spielerlinks: sperrt den Link eines Spielers (nur Spielleitung).',
    params: [{ name: 'spieler', description: 'der Name aus dem Blatt Spieler', type: 'text' }],
    run: revokePlayerLink,
  },
  {
    name: 'showMapDialog',
    summary: 'Menü „Karte anzeigen“: die Kampagnenkarte wie im Spielerportal, zum Verschieben und Antippen.',
    params: [],
    run: showMapDialog,
  },
] satisfies ServerFunctionSpec[];
