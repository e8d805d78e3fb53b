/**
 * The refresh label moved to rules/portalRefresh.ts, under rounds (admission names it). Kept as a
 * re-export only while server/portal/answerReport.ts, changed on another branch this session,
 * still imports it from here — no declaration of its own; delete once that import moved.
 */
export { PORTAL_REFRESH, TAP_REFRESH } from '../portalRefresh';
