// Issue 18 in the workbook: Schlachten's Status and audit columns (C1, C4), their marks, and
// the Einstellungen sheet (C7) — on a new workbook and on one set up before them.
import { OfflineConditionalFormatRule, OfflineSpreadsheet } from '../../src/offline';
import { readConfirmationRequired } from '../../src/sheets/settingsSheet';
import { NOTIFY_SETTINGS, readNotifySettings } from '../../src/rules/notify/notifySettings';
import { valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';
import { ATTACKS_HEADER } from '../rules/campaign/fixture';

type Row = (string | number | Date)[];

const CONFIRMATION_HEADERS = ['Status', 'Gemeldet von', 'Gemeldet am', 'Bestätigt von', 'Bestätigt am', 'Einspruch'];
const headersOf = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Schlachten')[0] as string[];
const columnOf = (workbook: OfflineSpreadsheet, header: string) => headersOf(workbook).indexOf(header) + 1;

/** A battle of SMALL_CAMPAIGN typed by hand (16 input columns): Rote Faust (Anna, 3) beats Eisenwölfe (Bernd, 1). */
function typedBattle(): Row {
  return [1, new Date(2026, 10, 21), 'Rote Faust', 'Eisenwölfe', 0, '', 10, 5, '', 0, 0, 'Vorposten halten', '', '', '', ''];
}

function statusMarks(workbook: OfflineSpreadsheet) {
  const rules = workbook.getSheetByName('Schlachten')!.getConditionalFormatRules() as unknown as OfflineConditionalFormatRule[];
  return rules
    .filter((rule) => String(rule.getBooleanCondition()?.getCriteriaType()) === 'TEXT_EQUAL_TO')
    .map((rule) => [
      rule.getBooleanCondition()!.getCriteriaValues()[0],
      rule.getBooleanCondition()!.getBackgroundObject()!.asRgbColor().asHexString(),
      rule.getRanges().map((r) => r.getA1Notation()),
    ]);
}

describe('a new workbook', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'orga@example.com');
  addon.run('setupCampaign');
  const battles = workbook.getSheetByName('Schlachten')!;
  const status = columnOf(workbook, 'Status');

  it('has the confirmation columns after Rückzug nach, before Prüfung, and the formulas read them', () => {
    const headers = headersOf(workbook);
    expect(headers.slice(16)).toEqual(['Rückzug nach', ...CONFIRMATION_HEADERS, 'Prüfung']);
    expect(workbook.getRange('Auswertung!A1').getFormula()).toMatch(/Schlachten!A:W,/);
  });

  it('offers the statuses as a list that warns but lets scripts and typed variants through', () => {
    const rule = battles.getRange(2, status).getDataValidation()!;
    expect(String(rule.getCriteriaType())).toBe('VALUE_IN_LIST');
    expect(rule.getCriteriaValues()[0]).toEqual(['gemeldet', 'bestätigt', 'bestritten', 'entschieden', 'verworfen']);
    expect(rule.getAllowInvalid()).toBe(true);
    expect(() => battles.getRange(2, status).setValue('bestaetigt')).not.toThrow();
    battles.getRange(2, status).clearContent();
  });

  it('colours gemeldet yellow and bestritten orange in the Status column (built-in "text is exactly")', () => {
    const column = battles.getRange('R:R').getA1Notation();
    expect(headersOf(workbook)[17]).toBe('Status');
    expect(statusMarks(workbook)).toEqual([
      ['gemeldet', '#fff2cc', [column]],
      ['bestritten', '#f9cb9c', [column]],
    ]);
  });

  it('creates Einstellungen with Bestätigung durch den Gegner = ja, a ja/nein list, and the server reads it', () => {
    // R2: a new campaign's phase is Schlachten until „Neue Runde beginnen“; A1: a new sheet declares attacks.
    expect(valuesOf(workbook, 'Einstellungen')).toEqual([
      ['Einstellung', 'Wert'],
      ['Bestätigung durch den Gegner', 'ja'],
      // „Neu berechnen“ counts it up; no list: it is a number.
      ['Rechenstand', 1],
      ['Phase', 'Schlachten'],
      ['Angriffe ansagen', 'ja'],
      // N2b, N3, N4: blank Chat-Webhook (no chat), 48 hours, blank (never).
      ['Chat-Webhook', ''],
      ['Erinnerung nach Stunden', 48],
      ['Automatisch bestätigen nach Tagen', ''],
      // Counted by every save (setup's own the first): a read tells whether it sees the last one.
      ['Speicherstand', 1],
    ]);
    expect(workbook.getRange('Einstellungen!B3').getDataValidation()).toBeNull();
    const rule = workbook.getRange('Einstellungen!B2').getDataValidation()!;
    expect(rule.getCriteriaValues()[0]).toEqual(['ja', 'nein']);
    expect(readConfirmationRequired(workbook as never)).toBe(true);
    workbook.getRange('Einstellungen!B2').setValue('nein');
    expect(readConfirmationRequired(workbook as never)).toBe(false);
    workbook.getRange('Einstellungen!B2').setValue('ja');
  });

  it('gives each notification setting its German note, no list, and the server reads the defaults', () => {
    const sheet = workbook.getSheetByName('Einstellungen')!;
    NOTIFY_SETTINGS.forEach((setting, i) => {
      expect(sheet.getRange(6 + i, 1).getNote()).toBe(setting.note);
      expect(sheet.getRange(6 + i, 2).getDataValidation()).toBeNull();
    });
    expect(readNotifySettings(valuesOf(workbook, 'Einstellungen') as never)).toEqual({
      chatWebhook: '',
      reminderHours: 48,
      autoConfirmDays: null,
    });
  });

  it('a typed gemeldet row changes nothing and says whom it waits for; bestätigt makes it count', () => {
    const stand = () => JSON.stringify(valuesOf(workbook, 'Stand'));
    const before = stand();
    const row = [...typedBattle(), '', 'gemeldet', 'Anna'];
    expect(addon.edit('Schlachten', 2, 1, [row] as never).triggerError).toBeNull();
    expect(stand()).toBe(before);
    const check = battles.getRange(2, columnOf(workbook, 'Prüfung'));
    expect(check.getValue()).toBe('Zählt nicht: Gemeldet von Anna – wartet auf Bestätigung durch Bernd.');
    battles.getRange(2, status).setValue('bestätigt');
    expect(stand()).not.toBe(before);
    expect(check.getValue()).toBe('');
  });

  it('changes nothing when run again', () => {
    const snapshot = JSON.stringify([headersOf(workbook), statusMarks(workbook), valuesOf(workbook, 'Einstellungen')]);
    expect(addon.run('setupCampaign')).not.toMatch(/Einstellungen ergänzt|Status/);
    expect(JSON.stringify([headersOf(workbook), statusMarks(workbook), valuesOf(workbook, 'Einstellungen')])).toBe(snapshot);
  });
});

