import {
  loadAddon,
  OfflineDataValidationBuilder,
  OfflineRange,
  OfflineSpreadsheet,
  WORKBOOK_FORMAT,
  workbookFromJson,
  workbookSnapshot,
  workbookToJson,
} from '../../src/offline';

const SCRIPT = `/** @customfunction */ function ZEILEN(n) { var o = []; for (var i = 1; i <= n; i++) o.push([i]); return o; }`;

function campaign() {
  const workbook = new OfflineSpreadsheet({ name: 'Kampagne Herbst', sheets: ['Armeen', 'Schlachten'] });
  const armeen = workbook.getSheetByName('Armeen')!;
  const schlachten = workbook.getSheetByName('Schlachten')!;
  armeen.getRange('A1:C3').setValues([
    ['Armee', 'Spieler', 'Stufe'],
    ['Rote Faust', 'Anna', 3],
    ["'0042", 'Bernd', true],
  ]);
  schlachten.getRange('A1:C2').setValues([
    ['Runde', 'Datum', 'Angreifer'],
    [1, new Date('2026-11-21T00:00:00+01:00'), 'Rote Faust'],
  ]);
  schlachten.getRange('D1').setFormula('=COUNTA(Armeen!A2:A)');
  schlachten.getRange('E1').setFormula('=ZEILEN(2)');
  schlachten
    .getRange('C2:C')
    .setDataValidation(
      new OfflineDataValidationBuilder()
        .requireValueInRange(armeen.getRange('A2:A'), true)
        .setAllowInvalid(false)
        .setHelpText('Armee wählen')
        .build(),
    );
  schlachten
    .getRange('F2')
    .setDataValidation(new OfflineDataValidationBuilder().requireValueInList(['Angreifer', 'Verteidiger']).build());
  schlachten
    .getRange('G2')
    .setDataValidation(new OfflineDataValidationBuilder().requireDateAfter(new Date('2026-01-01T00:00:00Z')).build());
  schlachten.getRange('A1:C1').setFontWeight('bold').setBackground('#e8eaed');
  schlachten.getRange('A1').setNote('Runde der Kampagne');
  schlachten.getRange('B3').setNumberFormat('@');
  schlachten.setFrozenRows(1).setColumnWidth(2, 140).setTabColor('#336699');
  schlachten.protect().setDescription('Nur Orga').setWarningOnly(true);
  armeen.getRange('A1:C1').protect().setDescription('Kopf');
  armeen.hideSheet();
  workbook.documentProperties.setProperty('version', '1');
  loadAddon(workbook, SCRIPT);
  return workbook;
}

