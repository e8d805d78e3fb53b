// Derived sheets never break when their input grows (issue 8 §5). Sheets does not grow a sheet
// for an array result: a result taller than its sheet is #REF! with the English "Result was not
// automatically expanded". The add-on's onEdit trigger grows Auswertung/Buchungsprüfung after
// every user edit; where it cannot (inserting rows is no edit), the anchor's note says in German
// what to do.
import { generateCampaign } from '../../src/demo';
import { errorMessageAt, typeInto } from '../../src/offline';
import { workbookWith } from './campaignWorkbook';

// Enough armies and upgrades that every battle names armies of the list (the strict rule refuses others).
const demo = generateCampaign({ battles: 1200, armies: 100, bookings: 300, faultShare: 0 });

/** A campaign set up with its armies and players, Schlachten still empty (1,000 rows as setup makes it). */
function emptyCampaign() {
  const { workbook, addon } = workbookWith({
    Armeen: demo.armies,
    Spieler: demo.players,
    Schlachten: [demo.battles[0]],
    Buchungen: demo.bookings,
  } as never);
  addon.run('setupCampaign');
  const battles = workbook.getSheetByName('Schlachten')!;
  const results = workbook.getSheetByName('Auswertung')!;
  const checkColumn = (results.getRange(1, 1, 1, results.getLastColumn()).getValues()[0] as string[]).indexOf('Prüfung') + 1;
  return { workbook, addon, battles, results, checkColumn };
}

describe('pasting 1,200 battles by hand into a sheet of 1,000 rows', () => {
  it('grows Schlachten to fit the paste and, through onEdit, Auswertung too: the last battle is computed', () => {
    const { addon, battles, results, checkColumn } = emptyCampaign();
    expect(battles.getMaxRows()).toBe(1000);
    const { triggerError } = addon.edit('Schlachten', 2, 1, demo.battles.slice(1) as never);
    expect(triggerError).toBeNull();
    expect(battles.getMaxRows()).toBe(1201);
    expect(results.getMaxRows()).toBeGreaterThanOrEqual(1201);
    expect(results.getRange(1, 1).getValue()).not.toBe('#REF!');
    const last = results.getRange(1201, checkColumn).getValue();
    expect(last).toBe('OK');
  });

  it('without the trigger (as Sheets would show it) Auswertung!A1 is #REF!, "please insert more rows"', () => {
    const { workbook, battles } = emptyCampaign();
    typeInto(workbook, 'Schlachten', 2, 1, demo.battles.slice(1) as never);
    expect(battles.getMaxRows()).toBe(1201);
    expect(workbook.getRange('Auswertung!A1').getValue()).toBe('#REF!');
    expect(errorMessageAt(workbook, 'Auswertung!A1')).toMatch(/^Result was not automatically expanded, please insert more rows/);
  });
});

describe('inserting 900 rows between battles (no edit, so no trigger)', () => {
  const { workbook, addon, battles, results, checkColumn } = emptyCampaign();
  addon.edit('Schlachten', 2, 1, demo.battles.slice(1, 201) as never);
  battles.insertRowsAfter(100, 900);

  it('shows #REF! like Sheets, and the anchor cell tells in German what to do', () => {
    expect(workbook.getRange('Auswertung!A1').getValue()).toBe('#REF!');
    const note = results.getRange('A1').getNote();
    expect(note).toMatch(/#REF!/);
    expect(note).toMatch(/eine beliebige Zelle in Schlachten von Hand ändern/);
    expect(note).toMatch(/Erweiterungen → Kriegsrat → Kampagnenblatt einrichten/);
  });

  it('the next edit by hand in Schlachten grows Auswertung and the results are back', () => {
    addon.edit('Schlachten', 2, 13, [['Notiz nach dem Einfügen']]);
    expect(results.getMaxRows()).toBeGreaterThanOrEqual(battles.getMaxRows());
    expect(results.getRange(1, 1).getValue()).not.toBe('#REF!');
    expect(results.getRange(1101, checkColumn).getValue()).toBe('OK');
  });
});

it('onEdit in AuthMode.NONE (an add-on not yet used in this file) touches nothing', () => {
  const { workbook, addon, battles } = emptyCampaign();
  typeInto(workbook, 'Schlachten', 2, 1, demo.battles.slice(1) as never);
  expect(() => addon.run('onEdit', { authMode: 'NONE', range: battles.getRange('A2'), source: workbook })).not.toThrow();
  expect(workbook.getSheetByName('Auswertung')!.getMaxRows()).toBe(1000);
});
