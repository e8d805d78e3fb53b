// A decimal number in a whole-number column (issue 10 §3): Sheets' built-in criteria know no
// whole numbers, so 12,5 passes the validation; the add-on's onEdit takes a typed one back
// (old value or empty) and says why in German; a paste keeps its values and names the cells.
import { CHECK_HEADER } from '../../src/rules/campaign/output';
import { editCell, EditError } from '../../src/preview/cellEdit';
import { MAP_CAMPAIGN, SMALL_CAMPAIGN, workbookWith } from './campaignWorkbook';

function campaign(sheets = SMALL_CAMPAIGN) {
  const { workbook, addon } = workbookWith(sheets);
  addon.run('setupCampaign');
  const toasts = () => workbook.ui.toasts.map((t) => t.message);
  const seenBefore = workbook.ui.toasts.length;
  const newToasts = () => toasts().slice(seenBefore);
  return { workbook, addon, newToasts };
}

/** Types into one cell the way the preview's grid does; the refusal's message, or 'angenommen'. */
function typer(addon: ReturnType<typeof campaign>['addon'], sheet: string) {
  return (a1: string, text: string): string => {
    const cell = addon.workbook.getSheetByName(sheet)!.getRange(a1);
    try {
      editCell(addon, { sheet, row: cell.getRow(), column: cell.getColumn(), text });
      return 'angenommen';
    } catch (error) {
      if (!(error instanceof EditError)) throw error;
      return error.message;
    }
  };
}

const BATTLE = [1, '21.11.2026', 'Rote Faust', 'Eisenwölfe', 0, '', 30, 20, '', 0, 0];

