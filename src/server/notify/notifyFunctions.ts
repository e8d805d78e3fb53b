import type { ServerFunctionSpec } from '../serverFunctionSpec';
import { TOKEN_PARAM } from '../serverParams';
import { checkReportDeadlines } from './checkReportDeadlines';
import { deliverPendingNotifications } from './deliverPendingNotifications';
import { showNotifySettings } from './deadlineTrigger';
import { setMailNotifications } from './portalNews';

/** The notifications' server functions (issue 25), listed in SERVER_FUNCTIONS. */
export const NOTIFY_FUNCTIONS = [
  {
    name: 'checkReportDeadlines',
    summary:
      'Stündlich (Menü „Benachrichtigungen“ schaltet es ein): erinnert offene Meldungen nach „Erinnerung nach Stunden“ einmal und bestätigt sie nach „Automatisch bestätigen nach Tagen“ (Bestätigt von: automatisch).',
    params: [{ name: 'e', description: 'Ereignis des zeitgesteuerten Auslösers (wird nicht gelesen)', type: 'event' }],
    run: checkReportDeadlines,
    audience: 'timeTrigger',
  },
  {
    name: 'deliverPendingNotifications',
    summary:
      'Sendet die E-Mails und Chat-Zeilen, die ein Speichern vorgemerkt hat („wird gesendet“ im Blatt Benachrichtigungen) – jede höchstens einmal. Die Seite, die gespeichert hat, ruft es gleich nach der Antwort auf; nach einem Menüeintrag ein einmaliger Auslöser; sonst die stündliche Prüfung.',
    params: [{ name: 'e', description: 'Ereignis des einmaligen Auslösers (nur seine triggerUid wird gelesen)', type: 'event' }],
    run: deliverPendingNotifications,
    // Harmless from anywhere: it takes no input and sends only what saves already claimed.
    audience: 'players',
  },
  {
    name: 'showNotifySettings',
    summary:
      'Menü „Benachrichtigungen“: zeigt E-Mail (mit Googles restlichem Tageskontingent), Chat und stündliche Prüfung und schaltet die Prüfung ein oder aus.',
    params: [],
    run: showNotifySettings,
  },
  {
    name: 'setMailNotifications',
    summary: 'Spielerportal „Neuigkeiten“: schaltet die E-Mails an den Spieler ein oder aus – nur mit gültigem Schlüssel.',
    params: [TOKEN_PARAM, { name: 'an', description: 'true: E-Mails senden, false: keine E-Mails', type: 'boolean' }],
    run: setMailNotifications,
    audience: 'players',
  },
] satisfies ServerFunctionSpec[];
