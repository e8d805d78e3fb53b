import { FIELDS } from '../rules/fields';
import { withCampaignLock } from './withCampaignLock';
import {
  ColumnLayout,
  ColumnRule,
  describeWholeNumber,
  DERIVED_TABLES,
  DerivedTable,
  INPUT_SHEETS,
  normaliseHeader,
  SheetLayout,
  ARMIES_SHEET,
  PLAYERS_SHEET,
  FIELDS_SHEET,
  PROTECTION_DESCRIPTION,
  BATTLES_SHEET,
  MAP_SHEET,
  HEADER_BACKGROUND,
  STATUS_MARKS,
} from './campaignLayout';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC, HEADER_SEARCH_ROWS, SETTINGS_SPEC, unrecognisedTable } from '../rules/campaign';
import { RuleError } from '../rules';
import { placeSettingsSheet } from './settingsSheet';
import { findRecalcCell, isSetupFormula, withRecalcArgument } from './recalcArgument';
import { ATTACKS_HEADERS, placeAttacksSheet } from './attacksSheet';
import { placeAttacksCheckColumn } from './attacksCheckColumn';
import { ATTACKS_SPEC } from '../rules/rounds';
import { battleCheckColumnOf, placeBattleCheckColumn } from './battleCheckColumn';
import { placeMapSheet } from './mapSheet';
import { columnLetter } from './columnLetter';
import { fitDerivedRows } from './derivedRows';
import { historyFormulaCells, setupHistorySheet } from './historySheet';
import { isLegacyWholeNumberRule } from './legacyValidation';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { markSave } from './saveMark';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What setup did, in words for the toast. */
interface SetupReport {
  createdSheets: string[];
  addedColumns: string[];
  validatedColumns: number;
  /** Columns whose custom-formula rule from an earlier version became a number rule. */
  renewedValidations: string[];
  placedFormulas: string[];
  /** Our four-argument KAMPAGNE_… formulas given the map as fifth argument. */
  upgradedFormulas: string[];
  /** Holder colours added to the Karte (one conditional format per player). */
  colouredPlayers: string[];
  protectedSheets: string[];
  /** Anchor cells given the German note on what to do when the result does not fit. */
  notedCells: string[];
  /** Derived sheets given more rows to fit their input sheet. */
  grownSheets: string[];
  /** Settings added to the Einstellungen sheet, with their default. */
  addedSettings: string[];
  /** Our formulas whose Schlachten range now reaches the added columns. */
  widenedFormulas: string[];
  /** Our formulas of an earlier Kriegsrat given the Rechenstand argument. */
  recalcArguments: string[];
  conflicts: string[];
}

/** An input sheet after adoption: where each of our headers stands (1-based column). */
interface AdoptedSheet {
  layout: SheetLayout;
  sheet: Sheet;
  columnOf: Map<string, number>;
  lastColumn: number;
  /** The header row as it is now, our added headers included. */
  headers: unknown[];
  /** The last column the KAMPAGNE_… formulas read: in Schlachten the one before its Prüfung. */
  readColumn: number;
  /** readColumn before this run added columns (equal when none were added). */
  previousReadColumn: number;
}

/**
 * Creates what is missing of the campaign workbook and adopts what exists: sheets and columns
 * are recognised by name, data is never moved, overwritten or deleted, and a second run
 * changes nothing. Returns the German summary it also shows as a toast. Under the campaign's
 * lock: it inserts columns into Schlachten and writes Einstellungen and the Speicherstand, and a
 * save from the portal (which reads the columns, then writes its row) must not run in between.
 */
export function setupCampaign(spreadsheet: Spreadsheet = SpreadsheetApp.getActiveSpreadsheet()): string {
  return withCampaignLock(() => setUp(spreadsheet));
}

