import { menuEntry } from './menuEntry';
import { organiserPage } from './pageKey';

/** The sidebar page, built from src/sidebar/BookingSidebar.* into dist/BookingSidebar.html. */
export const BOOKING_SIDEBAR_FILE = 'BookingSidebar';
/** Its title, and the menu item that opens it. */
export const BOOKING_CAPTION = 'Buchung eintragen';

export function showBookingSidebar(): void {
  menuEntry(BOOKING_CAPTION, () => {
    const html = organiserPage(BOOKING_SIDEBAR_FILE).setTitle(BOOKING_CAPTION);
    SpreadsheetApp.getUi().showSidebar(html);
  });
}
