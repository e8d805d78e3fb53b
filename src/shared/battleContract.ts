/**
 * What the sidebar and the server functions exchange through google.script.run (the contract
 * of getBattleFormData and submitBattle). Plain JSON: Apps Script serialises both ways.
 */
import type { BattleFormKey } from '../rules/battleForm';
import type { BattleStatus } from '../rules/campaign/battleStatus';
import type { ArmyStatus } from '../rules/campaign/replayResult';
import type { CampaignTables } from '../rules/campaign/tables';
import type { MapSnapshot } from '../rules/map/mapSnapshot';
import type { GaveUp } from '../rules/winner';
import type { Phase } from '../rules/rounds/roundSettings';
import type { ReportableBattle } from '../rules/rounds/openDeclarations';

export interface ArmyInfo {
  name: string;
  spieler: string;
  stufe: number;
  status: ArmyStatus;
}

export interface PlayerInfo {
  name: string;
  versorgungspool: number;
}

export interface BattleFormData {
  armeen: ArmyInfo[];
  spieler: PlayerInfo[];
  /** The current campaign round: the highest Runde of battles and Buchungen, at least 1. */
  runde: number;
  /** R2: the round's phase, for the sidebar's „Runde … · …“ (R7); absent in the portal, whose header shows it. */
  phase?: Phase;
  /** The campaign's tables as formCampaign sends them: the form replays them with the server's rules. */
  kampagne: CampaignTables;
  /** The map now; absent for a campaign without a Felder sheet. */
  karte?: MapSnapshot;
  /**
   * A5, A6: the round's declared attacks a battle may still be entered for (openDeclarations), offered
   * filled in; absent when attacks are not declared (A1) and in the portal (its Melden has PlayerRound.reportable).
   */
  angesagt?: ReportableBattle[];
}

/** One battle as submitBattle takes it; the keys are the `name`s of the form controls. */
export interface BattlePayload extends Record<BattleFormKey, unknown> {
  runde: number;
  /** yyyy-mm-dd */
  datum: string;
  angreifer: string;
  verteidiger: string;
  mobilisierung: number;
  /** 0: not scaled. */
  skaliertAuf: number;
  siegpunkteAngreifer: number;
  siegpunkteVerteidiger: number;
  aufgegeben: GaveUp;
  /** Rückzug nach (M6): the loser's retreat field; blank without a map or when there is none. */
  rueckzug: string;
  verlusteAngreifer: number;
  verlusteVerteidiger: number;
  mission: string;
  notiz: string;
  /** Generated once per form fill, so a retry or double click writes one row. */
  einreichungsId: string;
}

export type PayloadKey = BattleFormKey;

export interface BattleSubmitResult {
  /** Sheet row that holds the battle. */
  zeile: number;
  sieger: string;
  neueStufeAngreifer: number;
  neueStufeVerteidiger: number;
  versorgung: number;
  stufenverlustAngreifer: number | string;
  stufenverlustVerteidiger: number | string;
  /** True when this einreichungsId had been saved before and nothing new was written. */
  doppelt: boolean;
  /** A player's report from the portal only: its Status (gemeldet, or bestätigt when confirmation is off, C7). */
  status?: BattleStatus;
}