function setUp(spreadsheet: Spreadsheet): string {
  const report: SetupReport = {
    createdSheets: [],
    addedColumns: [],
    validatedColumns: 0,
    renewedValidations: [],
    placedFormulas: [],
    upgradedFormulas: [],
    colouredPlayers: [],
    protectedSheets: [],
    grownSheets: [],
    notedCells: [],
    addedSettings: [],
    widenedFormulas: [],
    recalcArguments: [],
    conflicts: [],
  };
  // Every sheet setup adopts by its header row (the input sheets and Angriffe) is checked before
  // anything is written: a refusal leaves the workbook as it was.
  const headerRows = INPUT_SHEETS.map((layout) =>
    recognisedHeaderRow(
      spreadsheet,
      layout.name,
      layout.columns.map((c) => c.header),
    ),
  );
  const attacksHeaderRow = recognisedHeaderRow(spreadsheet, ATTACKS_SPEC.sheet, ATTACKS_HEADERS);
  const adopted = INPUT_SHEETS.map((layout, i) => adoptInputSheet(spreadsheet, layout, headerRows[i], report));
  const byName = new Map(adopted.map((a) => [a.layout.name, a]));
  for (const sheet of adopted) addValidations(sheet, byName, report);
  const battles = byName.get(BATTLES_SHEET.name)!;
  // Our formulas as an earlier setup left them: they read Schlachten up to its old last column.
  widenBattleReads(spreadsheet, battles, [...DERIVED_TABLES, MAP_SHEET, ...historyFormulaCells(spreadsheet)], report);
  const inputs = adopted.map((a) => `${a.layout.name}!A:${columnLetter(a.readColumn)}`).join(',');
  for (const table of DERIVED_TABLES) placeDerivedTable(spreadsheet, table, inputs, report);
  const map = placeMapSheet(spreadsheet, inputs, byName.get(PLAYERS_SHEET.name)!.sheet, byName.get(FIELDS_SHEET.name)!.sheet);
  if (map.created) report.createdSheets.push(map.sheet);
  if (map.placed) report.placedFormulas.push(map.placed);
  report.colouredPlayers.push(...map.colouredPlayers);
  if (map.conflict) report.conflicts.push(map.conflict);
  setupHistorySheet(spreadsheet, inputs, report);
  // The Verlauf's formulas where setup has just laid them out (it may have moved them).
  const formulaCells = [...DERIVED_TABLES, MAP_SHEET, ...historyFormulaCells(spreadsheet)];
  placeBattleCheckColumn(spreadsheet, battles.sheet, battles.headers as never, formulaCells, HEADER_BACKGROUND, report);
  markStatuses(battles);
  placeSettingsSheet(spreadsheet, HEADER_BACKGROUND, report);
  const attacks = placeAttacksSheet(spreadsheet, attacksHeaderRow, HEADER_BACKGROUND, report);
  const armies = byName.get(ARMIES_SHEET.name)!;
  const attacksCheck = placeAttacksCheckColumn(
    attacks,
    `${ARMIES_SHEET.name}!A:${columnLetter(armies.readColumn)}`,
    HEADER_BACKGROUND,
    report,
  );
  addRecalcArguments(spreadsheet, attacksCheck ? [...formulaCells, attacksCheck] : formulaCells, report);
  for (const input of adopted) {
    const grown = fitDerivedRows(spreadsheet, input.layout.name, input.sheet.getMaxRows());
    report.grownSheets.push(...grown.filter((name) => !report.grownSheets.includes(name)));
  }
  const summary = describe(report);
  // Setup changed what pages read (Einstellungen, Angriffe, headers): a read after it must see that (saveMark.ts).
  if (summary !== NOTHING_CHANGED) {
    const settings = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
    // null: no name known — the Speicherstand's row is checked, counted and named (saveMark.ts).
    markSave(spreadsheet, settings ? settings.getDataRange().getValues() : null, null);
  }
  spreadsheet.toast(summary, 'Kriegsrat', 10);
  return summary;
}

/**
 * Row 1 of an existing sheet setup adopts by our `headers` (one read of its first rows); [] when
 * the sheet is missing or empty. Throws the German reason (unrecognisedTable) when the sheet
 * holds a table setup cannot adopt.
 */
