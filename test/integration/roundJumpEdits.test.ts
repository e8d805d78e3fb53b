// A typo in Runde („55“ for „5“) moves every player's round (R1: the highest Runde of the
// organiser's rows) — even on a row that will not count. Rounds go one by one, through „Neue
// Runde beginnen“: typed into one cell, a Runde more than one after the current round is taken
// back with a German toast; the next round (typed ahead) and earlier rounds stay. A paste keeps
// its values, and the toast names the cells.
import { editCell } from '../../src/preview/cellEdit';
import { SMALL_CAMPAIGN, workbookWith } from './campaignWorkbook';

const BATTLE = [1, '21.11.2026', 'Rote Faust', 'Eisenwölfe', 0, '', 30, 20, '', 0, 0];

function campaign() {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
  addon.run('setupCampaign');
  const seen = workbook.ui.toasts.length;
  const battles = workbook.getSheetByName('Schlachten')!;
  battles.getRange(2, 1, 1, BATTLE.length).setValues([BATTLE]);
  const type = (sheet: string, row: number, column: number, text: string) => editCell(addon, { sheet, row, column, text });
  return { workbook, addon, battles, type, newToasts: () => workbook.ui.toasts.slice(seen).map((t) => t.message) };
}

describe('typing a Runde more than one round ahead', () => {
  it('takes a jump back to the old value and says which rounds are allowed and how a round begins', () => {
    const { battles, type, newToasts } = campaign();
    type('Schlachten', 2, 1, '55');
    expect(battles.getRange('A2').getValue()).toBe(1);
    expect(newToasts()).toEqual([
      'Schlachten!A2 (Runde): Runde 55 liegt mehr als eine Runde nach der laufenden Runde 1 – die Eingabe wurde zurückgenommen, ' +
        'sonst wären alle Spieler in Runde 55. Erlaubt: Runde 1 bis 2. Eine neue Runde beginnt mit Erweiterungen → Kriegsrat → Neue Runde beginnen.',
    ]);
  });

  it('clears a new row whose first cell is the jump, in Buchungen too', () => {
    const { workbook, type, newToasts } = campaign();
    type('Buchungen', 2, 1, '7');
    expect(workbook.getRange('Buchungen!A2').getValue()).toBe('');
    expect(newToasts()).toHaveLength(1);
    expect(newToasts()[0]).toContain('Buchungen!A2 (Runde): Runde 7 liegt mehr als eine Runde nach der laufenden Runde 1');
  });

  it('keeps the next round typed ahead and an earlier round, without a word', () => {
    const { battles, type, newToasts } = campaign();
    type('Schlachten', 3, 1, '2');
    type('Schlachten', 2, 1, '1');
    expect(battles.getRange('A3').getValue()).toBe(2);
    expect(newToasts()).toEqual([]);
  });

  it('judges the jump against the rounds without the edited cell (correcting the highest row is no jump)', () => {
    const { battles, type, newToasts } = campaign();
    battles.getRange(3, 1, 1, BATTLE.length).setValues([[2, ...BATTLE.slice(1)]]);
    battles.getRange(4, 1, 1, BATTLE.length).setValues([[3, ...BATTLE.slice(1)]]);
    // Runde 3 is current, made so by A4 itself: 4 there is the next round; then 4 is current, and 6 a jump.
    type('Schlachten', 4, 1, '4');
    expect(battles.getRange('A4').getValue()).toBe(4);
    type('Schlachten', 4, 1, '6');
    expect(battles.getRange('A4').getValue()).toBe(4);
    expect(newToasts()).toHaveLength(1);
    expect(newToasts()[0]).toContain('laufenden Runde 4 – die Eingabe wurde zurückgenommen');
    expect(newToasts()[0]).toContain('Erlaubt: Runde 1 bis 5.');
  });

  it('keeps a paste and names the cells that jump', () => {
    const { addon, battles, newToasts } = campaign();
    const { triggerError } = addon.edit('Schlachten', 3, 1, [
      [9, ...BATTLE.slice(1)],
      [2, ...BATTLE.slice(1)],
    ]);
    expect(triggerError).toBeNull();
    expect(battles.getRange('A3').getValue()).toBe(9);
    expect(newToasts()).toEqual([
      // Counted with the pasted row of Runde 2, which is the next round, not a jump.
      'Schlachten!A3 (Runde): Runde 9 liegt mehr als eine Runde nach der laufenden Runde 2 – bitte prüfen: ' +
        'diese Zeile würde alle Spieler in Runde 9 setzen, sobald sie zählt. Erlaubt: Runde 1 bis 3.',
    ]);
  });

  it('reads nothing for a Runde below 3, and for a typed jump the header row and the three sheets R1 counts, Prüfung left out', () => {
    const { workbook, addon } = campaign();
    const calls = (text: string, row: number, column = 1) =>
      workbook.calls.measure(() => addon.edit('Schlachten', row, column, [[text]])).byMethod;
    // A text typed into Mission: what onEdit does anyway.
    const base = calls('Nachtgefecht', 5, 12);
    const extra = (byMethod: Record<string, number>, method: string) => (byMethod[method] ?? 0) - (base[method] ?? 0);
    expect(extra(calls('2', 3), 'Range.getValues')).toBe(0);
    const jump = calls('9', 4);
    // The header row of the edited sheet, then R1's three sheets as Neue Runde beginnen reads them
    // (readRoundLog: Schlachten's header, then its columns left of Prüfung; Buchungen; Armeen).
    expect(extra(jump, 'Range.getValues')).toBe(1);
    expect(extra(jump, 'Sheet.getSheetValues')).toBe(4);
    expect(extra(jump, 'Range.setValue')).toBe(1);
    expect(extra(jump, 'Spreadsheet.toast')).toBe(1);
  });
});
