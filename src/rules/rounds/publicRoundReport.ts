import { CampaignHistory } from '../campaign/history';
import { roundReport } from '../campaign/roundReport';
import { CampaignTables } from '../campaign/tables';
import { declarationLines } from './playerRound';
import { RoundSituation } from './roundSituation';

/**
 * R1, A7: the round report players and organiser read (portal's Bericht, menu Rundenbericht, the
 * export's sheet Rundenbericht) — the organiser's round unless another is asked for:
 * KAMPAGNE_BERICHT's lines, then the round's declarations. One function, so all say the same.
 */
export function publicRoundReport(
  history: CampaignHistory,
  tables: CampaignTables,
  s: RoundSituation,
  round = s.round,
): string[] {
  return [...roundReport(history, tables, round), ...declarationLines(s, round, history.replay.battles)];
}
