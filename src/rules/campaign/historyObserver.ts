import type { MapPositions } from '../map/positions';
import type { ArmyStanding, PlayerStanding } from './replayResult';
import type { CampaignState } from './campaignState';
import type { NextRow } from './replay';

/** The replay's live state at a round boundary: read it at once, it changes afterwards. */
export interface RoundState {
  /** Valid armies in list order (levels as at this moment). */
  armies: readonly ArmyStanding[];
  /** Valid players in list order (pools as at this moment). */
  players: readonly PlayerStanding[];
  /** Who holds each field and where armies stand; null without a map. */
  positions: MapPositions<ArmyStanding> | null;
}

/**
 * Watches a replay at its round boundaries, so the history of a campaign costs one replay:
 * round 0 is the start (the lists read, no row applied), then the end of every round 1, 2, …
 * up to the last round of the log (rounds without rows included).
 */
export interface RoundObserver {
  roundEnd(round: number, state: RoundState): void;
  /**
   * Points of the log where the caller wants the campaign as a row appended there finds it —
   * what campaignStateBefore(tables, at) returns, taken during this one replay: `found` gets a
   * copy of the state there, its own to read.
   */
  before?: readonly { at: NextRow; found(state: CampaignState): void }[];
}
