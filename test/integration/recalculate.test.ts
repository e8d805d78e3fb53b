// After a script update Sheets keeps the old results of custom functions: it recalculates one
// only when an argument changes, and is reported to cache results by their arguments — entering
// the same formula again may show the old numbers. The twin does both (a replaced function
// changes nothing by itself; results are cached by function and arguments). So every KAMPAGNE_…
// formula reads Einstellungen' „Rechenstand“, and „Neu berechnen“ counts it up (issue 22).
import { workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

const MAP = [
  ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'],
  ['Hügel', '', 'Anna', 'Senke', 1, 1],
  ['Senke', '', 'Bernd', 'Hügel', 1, 2],
];
const RECALC_ARGUMENT = /,Einstellungen!\$B\$\d+\)$/;

/** `formulas` with their last argument on the Rechenstand row as it is now (a re-added row goes below the last). */
function pointingAtRechenstand(
  formulas: Map<string, string>,
  settings: { getDataRange(): { getValues(): unknown[][] } },
): Map<string, string> {
  const row =
    settings
      .getDataRange()
      .getValues()
      .findIndex((line) => line[0] === 'Rechenstand') + 1;
  expect(row).toBeGreaterThan(1);
  return new Map([...formulas].map(([place, formula]) => [place, formula.replace(RECALC_ARGUMENT, `,Einstellungen!$B$${row})`)]));
}

type Workbook = ReturnType<typeof workbookWith>['workbook'];
type Addon = ReturnType<typeof workbookWith>['addon'];

/** Every KAMPAGNE_… formula of the workbook, as `Sheet!A1 → formula`. */
function campaignFormulas(workbook: Workbook): Map<string, string> {
  const found = new Map<string, string>();
  for (const sheet of workbook.getSheets()) {
    const formulas = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).getFormulas();
    formulas.forEach((line, r) =>
      line.forEach((f, c) => {
        if (f.toUpperCase().startsWith('=KAMPAGNE_')) found.set(`${sheet.getName()}!${r + 1}:${c + 1}`, f);
      }),
    );
  }
  return found;
}

const cellOf = (workbook: Workbook, place: string) => {
  const [sheet, at] = place.split('!');
  const [row, column] = at.split(':').map(Number);
  return workbook.getSheetByName(sheet)!.getRange(row, column);
};

function setUp() {
  const { workbook, addon } = workbookWith({ ...structuredClone(SMALL_CAMPAIGN), Felder: MAP }, 'orga@example.com');
  addon.onOpen();
  addon.run('setupCampaign');
  return { workbook, addon };
}

/** "A script update": every KAMPAGNE_… function now marks its first cell. */
function updateScript(addon: Addon): void {
  const globals = addon.context as Record<string, unknown>;
  for (const name of addon.customFunctionNames.filter((n) => n.startsWith('KAMPAGNE_'))) {
    const old = globals[name] as (...args: unknown[]) => unknown;
    globals[name] = (...args: unknown[]) => {
      const result = old(...args);
      if (!Array.isArray(result)) return `neu: ${String(result)}`;
      return result.map((line: unknown[], r) => (r === 0 ? line.map((v, c) => (c === 0 ? `neu: ${String(v)}` : v)) : line));
    };
  }
}

test('setup gives every KAMPAGNE_… formula the Rechenstand as its last argument', () => {
  const { workbook } = setUp();
  const formulas = campaignFormulas(workbook);
  // Stand (2), Auswertung, Buchungsprüfung, Feldstand, Karte, Verlauf (3), Angriffe (its Prüfung).
  expect(formulas.size).toBe(10);
  for (const formula of formulas.values()) expect(formula).toMatch(RECALC_ARGUMENT);
  const settings = workbook.getSheetByName('Einstellungen')!.getDataRange().getValues();
  const row = settings.findIndex((line) => line[0] === 'Rechenstand');
  expect(settings[row][1]).toBe(1);
  for (const formula of formulas.values()) expect(formula.endsWith(`,Einstellungen!$B$${row + 1})`)).toBe(true);
});

test('entering the same formula again leaves the old numbers (Sheets caches by arguments)', () => {
  const { workbook, addon } = setUp();
  const stand = workbook.getSheetByName('Stand')!;
  expect(stand.getRange('A1').getValue()).toBe('Armee');
  updateScript(addon);
  const formula = stand.getRange('A1').getFormula();
  stand.getRange('A1').clearContent();
  addon.environment.globals.SpreadsheetApp.flush();
  stand.getRange('A1').setFormula(formula);
  expect(stand.getRange('A1').getValue()).toBe('Armee');
});

