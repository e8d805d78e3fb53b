/**
 * What a player's link shows (issue 19, C8): the player's own armies and supply, and the
 * campaign's public standings — nothing of another player's link or private data. Pure.
 */
import { currentRoundOf } from '../rounds/currentRound';
import { nameKey } from '../campaign/names';
import type { CampaignTables } from '../campaign/tables';
import type { ArmyStatus, CampaignReplay } from '../campaign/replayResult';
import { pointsForLevel } from '../levels';
import { rankKeysOf, ranked } from './standingsRank';

export interface PortalArmy {
  name: string;
  level: number;
  /** Armeepunkte: Stufe × 500. */
  points: number;
  /** The field it stands on; null off the map or in a campaign without one. */
  field: string | null;
  status: ArmyStatus;
  battles: number;
  wins: number;
  losses: number;
}

export interface PlayerOverview {
  /** As spelt in the Spieler list. */
  player: string;
  faction: string;
  /** The player's Versorgungspool. */
  supply: number;
  round: number;
  armies: PortalArmy[];
}

export interface StandingPlayer {
  /** 1 = first; players equal in fields, Stufen and supply share one (standingsRank.ts). */
  rank: number;
  player: string;
  faction: string;
  supply: number;
  /** Fields held now; 0 without a map. */
  fields: number;
  /** Sum of the Stufen of the active armies. */
  levels: number;
  activeArmies: number;
  wins: number;
  losses: number;
}

export interface StandingArmy {
  army: string;
  player: string;
  level: number;
  status: ArmyStatus;
  wins: number;
  losses: number;
}

/** The standings every player may see (the round report posts the same to the group chat). */
export interface PublicStandings {
  /** Ranked: held fields, then Stufen, then supply (rankOrderText says so). */
  players: StandingPlayer[];
  /** Whether fields count (a campaign with a map). */
  hasMap: boolean;
  armies: StandingArmy[];
}

/**
 * The player's own view; null when the name is no longer in the Spieler list. Its round is the
 * campaign's current one, as the forms propose it (R1, currentRoundOf: a round begun with „Neue Runde
 * beginnen“ is current before its first battle).
 */
export function playerOverview(
  replay: CampaignReplay,
  player: string,
  tables: Pick<CampaignTables, 'battles' | 'bookings' | 'armies'>,
): PlayerOverview | null {
  const key = nameKey(player);
  const standing = replay.players.find((p) => nameKey(p.name) === key);
  if (!standing) return null;
  const positions = replay.map?.positions ?? null;
  const fields = positions?.map.fields ?? [];
  return {
    player: standing.name,
    faction: standing.faction,
    supply: standing.pool,
    round: currentRoundOf(tables),
    armies: replay.armies
      .filter((a) => nameKey(a.player) === key)
      .map((a) => {
        const at = positions ? positions.fieldOf(a) : null;
        return {
          name: a.name,
          level: a.level,
          points: pointsForLevel(a.level),
          field: at === null ? null : (fields[at]?.name ?? null),
          status: a.status,
          battles: a.battles,
          wins: a.wins,
          losses: a.losses,
        };
      }),
  };
}

export function publicStandings(replay: CampaignReplay): PublicStandings {
  const keys = rankKeysOf(replay);
  return {
    players: ranked(
      replay.players.map((p) => ({
        player: p.name,
        faction: p.faction,
        supply: p.pool,
        ...keys(p.name),
        activeArmies: p.activeArmies,
        wins: p.wins,
        losses: p.losses,
      })),
    ),
    hasMap: replay.map !== null,
    armies: replay.armies.map((a) => ({
      army: a.name,
      player: a.player,
      level: a.level,
      status: a.status,
      wins: a.wins,
      losses: a.losses,
    })),
  };
}