describe('typing a decimal number into one cell', () => {
  it('puts the old value back and says in German what was wrong and what is allowed', () => {
    const { workbook, addon, newToasts } = campaign();
    const battles = workbook.getSheetByName('Schlachten')!;
    battles.getRange(2, 1, 1, BATTLE.length).setValues([BATTLE]);
    expect(typer(addon, 'Schlachten')('G2', '12,5')).toBe('angenommen');
    expect(battles.getRange('G2').getValue()).toBe(30);
    expect(newToasts()).toEqual([
      'Schlachten!G2 (Siegpunkte Angreifer): 12,5 ist keine ganze Zahl – die Eingabe wurde zurückgenommen. Erlaubt: ganze Zahl von 0 bis 999.',
    ]);
    expect(workbook.ui.toasts[workbook.ui.toasts.length - 1].title).toBe('Kriegsrat');
  });

  it('clears a cell that was empty before', () => {
    const { workbook, addon, newToasts } = campaign();
    expect(typer(addon, 'Schlachten')('K2', '0,5')).toBe('angenommen');
    expect(workbook.getRange('Schlachten!K2').getValue()).toBe('');
    expect(newToasts()).toEqual([
      'Schlachten!K2 (Verluste Verteidiger): 0,5 ist keine ganze Zahl – die Eingabe wurde zurückgenommen. Erlaubt: ganze Zahl ab 0.',
    ]);
  });

  it('clears rather than writing back an old value that is no plain whole number (it could be read as a date)', () => {
    const { workbook, addon } = campaign();
    const cell = workbook.getRange('Schlachten!H2');
    cell.setValue(3.5);
    typer(addon, 'Schlachten')('H2', '7,25');
    expect(cell.getValue()).toBe('');
  });

  it('empties the cell when the validation refuses the old value (a number from before setup)', () => {
    const { workbook, addon, newToasts } = campaign({
      ...SMALL_CAMPAIGN,
      Schlachten: [SMALL_CAMPAIGN.Schlachten[0], [1, '', '', '', 0, '', -3]],
    });
    expect(typer(addon, 'Schlachten')('G2', '1,5')).toBe('angenommen');
    expect(workbook.getRange('Schlachten!G2').getValue()).toBe('');
    expect(newToasts()).toHaveLength(1);
  });

  it('a negative whole number comes back as a number', () => {
    const { workbook, addon, newToasts } = campaign();
    const cell = workbook.getRange('Buchungen!F2');
    cell.setValue(-300);
    expect(typer(addon, 'Buchungen')('F2', '-2,5')).toBe('angenommen');
    expect(cell.getValue()).toBe(-300);
    expect(newToasts()).toEqual([
      'Buchungen!F2 (Versorgung): -2,5 ist keine ganze Zahl – die Eingabe wurde zurückgenommen. Erlaubt: ganze Zahl von -100000 bis 100000.',
    ]);
  });

  it.each([
    ['Armeen', 'C3', 'Startstufe', 'ganze Zahl von 1 bis 4'],
    ['Spieler', 'C2', 'Startversorgung', 'ganze Zahl von 0 bis 100000'],
    ['Schlachten', 'A2', 'Runde', 'ganze Zahl ab 1'],
    ['Schlachten', 'E2', 'Mobilisierung', 'ganze Zahl ab 0 in 250er-Schritten'],
    ['Buchungen', 'G2', 'Stufen', 'ganze Zahl von -4 bis 4'],
    ['Felder', 'E2', 'Zeile', 'ganze Zahl von 1 bis 100'],
  ])('%s!%s (%s) takes it back too', (sheet, a1, header, allowed) => {
    const { workbook, addon, newToasts } = campaign(MAP_CAMPAIGN);
    const before = workbook.getRange(`${sheet}!${a1}`).getValue();
    expect(typer(addon, sheet)(a1, '1,5')).toBe('angenommen');
    expect(workbook.getRange(`${sheet}!${a1}`).getValue()).toBe(before);
    expect(newToasts()).toEqual([
      `${sheet}!${a1} (${header}): 1,5 ist keine ganze Zahl – die Eingabe wurde zurückgenommen. Erlaubt: ${allowed}.`,
    ]);
  });

  it('finds the columns by their header: a sheet with its columns in another order', () => {
    const { workbook, addon, newToasts } = campaign({
      ...SMALL_CAMPAIGN,
      Spieler: [
        ['Startversorgung', 'Fraktion', 'Spieler'],
        [500, 'Space Marines', 'Anna'],
      ],
    });
    expect(typer(addon, 'Spieler')('A2', '2,5')).toBe('angenommen');
    expect(workbook.getRange('Spieler!A2').getValue()).toBe(500);
    expect(newToasts()).toHaveLength(1);
    expect(typer(addon, 'Spieler')('B2', '2,5')).toBe('angenommen');
    expect(workbook.getRange('Spieler!B2').getValue()).toBe(2.5);
    expect(newToasts()).toHaveLength(1);
  });

  it('whole numbers, text columns and sheets of its own pass without a word', () => {
    const { workbook, addon, newToasts } = campaign();
    const type = typer(addon, 'Schlachten');
    expect(type('G2', '12')).toBe('angenommen');
    expect(type('E2', '1.500')).toBe('angenommen');
    expect(type('M2', '2,5')).toBe('angenommen');
    expect(
      workbook
        .getRange('Schlachten!G2:M2')
        .getValues()[0]
        .filter((v) => v !== ''),
    ).toEqual([12, 2.5]);
    expect(workbook.getRange('Schlachten!E2').getValue()).toBe(1500);
    workbook.insertSheet('Notizen');
    expect(typer(addon, 'Notizen')('A1', '2,5')).toBe('angenommen');
    expect(newToasts()).toEqual([]);
  });

  it.each([
    ['viel', 'Siegpunkte Angreifer: ganze Zahl von 0 bis 999.'],
    ['-5', 'Siegpunkte Angreifer: ganze Zahl von 0 bis 999.'],
  ])('„%s“ is still refused by the validation with its help text', (text, help) => {
    const { workbook, addon, newToasts } = campaign();
    expect(typer(addon, 'Schlachten')('G2', text)).toBe(`Ungültige Eingabe in Schlachten!G2: „${text}“. ${help}`);
    expect(workbook.getRange('Schlachten!G2').getValue()).toBe('');
    expect(newToasts()).toEqual([]);
  });

  it('reads little: the header row and the cell, one write, one toast (beyond what onEdit does for any edit of the row)', () => {
    const { workbook, addon } = campaign();
    const calls = (text: string, column = 7) =>
      workbook.calls.measure(() => addon.edit('Schlachten', 2, column, [[text]])).byMethod;
    // A text typed into Mission: what onEdit does anyway (derived sheets, the row's Prüfung formula).
    const base = calls('Nachtgefecht', 12);
    const extra = (byMethod: Record<string, number>, method: string) => (byMethod[method] ?? 0) - (base[method] ?? 0);
    const fraction = calls('12,5');
    expect(extra(fraction, 'Range.getValues')).toBe(2);
    expect(extra(fraction, 'Range.getValue')).toBe(0);
    expect(extra(fraction, 'Range.setValue')).toBe(1);
    expect(extra(fraction, 'Spreadsheet.toast')).toBe(1);
    // A whole number typed: the fraction check reads nothing; R1's typo guard (roundJumpEdits.ts)
    // reads the header row, whether this is the Runde (its own test counts the rest).
    expect(extra(calls('12'), 'Range.getValues')).toBe(1);
    expect(extra(calls('2'), 'Range.getValues')).toBe(0);
  });

  it('in AuthMode.NONE (an add-on not yet used in the file) it touches nothing', () => {
    const { workbook, addon, newToasts } = campaign();
    const cell = workbook.getRange('Schlachten!G2');
    cell.setValue(12.5);
    addon.run('onEdit', { authMode: 'NONE', range: cell, source: workbook, value: '12.5' });
    expect(cell.getValue()).toBe(12.5);
    expect(newToasts()).toEqual([]);
  });
});

