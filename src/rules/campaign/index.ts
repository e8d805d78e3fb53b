/** The campaign replay (docs/REGELN.md, „Das Kampagnenbuch“): pure, no Apps Script. */
export * from './columns';
export * from './names';
export * from './tables';
export * from './events';
export * from './replayResult';
export * from './replay';
export * from './output';
export * from './currentRound';
export * from './checkNewBooking';
export * from './campaignState';
export * from './formCampaign';
export * from './battleStatus';
export * from './playersReport';
export * from './openReports';
export * from './settings';
export * from './reportConsequences';
export * from './unrecognisedTable';
