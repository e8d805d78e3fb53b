// Schlachten's Prüfung column (issue 10 §3): a battle that does not count is marked in the sheet
// it was entered in — a formula per row showing the Auswertung's reason, a conditional format
// with a built-in criterion on it — and the KAMPAGNE_… formulas never read it.
import { generateCampaign } from '../../src/demo';
import { OfflineConditionalFormatRule, OfflineSpreadsheet } from '../../src/offline';
import { BATTLE_CHECK_FORMULA } from '../../src/sheets/battleCheckColumn';
import { smallCampaignBattle, SMALL_CAMPAIGN, valuesOf, workbookWith } from './campaignWorkbook';

type Row = (string | number | Date)[];

/** A battle row of SMALL_CAMPAIGN typed by hand (all 16 input columns). */
function typedBattle(attacker: string, defender: string, defenderLosses = 0): Row {
  return [1, new Date(2026, 10, 21), attacker, defender, 0, '', 10, 5, '', 0, defenderLosses, 'Vorposten halten', '', '', '', ''];
}

/** Passes every validation of the sheet, but the replay refuses it: more losses than points played. */
const TOO_MANY_LOSSES = 99_999;

function setUp(sheets = SMALL_CAMPAIGN) {
  const { workbook, addon } = workbookWith(sheets, 'orga@example.com');
  const summary = addon.run('setupCampaign') as string;
  return { workbook, addon, summary, battles: workbook.getSheetByName('Schlachten')! };
}

const headersOf = (workbook: OfflineSpreadsheet, sheet: string) => valuesOf(workbook, sheet)[0] as string[];
const checkColumnOf = (workbook: OfflineSpreadsheet) => headersOf(workbook, 'Schlachten').indexOf('Prüfung') + 1;

/** Every KAMPAGNE_… formula of the workbook, by cell. */
function campaignFormulas(workbook: OfflineSpreadsheet): string[] {
  const out: string[] = [];
  for (const sheet of workbook.getSheets()) {
    const formulas = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).getFormulas();
    formulas.forEach((line) => line.forEach((f) => f.toUpperCase().includes('KAMPAGNE_') && out.push(f)));
  }
  return out;
}

