/**
 * What the player portal (issue 19) and the organiser's link and map dialogs exchange with the
 * server. Every portal call carries the player's token as its first argument.
 */
import type { MapPicture } from '../rules/map/mapPicture';
import type { BattleFormData } from './battleContract';
import type { PortalWaiting } from './confirmContract';
import type { PlayerOverview, PublicStandings } from '../rules/portal/playerView';
import type { PlayerBookingOptions } from '../rules/portal/bookingOptions';
import type { PortalNews } from './newsContract';
import type { PlayerRound } from '../rules/rounds/playerRound';

export type { MapPicture, MapPictureField } from '../rules/map/mapPicture';
export type { BookableArmy, PlayerBookingOptions, UpgradeOption } from '../rules/portal/bookingOptions';
export type {
  ArmyTargets,
  AttackTarget,
  DeclarationView,
  Permission,
  PlayerRound,
  ReportableBattle,
} from '../rules/rounds/playerRound';
export type { Phase } from '../rules/rounds/roundSettings';
export type { PlayerOverview, PortalArmy, PublicStandings, StandingArmy, StandingPlayer } from '../rules/portal/playerView';

/** Everything the portal's pages show, in one answer (one server call per page load). */
export interface PortalData {
  /** The player's token, for the page's later calls (never another player's). */
  token: string;
  overview: PlayerOverview;
  standings: PublicStandings;
  /** The current round's report (KAMPAGNE_BERICHT). */
  report: { round: number; lines: string[] };
  map: MapPicture;
  /** What waits for the player: reports to confirm, own open reports (confirmContract.ts). */
  waiting: PortalWaiting;
  /** „Melden“: the battle form's data (getBattleFormData's), inline so the page needs no second call. */
  battleForm: BattleFormData;
  /** The page "Buchen" (C6): my armies with their legal moves and Aufwertung previews. */
  booking: PlayerBookingOptions;
  /** „Neuigkeiten“ since the last visit and the e-mail switch (N2c, N6). */
  news: PortalNews;
  /**
   * R7, A3–A7: the round and its phase, what the player may do now (and why not), whom each own
   * army may attack, the player's declarations and those against them, the round's declarations
   * from the Schlachten phase on, and the battles the player may report now, filled in.
   */
  round: PlayerRound;
}

/** One player's link as the organiser's dialog "Spielerlinks" shows it. */
export interface PlayerLinkRow {
  player: string;
  /** The full link; blank when revoked. */
  url: string;
  revoked: boolean;
}

export interface PlayerLinksView {
  rows: PlayerLinkRow[];
  /** "Name: URL" per line, for copying. */
  text: string;
  /** Set when the web app is not deployed yet (German, what to do). */
  notice: string | null;
}
