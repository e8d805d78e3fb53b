// After a script update Sheets keeps the old results of custom functions (they recalculate only
// when an argument changes). The twin behaves the same when a function is replaced in the
// loaded script: the derived sheets keep their numbers until the menu „Neu berechnen“
// re-enters every KAMPAGNE_… formula.
import { workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

const MAP = [
  ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'],
  ['Hügel', '', 'Anna', 'Senke', 1, 1],
  ['Senke', '', 'Bernd', 'Hügel', 1, 2],
];

/** Every KAMPAGNE_… formula of the workbook, as `Sheet!A1 → formula`. */
function campaignFormulas(workbook: ReturnType<typeof workbookWith>['workbook']): Map<string, string> {
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

test('„Neu berechnen“ re-enters every KAMPAGNE_… formula, so a changed function shows everywhere', () => {
  const { workbook, addon } = workbookWith({ ...structuredClone(SMALL_CAMPAIGN), Felder: MAP });
  addon.onOpen();
  addon.run('setupCampaign');
  const stand = workbook.getSheetByName('Stand')!;
  expect(stand.getRange('A1').getValue()).toBe('Armee');
  const formulas = campaignFormulas(workbook);
  // Stand (2), Auswertung, Buchungsprüfung, Feldstand, Karte, Verlauf (3).
  expect(formulas.size).toBe(9);

  // "A script update": every KAMPAGNE_… function now marks its first cell.
  const globals = addon.context as Record<string, unknown>;
  for (const name of addon.customFunctionNames.filter((n) => n.startsWith('KAMPAGNE_'))) {
    const old = globals[name] as (...args: unknown[]) => unknown;
    globals[name] = (...args: unknown[]) => {
      const result = old(...args);
      if (!Array.isArray(result)) return `neu: ${String(result)}`;
      return result.map((line: unknown[], r) => (r === 0 ? line.map((v, c) => (c === 0 ? `neu: ${String(v)}` : v)) : line));
    };
  }
  // As in Sheets: nothing recalculates by itself, the sidebars would replay fresh but the sheets stay old.
  expect(stand.getRange('A1').getValue()).toBe('Armee');

  const { byMethod } = workbook.calls.measure(() => addon.clickMenuItem('Neu berechnen'));
  // Each formula entered once more, none read cell by cell.
  expect(byMethod['Range.setFormula']).toBe(formulas.size);
  for (const cell of formulas.keys()) {
    const [sheet, place] = cell.split('!');
    const [row, column] = place.split(':').map(Number);
    expect([cell, String(workbook.getSheetByName(sheet)!.getRange(row, column).getValue())]).toEqual([
      cell,
      expect.stringMatching(/^neu: /),
    ]);
  }
  expect(stand.getRange('A1').getValue()).toBe('neu: Armee');
  // The same formulas as before, each entered once more; a toast says what was done.
  expect(campaignFormulas(workbook)).toEqual(formulas);
  expect(workbook.ui.toasts[workbook.ui.toasts.length - 1]?.message).toMatch(/9 Formeln neu berechnet/);
});
