import { ARMY_DESTROYED } from '../rules/campaign/replayResult';
import { ArmyInfo, BattleFormData, PlayerInfo } from '../shared/battleContract';

/** Armies that can still fight, in sheet order: destroyed ones are never offered. */
export function selectableArmies(data: BattleFormData): ArmyInfo[] {
  return data.armeen.filter((army) => army.status !== ARMY_DESTROYED);
}

/** "Rote Faust – Anna (Stufe 3)": the player and the current Stufe help pick the right army. */
export function armyLabel(army: ArmyInfo): string {
  return `${army.name} – ${army.spieler} (Stufe ${army.stufe})`;
}

export function findArmy(data: BattleFormData, name: string): ArmyInfo | undefined {
  return selectableArmies(data).find((army) => army.name === name);
}

export function playerOf(data: BattleFormData, army: ArmyInfo): PlayerInfo | undefined {
  return data.spieler.find((player) => player.name === army.spieler);
}
