/**
 * Where a declaration's data row (Declaration.row, 0 = the row below Angriffe's header) stands in
 * the sheet, and back — declared once: what the portal sends to name a declaration (A4), what
 * messages and notification keys cite. A module of its own without imports, so the portal's page
 * takes only this from the rules.
 */
export const declarationSheetRow = (row: number): number => row + 2;
export const declarationDataRow = (sheetRow: number): number => sheetRow - 2;
