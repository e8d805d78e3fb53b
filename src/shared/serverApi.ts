import type { BattleFormData, BattlePayload, BattleSubmitResult } from './battleContract';
import type { BookingFormData, BookingPayload, BookingSubmitResult, NewRoundResult } from './bookingContract';
import type { DecidePayload, DecideResult, OpenReportsData } from './reportsContract';
import type { Answer } from './submission';
import type { PlayerLinksView, PortalData, PortalDetails } from './portalContract';
import type { AnswerPayload } from './confirmContract';
import type { MailSwitchResult } from './newsContract';
import type { DeclarePayload, DeclareResult, WithdrawAttackPayload } from './roundsContract';

/**
 * Every top-level function Apps Script calls by name — triggers, menu entries, sidebar
 * endpoints — with its signature. SERVER_FUNCTIONS, the menu and callServer are typed from
 * this map, so renaming a server function without its callers fails to compile.
 * (Methods, not properties: an Apps Script event type may narrow `event`.)
 */
export interface ServerApi {
  onOpen(event?: object): void;
  onInstall(event?: object): void;
  onEdit(event?: object): void;
  setupCampaign(): string;
  recalculateCampaign(): string;
  showBattleSidebar(): void;
  getBattleFormData(): Answer<BattleFormData>;
  submitBattle(payload: BattlePayload): Answer<BattleSubmitResult>;
  askNewRound(): void;
  startNewRound(runde: number | string, versorgung: number | string): Answer<NewRoundResult>;
  showBookingSidebar(): void;
  getBookingFormData(): Answer<BookingFormData>;
  submitBooking(payload: BookingPayload): Answer<BookingSubmitResult>;
  showReportsSidebar(): void;
  getOpenReports(): Answer<OpenReportsData>;
  decideReport(payload: DecidePayload): Answer<DecideResult>;
  showRoundReport(): void;
  // The player portal (issue 19): the web app, its one data call, the organiser's dialogs.
  // The HtmlOutput of the portal or of the refusal page (an Apps Script object: typed where it is made).
  doGet(event?: object): object;
  getPortalData(token: string): PortalData;
  getPortalDetails(token: string): PortalDetails;
  reportBattle(token: string, payload: BattlePayload): Answer<BattleSubmitResult>;
  answerReport(token: string, payload: AnswerPayload): Answer<DecideResult>;
  bookForArmy(token: string, payload: BookingPayload): Answer<BookingSubmitResult>;
  declareAttack(token: string, payload: DeclarePayload): Answer<DeclareResult>;
  withdrawAttack(token: string, payload: WithdrawAttackPayload): Answer<DeclareResult>;
  askBattlePhase(): void;
  startBattlePhase(): Answer<{ runde: number; phase: string }>;
  showPlayerLinks(): void;
  renewPlayerLink(player: string): PlayerLinksView;
  setPortalUrl(url: string): Answer<PlayerLinksView>;
  revokePlayerLink(player: string): PlayerLinksView;
  checkRemovedPlayers(event?: { changeType?: unknown }): void;
  showMapDialog(): void;
  runSelfTest(): void;
  // Notifications (issue 25): the hourly check, the sending, the organiser's menu, the player's e-mail switch.
  checkReportDeadlines(event?: object): string;
  deliverPendingNotifications(event?: object): string;
  showNotifySettings(): void;
  setMailNotifications(token: string, on: boolean): Answer<MailSwitchResult>;
}

export type ServerFunctionName = keyof ServerApi;