/** The last Schlachten column a formula reads ("Schlachten!A:Q" → 17). */
function schlachtenEnd(formula: string): number {
  const m = /Schlachten!\$?[A-Z]+\$?\d*:\$?([A-Z]+)/.exec(formula);
  if (!m) return 0;
  return [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
}

const markOf = (battles: ReturnType<typeof setUp>['battles']) =>
  (battles.getConditionalFormatRules() as unknown as OfflineConditionalFormatRule[]).find(
    (rule) => String(rule.getBooleanCondition()?.getCriteriaType()) === 'TEXT_STARTS_WITH',
  );

describe('setup on a new workbook', () => {
  const { workbook, battles } = setUp();
  const column = checkColumnOf(workbook);

  it('appends Prüfung after the inputs, the map column and the confirmation columns, with a note; no formulas below an empty sheet', () => {
    const headers = headersOf(workbook, 'Schlachten');
    expect(headers.indexOf('Einspruch') + 2).toBe(column);
    expect(column).toBe(headers.filter((h) => h !== '').length);
    expect(battles.getRange(1, column).getNote()).toMatch(/Zählt nicht:/);
    expect(battles.getLastRow()).toBe(1);
  });

  it('marks the column with a built-in criterion and protects it with a warning only', () => {
    const rule = markOf(battles)!;
    expect(rule.getBooleanCondition()!.getCriteriaValues()).toEqual(['Zählt nicht:']);
    expect(rule.getBooleanCondition()!.getBackgroundObject()!.asRgbColor().asHexString()).toBe('#f4cccc');
    expect(rule.getRanges().map((r) => [r.getColumn(), r.getNumColumns()])).toEqual([[column, 1]]);
    const [protection] = battles.getProtections('RANGE' as never);
    expect(protection.isWarningOnly()).toBe(true);
    expect(protection.getRange().getColumn()).toBe(column);
  });

  it('no KAMPAGNE_… formula reads the Prüfung column (no circular reference)', () => {
    const formulas = campaignFormulas(workbook);
    expect(formulas.length).toBeGreaterThan(5);
    for (const formula of formulas.filter((f) => f.includes('Schlachten!'))) expect(schlachtenEnd(formula)).toBe(column - 1);
  });
});

describe('a battle that does not count', () => {
  const rows = [SMALL_CAMPAIGN.Schlachten[0], typedBattle('Rote Faust', 'Eisenwölfe'), typedBattle('Geisterheer', 'Eisenwölfe')];
  const { workbook, battles } = setUp({ ...SMALL_CAMPAIGN, Schlachten: rows });
  const column = checkColumnOf(workbook);

  it('gives every battle row the formula, and no row below', () => {
    const formulas = battles
      .getRange(2, column, 3, 1)
      .getFormulas()
      .map((line) => line[0]);
    expect(formulas).toEqual([BATTLE_CHECK_FORMULA, BATTLE_CHECK_FORMULA, '']);
    expect(BATTLE_CHECK_FORMULA).toMatch(/^=IFERROR\(.*INDEX\(Auswertung!\$Q:\$Q,ROW\(\)\)/);
    expect(battles.getLastRow()).toBe(3);
  });

  it('shows the Auswertung reason in Schlachten, a battle that counts shows nothing', () => {
    expect(battles.getRange(2, column).getValue()).toBe('');
    const reason = workbook.getRange('Auswertung!Q3').getValue() as string;
    expect(reason).toMatch(/Geisterheer/);
    expect(battles.getRange(3, column).getValue()).toBe(`Zählt nicht: ${reason}`);
    expect(workbook.getRange('Auswertung!A1').getValue()).toBe('Runde');
  });

  it('is what the conditional format colours', () => {
    const rule = markOf(battles)!;
    expect(rule.matches(battles.getRange(3, column).getValue())).toBe(true);
    expect(rule.matches(battles.getRange(2, column).getValue())).toBe(false);
    expect(rule.matches('Prüfung')).toBe(false);
  });

  it('follows its row when rows above it are deleted', () => {
    battles.deleteRow(2);
    expect(battles.getRange(2, column).getValue()).toMatch(/^Zählt nicht: .*Geisterheer/);
    expect(battles.getRange(3, column).getValue()).toBe('');
  });
});

describe('setup adopts what exists', () => {
  it('a second run changes nothing', () => {
    const { addon } = setUp();
    expect(addon.run('setupCampaign')).toBe('Das Kampagnenblatt war schon vollständig eingerichtet – nichts geändert.');
  });

  it('adopts a Prüfung column that is there: fills empty cells and our text as values (an uploaded export), keeps text of others', () => {
    const header = [...SMALL_CAMPAIGN.Schlachten[0], 'Rückzug nach', 'Prüfung'];
    const rows = [
      header,
      [...typedBattle('Geisterheer', 'Eisenwölfe'), '', 'Zählt nicht: von gestern'],
      [...typedBattle('Rote Faust', 'Eisenwölfe'), '', 'von Hand'],
    ];
    const { workbook, battles, summary } = setUp({ ...SMALL_CAMPAIGN, Schlachten: rows });
    expect(summary).not.toMatch(/Spalten ergänzt: [^.]*Schlachten: Prüfung/);
    expect(headersOf(workbook, 'Schlachten').filter((h) => h === 'Prüfung')).toHaveLength(1);
    // The confirmation's columns are inserted before it (C1: the formulas read Status): Prüfung moves from R to X.
    expect(checkColumnOf(workbook)).toBe(24);
    expect(battles.getRange(2, 24).getValue()).toMatch(/^Zählt nicht: .*Geisterheer/);
    expect(battles.getRange(3, 24).getValue()).toBe('von Hand');
    expect(battles.getRange(2, 24).getFormula()).toBe(BATTLE_CHECK_FORMULA);
  });

  it("appends after an organiser's column without moving it", () => {
    const header = [...SMALL_CAMPAIGN.Schlachten[0], 'Rückzug nach', 'Kommentar'];
    const rows = [header, [...typedBattle('Geisterheer', 'Eisenwölfe'), '', 'vertippt']];
    const { workbook, battles, summary } = setUp({ ...SMALL_CAMPAIGN, Schlachten: rows });
    expect(summary).toMatch(/Spalten ergänzt: [^.]*Schlachten: Prüfung/);
    const headers = headersOf(workbook, 'Schlachten');
    expect(headers.slice(0, 25)).toEqual([
      ...header,
      'Status',
      'Gemeldet von',
      'Gemeldet am',
      'Bestätigt von',
      'Bestätigt am',
      'Einspruch',
      'Prüfung',
    ]);
    expect(battles.getRange(2, 18).getValue()).toBe('vertippt');
    expect(battles.getRange(2, 25).getValue()).toMatch(/^Zählt nicht: /);
    // Auswertung reads up to the confirmation's last column, not Prüfung.
    expect(workbook.getRange('Auswertung!A1').getFormula()).toMatch(/Schlachten!A:X,/);
  });

  it('puts Prüfung after every column a KAMPAGNE_… formula of the organiser reads', () => {
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'orga@example.com');
    const args = 'Armeen!A:E,Spieler!A:C,Schlachten!A:Z,Buchungen!A:K,Felder!A:F';
    workbook.insertSheet('Auswertung').getRange('A1').setFormula(`=KAMPAGNE_SCHLACHTEN(${args})`);
    addon.run('setupCampaign');
    expect(checkColumnOf(workbook)).toBe(27);
    expect(workbook.getRange('Auswertung!A1').getValue()).toBe('Runde');
  });
});

describe('rows that get the formula later', () => {
  it('submitBattle writes it into the row it saves', () => {
    const { workbook, addon, battles } = setUp();
    const column = checkColumnOf(workbook);
    battles.getRange(2, column).clearContent();
    const { zeile } = addon.runFromClient('submitBattle', smallCampaignBattle('id-1')) as { zeile: number };
    expect(zeile).toBe(2);
    expect(battles.getRange(2, column).getFormula()).toMatch(/^=IFERROR/);
    expect(battles.getRange(2, column).getValue()).toBe('');
  });

  it('a paste past the last row gets them through onEdit, and the mark shows', () => {
    const { workbook, addon, battles } = setUp();
    const column = checkColumnOf(workbook);
    const maxRows = battles.getMaxRows();
    const { triggerError } = addon.edit('Schlachten', maxRows, 1, [
      typedBattle('Rote Faust', 'Eisenwölfe'),
      typedBattle('Rote Faust', 'Eisenwölfe', TOO_MANY_LOSSES),
    ] as never);
    expect(triggerError).toBeNull();
    expect(battles.getMaxRows()).toBe(maxRows + 1);
    expect(battles.getRange(maxRows + 1, column).getFormula()).toMatch(/^=IFERROR/);
    expect(battles.getRange(maxRows + 1, column).getValue()).toMatch(/^Zählt nicht: Verluste Verteidiger 99999/);
  });
});

describe('with 1,200 battles pasted by hand', () => {
  const demo = generateCampaign({ battles: 1200, armies: 100, bookings: 300, faultShare: 0 });
  const { workbook, addon } = workbookWith({
    Armeen: demo.armies,
    Spieler: demo.players,
    Schlachten: [demo.battles[0]],
    Buchungen: demo.bookings,
  } as never);
  addon.run('setupCampaign');
  const battles = workbook.getSheetByName('Schlachten')!;
  const column = checkColumnOf(workbook);
  const wrong = demo.battles.length - 1;
  const lossesAt = demo.battles[0].indexOf('Verluste Verteidiger');

  it('the last one is marked when it does not count, and Auswertung grows as before', () => {
    const pasted = demo.battles
      .slice(1)
      .map((row, i) => (i === wrong - 1 ? row.map((c, j) => (j === lossesAt ? TOO_MANY_LOSSES : c)) : row));
    expect(addon.edit('Schlachten', 2, 1, pasted as never).triggerError).toBeNull();
    expect(battles.getRange(wrong + 1, column).getValue()).toMatch(/^Zählt nicht: /);
    expect(battles.getRange(wrong, column).getValue()).toBe('');
    expect(workbook.getRange('Auswertung!A1').getValue()).toBe('Runde');
  });

  it('deleting rows at the end and adding rows keeps Auswertung and the marks right', () => {
    battles.deleteRows(wrong - 9, 11);
    expect(battles.getRange(wrong - 10, column).getValue()).toBe('');
    battles.insertRowsAfter(battles.getMaxRows(), 50);
    const row = demo.battles[wrong - 10].map((c, j) => (j === lossesAt ? TOO_MANY_LOSSES : c));
    expect(addon.edit('Schlachten', wrong - 9, 1, [row] as never).triggerError).toBeNull();
    expect(workbook.getRange('Auswertung!A1').getValue()).toBe('Runde');
    expect(battles.getRange(wrong - 9, column).getValue()).toMatch(/^Zählt nicht: Verluste Verteidiger 99999/);
    expect(workbook.getRange(`Auswertung!Q${wrong - 10}`).getValue()).toBe('OK');
  });
});

it('submitBattle neither reads the Prüfung column nor waits for a recalculation', () => {
  const demo = generateCampaign({ battles: 300, armies: 20, bookings: 10, faultShare: 0 });
  // Two fresh armies of two players (D9).
  const armies = [...demo.armies, ['Neue Wacht', demo.players[1][0], 2, 1], ['Alte Wacht', demo.players[2][0], 2, 1]];
  const { workbook, addon } = workbookWith({
    Armeen: armies,
    Spieler: demo.players,
    Schlachten: demo.battles,
    Buchungen: demo.bookings,
  } as never);
  addon.run('setupCampaign');
  const form = addon.runFromClient('getBattleFormData') as { runde: number };
  workbook.getRange('Armeen!A2').getValue();
  workbook.getSheetByName('Buchungen')!.getRange('H2').setValue('Notiz');
  expect(workbook.model.engine.pending).toBe(true);
  addon.runFromClient('submitBattle', {
    ...smallCampaignBattle('n-1'),
    runde: form.runde,
    angreifer: 'Neue Wacht',
    verteidiger: 'Alte Wacht',
  });
  expect(workbook.model.engine.pending).toBe(true);
});
