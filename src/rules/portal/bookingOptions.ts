/**
 * What the portal's page "Buchen" offers a player (C6): their armies that a booking may name
 * now, each with its legal Bewegung targets (M7, the map's legalMoveTargets, as the organiser's
 * form offers them) and its Aufwertung previews — computed by CampaignState.checkBooking, the
 * check the save runs, at the same place in the log (the current round, as the booking form
 * books). Pure; one replay for all of a player's armies.
 */
import { ruleForPlayer } from '../campaign/ruleForPlayer';
import { upgradeSupply } from '../bookingForm';
import { UPGRADE } from '../bookingKinds';
import { campaignStateBefore } from '../campaign/replay';
import { currentRoundOf } from '../rounds/currentRound';
import { nameKey } from '../campaign/names';
import type { CampaignTables } from '../campaign/tables';
import type { CampaignState } from '../campaign/campaignState';
import { MAX_LEVEL } from '../constants';
import { legalMoveTargets } from '../map/moves';
import { RuleError } from '../ruleError';

/** One Aufwertung by `levels` Stufen: its price and what it leads to, or why it is refused. */
export type UpgradeOption =
  { levels: number; cost: number; newLevel: number; poolAfter: number } | { levels: number; refused: string };

export interface BookableArmy {
  name: string;
  level: number;
  /** Its field; "" off the map or without one. */
  field: string;
  /** M7: the fields a Bewegung may take it to now (empty without a map). */
  targets: string[];
  /** One per possible number of Stufen (1 … up to Stufe MAX_LEVEL). */
  upgrades: UpgradeOption[];
}

export interface PlayerBookingOptions {
  /** The Runde the booking is written in: the log's highest, at least 1. */
  round: number;
  /** The player's Versorgungspool before the booking. */
  pool: number;
  /** The campaign has a map: Bewegung is possible at all. */
  hasMap: boolean;
  armies: BookableArmy[];
}

/**
 * `round`: the round a booking goes into — the portal passes the current one (R1). `state`: the
 * campaign as that booking finds it, where the caller has it from its own replay (portalData).
 */
export function playerBookingOptions(
  tables: CampaignTables,
  player: string,
  round = currentRoundOf(tables),
  state: CampaignState = campaignStateBefore(tables, { kind: 'booking', round }),
): PlayerBookingOptions {
  const key = nameKey(player);
  const owner = state.players.find((p) => nameKey(p.name) === key);
  const positions = state.positions;
  const row = Math.max(tables.bookings.length - 1, 0);
  const armies = state.armies
    .filter((a) => nameKey(a.player) === key && a.level > 0 && a.raisedInRound <= round)
    .map((a) => {
      const upgrades: UpgradeOption[] = [];
      for (let levels = 1; a.level + levels <= MAX_LEVEL; levels++) {
        const supply = upgradeSupply(levels);
        try {
          const c = state.checkBooking({ row, round, player: a.player, army: a.name, kind: UPGRADE, supply, levels, field: '' });
          upgrades.push({ levels, cost: -supply, newLevel: c.levelAfter ?? a.level, poolAfter: c.poolAfter });
        } catch (error) {
          if (!(error instanceof RuleError)) throw error;
          // The player reads it on Buchen: as himself, without the sheet (ruleForPlayer).
          upgrades.push({ levels, refused: ruleForPlayer(error.text, a.player) });
        }
      }
      return {
        name: a.name,
        level: a.level,
        field: state.fieldNameOf(a),
        targets: positions ? legalMoveTargets(positions, a).map((i) => positions.map.fields[i].name) : [],
        upgrades,
      };
    });
  return { round, pool: owner?.pool ?? 0, hasMap: positions !== null, armies };
}
