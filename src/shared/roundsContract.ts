/**
 * What the portal exchanges with the server about rounds and attack declarations (R7, A3, A4):
 * the player's declarations, their withdrawal, and where the round stands (PortalData.round).
 */
export type {
  ArmyTargets,
  AttackTarget,
  DeclarationView,
  Permission,
  Phase,
  PlayerRound,
  ReportableBattle,
} from '../rules/rounds';

/** A3: `declareAttack(token, payload)`. */
export interface DeclarePayload {
  /** The player's own army. */
  angreifer: string;
  /** An army of another player on an adjacent field. */
  verteidiger: string;
  /** Generated once per form fill: sent twice, written once. */
  einreichungsId: string;
}

/** A4: `withdrawAttack(token, payload)`. */
export interface WithdrawAttackPayload {
  runde: number;
  angreifer: string;
  verteidiger: string;
  /** The declaration's 1-based row in Angriffe, as the page showed it (A4: a resend never withdraws a later one). */
  zeile?: number;
  einreichungsId: string;
}

/** What a declaration or its withdrawal saved. */
export interface DeclareResult {
  /** 1-based row in the sheet Angriffe. */
  zeile: number;
  runde: number;
  angreifer: string;
  verteidiger: string;
  /** The defender's field (A3). */
  feld: string;
  /** Blank (angesagt) or „zurückgezogen“. */
  status: string;
  /** True when nothing new was written (sent twice, or withdrawn already). */
  doppelt: boolean;
}

/** R6: the organiser's sidebar sends this with a payload the server refused for changing battles already entered or beginning a round (R1). */
export const CONFIRM_CHANGES_KEY = 'aenderungenBestaetigt';
