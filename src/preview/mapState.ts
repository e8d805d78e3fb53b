/**
 * What the page's map view draws (issue 11 §3): the workbook's input sheets read here, the
 * picture computed by the rules module every map view shares (src/rules/map/mapPicture.ts).
 */
import type { OfflineSpreadsheet } from '../offline';
import { CellMatrix, CellValue } from '../rules/cells/cellValue';
import { ARMIES_SPEC, BATTLES_SPEC, BOOKINGS_SPEC, CampaignTables, FIELDS_SPEC, PLAYERS_SPEC } from '../rules/campaign';
import { MapPicture, MapPictureField, mapPicture } from '../rules/map/mapPicture';

export type PageMap = MapPicture;
export type PageMapField = MapPictureField;

function sheetValues(workbook: OfflineSpreadsheet, name: string): CellMatrix | undefined {
  const sheet = workbook.getSheetByName(name);
  if (!sheet) return undefined;
  const rows = Math.max(sheet.getLastRow(), 1);
  const columns = Math.max(sheet.getLastColumn(), 1);
  return sheet.getRange(1, 1, rows, columns).getValues() as CellValue[][];
}

export function mapState(workbook: OfflineSpreadsheet): PageMap {
  const fields = sheetValues(workbook, FIELDS_SPEC.sheet);
  const tables: CampaignTables = {
    armies: sheetValues(workbook, ARMIES_SPEC.sheet) ?? [[]],
    players: sheetValues(workbook, PLAYERS_SPEC.sheet) ?? [[]],
    battles: sheetValues(workbook, BATTLES_SPEC.sheet) ?? [[]],
    bookings: sheetValues(workbook, BOOKINGS_SPEC.sheet) ?? [[]],
    ...(fields ? { fields } : {}),
  };
  return mapPicture(tables);
}
