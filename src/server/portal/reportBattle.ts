/**
 * "Schlacht melden" (issue 19, C5, C7): a player's battle report from the portal. The token is
 * checked first (runPortalSubmission); then the battle kind the sidebar saves with, made for
 * that player (battleKind): C5 under the lock, the sidebar's checks, one row with Status
 * gemeldet (bestätigt when confirmation is off) and Gemeldet von/am, once per Einreichungs-ID.
 */
import type { BattlePayload, BattleSubmitResult } from '../../shared/battleContract';
import type { Answer } from '../../shared/submission';
import { battleKind } from '../submitBattle';
import { runPortalSubmission } from './portalSubmission';

export function reportBattle(token: string, payload: BattlePayload): Answer<BattleSubmitResult> {
  return runPortalSubmission(token, battleKind, payload);
}
