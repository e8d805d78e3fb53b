/**
 * The portal's button that draws its pages from fresh data (Portal.html #refresh), and the
 * sentence that sends a player to it: a refusal about something the page showed before it
 * changed, or a save whose page did not load again. The organiser's „Offene Meldungen“ has its
 * own button (Liste neu laden).
 */
export const PORTAL_REFRESH = 'Aktualisieren';

export const TAP_REFRESH = `Bitte „${PORTAL_REFRESH}“ antippen.`;
