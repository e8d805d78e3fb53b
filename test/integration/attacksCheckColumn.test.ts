// A2 through the built add-on in the offline twin: Angriffe's Prüfung column — one
// KAMPAGNE_ANGRIFFE formula in its header cell, computed from Angriffe and Armeen — says beside
// every row the organiser typed why it does not count as a declaration. Setup adds it to new and
// existing sheets after the last used column; nothing that exists moves.
import { AddonHandle, NAMED_RANGE_BEHAVIOURS, OfflineConditionalFormatRule, OfflineSpreadsheet } from '../../src/offline';
import { ATTACKS_HEADER } from '../rules/campaign/fixture';
import { MAP_CAMPAIGN, playerTokens, valuesOf, WEB_APP_URL, workbookWith } from './campaignWorkbook';

type Row = (string | number | boolean | Date)[];

const attacks = (workbook: OfflineSpreadsheet) => workbook.getSheetByName('Angriffe')!;
const headers = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Angriffe')[0] as string[];
const checkColumn = (workbook: OfflineSpreadsheet) => headers(workbook).indexOf('Prüfung') + 1;
/** The Prüfung of sheet row `row`. */
const check = (workbook: OfflineSpreadsheet, row: number) => attacks(workbook).getRange(row, checkColumn(workbook)).getValue();

/** Types `row` by hand below the last row of Angriffe. */
function typeRow(workbook: OfflineSpreadsheet, row: Row): void {
  const sheet = attacks(workbook);
  sheet.getRange(sheet.getLastRow() + 1, 1, 1, row.length).setValues([row]);
}

/** Anna declares Rote Faust's attack on Eisenwölfe through her link. */
const annaDeclaresRoteFaust = (workbook: OfflineSpreadsheet, addon: AddonHandle) =>
  addon.webApp.run('declareAttack', playerTokens(workbook, addon)('Anna'), {
    angreifer: 'Rote Faust',
    verteidiger: 'Eisenwölfe',
    einreichungsId: 'a-1',
  });

const redMark = (workbook: OfflineSpreadsheet) =>
  (attacks(workbook).getConditionalFormatRules() as unknown as OfflineConditionalFormatRule[]).find(
    (rule) => String(rule.getBooleanCondition()?.getCriteriaType()) === 'TEXT_STARTS_WITH',
  );

describe('a new campaign', () => {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
  addon.environment.webAppUrl = WEB_APP_URL;
  const summary = addon.run('setupCampaign') as string;

  it('gets Prüfung after the eight inputs: a formula, never typed, with a note, red mark and warning', () => {
    expect(headers(workbook)).toEqual([...ATTACKS_HEADER, 'Prüfung']);
    expect(summary).not.toMatch(/Spalten ergänzt: [^.]*Angriffe: Prüfung/);
    const cell = attacks(workbook).getRange(1, 9);
    expect(cell.getFormula()).toMatch(/^=KAMPAGNE_ANGRIFFE\(Angriffe!A:H,Armeen!A:E,Einstellungen!\$B\$\d+\)$/);
    expect(cell.getNote()).toMatch(/Zählt nicht:/);
    expect(redMark(workbook)!.getBooleanCondition()!.getCriteriaValues()).toEqual(['Zählt nicht:']);
    const [protection] = attacks(workbook).getProtections('RANGE' as never);
    expect(protection.isWarningOnly()).toBe(true);
    expect(protection.getRange().getColumn()).toBe(9);
    expect(attacks(workbook).getLastRow()).toBe(1);
  });

  it('a typed row that is no declaration says why beside it, in red; a player declaration shows nothing', () => {
    addon.run('startNewRound', 1, 1000);
    expect(annaDeclaresRoteFaust(workbook, addon)).toMatchObject({ ok: true });
    typeRow(workbook, ['1a', 'Grüne Flut', 'Rote Faust', 'Hügel']);
    typeRow(workbook, [1, 'Grüne Flutt', 'Rote Faust', 'Hügel']);
    typeRow(workbook, [1, 'Eisenwölfe', 'Rote Faust', 'Hügel', '', '', 'zurückgezogn']);
    expect([2, 3, 4, 5].map((row) => check(workbook, row))).toEqual([
      '',
      'Zählt nicht: Runde: „1a“ ist keine Zahl.',
      'Zählt nicht: Die Armee „Grüne Flutt“ gibt es nicht.',
      'Zählt als angesagt: Status „zurückgezogn“ ist weder leer noch „zurückgezogen“.',
    ]);
    const mark = redMark(workbook)!;
    expect([3, 4, 5].map((row) => mark.matches(check(workbook, row)))).toEqual([true, true, false]);
    // The organiser fixes the Runde: the reason goes.
    attacks(workbook).getRange(3, 1).setValue(1);
    expect(check(workbook, 3)).toBe('');
  });

  it('a typed row whose Status withdraws nothing stands: A3 refuses the army a second declaration', () => {
    const token = playerTokens(workbook, addon);
    const answer = addon.webApp.run('declareAttack', token('Bernd'), {
      angreifer: 'Eisenwölfe',
      verteidiger: 'Rote Faust',
      einreichungsId: 'b-1',
    }) as { ok: boolean; message?: string };
    // Eisenwölfe declared already (row 5, its Status withdraws nothing): A3 refuses a second one.
    expect(answer).toMatchObject({ ok: false });
    expect(answer.message).toMatch(/schon einen Angriff/);
    expect(attacks(workbook).getLastRow()).toBe(5);
  });

  it('a second setup changes nothing', () => {
    expect(addon.run('setupCampaign')).toBe('Das Kampagnenblatt war schon vollständig eingerichtet – nichts geändert.');
  });
});

