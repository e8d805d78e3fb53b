/** Rounds, phases and attack declarations (docs/REGELN.md, R1–R7, A1–A8, C9–C12): pure. */
export * from './roundSettings';
export * from './currentRound';
export * from './attacks';
export * from './roundSituation';
export * from './admission';
export * from '../campaign/disputeText';
export * from './proposal';
export * from './playerRound';
export * from './battlesChanged';
export * from './reportedBattle';
export * from './battlePhase';
export * from './roundPhaseLabel';
export * from './answerChanges';
export * from './openReportLine';
export * from './declarationChecks';
export * from './declarationOutcome';
export * from './publicRoundReport';
