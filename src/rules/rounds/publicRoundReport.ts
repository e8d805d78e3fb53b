import { CampaignHistory } from '../campaign/history';
import { roundReport } from '../campaign/roundReport';
import { CampaignTables } from '../campaign/tables';
import { declarationLines } from './playerRound';
import { RoundSituation } from './roundSituation';

/**
 * R1, A7: the round report players and organiser read (portal's Bericht, menu Rundenbericht) —
 * the organiser's round: KAMPAGNE_BERICHT's lines, then the round's declarations. One function,
 * so both say the same.
 */
export function publicRoundReport(history: CampaignHistory, tables: CampaignTables, s: RoundSituation): string[] {
  return [...roundReport(history, tables, s.round), ...declarationLines(s, s.round)];
}