describe('a workbook set up before the confirmation', () => {
  const old = 'Armeen!A:E,Spieler!A:C,Schlachten!A:Q,Buchungen!A:J,Felder!A:F';
  const header = [...SMALL_CAMPAIGN.Schlachten[0], 'Rückzug nach', 'Prüfung', 'Kommentar'];
  const { workbook, addon } = workbookWith(
    {
      ...SMALL_CAMPAIGN,
      Schlachten: [header, [...typedBattle(), '', '', 'von Hand']],
      Stand: [],
      Auswertung: [],
      Einstellungen: [
        ['Einstellung', 'Wert'],
        ['Bestätigung durch den Gegner', 'nein'],
      ],
    },
    'orga@example.com',
  );
  workbook.getRange('Stand!A1').setFormula(`=KAMPAGNE_ARMEEN(${old})`);
  workbook.getRange('Auswertung!A1').setFormula(`=KAMPAGNE_SCHLACHTEN(${old})`);
  const organisers = '=KAMPAGNE_SPIELER(Armeen!A1:E9,Spieler!A:C,Schlachten!A:Q,Buchungen!A:J)';
  workbook.getRange('Stand!K1').setFormula(organisers);
  const summary = addon.run('setupCampaign') as string;

  it('inserts the columns before Prüfung: every typed cell keeps its content, Prüfung and the organiser’s column move right', () => {
    expect(headersOf(workbook)).toEqual([
      ...SMALL_CAMPAIGN.Schlachten[0],
      'Rückzug nach',
      ...CONFIRMATION_HEADERS,
      'Prüfung',
      'Kommentar',
    ]);
    expect(valuesOf(workbook, 'Schlachten')[1].slice(0, 16)).toEqual(
      typedBattle().map((c) => (c instanceof Date ? expect.any(Date) : c)),
    );
    expect(workbook.getRange('Schlachten!Y2').getValue()).toBe('von Hand');
    expect(summary).toMatch(/Spalten ergänzt: [^.]*Schlachten: Status, Schlachten: Gemeldet von/);
  });

  it('widens exactly our formulas to the new columns, and leaves the organiser’s', () => {
    const inputs = 'Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:J,Felder!A:F,Einstellungen!$B$3';
    expect(workbook.getRange('Stand!A1').getFormula()).toBe(`=KAMPAGNE_ARMEEN(${inputs})`);
    expect(workbook.getRange('Auswertung!A1').getFormula()).toBe(`=KAMPAGNE_SCHLACHTEN(${inputs})`);
    expect(workbook.getRange('Stand!K1').getFormula()).toBe(organisers);
    expect(summary).toMatch(/um die neuen Spalten von Schlachten ergänzt: Stand!A1, Auswertung!A1/);
  });

  it('a Status typed now counts in the formulas; the organiser’s nein stays', () => {
    workbook.getRange('Schlachten!R2:S2').setValues([['bestritten', 'Bernd']]);
    workbook.getRange('Schlachten!W2').setValue('Falsche Mission');
    expect(workbook.getRange('Schlachten!X2').getValue()).toMatch(/^Zählt nicht: Bestritten \(Einspruch: „Falsche Mission“\)/);
    expect(valuesOf(workbook, 'Einstellungen')[1]).toEqual(['Bestätigung durch den Gegner', 'nein']);
    expect(readConfirmationRequired(workbook as never)).toBe(false);
  });

  it('an existing Einstellungen gets Rechenstand, Phase Schlachten, Angriffe ansagen nein (R2, A1: it keeps working as before) and the notification rows; Angriffe is created', () => {
    expect(valuesOf(workbook, 'Einstellungen')).toEqual([
      ['Einstellung', 'Wert'],
      ['Bestätigung durch den Gegner', 'nein'],
      ['Rechenstand', 1],
      ['Phase', 'Schlachten'],
      ['Angriffe ansagen', 'nein'],
      ['Chat-Webhook', ''],
      ['Erinnerung nach Stunden', 48],
      ['Automatisch bestätigen nach Tagen', ''],
      // Counted by every save (setup's own the first): a read tells whether it sees the last one.
      ['Speicherstand', 1],
    ]);
    expect(valuesOf(workbook, 'Angriffe')[0]).toEqual([...ATTACKS_HEADER, 'Prüfung']);
    expect(summary).toMatch(/Angriffe ansagen: nein/);
  });
});

