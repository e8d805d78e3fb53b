// The .xlsx export read back with exceljs: sheets, entered values and dates, the KAMPAGNE_
// formulas as array formulas with cached results, frozen headers, widths and validations.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createDemoWorkbook } from '../../src/preview/demoWorkbook';
import { exportXlsx } from '../../src/preview/xlsxExport';
import { CODE_JS_PATH, readCodeJs } from '../support';
import { builtPreview, tempDir } from './previewKit';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function exported(): Promise<{
  excel: ExcelJS.Workbook;
  workbook: ReturnType<typeof createDemoWorkbook>['workbook'];
  rowCounts: Record<string, number>;
}> {
  const { workbook } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });
  const dir = tempDir();
  dirs.push(dir);
  const file = path.join(dir, 'kampagne.xlsx');
  await exportXlsx(workbook, file);
  const excel = new ExcelJS.Workbook();
  await excel.xlsx.readFile(file);
  // Counted as read: exceljs's getCell adds the rows it reaches, so a later test would change it.
  const rowCounts = Object.fromEntries(excel.worksheets.map((ws) => [ws.name, ws.rowCount]));
  return { excel, workbook, rowCounts };
}

let result: Awaited<ReturnType<typeof exported>>;
beforeAll(async () => {
  result = await exported();
});

test('every sheet, in order, with frozen header rows', () => {
  const { excel } = result;
  expect(excel.worksheets.map((ws) => ws.name)).toEqual(['Armeen', 'Spieler', 'Schlachten', 'Buchungen', 'Stand', 'Auswertung', 'Buchungsprüfung', 'Verlauf']);
  // Verlauf has its charts above the tables: no header row to freeze.
  for (const ws of excel.worksheets.filter((w) => w.name !== 'Verlauf')) expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 0 });
});

test('entered values, with dates as dates in the sheet’s time zone', () => {
  const { excel, workbook, rowCounts } = result;
  const ws = excel.getWorksheet('Schlachten')!;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const [headers, first] = sheet.getRange(1, 1, 2, sheet.getLastColumn()).getDisplayValues();
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  expect(ws.getCell('C2').value).toBe(first[2]);
  expect(ws.getCell('G2').value).toBe(Number(first[6]));
  // 05.01.2026 typed in Berlin: the serial of that calendar day, shown as a date.
  expect(ws.getCell('B2').numFmt).toBe('dd.mm.yyyy');
  const date = ws.getCell('B2').value as Date;
  expect(`${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`).toBe(first[1]);
  expect(date.getUTCHours()).toBe(0);
  expect(rowCounts.Schlachten).toBe(sheet.getLastRow());
});

test('KAMPAGNE_ tables are array formulas Sheets reads, with their results cached', () => {
  const { excel, workbook } = result;
  const ws = excel.getWorksheet('Stand')!;
  const stand = workbook.getSheetByName('Stand')!;
  const values = stand.getRange(1, 1, stand.getLastRow(), 9).getValues();
  expect(ws.getCell('A1').value).toEqual({
    formula: 'KAMPAGNE_ARMEEN(Armeen!A:D,Spieler!A:C,Schlachten!A:P,Buchungen!A:H)',
    result: 'Armee',
    shareType: 'array',
    ref: `A1:I${values.length}`,
  });
  expect(ws.getCell('K1').value).toMatchObject({ formula: expect.stringMatching(/^KAMPAGNE_SPIELER\(/), result: 'Spieler', shareType: 'array' });
  // Cached results of the whole table, numbers as numbers.
  expect(ws.getCell('A2').value).toBe(values[1][0]);
  expect(ws.getCell('C2').value).toBe(values[1][2]);
  expect(typeof ws.getCell('C2').value).toBe('number');
  expect(ws.getCell(`I${values.length}`).value).toBe(values[values.length - 1][8]);
  const results = excel.getWorksheet('Auswertung')!.getCell('A1').value as ExcelJS.CellFormulaValue;
  expect(results.formula).toMatch(/^KAMPAGNE_SCHLACHTEN\(/);
});

test('column widths and the validations setup placed', () => {
  const { excel } = result;
  const ws = excel.getWorksheet('Schlachten')!;
  for (let c = 1; c <= 16; c++) expect(ws.getColumn(c).width).toBeGreaterThan(5);
  expect(ws.getColumn(3).width!).toBeGreaterThan(ws.getColumn(1).width!);
  expect(ws.getCell('C2').dataValidation).toMatchObject({
    type: 'list',
    formulae: ['Armeen!$A$2:$A$1000'],
    errorStyle: 'stop',
    error: 'Bitte eine Armee aus dem Blatt Armeen wählen.',
  });
  expect(ws.getCell('C1000').dataValidation).toMatchObject({ type: 'list' });
  expect(ws.getCell('C1').dataValidation).toBeUndefined();
  expect(ws.getCell('I5').dataValidation).toMatchObject({ type: 'list', formulae: ['"Angreifer,Verteidiger"'] });
  expect(ws.getCell('A2').dataValidation).toMatchObject({ type: 'decimal', operator: 'greaterThanOrEqual', formulae: [1] });
  expect(ws.getCell('B2').dataValidation).toMatchObject({ type: 'date' });
  const kinds = excel.getWorksheet('Buchungen')!.getCell('E2').dataValidation;
  expect(kinds).toMatchObject({ type: 'list', errorStyle: 'warning' });
});

test('npm run export writes the file from the campaign file', () => {
  const paths = builtPreview();
  const dir = tempDir();
  dirs.push(dir);
  const missing = spawnSync(process.execPath, [path.join(paths.previewBuild, 'export.js'), 'aus.xlsx'], { cwd: dir, encoding: 'utf8' });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('gibt es nicht');
  // A campaign file to export: the demo, as the preview saves it.
  const json = JSON.stringify(result.workbook.toJSON());
  writeFileSync(path.join(dir, 'k.json'), json);
  const run = spawnSync(process.execPath, [path.join(paths.previewBuild, 'export.js'), 'aus.xlsx', '--datei', 'k.json'], { cwd: dir, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain(`Geschrieben: ${path.join(dir, 'aus.xlsx')}`);
  expect(readFileSync(path.join(dir, 'aus.xlsx')).subarray(0, 2).toString()).toBe('PK');
});
