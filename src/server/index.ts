/**
 * The Apps Script side: triggers, menu entries and the sidebar's endpoints (google.script.run),
 * each typed by the ServerApi map in src/shared. It reads and writes the sheets through
 * src/sheets and decides nothing the rules decide; every message it sends is German.
 */
export { SERVER_FUNCTIONS } from './serverFunctions';
