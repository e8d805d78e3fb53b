// The .xlsx export read back with exceljs (sheets, entered values and dates, the derived tables
// as values with their note, frozen headers, widths, validations, print setup) and opened in
// headless LibreOffice Calc, which must show the standings the replay computed and every round's
// Rundenbericht as the add-on shows it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { workbookToJson } from '../../src/offline';
import { createDemoWorkbook } from '../../src/preview/demoWorkbook';
import { exportXlsx, workbookToExcel } from '../../src/preview/xlsxExport';
import { ARTIFACTS, CODE_JS_PATH, readCodeJs } from '../support';
import { builtPreview, tempDir } from './previewKit';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function exported(): Promise<{
  excel: ExcelJS.Workbook;
  workbook: ReturnType<typeof createDemoWorkbook>['workbook'];
  addon: ReturnType<typeof createDemoWorkbook>['addon'];
  rowCounts: Record<string, number>;
  file: string;
}> {
  const { workbook, addon } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });
  const dir = tempDir();
  dirs.push(dir);
  const file = path.join(dir, 'kampagne.xlsx');
  await exportXlsx(workbook, file);
  const excel = new ExcelJS.Workbook();
  await excel.xlsx.readFile(file);
  // Counted as read: exceljs's getCell adds the rows it reaches, so a later test would change it.
  const rowCounts = Object.fromEntries(excel.worksheets.map((ws) => [ws.name, ws.rowCount]));
  return { excel, workbook, addon, rowCounts, file };
}

let result: Awaited<ReturnType<typeof exported>>;
beforeAll(async () => {
  result = await exported();
});

test('every sheet, in order, with frozen header rows', () => {
  const { excel } = result;
  expect(excel.worksheets.map((ws) => ws.name)).toEqual([
    'Armeen',
    'Spieler',
    'Schlachten',
    'Buchungen',
    'Felder',
    // The demo brings its Einstellungen (Angriffe ansagen: nein, demoWorkbook.ts); setup adds the rest.
    'Einstellungen',
    'Stand',
    'Auswertung',
    'Buchungsprüfung',
    'Feldstand',
    'Karte',
    'Verlauf',
    'Angriffe',
    // Not a sheet of the campaign: the export adds every round's report (user test 29).
    'Rundenbericht',
  ]);
  // The Karte is a grid without a header row, Verlauf has its charts above the tables: nothing frozen there.
  for (const ws of excel.worksheets.filter((w) => w.name !== 'Karte' && w.name !== 'Verlauf'))
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 0 });
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
  expect(
    `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`,
  ).toBe(first[1]);
  expect(date.getUTCHours()).toBe(0);
  expect(rowCounts.Schlachten).toBe(sheet.getLastRow());
});

test('the derived tables are values, with a note how they become live again in Google Sheets', () => {
  const { excel, workbook } = result;
  const ws = excel.getWorksheet('Stand')!;
  const stand = workbook.getSheetByName('Stand')!;
  const values = stand.getRange(1, 1, stand.getLastRow(), 16).getValues();
  expect(ws.getCell('A1').value).toBe('Armee');
  expect(ws.getCell('K1').value).toBe('Spieler');
  for (const a1 of ['A1', 'K1']) {
    expect(ws.getCell(a1).note).toMatch(/^Kriegsrat: Werte vom \d\d\.\d\d\.\d{4}, berechnet von KAMPAGNE_/);
    expect(ws.getCell(a1).note).toMatch(
      /die Blätter Stand, Auswertung, Buchungsprüfung(, [^,]+)* löschen, dann im Menü Kriegsrat „Kampagnenblatt einrichten“ wählen/,
    );
  }
  // The whole table, numbers as numbers, no formula anywhere.
  expect(ws.getCell('A2').value).toBe(values[1][0]);
  expect(ws.getCell('C2').value).toBe(values[1][2]);
  expect(typeof ws.getCell('C2').value).toBe('number');
  expect(ws.getCell(`I${values.length}`).value).toBe(values[values.length - 1][8]);
  for (const name of ['Stand', 'Auswertung', 'Buchungsprüfung']) {
    excel
      .getWorksheet(name)!
      .eachRow((row) => row.eachCell((c) => expect([name, c.address, c.formula]).toEqual([name, c.address, undefined])));
  }
  expect(excel.getWorksheet('Auswertung')!.getCell('A1').note).toMatch(/KAMPAGNE_SCHLACHTEN/);
});

