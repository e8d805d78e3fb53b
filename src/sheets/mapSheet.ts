import { nameKey } from '../rules/campaign/names';
import { MAX_MAP_GRID } from '../rules/constants';
import { FIELDS_SPEC, normaliseHeader, PLAYERS_SPEC } from '../rules/campaign';
import { HOLDER_MARK, holderLine } from '../rules/map/mapGrid';
import { holderColours } from '../rules/map/palette';
import { MAP_SHEET, PLAYER_COLOUR_HEADER, PROTECTION_DESCRIPTION } from './campaignLayout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What placing the Karte did, for setup's summary. */
export interface MapSheetResult {
  sheet: string;
  created: boolean;
  /** "KAMPAGNE_KARTE in Karte!A1" when the formula was placed now. */
  placed?: string;
  /** Players given a holder colour now. */
  colouredPlayers: string[];
  conflict?: string;
}

/**
 * The Karte sheet: KAMPAGNE_KARTE at A1, columns 100 px wide with wrapped cells, as large as
 * the Felder sheet's Zeile/Spalte need, and one conditional format per player colouring the
 * fields it holds. Built-in criteria only ("text ends with ⚑ Anna": the holder line ends the
 * cell, mapGrid): a custom formula's locale is undocumented. A rule for a player that is
 * there already (the organiser may have changed its colour) is kept; a second run changes nothing.
 */
export function placeMapSheet(spreadsheet: Spreadsheet, inputs: string, players: Sheet, fields: Sheet): MapSheetResult {
  const result: MapSheetResult = { sheet: MAP_SHEET.sheet, created: false, colouredPlayers: [] };
  let sheet = spreadsheet.getSheetByName(MAP_SHEET.sheet);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(MAP_SHEET.sheet);
    result.created = true;
    formatColumns(sheet, 1, sheet.getMaxColumns());
  }
  fitGrid(sheet, fields);
  const cell = sheet.getRange(MAP_SHEET.cell);
  const prefix = `=${MAP_SHEET.functionName}(`;
  const existing = cell.getFormula();
  if (existing.toUpperCase().startsWith(prefix)) {
    // Ours already: leave it.
  } else if (existing !== '' || cell.getValue() !== '') {
    result.conflict = `${MAP_SHEET.sheet}!${MAP_SHEET.cell} ist belegt – ${MAP_SHEET.functionName} nicht eingetragen`;
  } else {
    cell.setFormula(`${prefix}${inputs})`);
    result.placed = `${MAP_SHEET.functionName} in ${MAP_SHEET.sheet}!${MAP_SHEET.cell}`;
  }
  if (sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET).length === 0) {
    sheet.protect().setDescription(PROTECTION_DESCRIPTION).setWarningOnly(true);
  }
  result.colouredPlayers = colourHolders(sheet, players);
  return result;
}

/**
 * After an edit of Felder (onEdit): a field drawn beyond the Karte's last row or column would
 * turn KAMPAGNE_KARTE into #REF!; the Karte grows instead. Nothing happens without a Karte.
 */
export function fitMapSheet(spreadsheet: Spreadsheet): void {
  const sheet = spreadsheet.getSheetByName(MAP_SHEET.sheet);
  const fields = spreadsheet.getSheetByName(FIELDS_SPEC.sheet);
  if (sheet && fields) fitGrid(sheet, fields);
}

/** Columns as the map draws them: 100 px, text wrapped, top-aligned. */
function formatColumns(sheet: Sheet, first: number, count: number): void {
  sheet.setColumnWidths(first, count, MAP_SHEET.columnWidth);
  sheet.getRange(1, first, sheet.getMaxRows(), count).setWrap(true).setVerticalAlignment('top');
}

