import { getBookingFormData } from './bookingFormData';
import { showBookingSidebar } from './bookingSidebar';
import { askNewRound } from './newRoundMenu';
import { askBattlePhase, startBattlePhase } from './battlePhase';
import { ServerFunctionSpec } from './serverFunctionSpec';
import { PAGE_KEY_PARAM } from './serverParams';
import { startNewRound } from './startNewRound';
import { submitBooking } from './submitBooking';

/** The server functions of the ledger: "Neue Runde beginnen" and "Buchung eintragen" (in SERVER_FUNCTIONS). */
export const BOOKING_FUNCTIONS = [
  {
    name: 'askNewRound',
    summary: 'Menü „Neue Runde beginnen“: fragt nach Runde und Versorgung und bucht dann die Versorgungsphase.',
    params: [],
    run: askNewRound,
  },
  {
    name: 'startNewRound',
    summary:
      'Bucht für jeden Spieler ohne Versorgungsphase in dieser Runde eine, in einem Schreibvorgang; zweimal ausgeführt bucht es nichts doppelt.',
    params: [
      { name: 'runde', description: 'die Runde, die beginnt', type: 'number' },
      { name: 'versorgung', description: 'VP Versorgung für jeden Spieler', type: 'number' },
    ],
    run: startNewRound,
  },
  {
    name: 'askBattlePhase',
    summary: 'Menü „Schlachtphase beginnen“: nennt, was noch offen ist, und setzt nach Bestätigung die Phase auf Schlachten.',
    params: [],
    run: askBattlePhase,
  },
  {
    name: 'startBattlePhase',
    summary: 'Setzt in Einstellungen die Phase auf Schlachten (R2); zweimal ausgeführt schreibt es nichts mehr.',
    params: [],
    run: startBattlePhase,
  },
  {
    name: 'showBookingSidebar',
    summary: 'Menü „Buchung eintragen“: öffnet die Seitenleiste für Aufwertung, neue Armee, Bewegung und Korrektur.',
    params: [],
    run: showBookingSidebar,
  },
  {
    name: 'getBookingFormData',
    summary: 'Seitenleiste „Buchung eintragen“: Armeen mit Stufe, Feld und erlaubten Zielen, Versorgungspools, Felder und Runde.',
    params: [PAGE_KEY_PARAM],
    run: getBookingFormData,
    audience: 'organiserPage',
  },
  {
    name: 'submitBooking',
    summary:
      'Seitenleiste: prüft eine Buchung gegen die Regeln und den aktuellen Stand und trägt sie in Buchungen (und Armeen) ein.',
    params: [{ name: 'payload', description: 'die Formulardaten der Buchung', type: 'payload' }, PAGE_KEY_PARAM],
    run: submitBooking,
    audience: 'organiserPage',
  },
] satisfies ServerFunctionSpec[];