function recognisedHeaderRow(spreadsheet: Spreadsheet, name: string, headers: readonly string[]): unknown[] {
  const sheet = spreadsheet.getSheetByName(name);
  const lastColumn = sheet ? sheet.getLastColumn() : 0;
  if (!sheet || lastColumn < 1) return [];
  const rows = Math.max(1, Math.min(sheet.getLastRow(), HEADER_SEARCH_ROWS));
  const topRows = sheet.getRange(1, 1, rows, lastColumn).getValues();
  const problem = unrecognisedTable(name, headers, topRows);
  if (problem) throw new RuleError(problem);
  return topRows[0];
}

function adoptInputSheet(spreadsheet: Spreadsheet, layout: SheetLayout, headerRow: unknown[], report: SetupReport): AdoptedSheet {
  let sheet = spreadsheet.getSheetByName(layout.name);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(layout.name);
    report.createdSheets.push(layout.name);
  }
  const headers: unknown[] = [...headerRow];
  const lastColumn = headers.length;
  const columnOf = new Map<string, number>();
  headers.forEach((h, i) => {
    const key = normaliseHeader(h);
    if (key && !columnOf.has(key)) columnOf.set(key, i + 1);
  });
  const missing = layout.columns.filter((c) => !columnOf.has(normaliseHeader(c.header)));
  // Schlachten's Prüfung shows the formulas' results: they must not read it (a circular reference).
  const checkBefore = layout.name === BATTLES_SHEET.name ? battleCheckColumnOf(headers as never) : 0;
  const previousReadColumn = checkBefore > 0 ? checkBefore - 1 : lastColumn;
  if (missing.length > 0) {
    // New headers go after the last used column: nothing that exists moves. Only Schlachten's
    // Prüfung (computed, never typed) moves right, so the new inputs — C1's Status is read by
    // the formulas — stay left of it; columns are inserted, so no cell's content changes.
    const first = checkBefore > 0 ? checkBefore : lastColumn + 1;
    if (checkBefore > 0) {
      sheet.insertColumnsBefore(checkBefore, missing.length);
      headers.splice(checkBefore - 1, 0, ...missing.map(() => ''));
      for (const [key, column] of columnOf) if (column >= checkBefore) columnOf.set(key, column + missing.length);
    }
    const needed = first + missing.length - 1;
    if (sheet.getMaxColumns() < needed) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed - sheet.getMaxColumns());
    const range = sheet.getRange(1, first, 1, missing.length);
    range.setValues([missing.map((c) => c.header)]);
    range.setFontWeight('bold').setBackground(HEADER_BACKGROUND);
    missing.forEach((c, i) => {
      columnOf.set(normaliseHeader(c.header), first + i);
      headers[first + i - 1] = c.header;
      if (c.width) sheet!.setColumnWidth(first + i, c.width);
      if (lastColumn > 0) report.addedColumns.push(`${layout.name}: ${c.header}`);
    });
  }
  if (sheet.getFrozenRows() < 1) sheet.setFrozenRows(1);
  const last = Math.max(lastColumn + (checkBefore > 0 ? missing.length : 0), ...columnOf.values());
  const check = layout.name === BATTLES_SHEET.name ? battleCheckColumnOf(headers as never) : 0;
  const readColumn = check > 0 ? check - 1 : last;
  return { layout, sheet, columnOf, lastColumn: last, headers, readColumn, previousReadColumn };
}

/**
 * Our KAMPAGNE_… formulas that read Schlachten up to where its inputs ended before this run
 * added columns (C1's Status, C4's audit) read up to the new end; any other range is the
 * organiser's and stays. One read per formula cell, and only when columns were added.
 */