test("Schlachten's Prüfung as values, a battle that does not count filled red", () => {
  const { excel, workbook } = result;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const column = (sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0] as string[]).indexOf('Prüfung') + 1;
  const shown = sheet
    .getRange(1, column, sheet.getLastRow(), 1)
    .getValues()
    .map((line) => String(line[0]));
  const marked = shown.flatMap((text, r) => (text.startsWith('Zählt nicht:') ? [r + 1] : []));
  // The demo campaign has battles that do not count.
  expect(marked.length).toBeGreaterThan(0);
  const ws = excel.getWorksheet('Schlachten')!;
  shown.forEach((text, r) =>
    expect([r + 1, ws.getCell(r + 1, column).formula, ws.getCell(r + 1, column).value ?? '']).toEqual([r + 1, undefined, text]),
  );
  for (const row of marked) expect((ws.getCell(row, column).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFF4CCCC');
  const counted = shown.findIndex((text, r) => r > 0 && text === '') + 1;
  expect(ws.getCell(counted, column).fill).toBeUndefined();
});

test('the map: Felder as entered, KAMPAGNE_FELDER and KAMPAGNE_KARTE as values with their note', async () => {
  const { workbook } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });
  // Placed here by hand where setup does not (yet) place them; the export must not care where.
  const args = 'Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:K,Felder!A:F';
  for (const [name, functionName] of [
    ['Karte', 'KAMPAGNE_KARTE'],
    ['Feldstand', 'KAMPAGNE_FELDER'],
  ]) {
    const sheet = workbook.getSheetByName(name) ?? workbook.insertSheet(name);
    if (!sheet.getRange('A1').getFormula()) sheet.getRange('A1').setFormula(`=${functionName}(${args})`);
  }
  const karte = workbook.getSheetByName('Karte')!;
  // Setup gives the Karte one conditional format per player; without the offline model (branch
  // mapsheets) the sheet is given Konrad's here, in the shape of an Apps Script rule.
  if (karte.getConditionalFormatRules().length === 0) {
    Object.assign(karte, {
      getConditionalFormatRules: () => [
        {
          matches: (v: unknown) => String(v).endsWith('⚑ Konrad'),
          getBooleanCondition: () => ({ getBackgroundObject: () => ({ asRgbColor: () => ({ asHexString: () => '#f4cccc' }) }) }),
          getRanges: () => [karte.getRange(1, 1, karte.getMaxRows(), karte.getMaxColumns())],
        },
      ],
    });
  }
  const expectedKarte = karte.getRange(1, 1, karte.getLastRow(), karte.getLastColumn()).getValues();
  const dir = tempDir();
  dirs.push(dir);
  const file = path.join(dir, 'karte.xlsx');
  await exportXlsx(workbook, file);
  const excel = new ExcelJS.Workbook();
  await excel.xlsx.readFile(file);

  const felder = excel.getWorksheet('Felder')!;
  expect(felder.getRow(1).values).toEqual([undefined, 'Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte']);
  expect(felder.rowCount).toBe(workbook.getSheetByName('Felder')!.getLastRow());
  const ws = excel.getWorksheet('Karte')!;
  expect(ws.getCell('A1').note).toMatch(/berechnet von KAMPAGNE_KARTE/);
  expect(expectedKarte.length).toBeGreaterThanOrEqual(6);
  expectedKarte.forEach((line, r) =>
    line.forEach((value, c) => expect([r, c, ws.getCell(r + 1, c + 1).value ?? '']).toEqual([r, c, value])),
  );
  ws.eachRow((row) => row.eachCell((c) => expect([c.address, c.formula]).toEqual([c.address, undefined])));
  // The Karte's holder colours (conditional formats) become the fills of the exported values.
  const byHolder = new Map([['⚑ Konrad', 'FFF4CCCC']]);
  karte
    .getRange(1, 1, karte.getLastRow(), karte.getLastColumn())
    .getDisplayValues()
    .forEach((line, r) =>
      line.forEach((text, c) => {
        const fill = ws.getCell(r + 1, c + 1).fill as ExcelJS.FillPattern | undefined;
        if (text.endsWith('⚑ Konrad')) expect([text, fill?.fgColor?.argb]).toEqual([text, byHolder.get('⚑ Konrad')]);
        else if (!/⚑ /.test(text)) expect([text, fill?.fgColor?.argb]).toEqual([text, undefined]);
      }),
    );
  const standWs = excel.getWorksheet('Feldstand')!;
  expect(standWs.getCell('A1').value).toBe('Feld');
  expect(standWs.getCell('A1').note).toMatch(/berechnet von KAMPAGNE_FELDER/);
  expect(standWs.getCell('A2').formula).toBeUndefined();
  expect(standWs.getCell('A2').value).toBe(felder.getCell('A2').value);
  expect(standWs.getCell('E2').value).toBe('OK');
});

