import { CampaignReplay } from '../rules/campaign';
import { battlesAfter, battlesChangedBy, ChangesNeedConfirmation } from '../rules/rounds';
import { CONFIRM_CHANGES_KEY } from '../shared/roundsContract';
import { OpenCampaign } from './submission';

/** R6: whether the payload carries the organiser's confirmation of the changes the form showed. */
export function changesConfirmed(payload: unknown): boolean {
  return !!payload && typeof payload === 'object' && (payload as Record<string, unknown>)[CONFIRM_CHANGES_KEY] === true;
}

/** The replays R6 compares, made on first use (the save may have made them already). */
export interface ReplaysOfSave {
  /** The campaign as read. */
  before(): CampaignReplay;
  /** The campaign with the new row(s). */
  after(): CampaignReplay;
}

/**
 * R6 for an organiser's entry through a form: `replays.after` is the campaign with the new
 * row(s); when that changes a battle already entered (one stops counting, its winner, Stufen,
 * supply or field change) and the organiser has not confirmed, nothing is saved and the form is
 * told which.
 */
export function checkOrganiserChanges(
  campaign: OpenCampaign,
  /** The entry's Runde; null when it cannot be read (then the replays are compared). */
  round: number | null,
  kind: 'battle' | 'booking' | 'decision',
  replays: ReplaysOfSave,
  confirmed: boolean,
  /** A decision's own row (data-row index): the entry itself, not a battle it changes. */
  ownRow?: number,
): void {
  if (confirmed) return;
  // Only the battle log's rounds: no round sheet is read for the organiser's entry.
  if (round !== null && !battlesAfter(campaign.tables.battles, round, kind)) return;
  const changed = battlesChangedBy(replays.before(), replays.after()).filter((c) => c.row !== ownRow);
  if (changed.length > 0) throw new ChangesNeedConfirmation(changed);
}