function widenBattleReads(
  spreadsheet: Spreadsheet,
  battles: AdoptedSheet,
  cells: readonly { sheet: string; cell: string }[],
  report: SetupReport,
): void {
  const { previousReadColumn, readColumn } = battles;
  if (previousReadColumn < 1 || readColumn <= previousReadColumn) return;
  // Exactly setup's own form: the first input sheets as whole columns from A, in argument order.
  const [armies, players] = INPUT_SHEETS;
  const pattern = new RegExp(
    `^(=KAMPAGNE_\\w+\\(${armies.name}!A:[A-Z]+,${players.name}!A:[A-Z]+,)` +
      `${BATTLES_SHEET.name}!A:${columnLetter(previousReadColumn)}(?=,)`,
    'i',
  );
  for (const { sheet, cell } of cells) {
    const range = spreadsheet.getSheetByName(sheet)?.getRange(cell);
    const formula = range?.getFormula() ?? '';
    const widened = formula.replace(pattern, `$1${BATTLES_SHEET.name}!A:${columnLetter(readColumn)}`);
    if (!range || widened === formula) continue;
    range.setFormula(widened);
    report.widenedFormulas.push(`${sheet}!${cell}`);
  }
}

/**
 * Every KAMPAGNE_… formula of ours (setup's form) reads the Rechenstand as its last argument
 * („Neu berechnen“ counts it up, recalcArgument.ts): added where it is missing, pointed at the
 * Rechenstand row where it reads another cell or #REF! (row deleted), the rest of the formula
 * kept; an organiser's own formula stays as it is.
 * Runs after the settings sheet exists (a reference to a missing sheet would stay #REF!).
 */
function addRecalcArguments(
  spreadsheet: Spreadsheet,
  cells: readonly { sheet: string; cell: string }[],
  report: SetupReport,
): void {
  const recalc = findRecalcCell(spreadsheet);
  if (!recalc) return;
  for (const { sheet, cell } of cells) {
    const range = spreadsheet.getSheetByName(sheet)?.getRange(cell);
    const formula = range?.getFormula() ?? '';
    const pointed = withRecalcArgument(formula, recalc.reference);
    if (!range || !isSetupFormula(formula) || pointed === formula) continue;
    range.setFormula(pointed);
    // A formula placed in this run is reported as placed.
    if (!report.placedFormulas.some((placed) => placed.endsWith(`${sheet}!${cell}`)))
      report.recalcArguments.push(`${sheet}!${cell}`);
  }
}

/** C1: Schlachten's Status cells yellow while gemeldet, orange while bestritten; each format added once. */
function markStatuses(battles: AdoptedSheet): void {
  const { sheet } = battles;
  const column = battles.columnOf.get(normaliseHeader(BATTLES_CONFIRMATION_SPEC.columns.status.header));
  if (column === undefined) return;
  const letter = columnLetter(column);
  const rules = sheet.getConditionalFormatRules();
  const has = (status: string) =>
    rules.some((rule) => {
      const condition = rule.getBooleanCondition();
      return (
        condition !== null &&
        String(condition.getCriteriaType()) === String(SpreadsheetApp.BooleanCriteria.TEXT_EQUAL_TO) &&
        String(condition.getCriteriaValues()[0]) === status
      );
    });
  const added = STATUS_MARKS.filter(({ status }) => !has(status)).map(({ status, background }) =>
    SpreadsheetApp.newConditionalFormatRule()
      .whenTextEqualTo(status)
      .setBackground(background)
      .setRanges([sheet.getRange(`${letter}:${letter}`)])
      .build(),
  );
  if (added.length > 0) sheet.setConditionalFormatRules([...rules, ...added]);
}

function addValidations(target: AdoptedSheet, sheets: Map<string, AdoptedSheet>, report: SetupReport): void {
  const { sheet } = target;
  const rows = sheet.getMaxRows() - 1;
  if (rows < 1) return;
  for (const column of target.layout.columns) {
    const col = target.columnOf.get(normaliseHeader(column.header))!;
    const builder = validationFor(column, sheets);
    if (!builder) continue;
    const existing = sheet.getRange(2, col).getDataValidation();
    const legacy =
      existing !== null &&
      column.rule.kind === 'wholeNumber' &&
      isLegacyWholeNumberRule(existing, columnLetter(col), column.rule);
    // A column that already has a validation is the organiser's choice: keep it — unless it is
    // the custom-formula rule an earlier Kriegsrat put there.
    if (existing && !legacy) continue;
    sheet.getRange(2, col, rows, 1).setDataValidation(builder.build());
    if (legacy) report.renewedValidations.push(`${target.layout.name}: ${column.header}`);
    else report.validatedColumns++;
  }
}

