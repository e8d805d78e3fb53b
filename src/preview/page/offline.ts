/**
 * What the page and the sidebar say when the preview's server cannot be reached: the
 * browser's own message ("Failed to fetch", "NetworkError when attempting to fetch resource")
 * is English and says nothing about what to do.
 */
export const PREVIEW_NOT_RUNNING = 'Die Vorschau läuft nicht mehr – bitte „npm start“ wieder starten und die Seite neu laden.';
