// setupCampaign() from the built Code.js on the offline spreadsheet: creates an empty
// campaign, adopts an existing one without touching its data, and a second run changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateCampaign } from '../../src/demo';
import { OfflineDataValidation, workbookToJson } from '../../src/offline';
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_REPORTER_SPEC,
  BOOKINGS_SPEC,
  PLAYERS_SPEC,
} from '../../src/rules/campaign';
import { valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

/** Every .ts file below `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

type Spec = { sheet: string; columns: Record<string, { header: string }> };
/** Each input sheet with the map's columns after its own (Schlachten: then the confirmation's). */
const SPECS: Array<[Spec, Spec?, Spec?]> = [
  [ARMIES_SPEC, ARMIES_MAP_SPEC],
  [PLAYERS_SPEC],
  [BATTLES_SPEC, BATTLES_MAP_SPEC, BATTLES_CONFIRMATION_SPEC],
  [BOOKINGS_SPEC, BOOKINGS_MAP_SPEC, BOOKINGS_REPORTER_SPEC],
];
const headersOf = (...specs: Array<Spec | undefined>) =>
  specs.flatMap((spec) => Object.values(spec?.columns ?? {}).map((c) => c.header));
/** What setup appends after a sheet's inputs: Schlachten's computed Prüfung (battleCheckColumn.test.ts). */
const computedAfter = (sheet: string) => (sheet === BATTLES_SPEC.sheet ? ['Prüfung'] : []);

describe('on an empty workbook', () => {
  const { workbook, addon } = workbookWith({});
  const summary = addon.run('setupCampaign') as string;
  // Read now: a later test runs setup again (each test stands on its own, in any order).
  const lastToast = workbook.ui.toasts[workbook.ui.toasts.length - 1]?.message;

  it.each(SPECS.map((s) => [s[0].sheet, s] as const))('creates %s with its headers and a frozen header row', (name, specs) => {
    const sheet = workbook.getSheetByName(name)!;
    expect(sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0]).toEqual([
      ...headersOf(...specs),
      ...computedAfter(name),
    ]);
    expect(sheet.getFrozenRows()).toBe(1);
  });

  it('puts dropdowns on the army, player and Aufgegeben columns', () => {
    const battles = workbook.getSheetByName('Schlachten')!;
    const attacker = battles.getRange('C2').getDataValidation()!;
    expect(String(attacker.getCriteriaType())).toBe('VALUE_IN_RANGE');
    const gaveUp = battles.getRange('I2').getDataValidation()!;
    expect(String(gaveUp.getCriteriaType())).toBe('VALUE_IN_LIST');
    expect(gaveUp.getCriteriaValues()[0]).toEqual(['Angreifer', 'Verteidiger']);
    expect(workbook.getSheetByName('Buchungen')!.getRange('C2').getDataValidation()).not.toBeNull();
    expect(battles.getRange('E2').getDataValidation()!.getHelpText()).toMatch(/250er-Schritten/);
  });

  it('places the KAMPAGNE_ formulas on derived sheets, protected with a warning', () => {
    expect(workbook.getRange('Stand!A1').getFormula()).toMatch(
      /^=KAMPAGNE_ARMEEN\(Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:K,Felder!A:F,Einstellungen!\$B\$3\)$/,
    );
    expect(workbook.getRange('Stand!K1').getFormula()).toMatch(/^=KAMPAGNE_SPIELER\(/);
    expect(workbook.getRange('Auswertung!A1').getFormula()).toMatch(/^=KAMPAGNE_SCHLACHTEN\(/);
    expect(workbook.getRange('Stand!A1').getValue()).toBe('Armee');
    for (const name of ['Stand', 'Auswertung']) {
      const [protection] = workbook.getSheetByName(name)!.getProtections('SHEET' as never);
      expect(protection.isWarningOnly()).toBe(true);
    }
  });

  it('says what it did in a toast', () => {
    expect(summary).toMatch(/Blätter angelegt: .*Armeen/);
    expect(lastToast).toBe(summary);
  });

  it('changes nothing when run again', () => {
    const before = JSON.stringify(workbookToJson(workbook));
    expect(addon.run('setupCampaign')).toMatch(/nichts geändert/);
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });
});

describe('adopting an existing campaign with shuffled and extra columns', () => {
  const demo = generateCampaign({ battles: 40, armies: 12, bookings: 10, players: 5 });
  /** Reverses the column order, adds an organiser's column, drops optional columns. */
  const rearrange = (table: unknown[][], drop: string[]) => {
    const order = table[0]
      .map((_, i) => i)
      .filter((i) => !drop.includes(String(table[0][i])))
      .reverse();
    return table.map((row, r) => [...order.map((i) => row[i]), r === 0 ? 'Bemerkung' : `eigene ${r}`]);
  };
  const sheets = {
    Armeen: rearrange(demo.armies, ['Aufgestellt in Runde']),
    Spieler: rearrange(demo.players, []),
    Schlachten: rearrange(demo.battles, ['Mission', 'Einreichungs-ID']),
    Buchungen: rearrange(demo.bookings, []),
  } as Record<string, (string | number | boolean | Date)[][]>;
  const { workbook, addon } = workbookWith(sheets);
  const before = Object.fromEntries(Object.keys(sheets).map((name) => [name, valuesOf(workbook, name)]));
  addon.run('setupCampaign');

  it.each(Object.keys(sheets))('leaves every cell of %s where it was', (name) => {
    const after = valuesOf(workbook, name);
    before[name].forEach((row, r) => row.forEach((cell, c) => expect(after[r][c]).toEqual(cell)));
  });

  it('appends only the missing columns, after the existing ones', () => {
    const battles = valuesOf(workbook, 'Schlachten');
    const width = before.Schlachten[0].length;
    expect(battles[0].slice(width)).toEqual([
      'Mission',
      'Einreichungs-ID',
      'Rückzug nach',
      ...Object.values(BATTLES_CONFIRMATION_SPEC.columns).map((c) => c.header),
      'Prüfung',
    ]);
    expect(valuesOf(workbook, 'Armeen')[0].slice(before.Armeen[0].length)).toEqual(['Aufgestellt in Runde', 'Startfeld']);
    expect(valuesOf(workbook, 'Spieler')[0]).toHaveLength(before.Spieler[0].length);
  });

  it('computes standings from the adopted columns', () => {
    const stand = workbook.getSheetByName('Stand')!.getDataRange().getValues();
    const armies = valuesOf(workbook, 'Armeen');
    expect(stand[0].slice(0, 3)).toEqual(['Armee', 'Spieler', 'Stufe']);
    // Every army of the list is in the standings, in list order, with a Stufe 0–4.
    expect(stand.slice(1, armies.length).map((r) => r[0])).toEqual(armies.slice(1).map((r) => r[armies[0].indexOf('Armee')]));
    for (const row of stand.slice(1, armies.length)) expect([0, 1, 2, 3, 4]).toContain(row[2]);
  });

  it('changes nothing when run again', () => {
    const snapshot = JSON.stringify(workbookToJson(workbook));
    addon.run('setupCampaign');
    expect(JSON.stringify(workbookToJson(workbook))).toBe(snapshot);
  });
});

describe('adopting a sheet whose header row is not row 1 (a title above the table)', () => {
  const sheets = { ...SMALL_CAMPAIGN, Armeen: [['Armeen der Herbstkampagne'], ...SMALL_CAMPAIGN.Armeen] };
  const { workbook, addon } = workbookWith(sheets);
  const before = JSON.stringify(workbookToJson(workbook));
  const summary = addon.run('setupCampaign');
  const alert = workbook.ui.alerts[workbook.ui.alerts.length - 1];

  it('writes nothing: no headers beside the title, no sheets, nothing moved', () => {
    expect(summary).toBe('');
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });

  it('says in German which sheet, where its header row stands and what to do', () => {
    expect(alert.title).toBe('Kampagnenblatt einrichten');
    expect(alert.prompt).toMatch(/Blatt „Armeen“/);
    expect(alert.prompt).toMatch(/Zeile 2/);
    expect(alert.prompt).toMatch(/Zeile 1/);
    expect(alert.prompt).toMatch(/nichts geändert/i);
  });
});

describe('adopting an Angriffe sheet whose header row is not row 1 (a title above the declarations)', () => {
  // A2's headers, typed by the organiser under a title; one declaration below.
  const sheets = {
    ...SMALL_CAMPAIGN,
    Angriffe: [
      ['Angriffe der Herbstkampagne'],
      ['Runde', 'Angreifer', 'Verteidiger', 'Feld'],
      [1, 'Rote Faust', 'Eisenwölfe', ''],
    ],
  };
  const { workbook, addon } = workbookWith(sheets);
  const before = JSON.stringify(workbookToJson(workbook));
  const summary = addon.run('setupCampaign');
  const alert = workbook.ui.alerts[workbook.ui.alerts.length - 1];

  it('writes nothing anywhere: no headers beside the title, no sheets, nothing moved', () => {
    expect(summary).toBe('');
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });

  it('says in German that the header row of Angriffe stands in row 2', () => {
    expect(alert?.title).toBe('Kampagnenblatt einrichten');
    expect(alert?.prompt).toMatch(/Blatt „Angriffe“/);
    expect(alert?.prompt).toMatch(/Zeile 2/);
    expect(alert?.prompt).toMatch(/nichts geändert/i);
  });
});

describe('while another execution holds the campaign lock (a player saving from the portal)', () => {
  // Setup inserts columns into Schlachten and writes Einstellungen and the Speicherstand: a save
  // that read the columns before and writes after would put its row into the wrong cells (audit 31).
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
  const before = JSON.stringify(workbookToJson(workbook));
  const other = (addon.context as unknown as { LockService: GoogleAppsScript.Lock.LockService }).LockService.getScriptLock();
  other.waitLock(1000);
  try {
    addon.run('setupCampaign');
  } finally {
    other.releaseLock();
  }
  const alert = workbook.ui.alerts[workbook.ui.alerts.length - 1];

  it('writes nothing and says in German to try again', () => {
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(alert?.prompt).toMatch(/^Gerade speichert jemand anderes etwas in dieser Kampagne/);
    expect(workbook.locks.held()).toEqual([]);
  });

  it('runs once the lock is free, and releases it', () => {
    addon.run('setupCampaign');
    expect(JSON.stringify(workbookToJson(workbook))).not.toBe(before);
    expect(workbook.locks.held()).toEqual([]);
    expect(workbook.locks.balance('script')).toBe(0);
  });
});

describe('adopting a sheet of the same name that holds another table', () => {
  const sheets = {
    ...SMALL_CAMPAIGN,
    Spieler: [
      ['Name', 'Telefon'],
      ['Anna', '0151 1234'],
    ],
  };
  const { workbook, addon } = workbookWith(sheets);
  const before = JSON.stringify(workbookToJson(workbook));
  addon.run('setupCampaign');
  const alert = workbook.ui.alerts[workbook.ui.alerts.length - 1];

  it('writes nothing and names the headers it looks for', () => {
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(alert.prompt).toMatch(/Blatt „Spieler“/);
    expect(alert.prompt).toMatch(/„Spieler“/);
    expect(alert.prompt).toMatch(/„Name“, „Telefon“/);
  });
});

describe('a player typing battle rows', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
  addon.run('setupCampaign');
  const battles = workbook.getSheetByName('Schlachten')!;
  const stand = () => workbook.getSheetByName('Stand')!.getDataRange().getValues();
  const army = (name: string) => stand().find((r) => r[0] === name)!;
  const player = (name: string) => stand().find((r) => r[10] === name)!;
  /** Round 1 as the first test types it; the second types it again, so it needs no test before it. */
  const ROUND_ONE = [[1, new Date(2026, 10, 1), 'Rote Faust', 'Eisenwölfe', 250, '', 30, 20, '', 300, 700]];

  it('recalculates Stufe and Versorgungspool', () => {
    // Rote Faust (Stufe 3, 1500) attacks Eisenwölfe (Stufe 1, 500): bonus 500, Bernd mobilises 250 of
    // his 250 VP → 1500 vs 1250. Attacker wins 30:20. Losses 300 of 1500 → 0 levels; 700 of 1250
    // (thresholds 313 / 626 / 939) → 2 levels: Eisenwölfe 1 → 0, vernichtet. Anna +250 VP (Stufe 3 ≥ 1).
    battles.getRange(2, 1, 1, 11).setValues(ROUND_ONE);
    expect(army('Rote Faust').slice(2, 5)).toEqual([3, 1500, 'aktiv']);
    expect(army('Eisenwölfe').slice(2, 5)).toEqual([0, 0, 'vernichtet']);
    expect(player('Anna')[11]).toBe(750);
    expect(player('Bernd')[11]).toBe(0);
  });

  it('a corrected old row fixes everything after it', () => {
    battles.getRange(2, 1, 1, 11).setValues(ROUND_ONE);
    // Round 2: Rote Faust attacks Eisenwölfe again — only possible if Eisenwölfe survived round 1.
    battles.getRange(3, 1, 1, 11).setValues([[2, new Date(2026, 10, 8), 'Rote Faust', 'Eisenwölfe', '', '', 10, 5, '', 0, 0]]);
    expect(workbook.getRange('Auswertung!Q3').getValue()).toMatch(/vernichtet/);
    // Correct round 1: the defender lost 100, not 700 → 0 levels, Eisenwölfe stays at Stufe 1.
    battles.getRange('K2').setValue(100);
    expect(workbook.getRange('Auswertung!Q3').getValue()).toBe('OK');
    expect(army('Eisenwölfe').slice(2, 5)).toEqual([1, 500, 'aktiv']);
  });
});

it('gives the derived sheets as many rows as a long battle log, so results do not stop at #REF!', () => {
  const demo = generateCampaign({ battles: 1200, armies: 30, bookings: 20, faultShare: 0 });
  const { workbook, addon } = workbookWith({
    Armeen: demo.armies,
    Spieler: demo.players,
    Schlachten: demo.battles,
    Buchungen: demo.bookings,
  } as never);
  const summary = addon.run('setupCampaign') as string;
  expect(summary).toMatch(/Zeilen ergänzt: Auswertung/);
  const results = workbook.getSheetByName('Auswertung')!;
  expect(results.getMaxRows()).toBeGreaterThanOrEqual(workbook.getSheetByName('Schlachten')!.getMaxRows());
  // The last battle's Prüfung is computed (OK or a reason), not an error value.
  const check = results.getRange('Q1201').getValue();
  expect(typeof check).toBe('string');
  expect(check).not.toBe('');
  expect(check).not.toMatch(/^#/);
});

describe('validations with built-in criteria only (a custom formula has no documented locale)', () => {
  const { workbook, addon } = workbookWith({});
  addon.run('setupCampaign');
  const battles = workbook.getSheetByName('Schlachten')!;
  const criteriaOf = (a1: string) => {
    const rule = battles.getRange(a1).getDataValidation()!;
    return [String(rule.getCriteriaType()), rule.getCriteriaValues()];
  };

  it('uses number criteria for the whole-number columns, with the range of the layout', () => {
    expect(criteriaOf('A2')).toEqual(['NUMBER_GREATER_THAN_OR_EQUAL_TO', [1]]);
    expect(criteriaOf('E2')).toEqual(['NUMBER_GREATER_THAN_OR_EQUAL_TO', [0]]);
    expect(criteriaOf('F2')).toEqual(['NUMBER_BETWEEN', [1500, 3000]]);
    expect(criteriaOf('B2')).toEqual(['DATE_IS_VALID_DATE', []]);
    const levels = workbook.getSheetByName('Buchungen')!.getRange('G2').getDataValidation()!;
    expect(levels.getCriteriaValues()).toEqual([-4, 4]);
  });

  it('creates no custom-formula rule anywhere', () => {
    const criteria = new Set<string>();
    for (const sheet of workbook.getSheets()) {
      for (const row of sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).getDataValidations())
        for (const rule of row) if (rule) criteria.add(String(rule.getCriteriaType()));
    }
    expect(criteria.has('CUSTOM_FORMULA')).toBe(false);
    expect(criteria.size).toBeGreaterThan(3);
  });

  it('refuses text and a number below the range, like Sheets, and keeps the German help text', () => {
    expect(() => battles.getRange('G2').setValue('viel')).toThrow(/violates the data validation rules/);
    expect(() => battles.getRange('G2').setValue('-5')).toThrow(/violates the data validation rules/);
    expect(() => battles.getRange('F2').setValue(1000)).toThrow(/violates the data validation rules/);
    expect(battles.getRange('G2').getDataValidation()!.getHelpText()).toBe('Siegpunkte Angreifer: ganze Zahl von 0 bis 999.');
    expect(battles.getRange('G2').getValue()).toBe('');
  });
});

describe('a sheet set up by an earlier version, with its custom-formula number rules', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
  addon.run('setupCampaign');
  const battles = workbook.getSheetByName('Schlachten')!;
  // As an earlier Kriegsrat left it (restored from such a file: the builder refuses custom formulas).
  const legacy = (formula: string, help: string) =>
    new OfflineDataValidation({ criteria: 'CUSTOM_FORMULA', values: [formula], allowInvalid: false, helpText: help });
  battles
    .getRange('G2:G1000')
    .setDataValidation(legacy('=AND(ISNUMBER(G2),G2=INT(G2),G2>=0)', 'Siegpunkte Angreifer: ganze Zahl von 0 bis 999.'));
  battles.getRange('F2:F1000').setDataValidation(legacy('=AND(ISNUMBER(F2),F2=INT(F2),F2>=1500,F2<=3000,MOD(F2,250)=0)', 'alt'));
  // The organiser's own rule on Notiz-like column H: not ours, kept.
  battles.getRange('H2:H1000').setDataValidation(legacy('=H2<100', 'eigene Regel'));
  const summary = addon.run('setupCampaign') as string;

  it('replaces exactly its own old rules by number rules and says so', () => {
    expect(summary).toMatch(/Zahlenprüfung erneuert: Schlachten: Skaliert auf, Schlachten: Siegpunkte Angreifer/);
    expect(String(battles.getRange('G500').getDataValidation()!.getCriteriaType())).toBe('NUMBER_BETWEEN');
    expect(String(battles.getRange('F2').getDataValidation()!.getCriteriaType())).toBe('NUMBER_BETWEEN');
    expect(battles.getRange('H2').getDataValidation()!.getHelpText()).toBe('eigene Regel');
  });

  it('changes nothing when run again', () => {
    const before = JSON.stringify(workbookToJson(workbook));
    expect(addon.run('setupCampaign')).toMatch(/nichts geändert/);
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });
});

it('no source file creates a custom-formula validation', () => {
  const offenders = sourceFiles(path.join(__dirname, '..', '..', 'src'))
    .filter((file) => !file.endsWith(path.join('offline', 'dataValidation.ts')))
    // Apps Script's method names, from the typings: a list, no call.
    .filter((file) => !file.endsWith(path.join('offline', 'appsScriptMethods.ts')))
    .filter((file) => file.endsWith('.ts') && /requireFormulaSatisfied|whenFormulaSatisfied/.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
