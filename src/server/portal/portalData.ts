/**
 * The portal's data calls: everything a player's pages show, for a valid token only. Reads
 * without the lock (a read never waits for a writer); one replay serves the overview, the
 * standings, the round report, the player's round, Buchen, the map and the battle form. The web app's page comes without the map and the
 * battle form's data (getPortalDetails fetches them), so it opens fast on a phone (issue 24).
 */
import { CampaignHistory, replayWithHistory } from '../../rules/campaign/history';
import { mapPicture } from '../../rules/map/mapPicture';
import { playerOverview, publicStandings } from '../../rules/portal/playerView';
import { playerBookingOptions } from '../../rules/portal/bookingOptions';
import { playerBattles } from '../../rules/portal/playerBattles';
import { limitBookingOptions } from '../../rules/portal/bookingLimits';
import { playerRound, publicRoundReport, roundSituation, RoundSituation, roundViewPoint } from '../../rules/rounds';
import { CampaignRead, ExtraSheet, readCampaignSheets } from '../../sheets/campaignRead';
import { playerSafe } from '../../rules/access/privacy';
import { checkLinkHolder, NotListed } from '../../rules/access/linkHolder';
import { RuleError } from '../../rules/ruleError';
import { SetupError } from '../../rules/setupError';
import { SHEET_OUT_OF_ORDER_LOAD } from '../../rules/access/sheetOutOfOrder';
import type { PortalData, PortalDetails, PortalFirstPage } from '../../shared/portalContract';
import { CampaignReplay, CampaignTables, replayCampaign } from '../../rules/campaign';
import { battleFormDataOf } from '../battleFormData';
import { dayIn } from '../reportCard';
import { tablesOf } from '../campaignTables';
import { inGerman } from '../germanErrors';
import { campaignSecret } from './linkSecret';
import { playerOfToken, readLinks, StoredLink } from './linkStore';
import { stopUnlistedNoticed } from './unlistedLinks';
import { isTokenShaped } from './linkToken';
import { portalSpreadsheet } from './portalSpreadsheet';
import { portalWaiting } from './portalWaiting';
import { LINK_REFUSED_TEXT } from './refusalPage';
import { NEWS_SHEET, portalNews } from '../notify/portalNews';

export { NOT_LISTED } from '../../rules/access/linkHolder';

/** A refused link: the caller shows the refusal page (doGet) or this German message (calls). */
export class LinkRefused extends RuleError {
  constructor() {
    super(LINK_REFUSED_TEXT);
  }
}

/**
 * The player a token stands for; throws LinkRefused for anything else — also when the user the
 * web app runs as holds no key, or not the campaign's (deployed by someone else: linkSecret.ts).
 */
export function checkToken(token: unknown, properties: GoogleAppsScript.Properties.Properties): string {
  return tokenHolder(token, properties).player;
}

/** checkToken with the links it read: a page read stops with them the links of players no longer listed. */
function tokenHolder(
  token: unknown,
  properties: GoogleAppsScript.Properties.Properties,
): { player: string; links: Map<string, StoredLink> } {
  if (!isTokenShaped(token)) throw new LinkRefused();
  const secret = campaignSecret(PropertiesService.getUserProperties(), properties);
  if (!secret) throw new LinkRefused();
  const links = readLinks(properties);
  const player = playerOfToken(links, secret, token);
  if (player === null) throw new LinkRefused();
  return { player, links };
}

/**
 * The campaign as a valid token's player sees it: the spreadsheet and its tables, read with the
 * `extra` sheets in one read (campaignRead.ts: through the Sheets API, a few calls at any size).
 * Only while Spieler still lists the link's player (rules/access/linkHolder.ts); a link of a player
 * it no longer lists is stopped on the way (unlistedLinks.ts), whoever's page it is.
 */
function openForPlayer<T>(
  token: unknown,
  extra: readonly ExtraSheet[],
  use: (player: string, spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, tables: CampaignTables, read: CampaignRead) => T,
): T {
  const properties = PropertiesService.getScriptProperties();
  const { player, links } = tokenHolder(token, properties);
  return inGerman('Die Kampagne lässt sich gerade nicht laden', () =>
    setupForPlayer(() => {
      const spreadsheet = portalSpreadsheet(properties);
      if (!spreadsheet) throw new LinkRefused();
      const shown = (read: CampaignRead): T => {
        const tables = tablesOf(read.data);
        // Before the refusal: the departed player's own visit stops his link too (unlistedLinks.ts).
        stopUnlistedNoticed(spreadsheet, tables.players, links);
        checkLinkHolder(tables.players, player);
        return use(player, spreadsheet, tables, read);
      };
      const read = readCampaignSheets(spreadsheet, extra);
      try {
        return shown(read);
      } catch (error) {
        // A page shows a hand edit a moment late at worst — but refuses nobody on it: a refusal made
        // on an API read (the player typed back into Spieler) is decided again on a SpreadsheetApp read.
        if (!(error instanceof RuleError) || !read.byApi) throw error;
        return shown(readCampaignSheets(spreadsheet, extra, false));
      }
    }),
  );
}