test('„Neu berechnen“ counts the Rechenstand up with one write, so a changed function shows everywhere', () => {
  const { workbook, addon } = setUp();
  const formulas = campaignFormulas(workbook);
  const stand = workbook.getSheetByName('Stand')!;
  for (const place of formulas.keys()) expect(String(cellOf(workbook, place).getValue())).not.toMatch(/^neu: /);
  updateScript(addon);
  // As in Sheets: nothing recalculates by itself.
  expect(stand.getRange('A1').getValue()).toBe('Armee');

  const { byMethod } = workbook.calls.measure(() => addon.clickMenuItem('Neu berechnen'));
  expect(byMethod['Range.setFormula'] ?? 0).toBe(0);
  expect(byMethod['Range.setValue']).toBe(1);
  for (const place of formulas.keys()) {
    expect([place, String(cellOf(workbook, place).getValue())]).toEqual([place, expect.stringMatching(/^neu: /)]);
  }
  // The same formulas as before; a toast says what was done.
  expect(campaignFormulas(workbook)).toEqual(formulas);
  expect(workbook.ui.toasts[workbook.ui.toasts.length - 1]?.message).toMatch(/10 Formeln neu berechnet .*Rechenstand 2/);
});

test('formulas of an earlier Kriegsrat get the argument from setup, the rest kept; „Neu berechnen“ works on them too', () => {
  const { workbook, addon } = setUp();
  const formulas = campaignFormulas(workbook);
  // An earlier version: no Rechenstand row, formulas without the argument.
  for (const [place, formula] of formulas) cellOf(workbook, place).setFormula(formula.replace(RECALC_ARGUMENT, ')'));
  const settings = workbook.getSheetByName('Einstellungen')!;
  settings.deleteRow(
    settings
      .getDataRange()
      .getValues()
      .findIndex((line) => line[0] === 'Rechenstand') + 1,
  );

  const summary = addon.run('setupCampaign') as string;
  expect(summary).toMatch(/Rechenstand als letztes Argument ergänzt/);
  expect(campaignFormulas(workbook)).toEqual(pointingAtRechenstand(formulas, settings));

  // And again without setup: „Neu berechnen“ adds row and arguments itself, then counts up.
  for (const [place, formula] of formulas) cellOf(workbook, place).setFormula(formula.replace(RECALC_ARGUMENT, ')'));
  settings.deleteRow(
    settings
      .getDataRange()
      .getValues()
      .findIndex((line) => line[0] === 'Rechenstand') + 1,
  );
  updateScript(addon);
  addon.clickMenuItem('Neu berechnen');
  expect(campaignFormulas(workbook)).toEqual(pointingAtRechenstand(formulas, settings));
  expect(workbook.getSheetByName('Stand')!.getRange('A1').getValue()).toBe('neu: Armee');
});

/** The row of the Rechenstand in Einstellungen (1-based). */
const rechenstandRow = (workbook: Workbook) =>
  workbook
    .getSheetByName('Einstellungen')!
    .getDataRange()
    .getValues()
    .findIndex((line) => line[0] === 'Rechenstand') + 1;

/** Reads every formula's value: the twin computes only when a value is read, Sheets after every change — now both cache results at this Rechenstand. */
function readEveryResult(workbook: Workbook, formulas: Map<string, string>): void {
  for (const place of formulas.keys()) cellOf(workbook, place).getValue();
}

/** The Rechenstand's value now (a number after setup or „Neu berechnen“). */
const rechenstandValue = (workbook: Workbook) =>
  workbook.getSheetByName('Einstellungen')!.getRange(rechenstandRow(workbook), 2).getValue() as number;