test('printing: landscape, a narrow table one page wide, a wide one split at 80 % with its first columns repeated', () => {
  for (const ws of result.excel.worksheets) {
    const split = ws.pageSetup.fitToPage === false;
    expect([ws.name, ws.pageSetup]).toEqual([
      ws.name,
      expect.objectContaining(
        split
          ? { orientation: 'landscape', scale: 80, printTitlesColumn: expect.stringMatching(/^A:[A-D]$/) }
          : { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
      ),
    ]);
    // The header row on every page where there is one (not the Karte's grid, not the Verlauf's charts).
    if ((ws.views?.[0] as { ySplit?: number } | undefined)?.ySplit)
      expect([ws.name, ws.pageSetup.printTitlesRow]).toEqual([ws.name, '1:1']);
  }
  const split = result.excel.worksheets.filter((ws) => ws.pageSetup.fitToPage === false).map((ws) => ws.name);
  expect(split).toEqual(expect.arrayContaining(['Schlachten', 'Auswertung', 'Verlauf']));
  expect(result.excel.getWorksheet('Schlachten')!.pageSetup.printTitlesColumn).toBe('A:D');
});

interface PrintedWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The .xlsx printed to PDF by LibreOffice: per page its sheet (the page header names it) and its words. */
function printedPages(xlsx: string): { sheet: string; words: PrintedWord[] }[] {
  if (spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error)
    throw new Error('pdftotext fehlt: poppler-utils installieren (apt-get install poppler-utils), wie .ci/run es tut.');
  const dir = path.join(path.dirname(xlsx), 'pdf');
  const profile = `file://${path.join(path.dirname(xlsx), 'lo-profil-pdf')}`;
  const run = spawnSync(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, xlsx],
    {
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  if (run.status !== 0) throw new Error(`soffice: ${run.stderr}`);
  const pdf = path.join(dir, `${path.basename(xlsx, '.xlsx')}.pdf`);
  const html = spawnSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout;
  const unescape = (t: string) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return html
    .split('<page ')
    .slice(1)
    .map((page) => {
      const words = [
        ...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
      ].map((m) => ({ x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), text: unescape(m[5]) }));
      const header = [...words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)[0];
      return { sheet: header?.text ?? '', words };
    });
}

/** Words drawn over each other: side by side by more than a point, and over half a line high. */
function overlapping(words: PrintedWord[]): string[] {
  const found: string[] = [];
  const sorted = [...words].sort((a, b) => a.y0 - b.y0);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].y0 < sorted[i].y1; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const down = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (across > 1 && down > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0)) found.push(`${a.text} / ${b.text}`);
    }
  }
  return found;
}

/** The export printed once (LibreOffice takes seconds), for every test that reads the pages. */
let printed: ReturnType<typeof printedPages> | undefined;
const printedExport = () => (printed ??= printedPages(result.file));

