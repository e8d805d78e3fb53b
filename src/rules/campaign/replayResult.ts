import type { FieldKey } from '../fields';
import type { RuleText } from '../ruleText';
import { BattleOutcome, BattlePlan } from '../battle';
import type { FieldsRead } from '../map/readFields';
import type { MapPositions } from '../map/positions';
import type { PendingConfirmation } from './battleStatus';

/** Status words as KAMPAGNE_ARMEEN shows them. */
export const ARMY_ACTIVE = 'aktiv';
export const ARMY_DESTROYED = 'vernichtet';
export type ArmyStatus = typeof ARMY_ACTIVE | typeof ARMY_DESTROYED;

/** An army after the replay. `row`: its data-row index in the Armeen range (0 = below the header). */
export interface ArmyStanding {
  row: number;
  /** As spelt in the Armeen list. */
  name: string;
  /** The owning player, as spelt in the Spieler list. */
  player: string;
  startLevel: number;
  raisedInRound: number;
  level: number;
  status: ArmyStatus;
  battles: number;
  wins: number;
  losses: number;
}

export interface PlayerStanding {
  row: number;
  name: string;
  faction: string;
  startingSupply: number;
  /** Versorgungspool after every counted row. */
  pool: number;
  /** Armies of this player with Stufe ≥ 1 (also those raised in a later round). */
  activeArmies: number;
  wins: number;
  losses: number;
}

/** A row of the Armeen or Spieler list that breaks a rule: it creates nothing. */
export interface RejectedRow {
  row: number;
  /** The name as typed, possibly blank. */
  name: string;
  /** The owning player as typed (Armeen rows only; blank for Spieler rows). */
  player: string;
  error: string;
}

export interface AppliedBattle {
  row: number;
  round: number;
  attacker: string;
  defender: string;
  attackerPlayer: string;
  defenderPlayer: string;
  /** The defender's player's pool just before the battle (what mobilisation was checked against). */
  defenderPoolBefore: number;
  plan: BattlePlan;
  outcome: BattleOutcome;
  /** On the map (M9): the attacked field and where the loser went (blank: nowhere); absent off the map. */
  map?: { field: string; retreat: string };
  error: null;
}

export interface RejectedBattle {
  row: number;
  /** Null when the Runde itself is missing or invalid. */
  round: number | null;
  /** As typed (blank if missing). */
  attacker: string;
  defender: string;
  /** Campaign Stufen at that moment, where the army could be found. */
  attackerLevel: number | null;
  defenderLevel: number | null;
  /** The organiser's words (the row's Prüfung): errorText as he reads it. */
  error: string;
  /** The error as parts (RuleError.text), for a player's words (ruleText.ts). */
  errorText: RuleText;
  /** The input the error is about, as RuleError.field names it. */
  errorField?: FieldKey;
  /** C2: set when the row breaks no rule it was checked for but its Status keeps it from counting. */
  confirmation?: PendingConfirmation;
}

export type BattleRowResult = AppliedBattle | RejectedBattle;

export interface AppliedBooking {
  row: number;
  round: number;
  kind: string;
  /** The player whose pool changed (the army's player when Spieler was blank). */
  player: string;
  /** Null for a pool-only booking. */
  army: string | null;
  supply: number;
  levels: number;
  poolAfter: number;
  levelAfter: number | null;
  error: null;
}

export interface RejectedBooking {
  row: number;
  round: number | null;
  /** Spieler, Armee and Art as typed (blank if missing), so the row can be named. */
  player: string;
  army: string;
  kind: string;
  /** The organiser's words (the row's Prüfung): errorText as he reads it. */
  error: string;
  /** The error as parts (RuleError.text), for a player's words (ruleText.ts). */
  errorText: RuleText;
}

export type BookingRowResult = AppliedBooking | RejectedBooking;

/** The whole campaign derived from its four input sheets. */
export interface CampaignReplay {
  /** Valid armies, in list order. */
  armies: ArmyStanding[];
  /** Armeen rows that break a rule, in list order. */
  rejectedArmies: RejectedRow[];
  players: PlayerStanding[];
  rejectedPlayers: RejectedRow[];
  /** Aligned with the Schlachten data rows: null for a blank row. */
  battles: (BattleRowResult | null)[];
  /** Aligned with the Buchungen data rows: null for a blank row. */
  bookings: (BookingRowResult | null)[];
  /** The highest Runde in the battle log, else 1. */
  currentRound: number;
  /** The map after the whole log; null for a campaign without one. */
  map: CampaignMap | null;
}

/** The map of a campaign after the replay (docs/REGELN.md, „Die Karte“). */
export interface CampaignMap {
  /** The Felder sheet as read, row by row, with what is wrong with each row. */
  fields: FieldsRead;
  /** Where every army stands and who holds each field now. */
  positions: MapPositions<ArmyStanding>;
}