describe('a workbook whose organiser already typed notification rows', () => {
  const webhook = 'https://discord.com/api/webhooks/1/abc';
  const { workbook, addon } = workbookWith(
    {
      ...SMALL_CAMPAIGN,
      Einstellungen: [
        ['Einstellung', 'Wert'],
        ['Erinnerung nach Stunden', 24],
        ['Mein Vermerk', 'bleibt'],
        ['chat-webhook', webhook],
      ],
    },
    'orga@example.com',
  );
  workbook.getRange('Einstellungen!A2').setNote('Notiz der Spielleitung');
  const summary = addon.run('setupCampaign') as string;

  it('keeps every row, value and note the organiser has and adds only the missing settings below the last row', () => {
    expect(valuesOf(workbook, 'Einstellungen')).toEqual([
      ['Einstellung', 'Wert'],
      ['Erinnerung nach Stunden', 24],
      ['Mein Vermerk', 'bleibt'],
      ['chat-webhook', webhook],
      ['Bestätigung durch den Gegner', 'ja'],
      ['Rechenstand', 1],
      ['Phase', 'Schlachten'],
      ['Angriffe ansagen', 'nein'],
      ['Automatisch bestätigen nach Tagen', ''],
      // Counted by every save (setup's own the first): a read tells whether it sees the last one.
      ['Speicherstand', 1],
    ]);
    expect(workbook.getRange('Einstellungen!A2').getNote()).toBe('Notiz der Spielleitung');
    expect(workbook.getRange('Einstellungen!A9').getNote()).toBe(NOTIFY_SETTINGS[2].note);
    expect(readNotifySettings(valuesOf(workbook, 'Einstellungen') as never)).toEqual({
      chatWebhook: webhook,
      reminderHours: 24,
      autoConfirmDays: null,
    });
  });

  it('names the added settings in its summary, a blank one without a value', () => {
    expect(summary).toMatch(/Einstellungen ergänzt: [^.]*Angriffe ansagen: nein, Automatisch bestätigen nach Tagen(?!:)/);
    expect(summary).not.toMatch(/Chat-Webhook|Erinnerung nach Stunden/);
  });
});
