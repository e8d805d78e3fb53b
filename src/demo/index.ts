/** Demo campaigns: pure and deterministic, for the local preview, tests and benchmarks. */
export { demoCampaign, demoSimulation } from './demoCampaign';
export { generateCampaign, simulateCampaign } from './generateCampaign';
export type { GenerateOptions } from './generateCampaign';
export { FAULT_MARK, BATTLE_FAULTS, BOOKING_FAULTS } from './campaignSimulator';
