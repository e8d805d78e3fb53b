/**
 * How the portal saves: the player's token is checked first (C8: every call carries it), then
 * the one submission pipeline runs a kind made for that player on the campaign the web app
 * opens by id, and only while Spieler lists that player (rules/access/linkHolder.ts). A refused
 * or unknown link is an answer like any refusal, never a thrown error.
 */
import { RuleError } from '../../rules/ruleError';
import { playerSafe } from '../../rules/access/privacy';
import { checkLinkHolder } from '../../rules/access/linkHolder';
import { playerReads } from '../../rules/campaign/sheetReader';
import type { Answer } from '../../shared/submission';
import { inGerman, refusal } from '../germanErrors';
import { runSubmission, SubmissionKind } from '../submission';
import { checkToken, LinkRefused } from './portalData';
import { portalSpreadsheet } from './portalSpreadsheet';

/** Runs the submission `kindFor(player)` for the player whose link `token` is; see the file's comment. */
export function runPortalSubmission<E, R extends object>(
  token: unknown,
  kindFor: (player: string) => SubmissionKind<E, R>,
  payload: unknown,
): Answer<R> {
  const made = inGerman(undefined, () => {
    try {
      const player = checkToken(token, PropertiesService.getScriptProperties());
      return { player, kind: kindFor(player) };
    } catch (error) {
      if (error instanceof RuleError) return refusal(error);
      throw error;
    }
  });
  if ('ok' in made) return made;
  const { player, kind: ofPlayer } = made;
  // Before the kind reads the payload: only while Spieler, as read under the lock, lists the player.
  const kind: SubmissionKind<E, R> = {
    ...ofPlayer,
    // Its refusals are a player's to read: no sheet rows (sheetReader.ts).
    reader: playerReads(),
    read(payload, campaign) {
      checkLinkHolder(campaign.tables.players, player);
      return ofPlayer.read(payload, campaign);
    },
  };
  const properties = PropertiesService.getScriptProperties();
  const answer = runSubmission(kind, payload, () => {
    const spreadsheet = portalSpreadsheet(properties);
    if (!spreadsheet) throw new LinkRefused();
    return spreadsheet;
  });
  // C12: an answer to a player carries no e-mail address (a refusal may quote a cell).
  return playerSafe(answer);
}
