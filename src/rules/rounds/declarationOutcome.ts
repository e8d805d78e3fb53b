import { STATUS_DISPUTED, STATUS_REPORTED, statusCounts } from '../campaign/battleStatus';
import { Declaration } from './attacks';
import type { BattleRowResult } from '../campaign/replayResult';
import { reportOf } from './admission';
import { RoundSituation } from './roundSituation';

/**
 * A7: what became of a declaration, as the round report and the portal say it after „– “.
 * „gespielt“ only once its battle counts by its Status (C2): a report still gemeldet or
 * bestritten is not yet a battle of the round — the report's own lines say nothing counts yet,
 * and a declaration line must not say otherwise. A report that is verworfen is none (A5).
 */
export type DeclarationOutcome =
  | 'gespielt'
  | 'gemeldet, zählt noch nicht'
  | 'bestritten, zählt noch nicht'
  | 'gemeldet, zählt nicht (die Spielleitung muss den Status berichtigen)'
  | typeof PLAYED_NOT_COUNTING
  | 'nicht gespielt';

/** Its battle row counts by its Status but breaks a rule (an edit since, C2): not „gespielt“, the Prüfung says why. */
export const PLAYED_NOT_COUNTING = 'gespielt, zählt aber nicht (die Spielleitung muss die Schlacht berichtigen)';

export const PLAYED: DeclarationOutcome = 'gespielt';
/** No Schlachten row reports it (a verworfen one is none). */
export const NOT_PLAYED: DeclarationOutcome = 'nicht gespielt';

/**
 * `battles`: the replay's row results (CampaignReplay.battles), where the caller has them: a row
 * whose Status counts but that breaks a rule is then not called „gespielt“ (user test 35: „Meine
 * Schlachten“ said „Zählt nicht“ beside „gespielt“). Without them the Status alone decides.
 */
export function declarationOutcome(
  s: RoundSituation,
  d: Pick<Declaration, 'round' | 'attacker' | 'defender'>,
  battles?: readonly (BattleRowResult | null)[],
): DeclarationOutcome {
  const report = reportOf(s, d);
  if (!report) return NOT_PLAYED;
  // An unknown Status breaks a rule on its row (C1): it does not count; players read who fixes it
  // (the organiser's Prüfung says why).
  if (report.status === null) return 'gemeldet, zählt nicht (die Spielleitung muss den Status berichtigen)';
  if (report.status === STATUS_REPORTED) return 'gemeldet, zählt noch nicht';
  if (report.status === STATUS_DISPUTED) return 'bestritten, zählt noch nicht';
  if (!statusCounts(report.status)) return NOT_PLAYED;
  const result = battles?.[report.row];
  return result && result.error !== null ? PLAYED_NOT_COUNTING : PLAYED;
}

/**
 * A declaration on its two players' own pages — the attacker's „Meine Angriffe“ and the
 * defender's „Du wirst angegriffen“ say the same words (A7): „zurückgezogen“, „angesagt“ while
 * no report of it stands and its battle can still take place (`fightable`, stillFightable),
 * „kann nicht mehr stattfinden“ once it cannot (A8), else its outcome.
 */
export type DeclarationStatus = DeclarationOutcome | 'angesagt' | 'zurückgezogen' | typeof CANNOT_TAKE_PLACE;

export const CANNOT_TAKE_PLACE = 'kann nicht mehr stattfinden';

export function declarationStatus(withdrawn: boolean, outcome: DeclarationOutcome, fightable = true): DeclarationStatus {
  if (withdrawn) return 'zurückgezogen';
  if (outcome !== NOT_PLAYED) return outcome;
  return fightable ? 'angesagt' : CANNOT_TAKE_PLACE;
}