/**
 * Built-in criteria only: a custom formula's locale is undocumented (in a German sheet `,` is
 * the decimal separator). Sheets checks the range; whole numbers and 250-steps are the
 * replay's and the sidebar's to check.
 */
function validationFor(
  column: ColumnLayout,
  sheets: Map<string, AdoptedSheet>,
): GoogleAppsScript.Spreadsheet.DataValidationBuilder | undefined {
  const rule: ColumnRule = column.rule;
  const builder = SpreadsheetApp.newDataValidation();
  switch (rule.kind) {
    case 'text':
      return undefined;
    case 'armies':
    case 'players':
    case 'fields':
      return listFrom(builder, sheets, NAME_LISTS[rule.kind]);
    case 'list':
      return builder
        .requireValueInList(rule.values, true)
        .setAllowInvalid(!rule.strict)
        .setHelpText(`Erlaubt: ${rule.values.join(', ')}${rule.strict ? ' oder leer' : ''}.`);
    case 'date':
      return builder.requireDate().setAllowInvalid(false).setHelpText('Bitte ein Datum eingeben, z. B. 21.11.2026.');
    case 'wholeNumber': {
      const ranged =
        rule.max !== undefined
          ? builder.requireNumberBetween(rule.min, rule.max)
          : builder.requireNumberGreaterThanOrEqualTo(rule.min);
      return ranged.setAllowInvalid(false).setHelpText(`${column.header}: ${describeWholeNumber(rule)}.`);
    }
  }
}

/** The name lists a column may draw from: the sheet, its name column, and the help Sheets shows. */
const NAME_LISTS = {
  armies: { sheet: ARMIES_SHEET.name, header: FIELDS.army.header, help: 'Bitte eine Armee aus dem Blatt Armeen wählen.' },
  players: { sheet: PLAYERS_SHEET.name, header: FIELDS.player.header, help: 'Bitte einen Spieler aus dem Blatt Spieler wählen.' },
  fields: { sheet: FIELDS_SHEET.name, header: FIELDS.field.header, help: 'Bitte ein Feld aus dem Blatt Felder wählen.' },
};

function listFrom(
  builder: GoogleAppsScript.Spreadsheet.DataValidationBuilder,
  sheets: Map<string, AdoptedSheet>,
  list: { sheet: string; header: string; help: string },
): GoogleAppsScript.Spreadsheet.DataValidationBuilder {
  const source = sheets.get(list.sheet)!;
  const letter = columnLetter(source.columnOf.get(normaliseHeader(list.header))!);
  return builder
    .requireValueInRange(source.sheet.getRange(`${letter}2:${letter}`), true)
    .setAllowInvalid(false)
    .setHelpText(list.help);
}

function placeDerivedTable(spreadsheet: Spreadsheet, table: DerivedTable, inputs: string, report: SetupReport): void {
  let sheet = spreadsheet.getSheetByName(table.sheet);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(table.sheet);
    report.createdSheets.push(table.sheet);
  }
  const cell = sheet.getRange(table.cell);
  const formula = `=${table.functionName}(${inputs})`;
  const existing = cell.getFormula();
  if (isOwnFourArgumentFormula(existing, table.functionName)) {
    // Placed by an earlier Kriegsrat without the map: now with it (and the map's columns).
    cell.setFormula(formula);
    report.upgradedFormulas.push(`${table.functionName} in ${table.sheet}!${table.cell}`);
  } else if (existing.toUpperCase().startsWith(`=${table.functionName}(`)) {
    // Ours already, perhaps over columns the organiser extended: leave it.
  } else if (existing !== '' || cell.getValue() !== '') {
    report.conflicts.push(`${table.sheet}!${table.cell} ist belegt – ${table.functionName} nicht eingetragen`);
  } else {
    cell.setFormula(formula);
    report.placedFormulas.push(`${table.functionName} in ${table.sheet}!${table.cell}`);
  }
  if (cell.getFormula().toUpperCase().startsWith(`=${table.functionName}(`) && cell.getNote() === '') {
    cell.setNote(overflowNote(table));
    report.notedCells.push(`${table.sheet}!${table.cell}`);
  }
  if (sheet.getFrozenRows() < 1) sheet.setFrozenRows(1);
  if (sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET).length === 0) {
    sheet.protect().setDescription(PROTECTION_DESCRIPTION).setWarningOnly(true);
    report.protectedSheets.push(table.sheet);
  }
}

