/**
 * What the player portal (issue 19) and the organiser's link and map dialogs exchange with the
 * server. Every portal call carries the player's token as its first argument.
 */
import type { MapPicture } from '../rules/map/mapPicture';
import type { BattleFormData } from './battleContract';
import type { PortalWaiting } from './confirmContract';
import type { PlayerOverview, PublicStandings } from '../rules/portal/playerView';
import type { LimitedBookingOptions } from '../rules/portal/bookingLimits';
import type { PlayerBattles } from '../rules/portal/playerBattles';
import type { PortalNews } from './newsContract';
import type { PlayerRound } from '../rules/rounds/playerRound';

export type { MapPicture, MapPictureField } from '../rules/map/mapPicture';
export type { PlayerBattle, PlayerBattles } from '../rules/portal/playerBattles';
export type { BookableArmy, PlayerBookingOptions, UpgradeOption } from '../rules/portal/bookingOptions';
export type { LimitedArmy, LimitedBookingOptions } from '../rules/portal/bookingLimits';
export type { ArmyTargets, AttackTarget, DeclarationView, Permission, PlayerRound } from '../rules/rounds/playerRound';
export type { ReportableBattle } from '../rules/rounds/openDeclarations';
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
  booking: LimitedBookingOptions;
  /** „Meine Schlachten“: the player's battles, newest first, each with its result. */
  myBattles: PlayerBattles;
  /** „Neuigkeiten“ since the last visit and the e-mail switch (N2c, N6). */
  news: PortalNews;
  /**
   * R7, A3–A7: the round and its phase, what the player may do now (and why not), whom each own
   * army may attack, the player's declarations and those against them, the round's declarations
   * from the Schlachten phase on, and the battles the player may report now, filled in.
   */
  round: PlayerRound;
}

/**
 * The parts of PortalData no opening page shows and that weigh most at 5,000 battles (issue 24):
 * the map and the battle form's campaign. The web app's page comes without them
 * (PortalFirstPage) and fetches them with one call (getPortalDetails) once it is drawn.
 */
export type PortalDetails = Pick<PortalData, 'map' | 'battleForm'>;
/** What the web app inlines into the page: PortalData without its details. */
export type PortalFirstPage = Omit<PortalData, keyof PortalDetails>;

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
  /** Why no link is shown (German, what to do): the portal's /exec address unknown, or not the links' owner. */
  notice: string | null;
  /** The portal's /exec address when known (links start with it). */
  portalUrl: string | null;
  /** The dialog offers to paste the /exec address (unknown, and the user can show links). */
  askForUrl: boolean;
}
