import { SUPPLY_REWARD, SUPPLY_REWARD_UNDERDOG } from './constants';
import { checkFightingLevel } from './levels';

/** The winner's player gets 250 VP, or 500 when the winner's Stufe was lower (D8). */
export function supplyReward(winnerLevel: number, loserLevel: number): number {
  checkFightingLevel(winnerLevel, 'Stufe des Siegers');
  checkFightingLevel(loserLevel, 'Stufe des Verlierers');
  return winnerLevel < loserLevel ? SUPPLY_REWARD_UNDERDOG : SUPPLY_REWARD;
}