test('a deleted Rechenstand row (#REF! in every formula): „Neu berechnen“ and setup point the formulas at the new row, at a value never used', () => {
  // With or without a „Neu berechnen“ before: the row setup lays out again must not repeat a value Sheets has results for.
  for (const repair of ['Neu berechnen', 'setupCampaign'])
    for (const countedBefore of [0, 1]) {
      const { workbook, addon } = setUp();
      const formulas = campaignFormulas(workbook);
      const used = [rechenstandValue(workbook)];
      readEveryResult(workbook, formulas);
      for (let i = 0; i < countedBefore; i++) {
        addon.clickMenuItem('Neu berechnen');
        used.push(rechenstandValue(workbook));
        readEveryResult(workbook, formulas);
      }
      const settings = workbook.getSheetByName('Einstellungen')!;
      settings.deleteRow(rechenstandRow(workbook));
      // As in Sheets: the reference to the deleted cell is #REF!, and so is every result.
      for (const [place, formula] of campaignFormulas(workbook)) {
        expect(formula).toMatch(/,#REF!\)$/);
        expect([place, cellOf(workbook, place).getValue()]).toEqual([place, '#REF!']);
      }
      updateScript(addon);
      if (repair === 'setupCampaign') addon.run('setupCampaign');
      else addon.clickMenuItem('Neu berechnen');
      const context = { repair, countedBefore };
      expect([context, campaignFormulas(workbook)]).toEqual([context, pointingAtRechenstand(formulas, settings)]);
      expect([context, rechenstandValue(workbook)]).toEqual([context, expect.any(Number)]);
      expect([context, rechenstandValue(workbook) > Math.max(...used)]).toEqual([context, true]);
      for (const place of formulas.keys()) {
        expect([context, place, String(cellOf(workbook, place).getValue())]).toEqual([
          context,
          place,
          expect.stringMatching(/^neu: /),
        ]);
      }
    }
});

test('Einstellungen sorted (the Rechenstand now in another row than the formulas read): „Neu berechnen“ points them at it', () => {
  const { workbook, addon } = setUp();
  const formulas = campaignFormulas(workbook);
  const settings = workbook.getSheetByName('Einstellungen')!;
  // A sort moves values, not the formulas' references: Rechenstand and the row below change places.
  const row = rechenstandRow(workbook);
  const pair = settings.getRange(row, 1, 2, 2).getValues();
  // (A sort takes the rows' validations along; here they are simply cleared.)
  settings.getRange(row, 2, 2, 1).clearDataValidations();
  settings.getRange(row, 1, 2, 2).setValues([pair[1], pair[0]]);
  expect(rechenstandRow(workbook)).toBe(row + 1);
  updateScript(addon);
  addon.clickMenuItem('Neu berechnen');
  expect(campaignFormulas(workbook)).toEqual(pointingAtRechenstand(formulas, settings));
  expect(workbook.getSheetByName('Stand')!.getRange('A1').getValue()).toBe('neu: Armee');
  // Counting up again needs no rewrite.
  const { byMethod } = workbook.calls.measure(() => addon.clickMenuItem('Neu berechnen'));
  expect(byMethod['Range.setFormula'] ?? 0).toBe(0);
});

test('a deleted Einstellungen sheet (#REF! in every formula, for good): setup lays it out again and points the formulas at its Rechenstand, at a value never used', () => {
  for (const countedBefore of [0, 1]) {
    const { workbook, addon } = setUp();
    const formulas = campaignFormulas(workbook);
    const used = [rechenstandValue(workbook)];
    readEveryResult(workbook, formulas);
    for (let i = 0; i < countedBefore; i++) {
      addon.clickMenuItem('Neu berechnen');
      used.push(rechenstandValue(workbook));
      readEveryResult(workbook, formulas);
    }
    workbook.deleteSheet(workbook.getSheetByName('Einstellungen')!);
    for (const [place, formula] of campaignFormulas(workbook))
      expect([place, formula]).toEqual([place, expect.stringMatching(/,#REF!\)$/)]);
    updateScript(addon);
    addon.run('setupCampaign');
    expect(campaignFormulas(workbook)).toEqual(pointingAtRechenstand(formulas, workbook.getSheetByName('Einstellungen')!));
    expect([countedBefore, rechenstandValue(workbook) > Math.max(...used)]).toEqual([countedBefore, true]);
    for (const place of formulas.keys()) {
      expect([countedBefore, place, String(cellOf(workbook, place).getValue())]).toEqual([
        countedBefore,
        place,
        expect.stringMatching(/^neu: /),
      ]);
    }
  }
});

test('a Rechenstand row added again never repeats a value Sheets may still have cached results for', () => {
  const { workbook, addon } = setUp();
  const formulas = campaignFormulas(workbook);
  // Sheets computes after every change (the twin only when a value is read): results are cached for the Rechenstand 1, 2 and 3.
  for (let i = 0; i < 2; i++) {
    addon.clickMenuItem('Neu berechnen');
    for (const place of formulas.keys()) cellOf(workbook, place).getValue();
  }
  // The row is deleted and comes back.
  updateScript(addon);
  workbook.getSheetByName('Einstellungen')!.deleteRow(rechenstandRow(workbook));
  addon.clickMenuItem('Neu berechnen');
  for (const place of formulas.keys()) {
    expect([place, String(cellOf(workbook, place).getValue())]).toEqual([place, expect.stringMatching(/^neu: /)]);
  }
  const value = workbook.getSheetByName('Einstellungen')!.getRange(rechenstandRow(workbook), 2).getValue();
  expect(value).toBeGreaterThan(3);
});
