// „Nein“ with a capital N in a ja/nein dropdown of Einstellungen (C7 „Bestätigung durch den
// Gegner“, A1 „Angriffe ansagen“). Google does not say whether a strict dropdown takes another
// case (src/offline/listValidationCase.ts): under each answer the twin offers, what Sheets keeps
// is read as meant, no onEdit guard takes it back, and no later write of Kriegsrat trips over it.
import { LIST_CASE_BEHAVIOURS, type ListCaseBehaviour } from '../../src/offline';
import { editCell, EditError } from '../../src/preview/cellEdit';
import { readAttacksDeclared } from '../../src/rules/rounds/roundSettings';
import type { CellValue } from '../../src/rules';
import { playerTokens, SMALL_CAMPAIGN, smallCampaignBattle, valuesOf, withAddresses, workbookWith } from './campaignWorkbook';

function campaign(listCase: ListCaseBehaviour) {
  const { workbook, addon } = workbookWith(withAddresses(SMALL_CAMPAIGN), 'orga@example.com', { listCase });
  addon.run('setupCampaign');
  const settings = workbook.getSheetByName('Einstellungen')!;
  const valueCell = (name: string) => {
    const row = settings
      .getDataRange()
      .getValues()
      .findIndex((r) => r[0] === name);
    if (row < 1) throw new Error(`keine Zeile ${name}`);
    return settings.getRange(row + 1, 2);
  };
  const seenBefore = workbook.ui.toasts.length;
  /** Types as the preview's grid does; 'angenommen' or the refusal Sheets shows. */
  const type = (name: string, text: string): string => {
    const cell = valueCell(name);
    try {
      editCell(addon, { sheet: 'Einstellungen', row: cell.getRow(), column: cell.getColumn(), text });
      return 'angenommen';
    } catch (error) {
      if (!(error instanceof EditError)) throw error;
      return 'abgelehnt';
    }
  };
  const toasts = () => workbook.ui.toasts.slice(seenBefore).map((t) => t.message);
  return { workbook, addon, valueCell, type, toasts };
}

describe.each(Object.entries(LIST_CASE_BEHAVIOURS))('a strict ja/nein dropdown, Sheets answering %s', (_name, listCase) => {
  const takesCase = listCase.typed === 'ignoreCase';

  it(`„Nein“ typed for „Bestätigung durch den Gegner“: ${takesCase ? 'kept and read as nein — a report counts at once (C7)' : 'refused by Sheets — ja stands, a report waits'}`, () => {
    const { workbook, addon, valueCell, type, toasts } = campaign(listCase);
    expect(type('Bestätigung durch den Gegner', 'Nein')).toBe(takesCase ? 'angenommen' : 'abgelehnt');
    expect(valueCell('Bestätigung durch den Gegner').getValue()).toBe(takesCase ? 'Nein' : 'ja');
    expect(toasts()).toEqual([]);
    const token = playerTokens(workbook, addon);
    expect(addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle('r-1'))).toMatchObject({ ok: true });
    const battles = valuesOf(workbook, 'Schlachten');
    expect(battles[1][(battles[0] as string[]).indexOf('Status')]).toBe(takesCase ? 'bestätigt' : 'gemeldet');
    // Kriegsrat's own writes to Einstellungen afterwards (Speicherstand, Phase) leave the cell alone.
    workbook.ui.respondWith('YES');
    addon.run('askBattlePhase');
    expect(valueCell('Bestätigung durch den Gegner').getValue()).toBe(takesCase ? 'Nein' : 'ja');
  });

  it(`„Ja“ typed for „Angriffe ansagen“: ${takesCase ? 'declarations on' : 'refused, as before'}`, () => {
    const { workbook, valueCell, type, toasts } = campaign(listCase);
    const before = valueCell('Angriffe ansagen').getValue();
    type('Angriffe ansagen', 'nein');
    expect(type('Angriffe ansagen', 'Ja')).toBe(takesCase ? 'angenommen' : 'abgelehnt');
    expect(valueCell('Angriffe ansagen').getValue()).toBe(takesCase ? 'Ja' : 'nein');
    expect(before).toBe('ja');
    expect(toasts()).toEqual([]);
    // Read as the server reads it (A1).
    expect(readAttacksDeclared(valuesOf(workbook, 'Einstellungen') as CellValue[][])).toBe(takesCase);
  });
});