/**
 * Exactly the formula an earlier setup placed: the four input sheets as whole columns from A,
 * in argument order ("=KAMPAGNE_ARMEEN(Armeen!A:D,Spieler!A:C,Schlachten!A:P,Buchungen!A:H)").
 * Anything else is the organiser's and stays.
 */
function isOwnFourArgumentFormula(formula: string, functionName: string): boolean {
  const sheets = INPUT_SHEETS.slice(0, 4).map((layout) => `${layout.name}!A:[A-Z]+`);
  return new RegExp(`^=${functionName}\\(${sheets.join(',')}\\)$`).test(formula);
}

/**
 * German guidance where Sheets shows only English: an array result taller than its sheet is
 * #REF! ("Result was not automatically expanded"). onEdit grows the sheet after a user's edit,
 * but inserting rows is no edit.
 */
export function overflowNote(table: DerivedTable): string {
  return (
    `Von Kriegsrat berechnet (${table.functionName}). Zeigt diese Zelle #REF! („Result was not automatically expanded, ` +
    `please insert more rows“), hat dieses Blatt weniger Zeilen als das Blatt ${table.rowsOf}: eine beliebige Zelle in ` +
    `${table.rowsOf} von Hand ändern (Kriegsrat ergänzt die Zeilen dann selbst) oder ${menuPath(SETUP_CAPTION)} ausführen.`
  );
}

function describe(report: SetupReport): string {
  const parts: string[] = [];
  if (report.createdSheets.length) parts.push(`Blätter angelegt: ${report.createdSheets.join(', ')}`);
  if (report.addedColumns.length) parts.push(`Spalten ergänzt: ${report.addedColumns.join(', ')}`);
  if (report.validatedColumns) parts.push(`Eingabeprüfung für ${report.validatedColumns} Spalten`);
  if (report.renewedValidations.length) parts.push(`Zahlenprüfung erneuert: ${report.renewedValidations.join(', ')}`);
  if (report.placedFormulas.length) parts.push(`Formeln: ${report.placedFormulas.join(', ')}`);
  if (report.upgradedFormulas.length) parts.push(`um die Karte (Felder) ergänzt: ${report.upgradedFormulas.join(', ')}`);
  if (report.colouredPlayers.length) parts.push(`Kartenfarben für: ${report.colouredPlayers.join(', ')}`);
  if (report.protectedSheets.length) parts.push(`geschützt (mit Warnung): ${report.protectedSheets.join(', ')}`);
  if (report.grownSheets.length) parts.push(`Zeilen ergänzt: ${report.grownSheets.join(', ')}`);
  if (report.notedCells.length) parts.push(`Hinweis für zu kurze Blätter: ${report.notedCells.join(', ')}`);
  if (report.recalcArguments.length) parts.push(`Rechenstand als letztes Argument ergänzt: ${report.recalcArguments.join(', ')}`);
  if (report.widenedFormulas.length)
    parts.push(`um die neuen Spalten von ${BATTLES_SPEC.sheet} ergänzt: ${report.widenedFormulas.join(', ')}`);
  if (report.addedSettings.length) parts.push(`Einstellungen ergänzt: ${report.addedSettings.join(', ')}`);
  if (report.conflicts.length) parts.push(`Achtung: ${report.conflicts.join('; ')}`);
  return parts.length ? `${parts.join('. ')}.` : NOTHING_CHANGED;
}

const NOTHING_CHANGED = 'Das Kampagnenblatt war schon vollständig eingerichtet – nichts geändert.';
