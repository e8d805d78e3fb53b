/**
 * The web-app half of „Kriegsrat prüfen“: GET <exec URL>?pruefung=<code> — a one-time code the
 * menu stored — evaluates the guard's signals inside a real web-app execution (which the twin
 * can only imitate) and shows „Schutz aktiv“ or exactly what failed. It shows no campaign data
 * and no e-mail address; an unknown, used or expired code gets a short refusal.
 */
import { callerFailures } from '../rules/access/callerSignals';
import { readCallerSignals } from './sheetsOnly';

export const WEB_CHECK_PARAMETER = 'pruefung';
export const WEB_CHECK_KEY = 'kriegsrat.pruefung';
export const WEB_CHECK_RESULT_KEY = 'kriegsrat.pruefung.ergebnis';
export const WEB_CHECK_TITLE = 'Kriegsrat – Prüfung';
export const GUARD_ACTIVE = 'Schutz aktiv';
export const WEB_CHECK_REFUSED =
  'Dieser Prüflink gilt nicht (mehr): jeder gilt einmal und 30 Minuten. Bitte in der Tabelle „Kriegsrat prüfen“ erneut wählen.';

/** What the menu shows of the last web check. */
export interface WebCheckResult {
  at: string;
  ok: boolean;
  summary: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Takes the code if it is the stored, unexpired one (and forgets it: one use). */
function takeCode(code: unknown): boolean {
  const properties = PropertiesService.getScriptProperties();
  const stored = ((): { code?: unknown; expires?: unknown } | null => {
    try {
      return JSON.parse(properties.getProperty(WEB_CHECK_KEY) ?? 'null') as { code?: unknown; expires?: unknown } | null;
    } catch {
      return null;
    }
  })();
  const valid =
    typeof code === 'string' &&
    code.length === 64 &&
    stored?.code === code &&
    typeof stored.expires === 'number' &&
    Date.now() <= stored.expires;
  if (valid) properties.deleteProperty(WEB_CHECK_KEY);
  return valid;
}

/** The active spreadsheet as this execution sees it (Google leaves it open): null, the container, or a throw. */
function activeSpreadsheetSeen(): string {
  try {
    return SpreadsheetApp.getActiveSpreadsheet() ? 'die Tabelle selbst' : 'keine (null)';
  } catch {
    return 'nicht verfügbar (Fehler)';
  }
}

/** The page doGet serves for ?pruefung=…, as HTML. */
export function webCheckPage(code: unknown): string {
  if (!takeCode(code)) return page('Prüflink ungültig', `<p>${escapeHtml(WEB_CHECK_REFUSED)}</p>`);
  const signals = readCallerSignals();
  const failures = callerFailures(signals);
  const ui = signals.ui
    ? '✗ Die Tabellen-Oberfläche war in der Web-App erreichbar – Google verhält sich anders als dokumentiert.'
    : '✓ Die Tabellen-Oberfläche ist in der Web-App nicht erreichbar.';
  const user = failures.includes('noActiveEmail')
    ? '✓ Google nennt den Besucher nicht (anonym).'
    : failures.includes('otherUser')
      ? '✓ Der Besucher ist ein anderes Konto als die Spielleitung.'
      : '⚠ Der Besucher ist das Konto der Spielleitung selbst – bitte den Link in einem privaten Fenster ohne Anmeldung öffnen, sonst ist diese Prüfung nur halb.';
  const ok = failures.length > 0;
  const own = !failures.includes('noActiveEmail') && !failures.includes('otherUser');
  const summary = ok
    ? own
      ? `${GUARD_ACTIVE} (nur im eigenen Fenster geprüft – bitte im privaten Fenster wiederholen)`
      : GUARD_ACTIVE
    : 'Schutz NICHT aktiv: die Funktionen der Spielleitung würden hier laufen. Bitte das Spielerportal sofort nicht mehr weitergeben ' +
      '(Bereitstellen → Bereitstellungen verwalten → archivieren) und Kriegsrat melden, was diese Seite zeigt.';
  try {
    const result: WebCheckResult = { at: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', ok, summary };
    PropertiesService.getScriptProperties().setProperty(WEB_CHECK_RESULT_KEY, JSON.stringify(result));
  } catch {
    // The page says it anyway.
  }
  const verdict = ok ? 'Die Funktionen der Spielleitung lehnen Aufrufe aus dem Spielerportal ab.' : summary;
  const body =
    `<p class="${ok ? 'ok' : 'fail'}"><b>${escapeHtml(verdict)}</b></p><ul>` +
    [ui, user, `Aktive Tabelle in der Web-App: ${activeSpreadsheetSeen()} (nur zur Information).`]
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('') +
    '</ul><p>Das Ergebnis steht auch beim nächsten „Kriegsrat prüfen“ in der Tabelle.</p>';
  return page(ok ? GUARD_ACTIVE : 'Schutz nicht aktiv', body);
}

function page(heading: string, body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><style>
body{font:18px/1.5 Arial,sans-serif;margin:0;padding:24px 16px;color:#202124;background:#fff}h1{font-size:22px;margin:0 0 12px}
ul{padding-left:20px}.ok b{color:#137333}.fail b{color:#c5221f}
</style></head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}
