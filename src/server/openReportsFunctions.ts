import { RuleError } from '../rules';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_SPEC,
  cellOf,
  consequencesIfCounted,
  openReports,
  parseBattleStatus,
  readTable,
  replayCampaign,
  STATUS_DISPUTED,
  STATUS_REPORTED,
} from '../rules/campaign';
import { FIELDS } from '../rules/fields';
import { parseText } from '../rules/cells/parseCell';
import { CellValue } from '../rules/cells/cellValue';
import { DecidePayload, DecideResult, OpenReportsData, REPORT_ACTIONS, ReportAction } from '../shared/reportsContract';
import { Answer } from '../shared/submission';
import { readCampaign, campaignTables } from '../sheets/readCampaign';
import { rowsWrite } from '../sheets/rowsWrite';
import { answered } from './germanErrors';
import { menuEntry } from './menuEntry';
import { runSubmission, SubmissionKind } from './submission';

/** The sidebar page, built from src/sidebar/ReportsSidebar.* into dist/ReportsSidebar.html. */
export const REPORTS_SIDEBAR_FILE = 'ReportsSidebar';
/** Its title, and the menu item that opens it. */
export const REPORTS_CAPTION = 'Offene Meldungen';
/** Who decided, when Apps Script gives no e-mail (another domain, no e-mail scope). */
export const ORGANISER = 'Spielleitung';

export function showReportsSidebar(): void {
  menuEntry(REPORTS_CAPTION, () => {
    const html = HtmlService.createHtmlOutputFromFile(REPORTS_SIDEBAR_FILE).setTitle(REPORTS_CAPTION);
    SpreadsheetApp.getUi().showSidebar(html);
  });
}

/** Every gemeldet/bestritten battle, with what it would change if it counted (read only, no lock). */
export function getOpenReports(): Answer<OpenReportsData> {
  return answered('Die offenen Meldungen konnten nicht gelesen werden', () => {
    const tables = campaignTables(readCampaign(SpreadsheetApp.getActiveSpreadsheet()));
    const meldungen = openReports(replayCampaign(tables)).map((r) => ({
      zeile: r.row + 2,
      runde: r.round,
      status: r.status,
      angreifer: r.attacker,
      verteidiger: r.defender,
      angreiferSpieler: r.attackerPlayer,
      verteidigerSpieler: r.defenderPlayer,
      gemeldetVon: r.reportedBy,
      einspruch: r.reason,
      pruefung: r.message,
      folgen: consequencesIfCounted(tables, r.row),
    }));
    return { meldungen };
  });
}

/**
 * The organiser confirms, decides or discards one report (C3) through the submission pipeline:
 * Status, Bestätigt von, Bestätigt am (and the note in Notiz) of that row in one write. The row
 * must still be gemeldet or bestritten; the same action again writes nothing.
 */
export function decideReport(payload: DecidePayload): Answer<DecideResult> {
  return runSubmission(DECISION, payload);
}

interface Decision {
  row: number;
  status: string;
  note: string;
  /** The row already has the target status: answer as done, write nothing. */
  done: boolean;
}

const DECISION: SubmissionKind<Decision, DecideResult> = {
  failure: 'Die Entscheidung wurde nicht gespeichert',
  read(payload, campaign) {
    const p = (payload ?? {}) as Partial<DecidePayload>;
    const action = String(p.aktion ?? '') as ReportAction;
    if (!Object.prototype.hasOwnProperty.call(REPORT_ACTIONS, action)) {
      throw new RuleError(
        `Unbekannte Aktion „${String(p.aktion ?? '')}“; erlaubt sind: ${Object.keys(REPORT_ACTIONS).join(', ')}.`,
      );
    }
    const target: string = REPORT_ACTIONS[action];
    const row = Number(p.zeile);
    const values = campaign.data.battles.values;
    if (!Number.isInteger(row) || row < 2 || row > values.length) {
      throw new RuleError(`Zeile ${String(p.zeile)} gibt es im Blatt ${BATTLES_SPEC.sheet} nicht. Bitte die Liste neu laden.`);
    }
    const table = readTable<string>(values, BATTLES_CONFIRMATION_SPEC);
    if ((table.columns.status ?? -1) < 0) {
      throw new RuleError(`Im Blatt ${BATTLES_SPEC.sheet} fehlt die Spalte ${FIELDS.status.header}.`, 'status');
    }
    let status: string;
    try {
      status = parseBattleStatus(cellOf(table, row - 2, 'status'));
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      throw new RuleError(`Zeile ${row}: ${error.message}`, 'status');
    }
    const note = parseText(p.notiz ?? '').trim();
    if (status === target) return { row, status: target, note, done: true };
    if (status !== STATUS_REPORTED && status !== STATUS_DISPUTED) {
      const now = status === '' ? 'ohne Status (zählt schon)' : `schon „${status}“`;
      throw new RuleError(
        `Die Schlacht in Zeile ${row} ist ${now} und nicht mehr offen; nichts wurde gespeichert. Bitte die Liste neu laden.`,
        'status',
      );
    }
    return { row, status: target, note, done: false };
  },
  plan(entry, campaign) {
    const result = { zeile: entry.row, status: entry.status, geschrieben: !entry.done };
    if (entry.done) return { writes: [], result };
    const headers = campaign.data.battles.values[0] ?? [];
    const values = campaign.data.battles.values;
    const confirmation = readTable<string>(values, BATTLES_CONFIRMATION_SPEC);
    // Gemeldet von/am sit between Status and Bestätigt von as setup lays them out: written back
    // as they are, so the row's audit cells go in with one setValues.
    const kept = (field: 'reportedBy' | 'reportedAt') =>
      (confirmation.columns[field] ?? -1) < 0 ? {} : { [FIELDS[field].header]: cellOf(confirmation, entry.row - 2, field) };
    const cells: Record<string, CellValue> = {
      [FIELDS.status.header]: entry.status,
      ...kept('reportedBy'),
      ...kept('reportedAt'),
      [FIELDS.confirmedBy.header]: currentUser() || ORGANISER,
      [FIELDS.confirmedAt.header]: new Date(),
    };
    if (entry.note) {
      const old = parseText(cellOf(readTable(values, BATTLES_SPEC), entry.row - 2, 'note'));
      cells[FIELDS.note.header] = old ? `${old} | ${ORGANISER}: ${entry.note}` : `${ORGANISER}: ${entry.note}`;
    }
    const write = rowsWrite(BATTLES_SPEC.sheet, headers, Object.keys(cells), [cells]);
    return { writes: [{ sheet: 'battles', row: entry.row, rows: write }], result };
  },
};

/** The organiser's e-mail where Apps Script gives it; else empty. */
function currentUser(): string {
  try {
    return Session.getActiveUser().getEmail();
  } catch {
    return '';
  }
}
