/**
 * Menu „Kriegsrat prüfen“ (issue 22 §7): checks in the real spreadsheet what the offline twin
 * cannot — permissions granted, the portal deployed with its /exec URL, a recalculation that
 * takes effect, and the guard from inside a real web-app execution: a one-time link
 * `…/exec?pruefung=<code>` the organiser opens in a private window, where doGet reads the
 * guard's signals and shows „Schutz aktiv“ or exactly what failed (selfTestPage). German, with
 * what to do.
 */
import { RECALC_SETTING, SETTINGS_SPEC } from '../rules/campaign';
import { POINTS_PER_LEVEL } from '../rules/constants';
import { countRecalcUp, findRecalcCell } from '../sheets/recalcArgument';
import { formulasMissingRecalc, RECALCULATE_CAPTION } from '../sheets/recalculate';
import { sheetsApiStatus } from '../sheets/sheetsApiRead';
import { withCampaignLock } from '../sheets/withCampaignLock';
import { menuEntry } from './menuEntry';
import { MANIFEST_SCOPES, SCOPE_LABELS } from './permissions';
import { portalExecUrl, portalUrlProblem } from './portal/webAppUrl';
import { escapeHtml, WEB_CHECK_KEY, WEB_CHECK_PARAMETER, WEB_CHECK_RESULT_KEY, WebCheckResult } from './selfTestPage';

export const SELF_TEST_CAPTION = 'Kriegsrat prüfen';
/**
 * The probe formula: STUFE, a custom function like ours, of 500 × Rechenstand — which is the
 * Rechenstand again, so the probe shows whether Sheets recalculated it after the argument changed.
 */
const probeFormula = (reference: string) => `=STUFE(${POINTS_PER_LEVEL}*${reference})`;
/** How long the one-time link stays valid. */
const WEB_CHECK_MINUTES = 30;
/** How long the check waits for Sheets to compute the probe (custom functions run asynchronously). */
const PROBE_TRIES = 8;
const PROBE_PAUSE_MS = 1000;

export interface SelfTestLine {
  ok: boolean;
  title: string;
  text: string;
}

function permissionsLine(): SelfTestLine {
  const info = (
    ScriptApp.getAuthorizationInfo as unknown as (m: unknown, s: string[]) => { getAuthorizedScopes(): string[] | null }
  )(ScriptApp.AuthMode.FULL, [...MANIFEST_SCOPES]);
  const granted = info.getAuthorizedScopes() ?? [];
  const missing = MANIFEST_SCOPES.filter((scope) => !granted.includes(scope));
  if (!missing.length) return { ok: true, title: 'Berechtigungen', text: 'Alle Berechtigungen sind erteilt.' };
  return {
    ok: false,
    title: 'Berechtigungen',
    text:
      `Es fehlt: ${missing.map((s) => `„${SCOPE_LABELS[s] ?? s}“`).join(', ')}. Bitte einen Menüeintrag wählen und im Fenster ` +
      'von Google alle Häkchen setzen.',
  };
}

/** The portal's /exec address, as the player links use it (webAppUrl.ts decides; /dev never counts). */
function portalLine(base: string | null): SelfTestLine {
  if (base) return { ok: true, title: 'Spielerportal', text: `Bereitgestellt unter ${base}` };
  return { ok: false, title: 'Spielerportal', text: portalUrlProblem() ?? '' };
}

/**
 * The Sheets advanced service (issue 24): with it a submission reads every sheet in three calls;
 * without it (not enabled — `clasp push` of the manifest is reported not always to switch it on —
 * or failing) saving still works, sheet by sheet. Google's own message is not shown.
 */
function sheetsApiLine(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): SelfTestLine {
  const title = 'Sheets-API';
  const status = sheetsApiStatus(spreadsheet);
  if (status === 'works')
    return { ok: true, title, text: 'Eingeschaltet: eine Einreichung liest alle Blätter mit wenigen Aufrufen.' };
  if (status === 'absent') {
    return {
      ok: false,
      title,
      text:
        'Der Dienst „Google Sheets API“ ist in diesem Projekt nicht eingeschaltet. Speichern geht trotzdem, nur mit mehr ' +
        'Aufrufen (langsamer, wenn viele zugleich melden). Einschalten: Erweiterungen → Apps Script, dort links bei ' +
        '„Dienste“ auf + klicken, „Google Sheets API“ wählen, Hinzufügen.',
    };
  }
  return {
    ok: false,
    title,
    text:
      'Google hat die Anfrage an die Sheets-API eben abgelehnt (etwa zu viele Anfragen in dieser Minute). Speichern geht ' +
      'trotzdem, dann mit mehr Aufrufen. Bitte in einer Minute erneut prüfen; bleibt es so, den Dienst „Google Sheets API“ ' +
      'im Apps-Script-Editor unter „Dienste“ entfernen und neu hinzufügen.',
  };
}

/**
 * Counts the Rechenstand up and reads a probe formula beside it (probeFormula): the
 * new value there means Sheets recalculated a custom function after an argument changed. The
 * probe cell is used only when empty (and emptied afterwards).
 */
