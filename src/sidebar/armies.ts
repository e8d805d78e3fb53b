import { ARMY_DESTROYED } from '../rules/campaign/replayResult';
import { ArmyInfo, BattleFormData, PlayerInfo } from '../shared/battleContract';

/** Armies that can still fight, in sheet order: destroyed ones are never offered. */
export function selectableArmies(data: BattleFormData): ArmyInfo[] {
  return data.armeen.filter((army) => army.status !== ARMY_DESTROYED);
}

/**
 * "Rote Faust – Anna (Stufe 3)": the player and the current Stufe help pick the right army. A
 * destroyed one (a Korrektur may still give its player VP; its Stufen are final) says so instead
 * of „Stufe 0“ — short: a sidebar is 300 px wide.
 */
export function armyLabel(army: ArmyInfo): string {
  return `${army.name} – ${army.spieler} (${army.status === ARMY_DESTROYED ? 'vernichtet' : `Stufe ${army.stufe}`})`;
}

/**
 * Armies as a long list offers them: grouped by player in Spieler's order (200 armies are found
 * by their player), each player's in sheet order; an army of a player not listed comes last.
 */
export function byPlayer<A extends ArmyInfo>(armies: A[], players: PlayerInfo[]): A[] {
  const order = new Map(players.map((p, i) => [p.name, i]));
  const rank = (army: A) => order.get(army.spieler) ?? order.size;
  return armies
    .map((army, i) => ({ army, i }))
    .sort((x, y) => rank(x.army) - rank(y.army) || x.i - y.i)
    .map(({ army }) => army);
}

export function findArmy(data: BattleFormData, name: string): ArmyInfo | undefined {
  return selectableArmies(data).find((army) => army.name === name);
}

export function playerOf(data: BattleFormData, army: ArmyInfo): PlayerInfo | undefined {
  return data.spieler.find((player) => player.name === army.spieler);
}