test('LibreOffice prints every sheet readably: text of 8 pt or more, nothing drawn over other text, the Verlauf with its charts', () => {
  const pages = printedExport();
  const sheets = result.excel.worksheets.map((ws) => ws.name);
  expect([...new Set(pages.map((p) => p.sheet))]).toEqual(sheets);
  for (const [n, page] of pages.entries()) {
    // 8 pt of Liberation Sans: a word's box is 9.2 pt high (ascent and descent).
    const small = page.words.filter((w) => w.y1 - w.y0 < 9).map((w) => w.text);
    expect([n + 1, page.sheet, small]).toEqual([n + 1, page.sheet, []]);
    expect([n + 1, page.sheet, overlapping(page.words)]).toEqual([n + 1, page.sheet, []]);
  }
  const of = (sheet: string) => pages.filter((p) => p.sheet === sheet).map((p) => p.words.map((w) => w.text));
  // Schlachten is split across pages, each with the header and the battle's first four columns.
  expect(of('Schlachten').length).toBeGreaterThan(1);
  for (const words of of('Schlachten'))
    expect(words).toEqual(expect.arrayContaining(['Runde', 'Datum', 'Angreifer', 'Verteidiger']));
  // Karte: every field's name printed, its cell wrapped (the names are the Felder sheet's).
  const fields = result.workbook
    .getSheetByName('Felder')!
    .getDataRange()
    .getValues()
    .slice(1)
    .map((row) => String(row[0]));
  const karte = of('Karte').flat().join(' ');
  for (const field of fields) expect([field, karte.includes(field)]).toEqual([field, true]);
  // Verlauf: its charts first, on a page of their own (title, legend), then the tables, each page with Runde.
  const [charts, ...tables] = of('Verlauf');
  const chartText = charts.join(' ');
  for (const title of ['Versorgungspool je Spieler', 'Gehaltene Felder je Spieler', 'Stufen der 10 stärksten Armeen'])
    expect([title, chartText.includes(title)]).toEqual([title, true]);
  expect(charts).toEqual(expect.arrayContaining(['Runde', 'Konrad']));
  expect(tables.length).toBeGreaterThan(1);
  for (const words of tables) expect(words[1]).toBe('Runde');
});