describe('pasting several cells with decimal numbers', () => {
  it('keeps the values (nothing to put back) and names the cells; Auswertung flags the battles', () => {
    const { workbook, addon, newToasts } = campaign();
    const pasted = [
      [1, '21.11.2026', 'Rote Faust', 'Eisenwölfe', 0, '', 12.5, 20, '', 0, 0],
      [1, '21.11.2026', 'Eisenwölfe', 'Rote Faust', 0, '', 30, 20, '', 0, 0.5],
    ];
    const { triggerError } = addon.edit('Schlachten', 2, 1, pasted);
    expect(triggerError).toBeNull();
    expect(
      workbook
        .getRange('Schlachten!A2:K3')
        .getValues()
        .map((row) => [row[6], row[10]]),
    ).toEqual([
      [12.5, 0],
      [30, 0.5],
    ]);
    expect(newToasts()).toEqual([
      'Keine ganze Zahl: Schlachten!G2 (Siegpunkte Angreifer) 12,5, Schlachten!K3 (Verluste Verteidiger) 0,5. ' +
        'Kriegsrat rechnet diese Zeilen erst, wenn dort ganze Zahlen stehen; das Blatt Auswertung (Spalte Prüfung) nennt den Grund.',
    ]);
    const results = workbook.getSheetByName('Auswertung')!;
    const header = results.getRange(1, 1, 1, results.getLastColumn()).getValues()[0] as string[];
    const check = header.indexOf(CHECK_HEADER) + 1;
    expect(results.getRange(2, check).getValue()).toMatch(/Siegpunkte Angreifer 12,5 ist keine ganze Zahl/);
    expect(results.getRange(3, check).getValue()).toMatch(/Verluste Verteidiger 0,5 ist keine ganze Zahl/);
  });

  it('names the first three cells and counts the rest; Buchungen points to Buchungsprüfung', () => {
    const { workbook, addon, newToasts } = campaign();
    addon.edit('Buchungen', 2, 6, [
      [0.5, 1.5],
      [2.5, 1],
      [3.5, 0],
    ]);
    expect(workbook.getRange('Buchungen!F2:G4').getValues()).toEqual([
      [0.5, 1.5],
      [2.5, 1],
      [3.5, 0],
    ]);
    expect(newToasts()).toEqual([
      'Keine ganze Zahl: Buchungen!F2 (Versorgung) 0,5, Buchungen!G2 (Stufen) 1,5, Buchungen!F3 (Versorgung) 2,5 und 1 weitere Zelle. ' +
        'Kriegsrat rechnet diese Zeilen erst, wenn dort ganze Zahlen stehen; das Blatt Buchungsprüfung (Spalte Prüfung) nennt den Grund.',
    ]);
  });
});
