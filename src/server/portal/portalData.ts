/**
 * The portal's one server call: everything a player's pages show, for a valid token only.
 * Reads without the lock (a read never waits for a writer); one replay serves the overview,
 * the standings, the round report and the map.
 */
import { replayWithHistory } from '../../rules/campaign/history';
import { roundReport } from '../../rules/campaign/roundReport';
import { mapPicture } from '../../rules/map/mapPicture';
import { playerOverview, publicStandings } from '../../rules/portal/playerView';
import { playerBookingOptions } from '../../rules/portal/bookingOptions';
import { playerBattles } from '../../rules/portal/playerBattles';
import { limitBookingOptions } from '../../rules/portal/bookingLimits';
import { roundLines } from '../../rules/portal/roundStatusLines';
import { campaignStateBefore } from '../../rules/campaign/replay';
import { playerRound, roundSituation, roundViewPoint } from '../../rules/rounds';
import { readRoundSheets } from '../../sheets/roundSheets';
import { playerSafe } from '../../rules/portal/privacy';
import { RuleError } from '../../rules/ruleError';
import type { PortalData } from '../../shared/portalContract';
import { battleFormDataOf } from '../battleFormData';
import { dayIn } from '../reportCard';
import { readCampaignTables } from '../campaignTables';
import { inGerman } from '../germanErrors';
import { campaignSecret } from './linkSecret';
import { playerOfToken, readLinks } from './linkStore';
import { isTokenShaped } from './linkToken';
import { portalSpreadsheet } from './portalSpreadsheet';
import { portalWaiting } from './portalWaiting';
import { LINK_REFUSED_TEXT } from './refusalPage';

export const NOT_LISTED =
  'Dein Name steht nicht mehr in der Spielerliste dieser Kampagne. Bitte die Spielleitung um einen neuen Link.';

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
  if (!isTokenShaped(token)) throw new LinkRefused();
  const secret = campaignSecret(PropertiesService.getUserProperties(), properties);
  if (!secret) throw new LinkRefused();
  const player = playerOfToken(readLinks(properties), secret, token);
  if (player === null) throw new LinkRefused();
  return player;
}

export function loadPortalData(token: unknown): PortalData {
  const properties = PropertiesService.getScriptProperties();
  const player = checkToken(token, properties);
  return inGerman('Die Kampagne lässt sich gerade nicht laden', () => {
    const spreadsheet = portalSpreadsheet(properties);
    if (!spreadsheet) throw new LinkRefused();
    const tables = readCampaignTables(spreadsheet);
    const { settings, attacks } = readRoundSheets(spreadsheet);
    const situation = roundSituation({ tables, settings, attacks });
    const history = replayWithHistory(tables);
    const { replay } = history;
    const overview = playerOverview(replay, player, tables);
    if (!overview) throw new RuleError(NOT_LISTED);
    let lines: string[];
    try {
      const [headline, ...rest] = roundReport(history, tables, replay.currentRound);
      // R7, A7: the round's phase and its declarations after the headline.
      lines = [headline, ...roundLines(situation, replay.currentRound), ...rest];
    } catch (error) {
      lines = [error instanceof RuleError ? error.message : 'Der Rundenbericht lässt sich nicht erstellen.'];
    }
    // C12: no e-mail address leaves for a player (privacy.ts).
    return playerSafe<PortalData>({
      token: token as string,
      overview,
      standings: publicStandings(replay),
      report: { round: situation.round, lines },
      map: mapPicture(tables, replay),
      waiting: portalWaiting(tables, replay, overview.player, dayIn(spreadsheet.getSpreadsheetTimeZone())),
      round: playerRound(situation, campaignStateBefore(tables, roundViewPoint(situation)), overview.player),
      battleForm: battleFormDataOf(tables, 'players'),
      // Buchen (C6) offers what R4–R5 allow: the same checks the server runs on a booking.
      booking: limitBookingOptions(playerBookingOptions(tables, overview.player, situation.round), situation, overview.player),
      myBattles: playerBattles(replay, tables, overview.player),
    });
  });
}

/** google.script.run from the portal: the token first, checked on every call. */
export function getPortalData(token: string): PortalData {
  return loadPortalData(token);
}