/** Every sheet of an .xlsx as CSV rows, as LibreOffice Calc reads and computes it. */
function libreOfficeCsv(xlsx: string): Map<string, string[][]> {
  const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
  if (soffice.status !== 0)
    throw new Error('soffice fehlt: libreoffice-calc installieren (apt-get install libreoffice-calc), wie .ci/run es tut.');
  const out = path.join(path.dirname(xlsx), 'csv');
  // Comma, double quote, UTF-8, from row 1, raw values (not as shown), every sheet (-1) into its own file.
  const filter = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
  const profile = `file://${path.join(path.dirname(xlsx), 'lo-profil')}`;
  const run = spawnSync(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', filter, '--outdir', out, xlsx],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (run.status !== 0) throw new Error(`soffice: ${run.stderr}`);
  const base = path.basename(xlsx, '.xlsx');
  const sheets = new Map<string, string[][]>();
  for (const file of readdirSync(out)) {
    const name = file.slice(base.length + 1, -'.csv'.length);
    sheets.set(name, parseCsv(readFileSync(path.join(out, file), 'utf8')));
  }
  return sheets;
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The export as Calc reads it, once. */
let calc: Map<string, string[][]> | undefined;
const calcSheets = () => (calc ??= libreOfficeCsv(result.file));

test('LibreOffice Calc opens the export with the standings as numbers, equal to the replay', () => {
  const { workbook } = result;
  const sheets = calcSheets();
  expect([...sheets.keys()].sort()).toEqual(
    [...result.workbook.getSheets().map((sheet) => sheet.getName()), 'Rundenbericht'].sort(),
  );
  const stand = workbook.getSheetByName('Stand')!;
  const replay = stand.getRange(1, 1, stand.getLastRow(), stand.getLastColumn()).getValues();
  const calc = sheets.get('Stand')!;
  for (const [name, rows] of sheets) expect([name, rows.flat().filter((v) => v === '#NAME?')]).toEqual([name, []]);
  expect(calc.flat().filter((v) => v.startsWith('#'))).toEqual([]);
  expect(calc.length).toBe(replay.length);
  replay.forEach((line, r) =>
    line.forEach((value, c) => {
      const seen = calc[r][c] ?? '';
      if (typeof value === 'number') expect([r, c, Number(seen)]).toEqual([r, c, value]);
      else expect([r, c, seen]).toEqual([r, c, String(value)]);
    }),
  );
  // The armies' Stufe and the players' Versorgungspool are real numbers there.
  const level = calc[0].indexOf('Stufe');
  const pool = calc[0].indexOf('Versorgungspool');
  expect(calc.slice(1).every((line) => line[level] === '' || /^\d+$/.test(line[level]))).toBe(true);
  expect(calc.slice(1).some((line) => /^\d+$/.test(line[pool] ?? ''))).toBe(true);
});

/** What the add-on's dialog (menu Rundenbericht) shows: its title and the text on its page. */
function dialogReport(addon: ReturnType<typeof createDemoWorkbook>['addon']): { title: string; lines: string[] } {
  addon.onOpen();
  addon.clickMenuItem('Rundenbericht');
  const dialog = addon.workbook.ui.lastDialog!;
  const data = /var data = (\{.*\});/.exec(dialog.html.getContent())![1];
  return { title: dialog.title, lines: (JSON.parse(data) as { text: string }).text.split('\n') };
}

/** KAMPAGNE_BERICHT of a round, as the formula gives it over the whole input sheets and the Felder. */
function formulaReport(addon: ReturnType<typeof createDemoWorkbook>['addon'], round: number): string[] {
  const values = ['Armeen', 'Spieler', 'Schlachten', 'Buchungen', 'Felder'].map((name) =>
    addon.workbook.getSheetByName(name)!.getDataRange().getValues(),
  );
  return (addon.run('KAMPAGNE_BERICHT', ...values, round) as string[][]).map((row) => row[0]);
}

// User test 29: the organiser hands the round's report to the players, printed or as the file.
test('Rundenbericht: every round up to the current one, newest first, as the add-on shows it, in Calc and printed a page per round', () => {
  const { excel, addon } = result;
  const shown = dialogReport(addon);
  const current = Number(/^Rundenbericht Runde (\d+) /.exec(shown.title)![1]);
  expect(current).toBeGreaterThan(1);
  // The current round as the dialog shows it; each earlier one as KAMPAGNE_BERICHT has it (the demo announces no attacks).
  const expected: [number, string][] = [
    ...shown.lines.map((line): [number, string] => [current, line]),
    ...Array.from({ length: current - 1 }, (_, i) => current - 1 - i).flatMap((round) =>
      formulaReport(addon, round).map((line): [number, string] => [round, line]),
    ),
  ];
  expect(expected.map(([, line]) => line).filter((line) => line.startsWith('Rundenbericht Runde'))).toEqual(
    Array.from({ length: current }, (_, i) => `Rundenbericht Runde ${current - i}`),
  );

  const ws = excel.getWorksheet('Rundenbericht')!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows).toEqual([['Runde', 'Rundenbericht'], ...expected]);
  expect(ws.getCell('A1').note).toMatch(/^Kriegsrat: Stand vom \d\d\.\d\d\.\d{4}\. .*Erweiterungen → Kriegsrat → Rundenbericht/);

  // LibreOffice Calc reads the same: the rounds as numbers, the sentences as text.
  const read = calcSheets().get('Rundenbericht')!;
  expect(read).toEqual([['Runde', 'Rundenbericht'], ...expected.map(([round, line]) => [String(round), line])]);

  // Printed: each round from the top of a page of its own, under the repeated header.
  const pages = printedExport().filter((p) => p.sheet === 'Rundenbericht');
  const headings = pages.map((p) => {
    const lines = [...p.words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    const after = lines.findIndex((w) => w.text === 'Rundenbericht' && w.y0 > lines[1].y0);
    return lines
      .slice(after, after + 3)
      .map((w) => w.text)
      .join(' ');
  });
  for (let round = current; round >= 1; round--) expect(headings).toContain(`Rundenbericht Runde ${round}`);
  // Its first two printed pages as pictures to look at (LibreOffice's PDF through pdftoppm).
  const first = printedExport().findIndex((p) => p.sheet === 'Rundenbericht') + 1;
  const pdf = path.join(path.dirname(result.file), 'pdf', `${path.basename(result.file, '.xlsx')}.pdf`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const png = spawnSync('pdftoppm', [
    '-png',
    '-r',
    '70',
    '-f',
    String(first),
    '-l',
    String(first + 1),
    pdf,
    path.join(ARTIFACTS, 'rundenbericht-export'),
  ]);
  expect(png.status).toBe(0);
});

test('a campaign whose report cannot be told still exports; its Rundenbericht sheet says why', () => {
  const { workbook } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });
  // Renamed, as an organiser might: the add-on finds no Armeen.
  workbook.getSheetByName('Armeen')!.setName('Armeen alt');
  const ws = workbookToExcel(workbook).getWorksheet('Rundenbericht')!;
  expect(ws.rowCount).toBe(2);
  expect(ws.getCell('A2').value).toBeNull();
  expect(ws.getCell('B2').value).toBe(
    'Das Blatt „Armeen“ fehlt. Bitte zuerst Erweiterungen → Kriegsrat → Kampagnenblatt einrichten ausführen.',
  );
});

test('a campaign that has its own sheet „Rundenbericht“ keeps it; the report goes beside it under a free name', () => {
  const { workbook } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });
  workbook.insertSheet('rundenbericht').getRange(1, 1).setValue('meine Notizen');
  workbook.insertSheet('Rundenbericht (Export)');
  const excel = workbookToExcel(workbook);
  expect(excel.getWorksheet('rundenbericht')!.getCell('A1').value).toBe('meine Notizen');
  const report = excel.getWorksheet('Rundenbericht (Export 2)')!;
  expect(report.getCell('B1').value).toBe('Rundenbericht');
  expect(String(report.getCell('B2').value)).toMatch(/^Rundenbericht Runde \d+$/);
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
  const missing = spawnSync(process.execPath, [path.join(paths.previewBuild, 'export.js'), 'aus.xlsx'], {
    cwd: dir,
    encoding: 'utf8',
  });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('gibt es nicht');
  // A campaign file to export: the demo, as the preview saves it.
  const json = JSON.stringify(workbookToJson(result.workbook));
  writeFileSync(path.join(dir, 'k.json'), json);
  const run = spawnSync(process.execPath, [path.join(paths.previewBuild, 'export.js'), 'aus.xlsx', '--datei', 'k.json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain(`Geschrieben: ${path.join(dir, 'aus.xlsx')}`);
  expect(readFileSync(path.join(dir, 'aus.xlsx')).subarray(0, 2).toString()).toBe('PK');
});

test('a target that cannot be written is explained in German, not with Node’s ENOENT (user test 27)', () => {
  const paths = builtPreview();
  const dir = tempDir();
  dirs.push(dir);
  writeFileSync(path.join(dir, 'k.json'), JSON.stringify(workbookToJson(result.workbook)));
  const exportTo = (target: string) =>
    spawnSync(process.execPath, [path.join(paths.previewBuild, 'export.js'), target, '--datei', 'k.json'], {
      cwd: dir,
      encoding: 'utf8',
    });
  const noFolder = exportTo(path.join('fehlt', 'aus.xlsx'));
  expect(noFolder.status).toBe(1);
  expect(noFolder.stderr.trim()).toBe(
    `Die Datei ${path.join(dir, 'fehlt', 'aus.xlsx')} ließ sich nicht schreiben: den Ordner ${path.join(dir, 'fehlt')} gibt es nicht.`,
  );
  mkdirSync(path.join(dir, 'ordner.xlsx'));
  const folder = exportTo('ordner.xlsx');
  expect(folder.status).toBe(1);
  expect(folder.stderr.trim()).toBe(
    `Die Datei ${path.join(dir, 'ordner.xlsx')} ließ sich nicht schreiben: dort steht ein Ordner.`,
  );
  expect(`${noFolder.stderr}${folder.stderr}`).not.toMatch(/ENOENT|EISDIR|no such file|illegal operation/);
});