function recalculationLine(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): SelfTestLine {
  const title = 'Neu berechnen';
  return withCampaignLock(() => {
    const recalc = findRecalcCell(spreadsheet);
    if (!recalc) {
      return {
        ok: false,
        title,
        text: `Im Blatt ${SETTINGS_SPEC.sheet} fehlt „${RECALC_SETTING.name}“ – bitte „Kampagnenblatt einrichten“ ausführen.`,
      };
    }
    const probe = recalc.range.offset(0, 1);
    if (probe.getFormula() !== '' || probe.getValue() !== '') {
      return {
        ok: false,
        title,
        text: `Die Zelle rechts neben „${RECALC_SETTING.name}“ ist belegt; bitte leeren und erneut prüfen.`,
      };
    }
    probe.setFormula(probeFormula(recalc.reference));
    const value = countRecalcUp(recalc);
    let seen: unknown = '';
    try {
      for (let i = 0; i < PROBE_TRIES; i++) {
        SpreadsheetApp.flush();
        seen = probe.getValue();
        if (seen === value) break;
        Utilities.sleep(PROBE_PAUSE_MS);
      }
    } finally {
      probe.clearContent();
    }
    const missing = formulasMissingRecalc(spreadsheet, recalc.reference);
    const recalculates = `Google Sheets rechnet nach einer Änderung des Rechenstands neu (geprüft: Rechenstand jetzt ${value})`;
    if (seen === value && missing.length > 0) {
      const one = missing.length === 1;
      return {
        ok: false,
        title,
        text:
          `${recalculates}, aber ${missing.length} Kriegsrat-Formel${one ? '' : 'n'} ` +
          `(${missing.join(', ')}) ${one ? 'liest' : 'lesen'} nicht den Rechenstand und ${one ? 'rechnet' : 'rechnen'} nach einem Update nicht neu – ` +
          `bitte „${RECALCULATE_CAPTION}“ wählen.`,
      };
    }
    if (seen === value)
      return {
        ok: true,
        title,
        text: `${recalculates}.`,
      };
    return {
      ok: false,
      title,
      text:
        `Die Probeformel zeigte nach ${PROBE_TRIES} Sekunden „${String(seen)}“ statt ${value}. Bitte in einer Minute erneut ` +
        'prüfen; bleibt es so, rechnen die Kriegsrat-Formeln nach einem Update nicht neu – bitte melden.',
    };
  });
}

/** A one-time code for the web-app check, kept in the script properties with its expiry. */
function newWebCheck(base: string): string {
  const code = (Utilities.getUuid() + Utilities.getUuid()).replace(/-/g, '').toLowerCase();
  PropertiesService.getScriptProperties().setProperty(
    WEB_CHECK_KEY,
    JSON.stringify({ code, expires: Date.now() + WEB_CHECK_MINUTES * 60_000 }),
  );
  return `${base}?${WEB_CHECK_PARAMETER}=${code}`;
}

function lastWebCheck(): WebCheckResult | null {
  try {
    return JSON.parse(
      PropertiesService.getScriptProperties().getProperty(WEB_CHECK_RESULT_KEY) ?? 'null',
    ) as WebCheckResult | null;
  } catch {
    return null;
  }
}

export function selfTestHtml(lines: SelfTestLine[], link: string | null, last: WebCheckResult | null): string {
  const items = lines
    .map(
      (l) => `<li class="${l.ok ? 'ok' : 'fail'}"><b>${l.ok ? '✓' : '✗'} ${escapeHtml(l.title)}:</b> ${escapeHtml(l.text)}</li>`,
    )
    .join('');
  const web = link
    ? `<h2>Schutz des Spielerportals</h2><p>Bitte diesen einmaligen Link in einem <b>privaten Fenster</b> öffnen (ohne Anmeldung bei Google). ` +
      `Die Seite zeigt „Schutz aktiv“ oder, was nicht stimmt. Er gilt ${WEB_CHECK_MINUTES} Minuten.</p>` +
      `<p><input id="link" readonly value="${escapeHtml(link)}"> <button onclick="var i=document.getElementById('link');i.select();document.execCommand('copy')">Kopieren</button></p>`
    : '<h2>Schutz des Spielerportals</h2><p>Erst prüfbar, wenn das Spielerportal mit einer /exec-URL bereitgestellt ist.</p>';
  const previous = last
    ? `<p>Letzte Prüfung im Web (${escapeHtml(last.at)}): ${last.ok ? '✓' : '✗'} ${escapeHtml(last.summary)}</p>`
    : '';
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><style>
body{font:14px/1.5 Arial,sans-serif;color:#202124;margin:12px}ul{padding-left:0;list-style:none}li{margin:0 0 8px}
.ok b{color:#137333}.fail b{color:#c5221f}h2{font-size:15px;margin:16px 0 4px}input{width:75%;font:13px monospace}
</style></head><body><ul>${items}</ul>${web}${previous}</body></html>`;
}

/** The menu entry. */
export function runSelfTest(): void {
  menuEntry(SELF_TEST_CAPTION, () => {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const base = portalExecUrl();
    const lines = [permissionsLine(), portalLine(base), sheetsApiLine(spreadsheet), recalculationLine(spreadsheet)];
    const link = base ? newWebCheck(base) : null;
    const html = HtmlService.createHtmlOutput(selfTestHtml(lines, link, lastWebCheck()))
      .setWidth(640)
      .setHeight(520);
    SpreadsheetApp.getUi().showModalDialog(html, SELF_TEST_CAPTION);
  });
}
