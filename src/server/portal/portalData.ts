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
import { campaignStateBefore } from '../../rules/campaign/replay';
import { declarationLines, playerRound, roundSituation, roundViewPoint } from '../../rules/rounds';
import { readRoundSheets } from '../../sheets/roundSheets';
import { RuleError } from '../../rules/ruleError';
import type { PortalData } from '../../shared/portalContract';
import { battleFormDataOf } from '../battleFormData';
import { dayIn } from '../reportCard';
import { readCampaignTables } from '../campaignTables';
import { inGerman } from '../germanErrors';
import { playerOfToken, readLinks } from './linkStore';
import { isTokenShaped } from './linkToken';
import { portalSpreadsheet } from './portalSpreadsheet';
import { portalWaiting } from './portalWaiting';
import { LINK_REFUSED_TEXT } from './refusalPage';
import { portalNews } from '../notify/portalNews';

export const NOT_LISTED =
  'Dein Name steht nicht mehr in der Spielerliste dieser Kampagne. Bitte die Spielleitung um einen neuen Link.';

/** A refused link: the caller shows the refusal page (doGet) or this German message (calls). */
export class LinkRefused extends RuleError {
  constructor() {
    super(LINK_REFUSED_TEXT);
  }
}

/** The player a token stands for; throws LinkRefused for anything else. */
export function checkToken(token: unknown, properties: GoogleAppsScript.Properties.Properties): string {
  if (!isTokenShaped(token)) throw new LinkRefused();
  const player = playerOfToken(readLinks(properties), token);
  if (player === null) throw new LinkRefused();
  return player;
}

/** `opened`: a page load (doGet), which starts a new visit for Neuigkeiten; a reload of the data does not. */
export function loadPortalData(token: unknown, opened = false): PortalData {
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
      // R1: the organiser's round, never one a player's report names; A7: its declarations.
      lines = [...roundReport(history, tables, situation.round), ...declarationLines(situation, situation.round)];
    } catch (error) {
      lines = [error instanceof RuleError ? error.message : 'Der Rundenbericht lässt sich nicht erstellen.'];
    }
    return {
      token: token as string,
      overview,
      standings: publicStandings(replay),
      report: { round: situation.round, lines },
      map: mapPicture(tables, replay),
      waiting: portalWaiting(tables, replay, overview.player, dayIn(spreadsheet.getSpreadsheetTimeZone())),
      round: playerRound(situation, campaignStateBefore(tables, roundViewPoint(situation)), overview.player),
      battleForm: battleFormDataOf(tables),
      booking: playerBookingOptions(tables, overview.player),
      news: portalNews(spreadsheet, tables.players, overview.player, opened),
    };
  });
}

/** google.script.run from the portal: the token first, checked on every call. */
export function getPortalData(token: string): PortalData {
  return loadPortalData(token);
}