/** An array result larger than its sheet is #REF!: the grid needs max Zeile rows and max Spalte columns. */
function fitGrid(sheet: Sheet, fields: Sheet): void {
  const [header = [], ...rows] = fields.getDataRange().getValues();
  const at = (h: string) => header.findIndex((cell) => normaliseHeader(cell) === normaliseHeader(h));
  // A place beyond the map's limit is reported by the replay and not drawn: it grows nothing.
  const place = (value: unknown) => (typeof value === 'number' && value <= MAX_MAP_GRID ? Math.floor(value) : 0);
  const largest = (column: number) => (column < 0 ? 0 : Math.max(0, ...rows.map((row) => place(row[column]))));
  const needRows = largest(at(FIELDS_SPEC.columns.row.header));
  const needColumns = largest(at(FIELDS_SPEC.columns.column.header));
  const maxColumns = sheet.getMaxColumns();
  const maxRows = sheet.getMaxRows();
  if (needColumns > maxColumns) {
    sheet.insertColumnsAfter(maxColumns, needColumns - maxColumns);
    formatColumns(sheet, maxColumns + 1, needColumns - maxColumns);
  }
  if (needRows > maxRows) sheet.insertRowsAfter(maxRows, needRows - maxRows);
  if (needColumns > maxColumns || needRows > maxRows) widenHolderColours(sheet);
}

/** Rows and columns added after a rule's range are not in it: the holder colours cover the grown grid. */
function widenHolderColours(sheet: Sheet): void {
  const whole = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns());
  const rules = sheet.getConditionalFormatRules();
  if (!rules.some(isHolderColour)) return;
  sheet.setConditionalFormatRules(rules.map((rule) => (isHolderColour(rule) ? rule.copy().setRanges([whole]).build() : rule)));
}

function isHolderColour(rule: GoogleAppsScript.Spreadsheet.ConditionalFormatRule): boolean {
  const condition = rule.getBooleanCondition();
  return (
    condition !== null &&
    String(condition.getCriteriaType()) === String(SpreadsheetApp.BooleanCriteria.TEXT_ENDS_WITH) &&
    String(condition.getCriteriaValues()[0]).startsWith(HOLDER_MARK)
  );
}

/** Adds the holder colour of every player that has none yet; returns their names. */
function colourHolders(sheet: Sheet, playersSheet: Sheet): string[] {
  const rules = sheet.getConditionalFormatRules();
  const covered = new Set<string>();
  for (const rule of rules) {
    if (isHolderColour(rule)) covered.add(String(rule.getBooleanCondition()!.getCriteriaValues()[0]));
  }
  const added: GoogleAppsScript.Spreadsheet.ConditionalFormatRule[] = [];
  const names: string[] = [];
  const range = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns());
  playerColours(playersSheet).forEach(({ player, colour }) => {
    if (covered.has(holderLine(player))) return;
    added.push(
      SpreadsheetApp.newConditionalFormatRule()
        .whenTextEndsWith(holderLine(player))
        .setBackground(colour)
        .setRanges([range])
        .build(),
    );
    names.push(player);
  });
  if (added.length) sheet.setConditionalFormatRules([...rules, ...added]);
  return names;
}

/** Each player of the Spieler sheet (once, in order) with its Farbe, else the palette's colour for its place. */
function playerColours(sheet: Sheet): Array<{ player: string; colour: string }> {
  const [header = [], ...rows] = sheet.getDataRange().getValues();
  const nameAt = header.findIndex((h) => normaliseHeader(h) === normaliseHeader(PLAYERS_SPEC.columns.name.header));
  const colourAt = header.findIndex((h) => normaliseHeader(h) === normaliseHeader(PLAYER_COLOUR_HEADER));
  if (nameAt < 0) return [];
  const seen = new Set<string>();
  const players: { name: string; colour?: string }[] = [];
  for (const row of rows) {
    const name = String(row[nameAt] ?? '').trim();
    if (!name || seen.has(nameKey(name))) continue;
    seen.add(nameKey(name));
    players.push({ name, colour: colourAt >= 0 ? String(row[colourAt] ?? '') : undefined });
  }
  return [...holderColours(players)].map(([player, colour]) => ({ player, colour }));
}
