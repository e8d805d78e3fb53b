/**
 * Menu "Karte anzeigen": the map view the portal and the preview show (src/sidebar/mapView.ts),
 * for organisers in Google Sheets, in a large dialog with its picture inlined.
 */
import { mapPicture } from '../rules/map/mapPicture';
import { readCampaignTables } from './campaignTables';
import { menuEntry } from './menuEntry';
import { organiserPage } from './pageKey';

export const MAP_DIALOG_CAPTION = 'Karte anzeigen';
export const MAP_DIALOG_FILE = 'MapDialog';
const DIALOG_SIZE = { width: 1100, height: 700 };

export function showMapDialog(): void {
  menuEntry(MAP_DIALOG_CAPTION, () => {
    const picture = mapPicture(readCampaignTables(SpreadsheetApp.getActiveSpreadsheet()));
    const html = organiserPage(MAP_DIALOG_FILE, picture).setWidth(DIALOG_SIZE.width).setHeight(DIALOG_SIZE.height);
    SpreadsheetApp.getUi().showModalDialog(html, MAP_DIALOG_CAPTION);
  });
}
