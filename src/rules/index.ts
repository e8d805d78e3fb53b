/** The campaign rules (RULES.md) as pure functions: no Apps Script, no sheets. */
export * from './constants';
export * from './ruleError';
export * from './levels';
export * from './points';
export * from './troopBonus';
export * from './mobilisation';
export * from './scaling';
export * from './playedPoints';
export * from './commandPoints';
export * from './pointsTolerance';
export * from './startVictoryPoints';
export * from './winner';
export * from './lossLevel';
export * from './newLevel';
export * from './supplyReward';
export * from './unitLosses';
export * from './battle';
