import { CampaignReplay } from '../rules/campaign';
import { battlesAfter, battlesChangedBy, ChangesNeedConfirmation, roundOfOrganiserRows } from '../rules/rounds';
import { entryStartsRound, RoundStart } from '../rules/rounds/roundJump';
import { menuPath, NEW_ROUND_CAPTION } from '../sheets/menuPath';
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
 * supply or field change) — or, R1, a battle or booking of a Runde after the current one would
 * begin that round for every player (entryStartsRound) — and the organiser has not confirmed,
 * nothing is saved and the form is told which, in one question.
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
  // A decision is on a player's report, which never moves the round (R1).
  const roundStart = kind === 'decision' || round === null ? undefined : startedRound(campaign, round);
  // Only the battle log's rounds: no round sheet is read for the organiser's entry.
  const changed =
    round !== null && !battlesAfter(campaign.tables.battles, round, kind)
      ? []
      : battlesChangedBy(replays.before(), replays.after()).filter((c) => c.row !== ownRow);
  if (changed.length > 0 || roundStart) throw new ChangesNeedConfirmation(changed, roundStart);
}

/** The round an organiser's row of Runde `round` would begin (R1), counted from the rows as read; undefined: none. */
function startedRound(campaign: OpenCampaign, round: number): RoundStart | undefined {
  const current = roundOfOrganiserRows(campaign.organiserRound());
  return entryStartsRound(round, current) ? { round, current, newRound: menuPath(NEW_ROUND_CAPTION) } : undefined;
}
