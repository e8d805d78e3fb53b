/** Demo campaigns: pure and deterministic, for the local preview, tests and benchmarks. */
export { demoCampaign } from './demoCampaign';
export { generateCampaign } from './generateCampaign';
export type { GenerateOptions } from './generateCampaign';
export { FAULT_MARK, BATTLE_FAULTS, BOOKING_FAULTS } from './campaignSimulator';
