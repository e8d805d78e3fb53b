/**
 * What the „Offene Meldungen“ sidebar exchanges with the server (src/server/openReportsFunctions.ts):
 * the gemeldet/bestritten battles with what they would change if they counted, and the
 * organiser's decision on one of them.
 */

/** The organiser's actions on a report (C3) and the Status each writes. */
export const REPORT_ACTIONS = {
  bestätigen: 'bestätigt',
  entscheiden: 'entschieden',
  verwerfen: 'verworfen',
} as const;
export type ReportAction = keyof typeof REPORT_ACTIONS;

export interface OpenReportCard {
  /** 1-based sheet row in Schlachten. */
  zeile: number;
  runde: number | null;
  status: string;
  angreifer: string;
  verteidiger: string;
  angreiferSpieler: string;
  verteidigerSpieler: string;
  gemeldetVon: string;
  einspruch: string;
  /** The row's Prüfung text as it stands. */
  pruefung: string;
  /** „Wenn sie zählt: …“ — what the same engine computes if this row counted; or why it could not count. */
  folgen: string;
  /** N3: set when the report waits longer than „Erinnerung nach Stunden“ — „seit 50 Stunden unbeantwortet“. */
  ueberfaellig?: string;
}

export interface OpenReportsData {
  meldungen: OpenReportCard[];
}

/**
 * Which report an answer or a decision is about: its sheet row as listed, and the battle itself,
 * so a row that moved since (an organiser inserted or sorted rows) is found again, never mistaken.
 */
export interface ReportRef {
  /** 1-based sheet row in Schlachten, as the list showed it. */
  zeile: number;
  runde?: number | null;
  angreifer?: string;
  verteidiger?: string;
}

export interface DecidePayload extends ReportRef {
  aktion: ReportAction;
  notiz?: string;
  einreichungsId: string;
}

export interface DecideResult {
  zeile: number;
  status: string;
  /** False when the row already had this Status: nothing was written. */
  geschrieben: boolean;
}