describe('an existing Angriffe sheet', () => {
  it("gets Prüfung after the organiser's own column; no cell of theirs moves or changes", () => {
    const rows: Row[] = [
      [...ATTACKS_HEADER, 'Kommentar'],
      [1, 'Rote Faust', 'Eisenwölfe', 'Furt', 'Anna', '', '', 'x-1', 'per Mail'],
      ['zwei', 'Eisenwölfe', 'Rote Faust', 'Hügel', '', '', '', '', 'von Hand'],
    ];
    const { workbook, addon } = workbookWith({ ...MAP_CAMPAIGN, Angriffe: rows }, 'orga@example.com');
    const summary = addon.run('setupCampaign') as string;
    expect(summary).toMatch(/Spalten ergänzt: [^.]*Angriffe: Prüfung/);
    const values = valuesOf(workbook, 'Angriffe');
    expect(values.map((r) => r.slice(0, 9))).toEqual(rows);
    expect(headers(workbook)[9]).toBe('Prüfung');
    expect(attacks(workbook).getRange(1, 10).getFormula()).toMatch(
      /^=KAMPAGNE_ANGRIFFE\(Angriffe!A:I,Armeen!A:E,Einstellungen!\$B\$\d+\)$/,
    );
    expect(check(workbook, 2)).toBe('');
    expect(check(workbook, 3)).toBe('Zählt nicht: Runde: „zwei“ ist keine Zahl.');
  });

  it('adopts a Prüfung column that is there with our texts as values (an uploaded export); keeps one with text of others', () => {
    const exported: Row[] = [
      [...ATTACKS_HEADER, 'Prüfung'],
      ['zwei', 'Eisenwölfe', 'Rote Faust', 'Hügel', '', '', '', '', 'Zählt nicht: von gestern'],
    ];
    const adopted = workbookWith({ ...MAP_CAMPAIGN, Angriffe: exported }, 'orga@example.com');
    attacks(adopted.workbook).getRange(1, 9).setNote('Kriegsrat: Werte vom 27.11.2026, berechnet von KAMPAGNE_ANGRIFFE.');
    adopted.addon.run('setupCampaign');
    expect(attacks(adopted.workbook).getRange(1, 9).getNote()).toMatch(/^Von Kriegsrat berechnet/);
    expect(headers(adopted.workbook).filter((h) => h === 'Prüfung')).toHaveLength(1);
    expect(attacks(adopted.workbook).getRange(1, 9).getFormula()).toMatch(/^=KAMPAGNE_ANGRIFFE\(/);
    expect(check(adopted.workbook, 2)).toBe('Zählt nicht: Runde: „zwei“ ist keine Zahl.');

    const typed: Row[] = [
      [...ATTACKS_HEADER, 'Prüfung'],
      [1, 'Rote Faust', 'Eisenwölfe', 'Furt', '', '', '', '', 'gesehen'],
    ];
    const kept = workbookWith({ ...MAP_CAMPAIGN, Angriffe: typed }, 'orga@example.com');
    const summary = kept.addon.run('setupCampaign') as string;
    expect(summary).toMatch(/Achtung: [^.]*Angriffe!I/);
    expect(valuesOf(kept.workbook, 'Angriffe')).toEqual(typed);
  });

  it('an input column deleted after setup and added again by the next setup is read by the formula there', () => {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
    addon.run('setupCampaign');
    typeRow(workbook, [1, 'Rote Faust', 'Grüne Flutt', 'Hügel']);
    // The organiser deletes Verteidiger: Sheets shrinks the formula's range to A:G, and it fails.
    attacks(workbook).deleteColumn(3);
    expect(attacks(workbook).getRange(1, 8).getFormula()).toMatch(/^=KAMPAGNE_ANGRIFFE\(Angriffe!A:G,/);
    expect(addon.run('setupCampaign')).toMatch(/Spalten ergänzt: [^.]*Angriffe: Verteidiger/);
    // Inserted right of A:G, the new column lies outside the range Sheets kept: setup widens it.
    expect(headers(workbook)).toEqual([...ATTACKS_HEADER.filter((h) => h !== 'Verteidiger'), 'Verteidiger', 'Prüfung']);
    expect(attacks(workbook).getRange(1, 9).getFormula()).toMatch(
      /^=KAMPAGNE_ANGRIFFE\(Angriffe!A:H,Armeen!A:E,Einstellungen!\$B\$\d+\)$/,
    );
    attacks(workbook).getRange(2, 8).setValue('Grüne Flutt');
    expect(check(workbook, 2)).toBe('Zählt nicht: Die Armee „Grüne Flutt“ gibt es nicht.');
    expect(addon.run('setupCampaign')).toBe('Das Kampagnenblatt war schon vollständig eingerichtet – nichts geändert.');
  });

  it('a missing input column goes before Prüfung (computed, it may move): the formula reads it', () => {
    const rows: Row[] = [
      [...ATTACKS_HEADER.slice(0, 7), 'Prüfung'],
      [1, 'Rote Faust', 'Eisenwölfe', 'Furt', '', '', '', ''],
    ];
    const { workbook, addon } = workbookWith({ ...MAP_CAMPAIGN, Angriffe: rows }, 'orga@example.com');
    const summary = addon.run('setupCampaign') as string;
    expect(summary).toMatch(/Spalten ergänzt: [^.]*Angriffe: Einreichungs-ID/);
    expect(headers(workbook)).toEqual([...ATTACKS_HEADER, 'Prüfung']);
    expect(attacks(workbook).getRange(1, 9).getFormula()).toMatch(
      /^=KAMPAGNE_ANGRIFFE\(Angriffe!A:H,Armeen!A:E,Einstellungen!\$B\$\d+\)$/,
    );
    expect(valuesOf(workbook, 'Angriffe')[1].slice(0, 7)).toEqual(rows[1].slice(0, 7));
    expect(check(workbook, 2)).toBe('');
  });
});

describe('a typed row that does not count holds nothing (A2)', () => {
  it('a row naming an army Armeen does not list neither holds the attacker nor takes its one declaration', () => {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
    addon.environment.webAppUrl = WEB_APP_URL;
    addon.run('setupCampaign');
    addon.run('startNewRound', 1, 1000);
    // The organiser's typo: „Grüne Flutt“ for Grüne Flut. Its Prüfung says it does not count …
    typeRow(workbook, [1, 'Rote Faust', 'Grüne Flutt', 'Hügel']);
    expect(check(workbook, 2)).toBe('Zählt nicht: Die Armee „Grüne Flutt“ gibt es nicht.');
    // … and so it is: Anna declares Rote Faust's one attack of the round herself.
    expect(annaDeclaresRoteFaust(workbook, addon)).toMatchObject({ ok: true });
  });
});

describe('a row pasted with its Prüfung blocks the column (A2)', () => {
  it('setup clears the pasted texts of ours below the formula, so it spills again; anyone else’s text stays', () => {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
    addon.environment.webAppUrl = WEB_APP_URL;
    addon.run('setupCampaign');
    typeRow(workbook, [1, 'Rote Faust', 'Grüne Flutt', 'Hügel']);
    const reason = check(workbook, 2);
    expect(reason).toMatch(/^Zählt nicht: /);
    // The organiser copies row 2 with its Prüfung and pastes it as row 3: a value under the formula.
    attacks(workbook)
      .getRange(3, 1, 1, 9)
      .setValues([[1, 'Rote Faust', 'Grüne Flutt', 'Hügel', '', '', '', '', reason as string]]);
    expect(String(attacks(workbook).getRange(1, 9).getValue())).toMatch(/^#REF!/);
    addon.run('setupCampaign');
    expect(attacks(workbook).getRange(1, 9).getValue()).toBe('Prüfung');
    expect([check(workbook, 2), check(workbook, 3)]).toEqual([reason, reason]);
    // Someone's own note beside a row is no text of ours: it stays, and setup says why the column is blocked.
    attacks(workbook).getRange(3, 9).setValue('klären mit Anna');
    expect(String(attacks(workbook).getRange(1, 9).getValue())).toMatch(/^#REF!/);
    const summary = addon.run('setupCampaign') as string;
    expect(attacks(workbook).getRange(3, 9).getValue()).toBe('klären mit Anna');
    expect(summary).toContain('Angriffe!I ist belegt');
  });
});

describe('the name of Angriffe’s input columns (KriegsratAngriffeEingaben)', () => {
  it.each(Object.keys(NAMED_RANGE_BEHAVIOURS))(
    'setup points it at the columns left of Prüfung again after a column went in before it (names: %s)',
    (behaviour) => {
      const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com', {
        namedRanges: NAMED_RANGE_BEHAVIOURS[behaviour],
      });
      addon.run('setupCampaign');
      const named = () => workbook.getRangeByName('KriegsratAngriffeEingaben');
      expect([named()?.getSheet().getName(), named()?.getColumn(), named()?.getNumColumns()]).toEqual(['Angriffe', 1, 8]);
      // The organiser's own column between the inputs and Prüfung: the name must cover it (Sheets keeps A:H).
      attacks(workbook).insertColumnBefore(9);
      attacks(workbook).getRange(1, 9).setValue('Notiz');
      const summary = addon.run('setupCampaign') as string;
      expect(summary).toContain('KriegsratAngriffeEingaben (Angriffe!A:I)');
      expect(named()?.getNumColumns()).toBe(9);
      expect(addon.run('setupCampaign')).toBe('Das Kampagnenblatt war schon vollständig eingerichtet – nichts geändert.');
    },
  );
});
