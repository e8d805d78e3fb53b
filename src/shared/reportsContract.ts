/**
 * What the „Offene Meldungen“ sidebar exchanges with the server (src/server/openReportsFunctions.ts):
 * the gemeldet/bestritten battles with what they would change if they counted, and the
 * organiser's decision on one of them.
 */
import type { RetreatFieldsByLoser } from '../rules/rounds/proposalRetreats';

/** The organiser's actions on a report (C3) and the Status each writes. */
export const REPORT_ACTIONS = {
  bestätigen: 'bestätigt',
  entscheiden: 'entschieden',
  verwerfen: 'verworfen',
  /** C11: decide for the dispute's proposal: its values go into the row, Status entschieden. */
  vorschlag: 'entschieden',
} as const;

/** C9/C11: a result as reported or proposed, with the report form's names. */
export interface ReportedResult {
  siegpunkteAngreifer: number;
  siegpunkteVerteidiger: number;
  verlusteAngreifer: number;
  verlusteVerteidiger: number;
  /** Blank, Angreifer or Verteidiger. */
  aufgegeben: string;
  /** Rückzug nach; blank when none. */
  rueckzug: string;
}

/** C9: the reported battle itself, as whoever answers it sees it. */
export interface ReportedBattleCells extends ReportedResult {
  /** yyyy-mm-dd, blank when none. */
  datum: string;
  mission: string;
  mobilisierung: number;
  /** 0: not scaled. */
  skaliertAuf: number;
  notiz: string;
}
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
  /** The dispute's reason (without a proposal, C11); C12: only on the two players' and the organiser's pages. */
  einspruch: string;
  /** C9: what was reported. */
  gemeldet: ReportedBattleCells;
  /** C11: the result the dispute proposes; null without one. */
  vorschlag: ReportedResult | null;
  /**
   * C11 with M6: the Rückzug nach a proposal may choose, per side that loses (its legal fields, as
   * the report form offers them); absent without a map, off it, or without consequences.
   */
  rueckzugFelder?: RetreatFieldsByLoser;
  /**
   * What the card shows of its row (reportStand, as JSON), sent back with the organiser's decision
   * or the player's answer, which is refused if the row changed since — or if it comes without one.
   */
  stand?: string;
  /**
   * C11 in short for the Übersicht of one of the report's two players (proposalForPlayer): who
   * proposes what and that the Spielleitung decides; absent on the organiser's cards and without
   * a readable proposal.
   */
  vorschlagKurz?: string;
  /** The Prüfung as the Übersicht shows it above vorschlagKurz, which says who decides: without saying it too; absent without vorschlagKurz. */
  pruefungKurz?: string;
  /** C11: why the Einspruch's proposal line does not read (edited by hand); absent when it reads or there is none. */
  vorschlagFehler?: string;
  /** C10: the player whose page shows the card may withdraw it (their own gemeldet report); false on the organiser's. */
  zurueckziehen: boolean;
  /** The row's Prüfung text as it stands. */
  pruefung: string;
  /** „Wenn sie zählt: …“ — what the same engine computes if this row counted; or why it could not count. */
  folgen: string;
  /** C11: „Wenn der Vorschlag zählt: …“ — the same with the proposal's values; absent without a readable proposal or consequences. */
  folgenVorschlag?: string;
  /**
   * The battles that already counted after the report and would change if it counted now, one
   * line each („Zeile 4 (Runde 2, A gegen B): …“; on the page of the player to answer and in the
   * organiser's list) — then only the organiser may confirm it (answerChanges.ts); absent when
   * none would. Lines, not one text: a line's reason may hold any punctuation.
   */
  nurSpielleitung?: string[];
  /** N3: set when the report waits longer than „Erinnerung nach Stunden“ — „seit 50 Stunden unbeantwortet“. */
  ueberfaellig?: string;
  /** Other rows of its Runde with the same two armies, in the reader's words (sameBattleHint): it may count twice. */
  vielleichtDoppelt?: string;
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
  /** R6 (roundsContract's CONFIRM_CHANGES_KEY): the organiser confirmed the battles the decision changes. */
  aenderungenBestaetigt?: boolean;
  /** The card's stand (OpenReportCard.stand): the row must still show it; without it (a page of before) refused. */
  stand?: string;
}

export interface DecideResult {
  zeile: number;
  status: string;
  /** False when the row already had this Status: nothing was written. */
  geschrieben: boolean;
}
