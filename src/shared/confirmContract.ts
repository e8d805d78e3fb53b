/**
 * What the portal's page „Bestätigen“ exchanges with the server (src/server/portal/answerReport.ts):
 * the reports that wait for the player, and the player's answer to one of them (C3).
 */
import type { ProposalPayload } from '../rules/campaign/disputeText';
import type { OpenReportCard, ReportRef } from './reportsContract';

export type { ProposalPayload } from '../rules/campaign/disputeText';

/** A player's answers to a report of the other side (C3) and the Status each writes. */
export const ANSWER_ACTIONS = {
  bestätigen: 'bestätigt',
  bestreiten: 'bestritten',
  /** C10: the reporting player takes back their own report while it is gemeldet. */
  zurückziehen: 'verworfen',
} as const;
export type AnswerAction = keyof typeof ANSWER_ACTIONS;

export interface AnswerPayload extends ReportRef {
  aktion: AnswerAction;
  /** The reason of a dispute: required for „bestreiten“ (C3). */
  einspruch?: string;
  /**
   * The card's stand (OpenReportCard.stand): a confirmation is consent to the values the page
   * showed, so the answer is refused if the row changed since — or if it comes without one.
   */
  stand?: string;
  /** C11: with „bestreiten“, the result the disputing player proposes (optional). */
  vorschlag?: ProposalPayload;
  /**
   * The page's fill, sent like every fill's (the same on a retry). An answer is idempotent by its
   * Status already (the same answer again writes nothing), so the server does not need it.
   */
  einreichungsId?: string;
}

/** What waits for a player (PortalData.waiting). */
export interface PortalWaiting {
  /** gemeldet by the other side: this player confirms or disputes them. */
  toAnswer: OpenReportCard[];
  /** The player's own open reports: reported by them, waiting or disputed (`folgen` blank); `zurueckziehen` says which the player may withdraw (C10). */
  mine: OpenReportCard[];
  /** Reports of the other side this player disputed (readerRole „disputer“, user test 32): not theirs, the Spielleitung decides. */
  disputed: OpenReportCard[];
  /** Open reports of the player's armies they neither reported nor disputed nor answer (a row the organiser typed, a reporter renamed). */
  others: OpenReportCard[];
}
