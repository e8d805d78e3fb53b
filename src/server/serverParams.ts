import type { ParamSpec } from '../shared/paramSpec';

/**
 * Parameters several server functions take, declared once: their German docs appear in Code.js
 * and the README exactly alike for every function that takes them.
 */

/** Every portal endpoint's first argument: the token its link carries (?t=…), checked on each call. */
export const TOKEN_PARAM: ParamSpec = { name: 'token', description: 'der Schlüssel aus dem Link des Spielers', type: 'text' };

/** A simple trigger's (onOpen, onInstall, onEdit) event object. */
export const SHEETS_EVENT_PARAM: ParamSpec = { name: 'e', description: 'Ereignis von Google Sheets', type: 'event' };

/** The player a Spielerlinks action is about, by the name in Spieler. */
export const PLAYER_NAME_PARAM: ParamSpec = { name: 'spieler', description: 'der Name aus dem Blatt Spieler', type: 'text' };

/**
 * The last argument of every endpoint of the organiser's pages (audience 'organiserPage'): the
 * key the page was opened with (src/server/pageKey.ts), added by the page's runner.
 */
export const PAGE_KEY_PARAM: ParamSpec = {
  name: 'seitenschluessel',
  description: 'der Schlüssel der Seite, die die Spielleitung über das Menü geöffnet hat (setzt die Seite selbst)',
  type: 'text',
};
