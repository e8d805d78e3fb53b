import type { MapPositions } from '../map/positions';
import type { ArmyStanding, PlayerStanding } from './replayResult';

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
}