describe('toJSON / fromJSON', () => {
  test('a round trip keeps contents, formats, validations, protections and settings', () => {
    const original = campaign();
    const json = workbookToJson(original);
    expect(json.format).toBe(WORKBOOK_FORMAT);
    const text = JSON.stringify(json);
    const copy = workbookFromJson(text);
    expect(workbookToJson(copy)).toEqual(json);

    const armeen = copy.getSheetByName('Armeen')!;
    const schlachten = copy.getSheetByName('Schlachten')!;
    expect(copy.getName()).toBe('Kampagne Herbst');
    expect(armeen.getRange('A2:C3').getValues()).toEqual([
      ['Rote Faust', 'Anna', 3],
      ['0042', 'Bernd', true],
    ]);
    const date = schlachten.getRange('B2').getValue() as Date;
    expect(date.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(schlachten.getRange('D1').getFormula()).toBe('=COUNTA(Armeen!A2:A)');
    expect(schlachten.getRange('D1').getValue()).toBe(2);
    expect(schlachten.getRange('C5').getDataValidation()!.getHelpText()).toBe('Armee wählen');
    expect((schlachten.getRange('C5').getDataValidation()!.getCriteriaValues()[0] as OfflineRange).getA1Notation()).toBe(
      'A2:A1000',
    );
    // A rule set on a whole column is one rule again after loading.
    expect(schlachten.getRange('C5').getDataValidation()).toBe(schlachten.getRange('C900').getDataValidation());
    expect(() => schlachten.getRange('C3').setValue('Unbekannt')).toThrow(/violates the data validation rules/);
    expect((schlachten.getRange('G2').getDataValidation()!.getCriteriaValues()[0] as Date).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(schlachten.getRange('A1').getNote()).toBe('Runde der Kampagne');
    expect(schlachten.getRange('B3').getNumberFormat()).toBe('@');
    expect([schlachten.getFrozenRows(), schlachten.getColumnWidth(2), schlachten.getTabColor(), armeen.isSheetHidden()]).toEqual([
      1,
      140,
      '#336699',
      true,
    ]);
    expect(schlachten.getProtections('SHEET')[0].getDescription()).toBe('Nur Orga');
    expect(armeen.getProtections('RANGE')[0].getRange().getA1Notation()).toBe('A1:C1');
    expect(copy.documentProperties.getProperty('version')).toBe('1');
    // Custom functions wait for the add-on, as in a freshly opened sheet.
    expect(schlachten.getRange('E1').getValue()).toBe('#NAME?');
    loadAddon(copy, SCRIPT);
    expect(schlachten.getRange('E1:E2').getValues()).toEqual([[1], [2]]);
  });

  test('spilled results are not saved, only the formula', () => {
    const cells = workbookToJson(campaign()).sheets[1].cells;
    expect(cells.find((c) => c.row === 1 && c.column === 5)).toMatchObject({ formula: '=ZEILEN(2)' });
    expect(cells.find((c) => c.row === 2 && c.column === 5)).toBeUndefined();
  });

  test.each([
    ['no JSON', '{nicht json', /kein gültiges JSON/],
    ['a foreign file', JSON.stringify({ name: 'Tabelle', rows: [] }), /keine Kriegsrat-Arbeitsmappe/],
    ['another version', JSON.stringify({ format: WORKBOOK_FORMAT, version: 99 }), /version: erwartet wird Version 1/],
  ])('refuses %s with a German explanation', (_label, data, message) => {
    expect(() => workbookFromJson(data)).toThrow(message);
    expect(() => workbookFromJson(data)).toThrow(/^Die Arbeitsmappe lässt sich nicht lesen/);
  });

  test('refuses a damaged workbook and says where', () => {
    const json = workbookToJson(campaign());
    const broken = structuredClone(json);
    broken.sheets[1].cells[0].row = 0;
    expect(() => workbookFromJson(broken)).toThrow('sheets[1].cells[0].row: erwartet wird eine ganze Zahl ab 1');
    const twice = structuredClone(json);
    twice.sheets[1].name = 'armeen';
    expect(() => workbookFromJson(twice)).toThrow(/sheets\[1\]\.name: erwartet wird ein eindeutiger/);
    const outside = structuredClone(json);
    outside.sheets[0].cells.push({ row: 5000, column: 1, value: 1 });
    expect(() => workbookFromJson(outside)).toThrow(/innerhalb des Tabellenblatts/);
    const badRange = structuredClone(json);
    const validated = badRange.sheets[1].ranges!.find((r) => r.validation?.criteria === 'VALUE_IN_RANGE')!;
    validated.validation!.values[0] = { range: 'Fehlt!A1:A2' };
    expect(() => workbookFromJson(badRange)).toThrow(/ein vorhandener Bereich/);
  });
});

describe('snapshot', () => {
  test('gives the evaluated display grid, German formulas and cell extras', () => {
    const workbook = campaign();
    const schlachten = workbook.getSheetByName('Schlachten')!;
    schlachten.getRange('H1').setFormula('=1/0');
    const snap = workbookSnapshot(workbook);
    expect(snap.name).toBe('Kampagne Herbst');
    const sheet = snap.sheets.find((s) => s.name === 'Schlachten')!;
    expect([sheet.numRows, sheet.numColumns, sheet.frozenRows]).toEqual([2, 8, 1]);
    expect(sheet.display).toEqual([
      ['Runde', 'Datum', 'Angreifer', '2', '1', '', '', '#DIV/0!'],
      ['1', '21.11.2026', 'Rote Faust', '', '2', '', '', ''],
    ]);
    expect(sheet.formulas[0][3]).toBe('=ANZAHL2(Armeen!A2:A)');
    const extra = (row: number, column: number) => sheet.cells.find((c) => c.row === row && c.column === column);
    expect(extra(1, 1)).toMatchObject({ note: 'Runde der Kampagne', style: { fontWeight: 'bold', background: '#e8eaed' } });
    expect(extra(2, 3)).toMatchObject({ dropdown: ['Rote Faust', '0042'], helpText: 'Armee wählen' });
    expect(extra(2, 6)).toMatchObject({ dropdown: ['Angreifer', 'Verteidiger'] });
    expect(extra(1, 8)).toMatchObject({ error: 'Division by zero.' });
    expect(snap.sheets.find((s) => s.name === 'Armeen')!.hidden).toBe(true);
  });
});