/** A sheet or column missing (SetupError): the organiser's to fix — the player reads so, not which. */
function setupForPlayer<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SetupError) throw new RuleError(SHEET_OUT_OF_ORDER_LOAD);
    throw error;
  }
}

/** The round as Einstellungen and Angriffe hold it: read before the replay, which takes its points from it. */
function situationOf(read: CampaignRead, tables: CampaignTables): RoundSituation {
  const { settings, attacks } = read.roundSheets();
  return roundSituation({ tables, settings, attacks });
}

/**
 * The first page's one replay: the history (round report) and, taken on the way, the campaign
 * as the player's round sees it (R2: after the round's bookings, or its battles so far) and as
 * Buchen does (C6: a booking of this round) — no replay of its own for either.
 */
function firstPageReplay(tables: CampaignTables, situation: RoundSituation): CampaignHistory {
  return replayWithHistory(tables, [roundViewPoint(situation), { kind: 'booking', round: situation.round }]);
}

/** Everything but the details: what the page shows when it opens. `history` from firstPageReplay. */
function firstPage(
  token: unknown,
  player: string,
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  tables: CampaignTables,
  situation: RoundSituation,
  history: CampaignHistory,
  opened: boolean,
  read: CampaignRead,
): PortalFirstPage {
  const { replay } = history;
  const [roundState, bookingState] = history.before;
  const overview = playerOverview(replay, player, tables);
  if (!overview) throw new NotListed();
  let lines: string[];
  try {
    // R1: the organiser's round, never one a player's report names; A7: its declarations.
    lines = publicRoundReport(history, tables, situation);
  } catch (error) {
    lines = [error instanceof RuleError ? error.message : 'Der Rundenbericht lässt sich nicht erstellen.'];
  }
  // C12: no e-mail address leaves for a player (privacy.ts).
  return playerSafe<PortalFirstPage>({
    token: token as string,
    overview,
    standings: publicStandings(replay),
    report: { round: situation.round, lines },
    waiting: portalWaiting(tables, replay, overview.player, dayIn(read.timeZone())),
    round: playerRound(situation, roundState, overview.player, replay.battles),
    // Buchen (C6) offers what R4–R5 allow: the same checks the server runs on a booking.
    booking: limitBookingOptions(
      playerBookingOptions(tables, overview.player, situation.round, bookingState),
      situation,
      overview.player,
    ),
    myBattles: playerBattles(replay, tables, overview.player),
    // N2c: what changed since the last visit; a page load (doGet) starts a new visit, a reload does not.
    news: portalNews(spreadsheet, tables.players, overview.player, opened, read.extra(NEWS_SHEET.name)),
  });
}

function details(tables: CampaignTables, replay: CampaignReplay): PortalDetails {
  return playerSafe<PortalDetails>({ map: mapPicture(tables, replay), battleForm: battleFormDataOf(tables, 'players', replay) });
}

/** The web app's page (doGet): without the details, which the page fetches once drawn (issue 24). */
export function loadPortalFirstPage(token: unknown): PortalFirstPage {
  return openForPlayer(token, [NEWS_SHEET], (player, spreadsheet, tables, read) => {
    const situation = situationOf(read, tables);
    return firstPage(token, player, spreadsheet, tables, situation, firstPageReplay(tables, situation), true, read);
  });
}

/** All of a player's pages at once, from one replay: "Aktualisieren" and after each save. */
export function loadPortalData(token: unknown): PortalData {
  return openForPlayer(token, [NEWS_SHEET], (player, spreadsheet, tables, read) => {
    const situation = situationOf(read, tables);
    const history = firstPageReplay(tables, situation);
    return {
      ...firstPage(token, player, spreadsheet, tables, situation, history, false, read),
      ...details(tables, history.replay),
    };
  });
}

/** google.script.run from the portal: the token first, checked on every call. */
export function getPortalData(token: string): PortalData {
  return loadPortalData(token);
}

/** google.script.run from the portal's first page: the map and the battle form's data. */
export function getPortalDetails(token: string): PortalDetails {
  return openForPlayer(token, [], (player, _spreadsheet, tables) => {
    const replay = replayCampaign(tables);
    // A player no longer listed sees nothing of the campaign, as on the first page.
    if (!playerOverview(replay, player, tables)) throw new NotListed();
    return details(tables, replay);
  });
}
